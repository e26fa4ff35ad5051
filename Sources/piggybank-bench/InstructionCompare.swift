import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// `--instructions`: `Benchmarks/instructions.py` over the installed `piggybank demo` and the
/// references that are built, in one run: the instructions valgrind counts to start and per
/// key, which unlike time do not change with the machine's load.
enum InstructionCompare {
    /// Runs every program with `keys` keys. `root` is the package; `binary` is ours, or nil to
    /// install the static release build first, as `--pty-compare` does.
    static func run(root: String, keys: Int, binary: String?) throws -> String {
        let bench = root + "/Benchmarks"
        let ours = try binary ?? PtyCompare.install(root: root)
        let references = root + "/.build/references"
        var programs = [
            "piggybank demo (installed, static)=\(PtyCompare.quote(ours)) demo",
            "*hand-written ncurses (Python curses)=/usr/bin/python3 \(PtyCompare.quote(bench + "/reference/piggy_curses.py"))",
        ]
        var missing: [String] = []
        // Bubble Tea is left out: Go's runtime does not run under valgrind.
        let tui = references + "/piggy_tui"
        if access(tui, X_OK) == 0 {
            programs.append("*tui-rs 0.19 + crossterm (Rust)=\(PtyCompare.quote(tui))")
        } else {
            missing.append("tui-rs 0.19 + crossterm (Rust): not built (Benchmarks/build-references)")
        }
        let output = "/tmp/piggybank-instructions-\(getpid()).txt"
        defer { unlink(output) }
        let line =
            "python3 \(PtyCompare.quote(bench + "/instructions.py")) --keys \(keys) "
            + programs.map(PtyCompare.quote).joined(separator: " ") + " > \(PtyCompare.quote(output))"
        guard system(line) == 0, let data = FileManager.default.contents(atPath: output) else {
            throw BenchError("instructions.py failed: \(line)")
        }
        var table = String(decoding: data, as: UTF8.self)
        while table.hasSuffix("\n") { table.removeLast() }
        return ([table] + missing).joined(separator: "\n")
    }
}
