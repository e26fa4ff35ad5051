// swift-tools-version: 6.0
import CompilerPluginSupport
import Foundation
import PackageDescription

/// The toolchain's host modules (SwiftSyntax, SwiftSyntaxMacros, the compiler-plug-in message
/// handling) that `#Preview`'s plug-in is built from: `usr/lib/swift/host` next to the `swift`
/// on PATH. swift-syntax itself cannot be fetched here, and the host copy is reached only with
/// unsafe flags, so the plug-in is the opt-in product `CursesUIPreviews`.
let hostModules: String = {
    let paths = (Context.environment["PATH"] ?? "").split(separator: ":").map(String.init)
    for directory in paths {
        let swift = URL(fileURLWithPath: directory).appendingPathComponent("swift")
        guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
        let host = swift.resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("../lib/swift/host").standardized.path
        if FileManager.default.fileExists(atPath: host + "/SwiftSyntax.swiftmodule") { return host }
    }
    return "/opt/swift/usr/lib/swift/host"
}()

/// True when this package is built for itself (a clone of the repository, or a dependency by
/// local path), false when SwiftPM checked it out as a dependency. In a checkout, `CursesUI`
/// leaves `#Preview`'s plug-in to the opt-in `CursesUIPreviews` (a dependency by version may
/// not carry unsafe flags) and building it warns that the plug-in is missing; here it takes the
/// plug-in itself, so the build prints no warnings.
let isBuiltForItself = !Context.packageDirectory.contains("/checkouts/")

/// Release builds of the framework and the app leave out the run-time exclusivity checks
/// (`swift_beginAccess` on every access to a class property or global, about 5 % of a key):
/// debug builds keep them, so every test runs checked and a conflicting access traps there.
/// Unsafe flags, so only when the package is built for itself (see `isBuiltForItself`).
let uncheckedExclusivityInRelease: [SwiftSetting] =
    isBuiltForItself ? [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))] : []

let package = Package(
    name: "piggybank",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "CursesUI", targets: ["CursesUI"]),
        .library(name: "CursesUICore", targets: ["CursesUICore"]),
        .library(name: "CursesUIOptionalBinding", targets: ["CursesUIOptionalBinding"]),
        // Swift Charts' module name: `import Charts` beside `import CursesUI`.
        .library(name: "Charts", targets: ["Charts"]),
        // The UniformTypeIdentifiers framework's `UTType`, for `import UniformTypeIdentifiers`.
        .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
        .library(name: "CursesUITestSupport", targets: ["CursesUITestSupport"]),
        // Opt-in: carries #Preview's compiler plug-in, built with unsafe flags (see hostModules).
        .library(name: "CursesUIPreviews", targets: ["CursesUIPreviews"]),
        // SwiftData's names for the programs that import it; its @Model is a plug-in built as
        // #Preview's is (see hostModules).
        .library(name: "SwiftData", targets: ["SwiftData"]),
        .executable(name: "piggybank", targets: ["piggybank"]),
        .executable(name: "piggybank-bench", targets: ["piggybank-bench"]),
        .executable(name: "FocusTimer", targets: ["FocusTimer"]),
        .executable(name: "UnitConverter", targets: ["UnitConverter"]),
        .executable(name: "BedtimeCalculator", targets: ["BedtimeCalculator"]),
        .executable(name: "TodoTabs", targets: ["TodoTabs"]),
        .executable(name: "ExpenseTracker", targets: ["ExpenseTracker"]),
        .executable(name: "WordScramble", targets: ["WordScramble"]),
        .executable(name: "TipSplitter", targets: ["TipSplitter"]),
        .executable(name: "Quiz", targets: ["Quiz"]),
        .executable(name: "SavingsGoal", targets: ["SavingsGoal"]),
        .executable(name: "ProfileSettings", targets: ["ProfileSettings"]),
        .executable(name: "RecipeBook", targets: ["RecipeBook"]),
        .executable(name: "FlashCards", targets: ["FlashCards"]),
        .executable(name: "ReadingList", targets: ["ReadingList"]),
        .executable(name: "WorkoutLog", targets: ["WorkoutLog"]),
        .executable(name: "HabitTracker", targets: ["HabitTracker"]),
        .executable(name: "NotesSplitView", targets: ["NotesSplitView"]),
        .executable(name: "WeatherLoader", targets: ["WeatherLoader"]),
        .executable(name: "Contacts", targets: ["Contacts"]),
        .executable(name: "Scoreboard", targets: ["Scoreboard"]),
        .executable(name: "Messages", targets: ["Messages"]),
        .executable(name: "Countdown", targets: ["Countdown"]),
        .executable(name: "StepsDashboard", targets: ["StepsDashboard"]),
        .executable(name: "SpendingCharts", targets: ["SpendingCharts"]),
        .executable(name: "ItemsTemplate", targets: ["ItemsTemplate"]),
        .executable(name: "BookTracker", targets: ["BookTracker"]),
        .executable(name: "iExpense", targets: ["iExpense"]),
        .executable(name: "MathSprint", targets: ["MathSprint"]),
        .executable(name: "ShoppingList", targets: ["ShoppingList"]),
        .executable(name: "MortgageCalculator", targets: ["MortgageCalculator"]),
        .executable(name: "Journal", targets: ["Journal"]),
        .executable(name: "GestureLab", targets: ["GestureLab"]),
        .executable(name: "ShapeStudio", targets: ["ShapeStudio"]),
        .executable(name: "MemoryMatch", targets: ["MemoryMatch"]),
        .executable(name: "StandupTimer", targets: ["StandupTimer"]),
        .executable(name: "Calculator", targets: ["Calculator"]),
        .executable(name: "Onboarding", targets: ["Onboarding"]),
        .executable(name: "InventoryTable", targets: ["InventoryTable"]),
        .executable(name: "KanbanBoard", targets: ["KanbanBoard"]),
        .executable(name: "MusicPlayer", targets: ["MusicPlayer"]),
        .executable(name: "CountryExplorer", targets: ["CountryExplorer"]),
        .executable(name: "ThemeKit", targets: ["ThemeKit"]),
        .executable(name: "ChatRoom", targets: ["ChatRoom"]),
        .executable(name: "PhotoWall", targets: ["PhotoWall"]),
        .executable(name: "LifeGame", targets: ["LifeGame"]),
        .executable(name: "PodcastQueue", targets: ["PodcastQueue"]),
        .executable(name: "MoneyTransfer", targets: ["MoneyTransfer"]),
        .executable(name: "LapTimer", targets: ["LapTimer"]),
        .executable(name: "PasswordGenerator", targets: ["PasswordGenerator"]),
        .executable(name: "BusTimetable", targets: ["BusTimetable"]),
        .executable(name: "PackingList", targets: ["PackingList"]),
        .executable(name: "CurrencyExchange", targets: ["CurrencyExchange"]),
        .executable(name: "DiceRoller", targets: ["DiceRoller"]),
        .executable(name: "MovieSearch", targets: ["MovieSearch"]),
        .executable(name: "Minesweeper", targets: ["Minesweeper"]),
        .executable(name: "CafeOrder", targets: ["CafeOrder"]),
        .executable(name: "PlantCare", targets: ["PlantCare"]),
        .executable(name: "RepoBrowser", targets: ["RepoBrowser"]),
        .executable(name: "ChessClock", targets: ["ChessClock"]),
        .executable(name: "EventRSVP", targets: ["EventRSVP"]),
        .executable(name: "Sudoku", targets: ["Sudoku"]),
        .executable(name: "RoomBooking", targets: ["RoomBooking"]),
        .executable(name: "BudgetEnvelopes", targets: ["BudgetEnvelopes"]),
        .executable(name: "LibraryLoans", targets: ["LibraryLoans"]),
        .executable(name: "TripPlanner", targets: ["TripPlanner"]),
    ],
    targets: [
        // No pkgConfig: ncursesw's pkg-config hands SwiftPM -D flags it refuses with a warning on
        // every build; shim.h defines them and module.modulemap names the libraries.
        .systemLibrary(name: "CNcursesw", providers: [.apt(["libncursesw5-dev"])]),
        // No pkgConfig either: sqlite3's hands the linker `-L/usr/lib/x86_64-linux-gnu` ahead of
        // every other folder, so `make install` could not take libsqlite3.a (nor ncurses' archives)
        // in place of the shared libraries; module.modulemap names the library.
        .systemLibrary(name: "CSQLite", providers: [.apt(["libsqlite3-dev"])]),
        .target(name: "TerminalText"),
        // The framework, with FoundationEssentials; CursesUI adds all of Foundation, as SwiftUI.
        .target(
            name: "CursesUICore", dependencies: ["CNcursesw", "TerminalText", "UniformTypeIdentifiers"],
            swiftSettings: uncheckedExclusivityInRelease),
        .target(
            name: "CursesUI",
            dependencies: ["CursesUICore", "CursesUIPreviewSection", "UniformTypeIdentifiers"] + (isBuiltForItself ? ["CursesUIPreviewMacros"] : [])
        ),
        .executableTarget(
            name: "BudgetEnvelopes",
            dependencies: ["CursesUI", "CursesUIPreviews"],
            path: "Examples/BudgetEnvelopes",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "LibraryLoans",
            dependencies: ["CursesUI", "CursesUIPreviews"],
            path: "Examples/LibraryLoans",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "TripPlanner",
            dependencies: ["CursesUI", "CursesUIPreviews"],
            path: "Examples/TripPlanner",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // Finds the records each #Preview leaves in the program (the bounds of an ELF section).
        .target(name: "CursesUIPreviewSection"),
        .target(name: "CursesUIOptionalBinding", dependencies: ["CursesUICore"]),
        .target(name: "Charts", dependencies: ["CursesUICore"]),
        .target(name: "UniformTypeIdentifiers"),
        .macro(
            name: "CursesUIPreviewMacros",
            swiftSettings: [.unsafeFlags(["-I", hostModules])],
            linkerSettings: [.unsafeFlags(["-L", hostModules, "-Xlinker", "-rpath", "-Xlinker", hostModules])]
        ),
        .target(name: "CursesUIPreviews", dependencies: ["CursesUI", "CursesUIPreviewMacros"]),
        .macro(
            name: "SwiftDataMacros",
            swiftSettings: [.unsafeFlags(["-I", hostModules])],
            linkerSettings: [.unsafeFlags(["-L", hostModules, "-Xlinker", "-rpath", "-Xlinker", hostModules])]
        ),
        .target(name: "SwiftData", dependencies: ["CursesUI", "SwiftDataMacros"]),
        .target(
            name: "PiggyBankResources",
            path: "Resources",
            resources: [
                .embedInCode("Localization/en.strings"),
                .embedInCode("Localization/zh-Hans.strings"),
                .embedInCode("Localization/zh-Hant.strings"),
                .embedInCode("Localization/ja.strings"),
                .embedInCode("Localization/ko.strings"),
                .embedInCode("Localization/es.strings"),
                .embedInCode("Localization/fr.strings"),
                .embedInCode("Localization/de.strings"),
                .embedInCode("Localization/pt-BR.strings"),
                .embedInCode("Localization/ru.strings"),
                .embedInCode("Icons/icons.tsv"),
                .embedInCode("Currencies/currencies.tsv"),
                .embedInCode("Text/privacy.en.txt"),
                .embedInCode("Text/privacy.zh-Hans.txt"),
                .embedInCode("Text/privacy.zh-Hant.txt"),
                .embedInCode("Text/privacy.ja.txt"),
                .embedInCode("Text/privacy.ko.txt"),
                .embedInCode("Text/privacy.es.txt"),
                .embedInCode("Text/privacy.fr.txt"),
                .embedInCode("Text/privacy.de.txt"),
                .embedInCode("Text/privacy.pt-BR.txt"),
                .embedInCode("Text/privacy.ru.txt"),
            ]
        ),
        .target(
            name: "PiggyBank", dependencies: ["CursesUICore", "TerminalText", "CSQLite", "PiggyBankResources"],
            swiftSettings: uncheckedExclusivityInRelease),
        .executableTarget(name: "piggybank", dependencies: ["PiggyBank"]),
        .executableTarget(name: "piggybank-bench", dependencies: ["PiggyBank", "CursesUICore", "CSQLite"]),
        .target(name: "CursesUITestSupport", dependencies: ["CursesUICore"]),
        .executableTarget(name: "FocusTimer", dependencies: ["CursesUI"], path: "Examples/FocusTimer"),
        // SwiftUI programs of Examples/Unported that now compile with `import CursesUI`, in the
        // Swift 5 mode Xcode 15 gave them; CursesUIPreviews expands their #Preview.
        .executableTarget(
            name: "UnitConverter",
            dependencies: ["CursesUI", "CursesUIPreviews"],
            path: "Examples/UnitConverter",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "BedtimeCalculator",
            dependencies: ["CursesUI", "CursesUIPreviews"],
            path: "Examples/BedtimeCalculator",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "TodoTabs",
            dependencies: ["CursesUI", "CursesUIPreviews"],
            path: "Examples/TodoTabs",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "ExpenseTracker",
            dependencies: ["CursesUI", "CursesUIPreviews"],
            path: "Examples/ExpenseTracker",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "WordScramble",
            dependencies: ["CursesUI", "CursesUIPreviews"],
            path: "Examples/WordScramble",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "Quiz",
            dependencies: ["CursesUI", "CursesUIPreviews"],
            path: "Examples/Quiz",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "SavingsGoal",
            dependencies: ["CursesUI", "CursesUIPreviews"],
            path: "Examples/SavingsGoal",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "ProfileSettings",
            dependencies: ["CursesUI", "CursesUIPreviews"],
            path: "Examples/ProfileSettings",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "TipSplitter",
            dependencies: ["CursesUI", "CursesUIPreviews"],
            path: "Examples/TipSplitter",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "RecipeBook",
            dependencies: ["CursesUI", "CursesUIPreviews"],
            path: "Examples/RecipeBook",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "FlashCards",
            dependencies: ["CursesUI", "CursesUIPreviews"],
            path: "Examples/FlashCards",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "ReadingList",
            dependencies: ["CursesUI", "CursesUIPreviews"],
            path: "Examples/ReadingList",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "WorkoutLog",
            dependencies: ["CursesUI", "CursesUIPreviews"],
            path: "Examples/WorkoutLog",
            // The program, as written for iOS, declares `extension Int: Identifiable`, which
            // Xcode warns about too; it stays as written, and the build stays quiet.
            swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags(["-suppress-warnings"])]
        ),
        .executableTarget(
            name: "HabitTracker",
            dependencies: ["CursesUI", "CursesUIPreviews"],
            path: "Examples/HabitTracker",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "NotesSplitView",
            dependencies: ["CursesUI", "CursesUIPreviews"],
            path: "Examples/NotesSplitView",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "WeatherLoader",
            dependencies: ["CursesUI", "CursesUIPreviews"],
            path: "Examples/WeatherLoader",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "Contacts",
            dependencies: ["CursesUI", "CursesUIPreviews"],
            path: "Examples/Contacts",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "Scoreboard",
            dependencies: ["CursesUI", "CursesUIPreviews"],
            path: "Examples/Scoreboard",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "Messages",
            dependencies: ["CursesUI", "CursesUIPreviews"],
            path: "Examples/Messages",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "Countdown",
            dependencies: ["CursesUI", "CursesUIPreviews"],
            path: "Examples/Countdown",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // SwiftUI programs with Swift Charts, written for iOS 17 before CursesUI had more
        // than bars; they import CursesUI and Charts.
        .executableTarget(
            name: "StepsDashboard",
            dependencies: ["CursesUI", "Charts"],
            path: "Examples/StepsDashboard",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "SpendingCharts",
            dependencies: ["CursesUI", "Charts"],
            path: "Examples/SpendingCharts",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // Xcode 15's iOS App template with SwiftData storage, and a tutorial-style book list.
        .executableTarget(
            name: "ItemsTemplate",
            dependencies: ["CursesUI", "CursesUIPreviews", "SwiftData"],
            path: "Examples/ItemsTemplate",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "BookTracker",
            dependencies: ["CursesUI", "CursesUIPreviews", "SwiftData"],
            path: "Examples/BookTracker",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // ObservableObject-style programs (iOS 15–17: @StateObject, NavigationView, Timer.publish).
        .executableTarget(
            name: "iExpense",
            dependencies: ["CursesUI"],
            path: "Examples/iExpense",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "MathSprint",
            dependencies: ["CursesUI"],
            path: "Examples/MathSprint",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "ShoppingList",
            dependencies: ["CursesUI", "CursesUIPreviews"],
            path: "Examples/ShoppingList",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "MortgageCalculator",
            dependencies: ["CursesUI", "CursesUIPreviews"],
            path: "Examples/MortgageCalculator",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "Journal",
            dependencies: ["CursesUI", "CursesUIPreviews"],
            path: "Examples/Journal",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "MemoryMatch",
            dependencies: ["CursesUI", "CursesUIPreviews"],
            path: "Examples/MemoryMatch",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "GestureLab",
            dependencies: ["CursesUI", "CursesUIPreviews"],
            path: "Examples/GestureLab",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "ShapeStudio",
            dependencies: ["CursesUI", "CursesUIPreviews"],
            path: "Examples/ShapeStudio",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "StandupTimer",
            dependencies: ["CursesUI", "CursesUIPreviews"],
            path: "Examples/StandupTimer",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "Calculator",
            dependencies: ["CursesUI", "CursesUIPreviews"],
            path: "Examples/Calculator",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "Onboarding",
            dependencies: ["CursesUI", "CursesUIPreviews"],
            path: "Examples/Onboarding",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "InventoryTable",
            dependencies: ["CursesUI", "CursesUIPreviews", "UniformTypeIdentifiers"],
            path: "Examples/InventoryTable",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "KanbanBoard",
            dependencies: ["CursesUI", "CursesUIPreviews"],
            path: "Examples/KanbanBoard",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "MusicPlayer",
            dependencies: ["CursesUI", "CursesUIPreviews"],
            path: "Examples/MusicPlayer",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "CountryExplorer",
            dependencies: ["CursesUI", "CursesUIPreviews"],
            path: "Examples/CountryExplorer",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "ThemeKit",
            dependencies: ["CursesUI"],
            path: "Examples/ThemeKit",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "ChatRoom",
            dependencies: ["CursesUI"],
            path: "Examples/ChatRoom",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "PhotoWall",
            dependencies: ["CursesUI"],
            path: "Examples/PhotoWall",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "LifeGame",
            dependencies: ["CursesUI", "CursesUIPreviews"],
            path: "Examples/LifeGame",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "PodcastQueue",
            dependencies: ["CursesUI", "CursesUIPreviews"],
            path: "Examples/PodcastQueue",
            // The program as its author wrote it awaits a call on its own actor, which Swift
            // (and Xcode) warns about; a newcomer's build of this package prints no warnings.
            swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags(["-suppress-warnings"])]
        ),
        .executableTarget(
            name: "MoneyTransfer",
            dependencies: ["CursesUI", "CursesUIPreviews"],
            path: "Examples/MoneyTransfer",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "LapTimer",
            dependencies: ["CursesUI", "CursesUIPreviews"],
            path: "Examples/LapTimer",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "PasswordGenerator",
            dependencies: ["CursesUI", "CursesUIPreviews"],
            path: "Examples/PasswordGenerator",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "BusTimetable",
            dependencies: ["CursesUI", "CursesUIPreviews"],
            path: "Examples/BusTimetable",
            // The program declares `extension Array: RawRepresentable` for `@AppStorage`, a
            // retroactive conformance Xcode warns about too; it stays as written, quietly.
            swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags(["-suppress-warnings"])]
        ),
        .executableTarget(
            name: "PackingList",
            dependencies: ["CursesUI", "CursesUIPreviews"],
            path: "Examples/PackingList",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "CurrencyExchange",
            dependencies: ["CursesUI", "CursesUIPreviews"],
            path: "Examples/CurrencyExchange",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "DiceRoller",
            dependencies: ["CursesUI", "CursesUIPreviews"],
            path: "Examples/DiceRoller",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "MovieSearch",
            dependencies: ["CursesUI", "CursesUIPreviews"],
            path: "Examples/MovieSearch",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "Minesweeper",
            dependencies: ["CursesUI", "CursesUIPreviews"],
            path: "Examples/Minesweeper",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "CafeOrder",
            dependencies: ["CursesUI", "CursesUIPreviews"],
            path: "Examples/CafeOrder",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "PlantCare",
            dependencies: ["CursesUI", "CursesUIPreviews"],
            path: "Examples/PlantCare",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "RepoBrowser",
            dependencies: ["CursesUI", "CursesUIPreviews"],
            path: "Examples/RepoBrowser",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "ChessClock",
            dependencies: ["CursesUI", "CursesUIPreviews"],
            path: "Examples/ChessClock",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "EventRSVP",
            dependencies: ["CursesUI", "CursesUIPreviews"],
            path: "Examples/EventRSVP",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "Sudoku",
            dependencies: ["CursesUI", "CursesUIPreviews"],
            path: "Examples/Sudoku",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "RoomBooking",
            dependencies: ["CursesUI", "CursesUIPreviews"],
            path: "Examples/RoomBooking",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "CursesUITests",
            dependencies: ["CursesUI", "CursesUICore", "CursesUIOptionalBinding", "CursesUITestSupport", "CNcursesw"],
            exclude: ["Views/__Snapshots__"],
            // Each file sees only what it imports, as an app's files do.
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
        ),
        .testTarget(
            name: "PiggyBankTests",
            dependencies: ["PiggyBank", "CursesUICore", "CursesUITestSupport"],
            exclude: ["Demo/__Snapshots__", "Screens/__Snapshots__", "Fixtures"]
        ),
        .testTarget(name: "SwiftUISampleTests", dependencies: ["CursesUI", "CursesUITestSupport"]),
        .testTarget(name: "SwiftUIStyleTests", dependencies: ["CursesUI", "CursesUITestSupport"]),
        .testTarget(name: "SwiftDataTests", dependencies: ["SwiftData"]),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["piggybank", "FocusTimer", "UnitConverter", "BedtimeCalculator", "TodoTabs", "HabitTracker", "WeatherLoader", "NotesSplitView",
                "BookTracker", "CurrencyExchange",
            ]),
        .testTarget(
            name: "ExampleAppTests",
            dependencies: [
                "CursesUIPreviews", "CursesUITestSupport", "UnitConverter", "BedtimeCalculator", "TipSplitter", "WordScramble",
                "ExpenseTracker", "TodoTabs", "Quiz",
                "SavingsGoal", "ProfileSettings", "RecipeBook", "FlashCards", "ReadingList", "WorkoutLog", "HabitTracker", "NotesSplitView", "WeatherLoader",
                "Contacts", "Scoreboard", "Messages", "Countdown", "ItemsTemplate", "BookTracker", "SwiftData",
                "StepsDashboard", "SpendingCharts", "iExpense", "MathSprint", "ShoppingList", "MortgageCalculator", "Journal", "MemoryMatch",
                "GestureLab", "ShapeStudio",
                "StandupTimer", "Calculator", "Onboarding",
                "InventoryTable",
                "KanbanBoard", "MusicPlayer", "CountryExplorer",
                "ThemeKit", "ChatRoom", "PhotoWall",
                "LifeGame", "PodcastQueue", "MoneyTransfer",
                "LapTimer", "PasswordGenerator", "BusTimetable",
                "PackingList", "CurrencyExchange", "DiceRoller",
                "MovieSearch", "Minesweeper", "CafeOrder",
                "PlantCare", "RepoBrowser", "ChessClock",
                "EventRSVP", "Sudoku", "RoomBooking",
                "BudgetEnvelopes", "LibraryLoans", "TripPlanner",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
