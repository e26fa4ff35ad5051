// The compiler starts this program and asks it, over standard input and output, to expand the
// macros it names. swift-syntax's SwiftCompilerPlugin (which would provide this) is not among
// the toolchain's host modules, so the loop is the message-handling module's own listener.
@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros

/// The macros this plug-in expands, found by the type name in their `#externalMacro`.
struct PreviewMacroProvider: PluginProvider {
    /// A macro this plug-in does not define.
    struct UnknownMacro: Error, CustomStringConvertible {
        let name: String
        var description: String { "CursesUIPreviewMacros has no macro type \(name)" }
    }

    func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
        guard typeName == "PreviewMacro" else { throw UnknownMacro(name: typeName) }
        return PreviewMacro.self
    }
}

@main
enum CursesUIPreviewMacrosPlugin {
    static func main() throws {
        let connection = try StandardIOMessageConnection()
        try CompilerPluginMessageListener(connection: connection, provider: PreviewMacroProvider()).main()
    }
}
