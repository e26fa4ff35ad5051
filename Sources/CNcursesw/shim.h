#ifndef CNCURSESW_SHIM_H
#define CNCURSESW_SHIM_H

// The flags `pkg-config --cflags ncursesw` gives (SwiftPM would refuse them), and the
// wide-character API.
#ifndef _XOPEN_SOURCE
#define _XOPEN_SOURCE 600
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _DEFAULT_SOURCE
#define _DEFAULT_SOURCE 1
#endif

#include <locale.h>
#include <wchar.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

// terminfo only: the terminal is drawn by CursesUI's own frame writer, so of ncurses this
// package uses the terminal database (setupterm, tigetstr, tigetflag, tigetnum, tiparm).
static inline int cncurses_wcwidth(wchar_t c) { return wcwidth(c); }

/// Loads the terminfo entry of `type` as the current terminal: 1 when found, 0 when the type
/// is unknown, -1 when there is no terminfo database.
static inline int cncurses_setupterm(const char *type, int fd) {
    int error = 0;
    if (setupterm(type, fd, &error) == OK) return 1;
    return error == 0 ? 0 : -1;
}
/// True when the terminfo entry has the string capability `name` (e.g. the extended "Sync").
static inline bool cncurses_has_string_capability(const char *name) {
    char *value = tigetstr(name);
    return value != NULL && value != (char *)-1;
}
/// The string capability `name` of the terminfo entry (e.g. "kcuu1"); NULL when it has none.
static inline const char *cncurses_string_capability(const char *name) {
    char *value = tigetstr(name);
    return value == (char *)-1 ? NULL : value;
}
/// A parameterised capability with its two parameters filled in (tiparm is variadic, which
/// Swift cannot call).
static inline const char *cncurses_tiparm(const char *capability, int first, int second) {
    return tiparm(capability, first, second);
}
/// `sgr` with its nine attribute parameters (standout, underline, reverse, blink, dim, bold,
/// invisible, protected, alternate character set).
static inline const char *cncurses_tiparm_attributes(const char *capability, int underline, int reverse, int dim, int bold) {
    return tiparm(capability, 0, underline, reverse, 0, dim, bold, 0, 0, 0);
}

#endif
