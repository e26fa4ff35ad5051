#!/usr/bin/env python3
"""symbol-order: list the functions piggybank runs, for the linker to place side by side.

Runs a built piggybank under valgrind's callgrind in a pseudo-terminal (80x24) through the
demo form and the app's real screens (create, Home, a deposit, records, statistics, settings),
then writes the mangled names of every function that ran, one per line: the demo's, then
those the app's start on Home (three banks with records) adds, then those the rest of the app adds; of the
demo's and the app's, first those a key runs (inside `Application.send`), most executed
first, then those only starting and first frames run. Functions that objects
compiled without function sections also define (the standard library's Swift.o) come last:
naming one pulls that whole section along.
`make build` hands the file to lld (`--symbol-ordering-file`), which puts those functions
together at the start of the text segment: the code a session touches then fills a few
hundred contiguous pages instead of being spread over the whole 29 MB binary, so fewer pages
are faulted in at start-up (time) and kept resident (RSS), and the hot code shares cache lines.

A name the binary no longer has is skipped by the linker, so an old list costs nothing but
its benefit; regenerate it after large changes:

  make build && python3 Benchmarks/symbol-order.py .build/static/release/piggybank > Benchmarks/piggybank.order
"""
import collections, glob, os, pty, re, select, shutil, signal, struct, subprocess, sys, tempfile, time
import fcntl, termios

# (seconds to wait before, bytes to send): the same paths a user takes in a first session.
DEMO = [(6, b"")] + [(0.05, bytes([c])) for c in b"Vacation fund"] + [
    (0.1, b"\t"), (0.1, b"1200.50"), (0.1, b"\t"), (0.1, b"\x1b[C"), (0.1, b"\x1b[B"), (0.3, b"\r"), (1, b"\x1b")]
APP = [(8, b"")] + [(0.1, bytes([c])) for c in b"Bike"] + [
    (0.3, b"\t"), (0.2, b"300"), (0.3, b"\r"), (0.5, b"\r"), (0.5, b"\r"), (0.5, b"\r"), (1, b"d"), (0.5, b"42"),
    (0.5, b"\r"), (1, b"r"), (1, b"\x1b[6~"), (0.5, b"\x1b"), (1, b"s"), (1, b"\x1b"), (1, b","), (1, b"\x1b"),
    (1, b"?"), (1, b"\x1b"), (1, b"\x03")]

# The app started on Home with three banks and their records, then quit: what a user's every
# start runs (Home lists the primary bank's recent records), placed before the rest of the
# app's functions so that its first frame touches fewer pages.
HOME = [(8, b""), (1, b"\x03")]
HOME_DATA = [["add", "--name", "Bike", "--target", "100", "--icon", "pig"], ["add", "--name", "Car", "--target", "100"],
             ["add", "--name", "Trip to Japan", "--target", "1200.50", "--icon", "plane"],
             ["deposit", "Trip to Japan", "20", "--note", "weekly"], ["deposit", "Trip to Japan", "12.50"],
             ["withdraw", "Trip to Japan", "5"], ["deposit", "Bike", "40"]]


def run(command, script, home, keys_only=False):
    """Mangled function name -> instructions executed, for one run of `command` (with
    `keys_only`, only inside `Application.send`: the work of a key)."""
    with tempfile.TemporaryDirectory() as folder:
        out = os.path.join(folder, "callgrind.out")
        pid, fd = pty.fork()
        if pid == 0:
            os.environ.update(TERM="xterm-256color", LANG="C.UTF-8", HOME=home)
            os.execvp("valgrind", ["valgrind", "--tool=callgrind", "--demangle=no", "--compress-strings=no",
                                   "--callgrind-out-file=" + out] + (KEYS_ONLY if keys_only else []) + command)
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


# What runs between a key read and its frame written: callgrind counts only inside it.
KEYS_ONLY = ["--collect-atstart=no", "--toggle-collect=*ApplicationC4sendyy*"]


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
        # A cost line starts with its line number, absolute or (callgrind's default position
        # compression) relative: "+2 15", "-1 3", "* 4". Reading only the absolute ones lost
        # every function whose lines were all relative: 87 of 5,398 (`Control.acceptsFocus`).
        elif function and line[:1] in "0123456789+-*":
            if in_call:
                in_call = False  # the line after calls= is the call's inclusive cost, not self cost
                continue
            fields = line.split()
            if len(fields) >= 2:
                totals[function] += int(fields[1])
    return totals


def whole_text_symbols(binary):
    """Names defined in an input section called just `.text`, in the objects the binary is
    linked from: code compiled without function sections (the Swift standard library's
    Swift.o, 1.6 MB in one section). Naming one of them moves its whole section, so they
    go last: after everything else, where the copies our own objects have of the same
    helpers (`__swift_memcpy16_8`, outlined copies such as `$sypWOc`) then sit together
    instead of in 20 windows of 64 KiB across our code."""
    build = os.path.join(os.path.dirname(os.path.realpath(binary)))
    swift = shutil.which("swiftc") or shutil.which("swift")
    inputs = glob.glob(os.path.join(build, "*.build", "*.o"))
    if swift:
        inputs += glob.glob(os.path.join(os.path.dirname(os.path.realpath(swift)), "..", "lib", "swift_static", "linux", "*.a"))
    whole = set()
    for path in inputs:
        listing = subprocess.run(["readelf", "-SWsW", path], capture_output=True, text=True, errors="replace").stdout
        text_sections = {}
        for line in listing.splitlines():
            if line.startswith("File: "):
                text_sections = {}
            section = re.match(r"\s*\[\s*(\d+)\] (\.text\S*)", line)
            if section:
                text_sections[section.group(1)] = section.group(2)
            symbol = line.split()
            # lld gives a name's priority to every section defining it, local copies too.
            if len(symbol) == 8 and symbol[3] == "FUNC" and text_sections.get(symbol[6]) == ".text":
                whole.add(symbol[7])
    return whole


def main():
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    binary = os.path.abspath(sys.argv[1])
    # The demo first, then the app's start on Home, then what the rest of the app adds: each
    # is then one run of pages (the demo's start touched 42 windows of 64 KiB of our code when
    # both were mixed). Within the demo and the app, the code of a key first, busiest first, so
    # that a key touches as few pages as it can; then what only starting and first frames run.
    ordered, seen = [], set()
    for label, command, script, data, passes in (("demo", [binary, "demo"], DEMO, [], (True, False)),
                                                  ("Home", [binary], HOME, HOME_DATA, (False,)),
                                                  ("app", [binary], APP, [], (True, False))):
        for keys_only in passes:
            with tempfile.TemporaryDirectory() as home:
                for arguments in data:
                    subprocess.run([binary] + arguments, env=dict(os.environ, HOME=home), check=True,
                                   stdout=subprocess.DEVNULL)
                counts = run(command, script, home, keys_only)
            for name, _ in counts.most_common():
                if name not in seen:
                    seen.add(name)
                    ordered.append(name)
            print(f"symbol-order: {label}{', its keys' if keys_only else ''}: {len(ordered)} functions so far", file=sys.stderr)
    whole = whole_text_symbols(binary)
    # Symbol names, not callgrind's addresses of code without one ("0x..."); some names hold
    # spaces (`get_witness_table 12CursesUICore4View...`), which the order file allows.
    names = [name for name in ordered if re.match(r"^[A-Za-z_$][\w$. ]*$", name)]
    names = [name for name in names if name not in whole] + [name for name in names if name in whole]
    sys.stdout.write("".join(name + "\n" for name in names))
    print(f"symbol-order: {len(names)} functions", file=sys.stderr)


if __name__ == "__main__":
    main()
