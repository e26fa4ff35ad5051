import CursesUICore

extension EnvironmentValues {
    /// The environment `App.main()` runs a SwiftUI program in: lengths are SwiftUI's points
    /// (``LengthUnit/points``), so `HStack(spacing: 12)` or `.padding(.vertical, 30)` come out
    /// at a terminal's scale. `main()` adds `@AppStorage` in `UserDefaults.standard`; a test
    /// drives a program as `main()` runs it with `Driver(environment: .appMain, app: …)`.
    /// Date pickers write their dates with Foundation's formats in the environment's locale.
    public static var appMain: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.lengthUnit = .points
        environment.dateFieldWriter = .foundation
        return environment
    }
}
