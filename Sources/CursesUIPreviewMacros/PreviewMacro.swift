import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview`, as in SwiftUI: declares a uniquely named `PreviewRegistry` type at the place of
/// the macro whose `makePreview()` builds `CursesUI.Preview` from the macro's own arguments, so
/// the body is type-checked as a view builder and nothing runs until a preview is asked for.
/// On ELF platforms it also leaves a record naming that type in the `cursesui_previews`
/// section, where `--previews` finds it.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let registry = context.makeUniqueName("PreviewRegistry")
        let record = context.makeUniqueName("PreviewRecord")
        let arguments = node.arguments.trimmedDescription
        var call = "CursesUI.Preview(\(arguments))"
        if let body = node.trailingClosure {
            call += " \(body.trimmedDescription)"
        }
        for extra in node.additionalTrailingClosures {
            call += " \(extra.trimmedDescription)"
        }
        let location = context.location(of: node)
        let line = location.map { "\($0.line.trimmedDescription)" } ?? "0"
        let column = location.map { "\($0.column.trimmedDescription)" } ?? "0"
        let fileID = location.map { "\($0.file.trimmedDescription)" } ?? "\"\""
        return [
            """
            struct \(registry): CursesUI.PreviewRegistry {
                static let fileID: String = \(raw: fileID)
                static let line: Int = \(raw: line)
                static let column: Int = \(raw: column)
                @MainActor static func makePreview() -> CursesUI.Preview {
                    \(raw: call)
                }
            }
            """,
            """
            #if os(Linux) || os(Android) || os(FreeBSD) || os(OpenBSD)
            @used @section("cursesui_previews")
            private let \(record): @convention(c) () -> UnsafeRawPointer = {
                unsafeBitCast(\(registry).self as Any.Type, to: UnsafeRawPointer.self)
            }
            #endif
            """,
        ]
    }
}
