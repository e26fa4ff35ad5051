#!/usr/bin/env python3
"""instructions: count the instructions a full-screen program executes to start and per key.

Runs each program twice under valgrind's callgrind inside a pseudo-terminal (80x24,
TERM=xterm-256color): once quitting right after its first frame, once after KEYS keys that
type and erase a character in the field that has focus. The difference divided by KEYS is
the cost of a key; the first run's count is the cost of starting, drawing and quitting.
Instruction counts do not depend on the machine's load, so programs measured on a busy
machine still compare fairly (time does not: see ttybench.py).

  python3 Benchmarks/instructions.py [--keys 200] [--json FILE] NAME=COMMAND... [NAME=COMMAND...]

A NAME starting with '*' marks a floor: the last column gives the first program's figures
over the lowest floor's.
"""
import argparse, json, os, pty, re, select, shlex, shutil, signal, struct, subprocess, sys, tempfile, time
import fcntl, termios


def drain(fd, seconds):
    end = time.time() + seconds
    while time.time() < end:
        ready, _, _ = select.select([fd], [], [], 0.02)
        if ready:
            try:
                os.read(fd, 65536)
            except OSError:
                return False
    return True


def count(command, keys, settle, options=(), keep=None):
    """Instructions callgrind counts for one run of `command` given `keys` keys; `options`
    are more callgrind options, and `keep` a path the profile is copied to."""
    with tempfile.TemporaryDirectory() as folder:
        out = os.path.join(folder, "callgrind.out")
        pid, fd = pty.fork()
        if pid == 0:
            os.environ.update(TERM="xterm-256color", LANG="C.UTF-8")
            os.execvp("valgrind", ["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out] + list(options) + command)
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        drain(fd, settle)
        for index in range(keys):
            os.write(fd, b"a" if index % 2 == 0 else b"\x7f")
            drain(fd, 0.03)
        os.write(fd, b"\x1b")  # Esc quits every program of the comparison
        deadline = time.time() + 60
        while time.time() < deadline:
            drain(fd, 0.1)
            if os.waitpid(pid, os.WNOHANG)[0]:
                break
        else:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
        if keep:
            shutil.copyfile(out, keep)
        with open(out) as file:
            totals = re.search(r"^(?:summary|totals):\s+(\d+)", file.read(), re.M)
        if not totals:
            raise SystemExit(f"instructions: no callgrind totals for {' '.join(command)}")
        return int(totals.group(1))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--keys", type=int, default=200)
    parser.add_argument("--settle", type=float, default=6.0, help="seconds for the first frame under valgrind")
    parser.add_argument("--json")
    parser.add_argument("programs", nargs="+", metavar="NAME=COMMAND")
    options = parser.parse_args()
    if subprocess.run(["valgrind", "--version"], capture_output=True).returncode != 0:
        raise SystemExit("instructions: valgrind is not installed (apt-get install valgrind)")
    results = []
    for program in options.programs:
        name, _, command = program.partition("=")
        start = count(shlex.split(command), 0, options.settle)
        with_keys = count(shlex.split(command), options.keys, options.settle)
        results.append({"name": name.lstrip("*"), "floor": name.startswith("*"), "start": start,
                        "per_key": (with_keys - start) / options.keys})
    print(f"instructions (valgrind callgrind, {options.keys} keys typing and erasing one character)")
    print(f"{'program':40}{'start + quit':>14}{'per key':>10}")
    for result in results:
        print(f"{result['name']:40}{result['start'] / 1e6:>12.1f} M{result['per_key'] / 1e3:>8.0f} k")
    floors = [result for result in results if result["floor"]]
    if floors and not results[0]["floor"]:
        ours = results[0]
        start = min(floors, key=lambda result: result["start"])
        key = min(floors, key=lambda result: result["per_key"])
        print(f"ours / the lowest floor: start {ours['start'] / start['start']:.2f} (vs {start['name']}), "
              f"per key {ours['per_key'] / key['per_key']:.2f} (vs {key['name']})")
    if options.json:
        with open(options.json, "w") as file:
            json.dump(results, file, indent=1)


if __name__ == "__main__":
    main()
