// Where a program's `#Preview` records are: each `#Preview` places one function pointer in the
// `cursesui_previews` section, and the linker marks the section's bounds.
#ifndef CURSESUI_PREVIEW_SECTION_H
#define CURSESUI_PREVIEW_SECTION_H

/// A `#Preview` record: returns the type metadata of the `PreviewRegistry` type it declared.
typedef const void *_Nonnull (*cursesui_preview_record)(void);

/// The first record, or null when the program has none (or the platform keeps no such section).
const cursesui_preview_record _Nullable *_Nullable cursesui_previews_begin(void);
/// Just past the last record, or null as `cursesui_previews_begin`.
const cursesui_preview_record _Nullable *_Nullable cursesui_previews_end(void);

#endif
