#include "PreviewSection.h"

#if defined(__ELF__)
// The linker defines these for a section whose name is a C identifier; weak, so a program
// without a #Preview (no such section) links and gets null.
extern const cursesui_preview_record __start_cursesui_previews[] __attribute__((weak));
extern const cursesui_preview_record __stop_cursesui_previews[] __attribute__((weak));

const cursesui_preview_record *cursesui_previews_begin(void) { return __start_cursesui_previews; }
const cursesui_preview_record *cursesui_previews_end(void) { return __stop_cursesui_previews; }
#else
const cursesui_preview_record *cursesui_previews_begin(void) { return 0; }
const cursesui_preview_record *cursesui_previews_end(void) { return 0; }
#endif
