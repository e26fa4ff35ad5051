// The framework brings FoundationEssentials (dates, decimals, format style protocols) and
// Observation (`@Observable`). All of Foundation, as `import SwiftUI` brings it, comes with the
// `CursesUI` module; an app that wants to stay small imports `CursesUICore` instead.
@_exported import FoundationEssentials
@_exported import Observation
@_exported import TerminalText
@_exported import UniformTypeIdentifiers
