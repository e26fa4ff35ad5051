#!/usr/bin/env python3
"""keyphases: where a key's time goes, seen from outside, for any full-screen program.

Starts COMMAND in a pseudo-terminal as ttybench.py does, waits for its first frame, then types
'a' and Backspace alternately (KEYS keys, each after the previous reaction was quiet for
--quiet-ms, as ttybench.py waits) twice:

1. with `perf stat -p` attached for the keys only: CPU time (task-clock), context switches,
   page faults and migrations per key, beside the keys' latency. Hardware counters (cycles,
   instructions, cache and TLB misses) are asked for too; a virtual machine without a PMU
   reports them as not supported.
2. with `perf record -a` of the scheduler's and the system calls' tracepoints (filtered to the
   harness and the program): each key split into input (the harness's write until the
   program's read or poll returns, with the wake-up by the pty's kworker), compute (until the
   program's first write), the writes, and output (until the harness's last read).

  python3 Benchmarks/keyphases.py [--keys 200] [--quiet-ms 50] [--no-trace] -- COMMAND ARGS...

Needs perf and pyte (apt-get install linux-perf python3-pyte), and root or
kernel.perf_event_paranoid <= -1 for the tracepoints.
"""
import argparse, math, os, re, signal, statistics, subprocess, sys, tempfile, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ttybench  # noqa: E402

EVENTS = ("task-clock,context-switches,cpu-migrations,page-faults,"
          "cycles,instructions,cache-misses,iTLB-load-misses,branch-misses")
now = time.perf_counter


def p95(values):
    return sorted(values)[math.ceil(0.95 * len(values)) - 1]


def play(argv, options, attach):
    """Starts the program, attaches `attach(pid)` (a Popen) after its first frame, types the
    keys, stops the attached process; returns the keys' latencies in seconds."""
    tty = ttybench.Tty(argv, 80, 24, options.marker)
    quiet, deadline, settled = options.quiet_ms / 1000, tty.t0 + 20, False
    while not (tty.marker_t and settled) and not tty.eof and now() < deadline:
        _, settled = tty.collect(deadline, quiet)
    if not tty.marker_t:
        tty.kill()
        raise SystemExit(f"keyphases: {options.marker!r} not on screen:\n{tty.text()}")
    tracer = attach(tty.pid)
    time.sleep(0.5)  # perf attached before the first key
    tty.collect(now() + 0.1, quiet)
    latencies = []
    for index in range(options.keys):
        t = now()
        tty.write(b"a" if index % 2 == 0 else b"\x7f")
        got, _ = tty.collect(t + 1.0, quiet)
        if got:
            latencies.append(got[-1][0] - t)
    tracer.send_signal(signal.SIGINT)
    tracer.wait()
    tty.close("ESC")
    return latencies, tty.pid


def counters(argv, options):
    with tempfile.NamedTemporaryFile("r", suffix=".csv") as out:
        latencies, _ = play(argv, options, lambda pid: subprocess.Popen(
            ["perf", "stat", "-x", ",", "-o", out.name, "-e", EVENTS, "-p", str(pid)]))
        print(f"{' '.join(argv)}: {len(latencies)} keys, latency p50 {statistics.median(latencies) * 1e3:.3f} ms, "
              f"p95 {p95(latencies) * 1e3:.3f} ms")
        for line in out.read().splitlines():
            fields = line.split(",")
            if len(fields) < 3 or line.startswith("#") or not fields[0]:
                continue
            name = fields[2]
            try:
                value = float(fields[0]) / options.keys
            except ValueError:
                print(f"  {name:22} {fields[0].strip('<>')}")
                continue
            unit = " ms" if name == "task-clock" else ""
            print(f"  {name:22} {value:12.4f}{unit} per key")


def trace(argv, options):
    harness = os.getpid()
    with tempfile.TemporaryDirectory() as folder:
        data = os.path.join(folder, "perf.data")

        def record(child):
            pids = f"common_pid == {harness} || common_pid == {child}"
            events = [("sched:sched_switch", f"prev_pid == {harness} || next_pid == {harness} || "
                                             f"prev_pid == {child} || next_pid == {child}"),
                      ("sched:sched_wakeup", f"pid == {harness} || pid == {child}"),
                      ("raw_syscalls:sys_enter", pids), ("raw_syscalls:sys_exit", pids)]
            arguments = sum((["-e", event, "--filter", condition] for event, condition in events), [])
            return subprocess.Popen(["perf", "record", "-q", "-a", "-o", data] + arguments)

        _, child = play(argv, options, record)
        script = subprocess.run(["perf", "script", "--ns", "-i", data], capture_output=True, text=True).stdout
    phases(script.splitlines(), harness, child)


LINE = re.compile(r"^\s*(.+?)\s+(\d+)\s+\[(\d+)\]\s+([\d.]+):\s+(\S+):\s*(.*)$")
READ, WRITE, POLLS = 0, 1, (7, 270, 271)  # read, write; poll, pselect6, ppoll


def phases(lines, harness, child):
    events = []
    for line in lines:
        match = LINE.match(line)
        if match:
            _, pid, _, t, name, rest = match.groups()
            number = re.match(r"NR (\d+)", rest)
            events.append((float(t), int(pid), name, rest, int(number.group(1)) if number else None))
    # A key: the harness's one-byte write to the pty.
    starts = [i for i, e in enumerate(events) if e[1] == harness and e[2] == "raw_syscalls:sys_enter" and e[4] == WRITE
              and re.match(r"NR 1 \(\w+, \w+, 1,", e[3])]
    rows = []
    for n, first in enumerate(starts):
        row = {"t0": events[first][0], "writes": 0}
        for t, pid, name, rest, number in events[first:starts[n + 1] if n + 1 < len(starts) else len(events)]:
            if "woken" not in row and name == "sched:sched_wakeup" and f"pid={child} " in rest:
                row["woken"] = t
            if "running" not in row and name == "sched:sched_switch" and f"next_pid={child} " in rest:
                row["running"] = t
            if "read" not in row and pid == child and name == "raw_syscalls:sys_exit" and number in (READ,) + POLLS:
                row["read"] = t
            if "read" in row and pid == child and name == "raw_syscalls:sys_enter" and number == WRITE:
                row.setdefault("write", t)
                row["writes"] += 1
            if "write" in row and pid == child and name == "raw_syscalls:sys_exit" and number == WRITE:
                row["written"] = t
            if "write" in row and pid == harness and name == "raw_syscalls:sys_exit" and number == READ:
                row["seen"] = t  # the last read of the reaction counts, as in ttybench
        if all(key in row for key in ("woken", "running", "read", "write", "written", "seen")):
            rows.append(row)
    if not rows:
        raise SystemExit("keyphases: no complete key in the trace (perf record needs root for tracepoints)")
    print(f"  phases of {len(rows)} keys (perf record of sched and syscall tracepoints), "
          f"writes per key {statistics.median(r['writes'] for r in rows):.0f}")
    for name, start, end in (("key written -> program woken", "t0", "woken"), ("woken -> running", "woken", "running"),
                             ("input: key written -> read/poll returns", "t0", "read"),
                             ("compute: -> first write", "read", "write"), ("writes", "write", "written"),
                             ("output: -> harness's last read", "written", "seen"), ("total", "t0", "seen")):
        values = [(r[end] - r[start]) * 1e6 for r in rows]
        print(f"  {name:42} p50 {statistics.median(values):8.1f} µs  p95 {p95(values):8.1f} µs")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--keys", type=int, default=200)
    parser.add_argument("--quiet-ms", type=float, default=50)
    parser.add_argument("--marker", default="Create piggy bank")
    parser.add_argument("--no-trace", action="store_true", help="only the counters, no phases")
    parser.add_argument("command", nargs=argparse.REMAINDER)
    options = parser.parse_args()
    argv = ttybench.command_line(parser, options)
    counters(argv, options)
    if not options.no_trace:
        trace(argv, options)


if __name__ == "__main__":
    main()
