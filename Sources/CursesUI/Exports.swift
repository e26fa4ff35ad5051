// As `import SwiftUI` does, `import CursesUI` brings all of Foundation (formats, `UserDefaults`,
// `IndexSet`, `Measurement`, `CharacterSet`…) and Observation (`@Observable`), so a SwiftUI
// program compiles with only its import line changed.
@_exported import Foundation
@_exported import Observation
@_exported import TerminalText
