// As SwiftUI brings Foundation along, CursesUI brings FoundationEssentials (strings, dates,
// `Decimal`, JSON), so most screens pasted from SwiftUI compile with `import CursesUI` alone.
// Not all of Foundation: its internationalisation (ICU) costs 6 MiB of resident memory in
// every app; a file that uses `CharacterSet` or locale formatting imports Foundation itself.
@_exported import FoundationEssentials
@_exported import TerminalText
