#!/usr/bin/env python3
"""symbol-order: list the functions piggybank runs, for the linker to place side by side.

Runs a built piggybank under valgrind's callgrind in a pseudo-terminal (80x24) through the
demo form and the app's real screens (create, Home, a deposit, records, statistics, settings),
then writes the mangled names of every function that ran, most executed first, one per line.
`make build` hands the file to lld (`--symbol-ordering-file`), which puts those functions
together at the start of the text segment: the code a session touches then fills a few
hundred contiguous pages instead of being spread over the whole 29 MB binary, so fewer pages
are faulted in at start-up (time) and kept resident (RSS), and the hot code shares cache lines.

A name the binary no longer has is skipped by the linker, so an old list costs nothing but
its benefit; regenerate it after large changes:

  make build && python3 Benchmarks/symbol-order.py .build/static/release/piggybank > Benchmarks/piggybank.order
"""
import collections, os, pty, re, select, signal, struct, sys, tempfile, time
import fcntl, termios

# (seconds to wait before, bytes to send): the same paths a user takes in a first session.
DEMO = [(6, b"")] + [(0.05, bytes([c])) for c in b"Vacation fund"] + [
    (0.1, b"\t"), (0.1, b"1200.50"), (0.1, b"\t"), (0.1, b"\x1b[C"), (0.1, b"\x1b[B"), (0.3, b"\r"), (1, b"\x1b")]
APP = [(8, b"")] + [(0.1, bytes([c])) for c in b"Bike"] + [
    (0.3, b"\t"), (0.2, b"300"), (0.3, b"\r"), (0.5, b"\r"), (0.5, b"\r"), (0.5, b"\r"), (1, b"d"), (0.5, b"42"),
    (0.5, b"\r"), (1, b"r"), (1, b"\x1b[6~"), (0.5, b"\x1b"), (1, b"s"), (1, b"\x1b"), (1, b","), (1, b"\x1b"),
    (1, b"?"), (1, b"\x1b"), (1, b"\x03")]


def run(command, script, home):
    """Mangled function name -> instructions executed, for one run of `command`."""
    with tempfile.TemporaryDirectory() as folder:
        out = os.path.join(folder, "callgrind.out")
        pid, fd = pty.fork()
        if pid == 0:
            os.environ.update(TERM="xterm-256color", LANG="C.UTF-8", HOME=home)
            os.execvp("valgrind", ["valgrind", "--tool=callgrind", "--demangle=no", "--compress-strings=no",
                                   "--callgrind-out-file=" + out] + command)
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        for wait, data in script:
            drain(fd, wait)
            if data:
                os.write(fd, data)
        deadline = time.time() + 60
        while not os.waitpid(pid, os.WNOHANG)[0]:
            if time.time() > deadline:
                os.kill(pid, signal.SIGKILL)
                os.waitpid(pid, 0)
                break
            drain(fd, 0.2)
        return costs(open(out).read())


def drain(fd, seconds):
    end = time.time() + seconds
    while time.time() < end:
        if select.select([fd], [], [], 0.02)[0]:
            try:
                os.read(fd, 65536)
            except OSError:
                return


def costs(profile):
    """Self cost per function from an uncompressed callgrind profile."""
    totals = collections.Counter()
    function = None
    in_call = False
    for line in profile.splitlines():
        if line.startswith("fn="):
            function = line[3:]
        elif line.startswith("calls="):
            in_call = True
        elif function and line[:1].isdigit():
            if in_call:
                in_call = False  # the line after calls= is the call's inclusive cost, not self cost
                continue
            fields = line.split()
            if len(fields) >= 2:
                totals[function] += int(fields[1])
    return totals


def main():
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    binary = os.path.abspath(sys.argv[1])
    totals = collections.Counter()
    with tempfile.TemporaryDirectory() as home:
        totals.update(run([binary, "demo"], DEMO, home))
        totals.update(run([binary], APP, home))
    names = [name for name, _ in totals.most_common() if re.match(r"^[A-Za-z_$][\w$.]*$", name)]
    sys.stdout.write("".join(name + "\n" for name in names))
    print(f"symbol-order: {len(names)} functions", file=sys.stderr)


if __name__ == "__main__":
    main()
