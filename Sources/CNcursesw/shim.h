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

// Macros and globals Swift cannot import directly.
static inline WINDOW *cncurses_stdscr(void) { return stdscr; }
static inline WINDOW *cncurses_curscr(void) { return curscr; }
static inline int cncurses_color_pair(int n) { return (int)COLOR_PAIR(n); }
static inline attr_t cncurses_a_normal(void) { return A_NORMAL; }
static inline attr_t cncurses_a_bold(void) { return A_BOLD; }
static inline attr_t cncurses_a_reverse(void) { return A_REVERSE; }
static inline attr_t cncurses_a_underline(void) { return A_UNDERLINE; }
static inline attr_t cncurses_a_dim(void) { return A_DIM; }
static inline attr_t cncurses_a_italic(void) { return A_ITALIC; }
static inline int cncurses_wcwidth(wchar_t c) { return wcwidth(c); }

/// Opens a screen on the process's standard streams; NULL when the terminal type is unknown.
static inline SCREEN *cncurses_newterm(const char *type) { return newterm(type, stdout, stdin); }
/// Opens a screen on given descriptors (a pseudo-terminal in the benchmark).
static inline SCREEN *cncurses_newterm_fds(const char *type, int input, int output) {
    FILE *in = fdopen(input, "r");
    FILE *out = fdopen(output, "w");
    if (!in || !out) return NULL;
    return newterm(type, out, in);
}
static inline int cncurses_color_pairs(void) { return COLOR_PAIRS; }
static inline int cncurses_colors(void) { return COLORS; }
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
static inline void cncurses_flush_stdout(void) { fflush(stdout); }

/// Writes one character cell: a grapheme cluster given as up to CCHARW_MAX wide characters.
static inline int cncurses_put_cell(int y, int x, const wchar_t *chars, attr_t attrs, short pair) {
    cchar_t cell;
    if (setcchar(&cell, chars, attrs, pair, NULL) == ERR) return ERR;
    return mvwadd_wch(stdscr, y, x, &cell);
}

/// Mouse events the app asks for: button 1 press and the wheel.
static inline mmask_t cncurses_mouse_mask(void) {
    return BUTTON1_PRESSED | BUTTON1_CLICKED | BUTTON4_PRESSED | BUTTON5_PRESSED;
}

#endif
