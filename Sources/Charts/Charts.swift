// Swift Charts' module name, so a SwiftUI program's `import Charts` compiles with CursesUI:
// the chart views and marks live in CursesUICore (the piggybank app draws them too).
@_exported import CursesUICore
