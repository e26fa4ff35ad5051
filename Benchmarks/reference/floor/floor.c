/* The harness's floor: a program that does nothing but put the form's title on screen.
 *
 * It switches to the alternate screen, writes "Create piggy bank" and waits for Esc or Ctrl-C,
 * with no terminfo, no locale and no layout. What ttybench.py measures for it is the harness's
 * own share of every program's start: forking, the pseudo-terminal, exec, the C library's
 * start-up, and reading and rendering the output. A program's start minus this floor is what
 * the program itself spends before its first frame. */
#include <termios.h>
#include <unistd.h>

static void put(const char *text, size_t length) {
    while (length > 0) {
        ssize_t written = write(STDOUT_FILENO, text, length);
        if (written <= 0) return;
        text += written;
        length -= (size_t)written;
    }
}

int main(void) {
    struct termios saved, raw;
    int haveTerminal = tcgetattr(STDIN_FILENO, &saved) == 0;
    if (haveTerminal) {
        raw = saved;
        cfmakeraw(&raw);
        tcsetattr(STDIN_FILENO, TCSANOW, &raw);
    }
    static const char frame[] = "\x1b[?1049h\x1b[H\x1b[2J\x1b[1;3HCreate piggy bank";
    put(frame, sizeof frame - 1);
    char key;
    while (read(STDIN_FILENO, &key, 1) == 1 && key != 0x1b && key != 0x03) {}
    static const char restore[] = "\x1b[?1049l";
    put(restore, sizeof restore - 1);
    if (haveTerminal) tcsetattr(STDIN_FILENO, TCSANOW, &saved);
    return 0;
}
