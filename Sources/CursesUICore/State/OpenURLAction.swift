import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// Opens a URL, as SwiftUI's `OpenURLAction`: read it with `@Environment(\.openURL)` and call
/// it, or set your own with `.environment(\.openURL, OpenURLAction { url in … })`. ``Link``
/// opens its destination through it.
///
/// The system action hands the URL to `xdg-open` when the terminal runs in a graphical session
/// (`DISPLAY` or `WAYLAND_DISPLAY` is set); over SSH or on a console it does nothing, and a
/// ``Link`` is still an OSC 8 hyperlink the terminal itself can open.
public struct OpenURLAction {
    /// What a handler did with a URL.
    public struct Result: Sendable {
        let handled: Bool
        let systemURL: URL?

        /// The handler opened it.
        public static let handled = Result(handled: true, systemURL: nil)
        /// The handler could not open it.
        public static let discarded = Result(handled: false, systemURL: nil)
        /// The system should open it.
        public static var systemAction: Result { Result(handled: false, systemURL: URL(string: "about:system")) }

        /// The system should open `url` instead.
        public static func systemAction(_ url: URL) -> Result { Result(handled: false, systemURL: url) }
    }

    private let handler: @MainActor (URL) -> Result

    /// An action that passes each URL to `handler`.
    public init(handler: @escaping @MainActor (URL) -> Result) { self.handler = handler }

    /// Opens `url`.
    @MainActor public func callAsFunction(_ url: URL) { callAsFunction(url) { _ in } }

    /// Opens `url` and tells `completion` whether it was opened.
    @MainActor public func callAsFunction(_ url: URL, completion: (Bool) -> Void) {
        let result = handler(url)
        if result.handled { return completion(true) }
        guard let system = result.systemURL else { return completion(false) }
        completion(Self.openInSystem(system.absoluteString == "about:system" ? url : system))
    }

    /// The system's action: `xdg-open` in a graphical session.
    static var system: OpenURLAction { OpenURLAction { _ in .systemAction } }

    /// Starts `xdg-open` detached from the terminal; false where there is no graphical session.
    private static func openInSystem(_ url: URL) -> Bool {
        let environment = ProcessInfo.processInfo.environment
        guard environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil else { return false }
        // The shell puts xdg-open in the background and exits at once: nothing writes to the
        // screen and no child is left to reap.
        let arguments = ["/bin/sh", "-c", "xdg-open \"$1\" </dev/null >/dev/null 2>&1 &", "sh", url.absoluteString]
        var pid: pid_t = 0
        var pointers = arguments.map { strdup($0) } + [nil]
        defer { pointers.forEach { free($0) } }
        guard posix_spawn(&pid, "/bin/sh", nil, nil, &pointers, environ) == 0 else { return false }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        return true
    }
}

private struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { .system }
}

private struct CopyToClipboardKey: EnvironmentKey {
    static var defaultValue: @MainActor (String) -> Void { { _ in } }
}

extension EnvironmentValues {
    /// Opens URLs: ``Link`` calls it; set your own to handle links in the app.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }

    /// Puts text on the terminal's clipboard (``ShareLink``).
    var copyToClipboard: @MainActor (String) -> Void {
        get { self[CopyToClipboardKey.self] }
        set { self[CopyToClipboardKey.self] = newValue }
    }
}
