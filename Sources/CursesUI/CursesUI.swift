// `import CursesUI` gives what `import SwiftUI` gives: the framework, all of Foundation
// (formats, `UserDefaults`, `IndexSet`, `Measurement`, `CharacterSet`…) and Observation, so a
// SwiftUI program compiles with only its import line changed. The framework itself is
// `CursesUICore`, which brings only FoundationEssentials: all of Foundation makes an installed
// binary 49 MB larger and 3.6 MiB bigger in memory, which piggybank does not pay.
@_exported import CursesUICore
@_exported import Foundation
@_exported import Observation
