#!/usr/bin/env python3
"""ttybench: measure a full-screen terminal program inside a pseudo-terminal.

Spawns COMMAND in a pty (TERM=xterm-256color, LANG=C.UTF-8), renders its output
with pyte, measures the time until a marker text is on screen, plays a key
script while timing each reaction, then reads peak RSS and CPU time of the
child just before sending the quit key.  See README.md for the figures.

  python3 Benchmarks/ttybench.py [--marker "Create piggy bank"] --script Benchmarks/create_form.json \
      [--cols 80 --rows 24 --quiet-ms 50 --runs 5] -- COMMAND ARGS...
"""
import argparse
import fcntl
import json
import math
import os
import pty
import re
import select
import signal
import statistics
import struct
import sys
import termios
import time

import pyte

NAMED_KEYS = {"TAB": "\t", "BTAB": "\x1b[Z", "ENTER": "\r", "BACKSPACE": "\x7f",
              "ESC": "\x1b", "SPACE": " "}
ARROWS = {"UP": "A", "DOWN": "B", "RIGHT": "C", "LEFT": "D"}
DECCKM = 1 << 5                                    # pyte's code for private mode 1
QUERY = re.compile(rb"\x1b\[[0-9]*[cn]")           # DA / DSR: answer without delay
# caller's terminal identity and settings that would change what the program draws
DROP_ENV = ("LC_ALL", "LC_CTYPE", "COLUMNS", "LINES", "ESCDELAY", "COLORTERM", "NO_COLOR",
            "FORCE_COLOR", "TERM_PROGRAM", "TERM_PROGRAM_VERSION", "TMUX", "TMUX_PANE", "STY",
            "VTE_VERSION", "KONSOLE_VERSION", "WT_SESSION")
now = time.perf_counter


class Screen(pyte.Screen):
    """pyte screen that answers DA/DSR queries and knows xterm's REP (CSI Ps b)."""

    def __init__(self, cols, rows, reply):
        super().__init__(cols, rows)
        self.reply, self.last_char = reply, " "

    def draw(self, data):
        super().draw(data)
        if data:
            self.last_char = data[-1]

    def repeat_last_char(self, count=1, **_):
        self.draw(self.last_char * max(count, 1))

    def write_process_input(self, data):
        self.reply(data.encode())


class Stream(pyte.ByteStream):
    csi = {**pyte.ByteStream.csi, "b": "repeat_last_char"}


class Tty:
    """A child process on a pty; output is timestamped on read and fed to pyte later."""

    def __init__(self, argv, cols, rows, marker):
        self.screen = Screen(cols, rows, self.write)
        self.stream = Stream(self.screen)
        self.pending = []                              # [(read time, bytes)] not yet fed
        self.eof = False
        self.marker, self.marker_t = marker, None      # read time that showed the marker
        env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8")
        for name in DROP_ENV:
            env.pop(name, None)
        self.t0 = now()
        self.pid, self.fd = pty.fork()
        if self.pid == 0:                              # child: size the pty, then exec
            try:
                fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
                os.execvpe(argv[0], argv, env)
            except OSError as e:
                os.write(2, f"exec {argv[0]}: {e}\r\n".encode())
            os._exit(127)

    def write(self, data):
        os.write(self.fd, data)

    def key(self, name):
        """Bytes a terminal sends for a key name or a literal character."""
        if name in ARROWS:
            return ("\x1bO" if DECCKM in self.screen.mode else "\x1b[") + ARROWS[name]
        if name.startswith("CTRL-") and len(name) == 6:
            return chr(ord(name[5].upper()) & 0x1F)
        return NAMED_KEYS.get(name, name)

    def collect(self, deadline, quiet):
        """Read output until `quiet` s passed after the last byte read here (quiet=None:
        until EOF), or until `deadline`.  Returns ([(t, nbytes)], settled)."""
        got = []
        while not self.eof:
            t = now()
            until = deadline if quiet is None or not got else min(deadline, got[-1][0] + quiet)
            if t >= until:
                break
            if not select.select([self.fd], [], [], until - t)[0]:
                continue
            try:
                data = os.read(self.fd, 65536)
            except OSError:                            # EIO: the slave side is closed
                data = b""
            t = now()
            if not data:
                self.eof = True
                break
            got.append((t, len(data)))
            self.pending.append((t, data))
            if QUERY.search(data):
                self.feed()
        self.feed()
        return got, bool(got) and not self.eof and now() < deadline

    def feed(self):
        """Feed pending output to pyte, noting the read time of the chunk that first
        put the marker on screen."""
        for t, data in self.pending:
            self.stream.feed(data)
            if self.marker_t is None and self.marker in self.text():
                self.marker_t = t
        self.pending.clear()

    def text(self):
        return "\n".join(self.screen.display)

    def proc_stats(self):
        """(peak RSS in kB, user+sys CPU in ms) of the child, from /proc."""
        with open(f"/proc/{self.pid}/status") as f:
            rss = int(re.search(r"VmHWM:\s+(\d+)", f.read()).group(1))
        with open(f"/proc/{self.pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()   # fields[0] is field 3 (state)
        return rss, (int(fields[11]) + int(fields[12])) * 1000 / os.sysconf("SC_CLK_TCK")

    def close(self, quit_key, timeout=3.0):
        """Send the quit key, drain output until the child exits; True if it exited itself."""
        if quit_key:
            self.write(self.key(quit_key).encode())
        deadline, status = now() + timeout, (0, 0)
        while status == (0, 0) and now() < deadline:
            self.collect(min(deadline, now() + 0.05), None) if not self.eof else time.sleep(0.01)
            status = os.waitpid(self.pid, os.WNOHANG)
        if status == (0, 0):
            os.kill(self.pid, signal.SIGKILL)
            os.waitpid(self.pid, 0)
        os.close(self.fd)
        return status != (0, 0)

    def kill(self):
        """Clean-up after an error: end the child and close the pty, whatever state."""
        for step in (lambda: os.kill(self.pid, signal.SIGKILL), lambda: os.waitpid(self.pid, 0),
                     lambda: os.close(self.fd)):
            try:
                step()
            except OSError:
                pass


def load_script(path):
    """-> (marker or None, [(key or None, [expected texts])]); "keys" is split into chars."""
    marker, out = None, []
    for step in json.load(open(path)):
        if "marker" in step:
            marker = step["marker"]
            continue
        expect = step.get("expect", [])
        expect = [expect] if isinstance(expect, str) else list(expect)
        keys = list(step["keys"]) if "keys" in step else [step["key"]] if "key" in step else [None]
        out += [(k, []) for k in keys[:-1]] + [(keys[-1], expect)]
    return marker, out


def ms(seconds):
    return round(seconds * 1000, 3)


def p95(values):
    return sorted(values)[math.ceil(0.95 * len(values)) - 1]


def run_once(argv, steps, a):
    tty = Tty(argv, a.cols, a.rows, a.marker)
    quiet, key_timeout = a.quiet_ms / 1000, a.key_timeout_ms / 1000
    res = {"failures": []}
    try:
        # startup: marker on screen and output quiet for `quiet`
        deadline, settled, last_t = tty.t0 + a.startup_timeout, False, None
        while not (tty.marker_t and settled) and not tty.eof and now() < deadline:
            got, settled = tty.collect(deadline, quiet)
            last_t = got[-1][0] if got else last_t
        if not (tty.marker_t and settled):
            raise RuntimeError(f"marker {a.marker!r} not on screen and settled within "
                               f"{a.startup_timeout}s" + (" (child exited)" if tty.eof else ""))
        res["startup_ms"] = ms(tty.marker_t - tty.t0)
        res["startup_settled_ms"] = ms(last_t - tty.t0)
        # key script
        keys = []
        for key, expects in steps:
            if key is not None:
                data = tty.key(key).encode()
                t = now()
                tty.write(data)
                got, settled = tty.collect(t + key_timeout, quiet)
                keys.append({"key": key, "bytes": sum(n for _, n in got),
                             "first_ms": ms(got[0][0] - t) if got else None,
                             "last_ms": ms(got[-1][0] - t) if got else None,
                             "settled": settled})
            for text in expects:
                deadline = now() + key_timeout
                while text not in tty.text() and now() < deadline and not tty.eof:
                    tty.collect(deadline, quiet)
                if text not in tty.text():
                    res["failures"].append(f"after step {len(keys)} ({key}): {text!r} not on screen")
        lat = [k["last_ms"] for k in keys if k["last_ms"] is not None] or [0.0]
        first = [k["first_ms"] for k in keys if k["first_ms"] is not None] or [0.0]
        nbytes = [k["bytes"] for k in keys] or [0]
        res.update(keys=len(keys), silent_keys=sum(k["last_ms"] is None for k in keys),
                   unsettled_keys=sum(bool(k["bytes"]) and not k["settled"] for k in keys),
                   lat_median_ms=statistics.median(lat), lat_p95_ms=p95(lat), lat_max_ms=max(lat),
                   first_median_ms=statistics.median(first), first_p95_ms=p95(first),
                   bytes_median=statistics.median(nbytes),
                   bytes_mean=round(statistics.mean(nbytes), 1), bytes_total=sum(nbytes))
        res["rss_kb"], res["cpu_ms"] = tty.proc_stats()
        res["screen"] = tty.text()
        res["quit_ok"] = tty.close(a.quit_key)
        res["per_key"] = keys
    except Exception as e:
        res["failures"].append(f"{type(e).__name__}: {e}")
        res["screen"] = tty.text()
        tty.kill()
    return res


METRICS = ["startup_ms", "startup_settled_ms", "lat_median_ms", "lat_p95_ms", "lat_max_ms",
           "first_median_ms", "first_p95_ms", "bytes_median", "bytes_mean", "bytes_total",
           "rss_kb", "cpu_ms", "keys", "silent_keys", "unsettled_keys"]


def command_line(parser, options):
    """The COMMAND ARGS... after the options (and an optional --); an error when missing."""
    argv = options.command[1:] if options.command[:1] == ["--"] else options.command
    if not argv:
        parser.error("missing COMMAND after --")
    return argv


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cols", type=int, default=80)
    ap.add_argument("--rows", type=int, default=24)
    ap.add_argument("--marker", help="text whose appearance marks the first frame "
                    "(default: the script's {\"marker\": ...} step)")
    ap.add_argument("--script", required=True, help="JSON list of steps: {marker|keys|key|expect}")
    ap.add_argument("--quiet-ms", type=float, default=50, help="output silence that ends a reaction")
    ap.add_argument("--key-timeout-ms", type=float, default=1000, help="longest wait per key/expect")
    ap.add_argument("--startup-timeout", type=float, default=20, help="seconds to wait for the marker")
    ap.add_argument("--quit-key", default="CTRL-C")
    ap.add_argument("--runs", type=int, default=1)
    ap.add_argument("--label", help="name for the summary line (default: the command)")
    ap.add_argument("--json", help="also write the JSON summary to this file")
    ap.add_argument("--per-key", action="store_true", help="include per-key figures in the JSON")
    ap.add_argument("--screenshot", action="store_true", help="print the final screen to stderr")
    ap.add_argument("command", nargs=argparse.REMAINDER)
    a = ap.parse_args()
    argv = command_line(ap, a)
    script_marker, steps = load_script(a.script)
    a.marker = a.marker or script_marker
    if not a.marker:
        ap.error("no --marker and no {\"marker\": ...} step in the script")

    runs = []
    for i in range(a.runs):
        r = run_once(argv, steps, a)
        runs.append(r)
        if a.screenshot or r["failures"]:
            print(f"--- screen after run {i + 1} ---\n{r['screen']}\n---", file=sys.stderr)
        for f in r["failures"]:
            print(f"run {i + 1}: {f}", file=sys.stderr)
    ok_runs = [r for r in runs if "rss_kb" in r]
    pick = lambda fn: {m: fn([r[m] for r in ok_runs]) for m in METRICS} if ok_runs else {}
    label = a.label or " ".join(argv)
    summary = {"label": label, "command": argv, "cols": a.cols, "rows": a.rows, "quiet_ms": a.quiet_ms,
               "runs": a.runs, "completed_runs": len(ok_runs),
               "assertions_ok": len(ok_runs) == a.runs and not any(r["failures"] for r in runs),
               "quit_ok": all(r.get("quit_ok") for r in runs),
               "median": pick(statistics.median), "min": pick(min), "max": pick(max),
               "per_run": [{m: r.get(m) for m in METRICS + ["quit_ok", "failures"]} for r in runs]}
    if a.per_key:
        summary["per_key"] = [r.get("per_key") for r in runs]
    out = json.dumps(summary, indent=2)
    print(out)
    if a.json:
        with open(a.json, "w") as f:
            f.write(out + "\n")
    m = summary["median"]
    if m:
        print(f"{label}: startup {m['startup_ms']:.1f} ms | key latency p50 {m['lat_median_ms']:.2f} "
              f"p95 {m['lat_p95_ms']:.2f} max {m['lat_max_ms']:.2f} ms | {m['bytes_median']:.0f} B/key "
              f"median, {m['bytes_total']:.0f} B total | RSS {m['rss_kb'] / 1024:.1f} MiB | CPU "
              f"{m['cpu_ms']:.0f} ms | assertions {'OK' if summary['assertions_ok'] else 'FAILED'} "
              f"(median of {len(ok_runs)}/{a.runs} runs)")
    else:
        print(f"{label}: no run completed")
    sys.exit(0 if summary["assertions_ok"] else 1)


if __name__ == "__main__":
    main()
