// `#Preview`, as SwiftUI declares it. The macro's plug-in is built from the toolchain's
// SwiftSyntax with unsafe flags, which SwiftPM refuses in a package depended on by version: a
// clone of this package builds CursesUI with the plug-in (Package.swift's `isBuiltForItself`);
// a dependent's target that uses `#Preview` depends on the opt-in `CursesUIPreviews`.

/// Declares a preview of a view, as SwiftUI's `#Preview`: the body is type-checked as a view
/// builder and registered under `name`; nothing runs until a preview is shown.
///
/// ```swift
/// #Preview("Empty") { ContentView() }
/// ```
///
/// Needs the `CursesUIPreviews` product in the target's dependencies (it carries the macro's
/// compiler plug-in).
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "CursesUIPreviewMacros", type: "PreviewMacro")

/// Declares a preview of a view with traits, as SwiftUI's `#Preview(_:traits:_:body:)`. The
/// traits (layout and orientation) are accepted and have no effect in a terminal.
///
/// ```swift
/// #Preview(traits: .sizeThatFitsLayout) { Badge() }
/// ```
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    traits: PreviewTrait<Preview.ViewTraits>,
    _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "CursesUIPreviewMacros", type: "PreviewMacro")

/// A preview that `#Preview` declares: its name, traits and the view it shows.
public struct Preview {
    /// The kind of traits a view's preview takes, as SwiftUI's `Preview.ViewTraits`.
    public enum ViewTraits {}

    /// The preview's name, or nil when `#Preview` was given none.
    public let name: String?
    /// The traits it was declared with (accepted; they have no effect in a terminal).
    public let traits: [PreviewTrait<ViewTraits>]
    let body: @MainActor () -> any View

    /// A preview named `name` showing `body`.
    public init(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) {
        self.name = name
        self.traits = []
        self.body = body
    }

    /// A preview named `name` with `traits`, showing `body`.
    public init(
        _ name: String? = nil,
        traits: PreviewTrait<ViewTraits>,
        _ additionalTraits: PreviewTrait<ViewTraits>...,
        @ViewBuilder body: @escaping @MainActor () -> any View
    ) {
        self.name = name
        self.traits = [traits] + additionalTraits
        self.body = body
    }

    /// The view the preview shows, built now.
    @MainActor public func makeView() -> AnyView { AnyView(body()) }
}

/// A trait of a preview, as SwiftUI's `PreviewTrait`: layout and orientation, accepted and
/// without effect in a terminal (a preview fills the terminal as the program does).
public struct PreviewTrait<T> {
    let description: String
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview's default layout.
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait(description: "defaultLayout") }
    /// The view at the size it fits in (accepted, no effect).
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(description: "sizeThatFitsLayout") }
    /// The view in a container of a fixed size (accepted, no effect).
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(description: "fixedLayout(\(width), \(height))")
    }
    /// A device held upright (accepted, no effect).
    public static var portrait: PreviewTrait<T> { PreviewTrait(description: "portrait") }
    /// A device held upside down (accepted, no effect).
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(description: "portraitUpsideDown") }
    /// A device turned to the left (accepted, no effect).
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(description: "landscapeLeft") }
    /// A device turned to the right (accepted, no effect).
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait(description: "landscapeRight") }
}

/// The type each `#Preview` declares, as SwiftUI's `PreviewRegistry`: where the preview was
/// written and how to make it.
public protocol PreviewRegistry {
    /// The file the `#Preview` is in, as `#fileID` gives it.
    static var fileID: String { get }
    /// The line of the `#Preview`.
    static var line: Int { get }
    /// The column of the `#Preview`.
    static var column: Int { get }
    /// The preview it declares.
    @MainActor static func makePreview() -> Preview
}
