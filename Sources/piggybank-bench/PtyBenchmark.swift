import CursesUICore
import PiggyBank

#if canImport(Glibc)
    import Glibc
#endif

/// The demo form on the real ncurses backend writing to a pseudo-terminal (xterm-256color,
/// 80×24): the bytes each keystroke puts on the wire.
@MainActor
enum PtyBenchmark {
    struct Result {
        var bytesPerKeyMedian: Double
        var bytesPerTab: Double
        var bytesTotal: Int
        var firstFrameBytes: Int
    }

    static func run() throws -> Result {
        var master: Int32 = -1, slave: Int32 = -1
        var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw BenchError("openpty failed") }
        defer {
            close(master)
            close(slave)
        }
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        setenv("LANG", "C.UTF-8", 1)
        let terminal = try NcursesTerminal(color: true, input: slave, output: slave, type: "xterm-256color")
        defer { terminal.restore() }
        let app = Application(terminal: terminal) { DemoForm(model: DemoModel()) }
        app.start()
        let firstFrame = drain(master)
        var perKey: [Double] = []
        var tabs: [Double] = []
        for key in DemoScript.keys {
            app.send(key)
            let bytes = Double(drain(master))
            perKey.append(bytes)
            if key == .tab { tabs.append(bytes) }
        }
        return Result(
            bytesPerKeyMedian: Statistics.median(perKey), bytesPerTab: tabs.max() ?? 0,
            bytesTotal: Int(perKey.reduce(0, +)), firstFrameBytes: firstFrame)
    }

    /// Reads and counts everything the program wrote so far.
    private static func drain(_ fd: Int32) -> Int {
        var total = 0
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(fd, &buffer, buffer.count)
            if count <= 0 { return total }
            total += count
        }
    }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Writes `text` and a newline to standard error.
func printToStandardError(_ text: String) {
    let line = text + "\n"
    _ = line.utf8CString.withUnsafeBufferPointer { write(STDERR_FILENO, $0.baseAddress, $0.count - 1) }
}
