#!/usr/bin/env python3
"""code-footprint: how much distinct code a key runs, the part of its cost a count hides.

Runs each program under callgrind (`--dump-instr=yes`) as instructions.py does, once quitting
after its first frame and once after KEYS keys that type and erase a character; an instruction
whose count grew by at least KEYS/2 runs on (nearly) every key. Prints, per key, the
instructions, the distinct 64-byte cache lines and 4 KiB pages of code they span, and with
--by-group the lines per origin (our Swift modules, the standard library, the runtime, C).
After a pause (the harness waits 50 ms between keys) little of it is still in the caches, so a
key that spans more lines runs its instructions slower.

  python3 Benchmarks/code-footprint.py [--keys 100] [--by-group] NAME=COMMAND...
"""
import argparse, collections, os, re, shlex, sys, tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import instructions  # noqa: E402


def instruction_counts(path):
    """(object, address) -> instructions executed there, and address -> function name, from
    a callgrind profile made with --dump-instr=yes (positions "instr line")."""
    counts, function_of, names = collections.Counter(), {}, {}
    obj = function = None
    address, after_call = 0, False
    for line in open(path, errors="replace"):
        if line.startswith(("ob=", "fn=", "cfn=")):
            match = re.match(r"(c?fn|ob)=\((\d+)\)(?: (.*))?", line.strip())
            if match and match.group(3):
                names[match.group(1)[-2:] + match.group(2)] = match.group(3)
            if match and match.group(1) == "ob":
                obj = match.group(2)
            elif match and match.group(1) == "fn":
                function = "fn" + match.group(2)
        elif line.startswith("calls="):
            after_call = True  # the next cost line is the call's inclusive cost
        elif line[:1] in ("0", "+", "-", "*"):
            fields = line.split()
            position = fields[0]
            if position.startswith("+"):
                address += int(position[1:])
            elif position.startswith("-"):
                address -= int(position[1:])
            elif position != "*":
                address = int(position, 16)
            if after_call:
                after_call = False
            elif len(fields) > 2:
                counts[(obj, address)] += int(fields[2])
                function_of[(obj, address)] = function
    return counts, {key: names.get(value, value) for key, value in function_of.items()}


def group(name):
    name = re.sub(r"'\d+$", "", name)  # callgrind's mark of a recursive call
    if name.startswith("$s12CursesUICore") or name.startswith("$s9PiggyBank"):
        return "our Swift code"
    if name.startswith("$s11Observation"):
        return "Observation"
    if name.startswith("$s"):
        return "Swift standard library"
    if name.startswith(("swift", "_swift")) or "swift::" in name:
        return "Swift runtime"
    if re.match(r"^[A-Za-z_][\w.]*$", name):
        return "C (ncurses, libc, the interpreter)"
    return "other"


def footprint(command, keys, settle, by_group):
    with tempfile.TemporaryDirectory() as folder:
        profiles = [os.path.join(folder, f"{n}.out") for n in (0, keys)]
        for n, path in zip((0, keys), profiles):
            instructions.count(command, n, settle, ["--dump-instr=yes"], path)
        before, _ = instruction_counts(profiles[0])
        after, function_of = instruction_counts(profiles[1])
    hot = [key for key in after if after[key] - before.get(key, 0) >= keys // 2]
    lines = {(obj, address >> 6) for obj, address in hot}
    pages = {(obj, address >> 12) for obj, address in hot}
    per_key = sum(after[key] - before.get(key, 0) for key in hot) / keys
    groups = collections.defaultdict(lambda: [set(), 0])
    for key in hot:
        entry = groups[group(function_of.get(key, ""))]
        entry[0].add((key[0], key[1] >> 6))
        entry[1] += after[key] - before.get(key, 0)
    return per_key, len(lines), len(pages), {name: (len(s), n / keys) for name, (s, n) in groups.items()} if by_group else {}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--keys", type=int, default=100)
    parser.add_argument("--settle", type=float, default=6.0, help="seconds for the first frame under valgrind")
    parser.add_argument("--by-group", action="store_true")
    parser.add_argument("programs", nargs="+", metavar="NAME=COMMAND")
    options = parser.parse_args()
    print(f"code run on every key (callgrind --dump-instr=yes, {options.keys} keys typing and erasing one character)")
    print(f"{'program':40}{'instructions':>13}{'cache lines':>13}{'KiB':>6}{'pages':>7}")
    for program in options.programs:
        name, _, command = program.partition("=")
        per_key, lines, pages, groups = footprint(shlex.split(command), options.keys, options.settle, options.by_group)
        print(f"{name:40}{per_key / 1e3:>11.0f} k{lines:>13}{lines * 64 / 1024:>6.0f}{pages:>7}")
        for group_name, (group_lines, instructions_per_key) in sorted(groups.items(), key=lambda g: -g[1][0]):
            print(f"  {group_name:38}{instructions_per_key / 1e3:>11.0f} k{group_lines:>13}")


if __name__ == "__main__":
    main()
