#if canImport(Glibc)
    import Glibc
#endif

/// A terminal program, as SwiftUI's `App`: mark it `@main` and its `main()` opens the terminal
/// and runs the first `WindowGroup` until a quit key (Ctrl-C) or the `exit` action.
///
/// ```swift
/// @main
/// struct Savings: App {
///     @State private var model = Model()
///     var body: some Scene {
///         WindowGroup { ContentView().environment(model) }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol App: _DynamicPropertyHolder {
    /// The app's scenes; a terminal shows the first window group.
    associatedtype Body: Scene
    /// The app's content.
    @SceneBuilder var body: Body { get }
    /// Creates the app (`main()` calls it).
    init()
}

extension App {
    /// Runs the app in the terminal on standard input and output; exits with status 2 and one
    /// line on standard error when there is no usable terminal. What the program prints while
    /// its screen is up (`print`) is discarded, as an iOS app's console output is not on its
    /// screen. (`import CursesUI` brings a
    /// `main()` that also serves Foundation's main run loop, for `Timer`.)
    @_disfavoredOverload
    public static func main() { runInTerminal() }

    /// Runs the app as ``main()`` does, in `environment` (where `@AppStorage` finds its store),
    /// with `idleWork` run whenever the loop is about to wait for a key (see
    /// ``Application/idleWork``).
    public static func runInTerminal(
        environment: EnvironmentValues = EnvironmentValues(), idleWork: (@MainActor () -> Duration?)? = nil
    ) {
        let terminal: NcursesTerminal
        // The screen is drawn on its own copy of standard output, and what the program prints
        // goes nowhere while the screen is up, as an iOS app's print goes to a console the user
        // never sees; it would otherwise be written over the screen.
        let screenOutput = dup(STDOUT_FILENO)
        do {
            terminal = try NcursesTerminal(color: true, input: STDIN_FILENO, output: screenOutput, type: nil)
        } catch {
            printToStandardError("\(error)")
            exit(2)
        }
        StandardOutput.silence()
        let application = Application(terminal: terminal, environment: environment, app: Self())
        application.idleWork = idleWork
        do {
            try application.run()
        } catch {
            terminal.restore()
            StandardOutput.restore(to: screenOutput)
            printToStandardError("\(error)")
            exit(1)
        }
        StandardOutput.restore(to: screenOutput)
    }
}

/// Standard output while a program's screen is up.
private enum StandardOutput {
    /// Sends what is written to standard output to /dev/null.
    static func silence() {
        fflush(nil)
        let null = open("/dev/null", O_WRONLY)
        guard null >= 0 else { return }
        dup2(null, STDOUT_FILENO)
        close(null)
    }

    /// Points standard output at `descriptor` (the terminal) again.
    static func restore(to descriptor: Int32) {
        fflush(nil)
        dup2(descriptor, STDOUT_FILENO)
    }
}

/// Writes one line to standard error.
private func printToStandardError(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeBufferPointer { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}

extension Application {
    /// Runs an ``App`` (its first window group) on `terminal`: what `App.main()` does, and what
    /// tests use with a headless terminal.
    public convenience init<Program: App>(
        terminal: Terminal, minimumSize: Size = Size(width: 20, height: 6), environment: EnvironmentValues = EnvironmentValues(),
        app: Program
    ) {
        self.init(terminal: terminal, minimumSize: minimumSize, environment: environment) { AppRootView(app: app) }
    }
}

/// The view an ``App`` runs: its first window group's content, evaluated in a node that also
/// keeps the app's own `@State`.
struct AppRootView<Program: App>: View {
    let app: Program

    var body: some View { app.body.rootView }
}

/// Part of an app's content, as SwiftUI's `Scene`; in a terminal, a ``WindowGroup``.
@MainActor @preconcurrency
public protocol Scene {
    /// The view the scene shows.
    var rootView: AnyView { get }
}

/// The window of an app: in a terminal, the whole screen.
public struct WindowGroup<Content: View>: Scene {
    let content: Content

    /// A window showing `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// A titled window; a terminal has no title bar, so the title is not shown.
    public init(_ title: String, @ViewBuilder content: () -> Content) { self.content = content() }

    /// A window other code opens by `id` (`openWindow(id:)`); a terminal has one screen, so it
    /// shows when it is the app's first scene.
    public init(id: String, @ViewBuilder content: () -> Content) { self.content = content() }

    /// A titled window other code opens by `id`; the title is not shown.
    public init(_ title: String, id: String, @ViewBuilder content: () -> Content) { self.content = content() }

    /// The content, type-erased, in the whole window: content smaller than the window is
    /// centred in it, as SwiftUI's root view is.
    public var rootView: AnyView { AnyView(content.frame(maxWidth: .infinity, maxHeight: .infinity)) }
}

/// Builds an app's scenes (`body` of an ``App``); a terminal shows the first.
@resultBuilder
public enum SceneBuilder {
    /// One scene.
    public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
}
