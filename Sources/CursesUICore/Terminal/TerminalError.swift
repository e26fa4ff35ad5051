/// Why the real terminal could not be opened.
public enum TerminalError: Error, CustomStringConvertible, Equatable {
    /// Standard input or output is not a terminal (a pipe, a file, a CI log).
    case notATerminal
    /// ncurses does not know the terminal type in `TERM`.
    case unknownTerminalType(String)
    /// The terminal type cannot move the cursor (`TERM=dumb`), so no full screen can be drawn.
    case cannotAddressCursor(String)

    /// A readable description.
    public var description: String {
        switch self {
        case .notATerminal:
            "this program needs an interactive terminal: standard input and output must both be a terminal"
        case .cannotAddressCursor(let name):
            "terminal type '\(name)' cannot move the cursor, so a full-screen program cannot run in it"
        case .unknownTerminalType(let name):
            "cannot use terminal type \(name.isEmpty ? "(TERM is not set)" : "'\(name)'"): set TERM to a known type such as xterm-256color"
        }
    }
}
