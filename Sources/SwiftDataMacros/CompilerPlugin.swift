// The compiler starts this program and asks it, over standard input and output, to expand the
// macros it names; as in CursesUIPreviewMacros, the loop is the message-handling module's own.
@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros

/// The macros this plug-in expands, found by the type name in their `#externalMacro`.
struct SwiftDataMacroProvider: PluginProvider {
    /// A macro this plug-in does not define.
    struct UnknownMacro: Error, CustomStringConvertible {
        let name: String
        var description: String { "SwiftDataMacros has no macro type \(name)" }
    }

    func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
        switch typeName {
        case "PersistentModelMacro": return PersistentModelMacro.self
        case "PersistedPropertyMacro": return PersistedPropertyMacro.self
        case "PropertyMarkerMacro": return PropertyMarkerMacro.self
        default: throw UnknownMacro(name: typeName)
        }
    }
}

@main
enum SwiftDataMacrosPlugin {
    static func main() throws {
        let connection = try StandardIOMessageConnection()
        try CompilerPluginMessageListener(connection: connection, provider: SwiftDataMacroProvider()).main()
    }
}
