import CursesUICore
import Foundation
import UniformTypeIdentifiers

/// The terminal form of the system's save and open panels: an alert with a path field. A
/// relative path is taken from the current directory, `~` is the home directory, and a name
/// without an extension gets the type's.
struct FilePathPrompt: ViewModifier {
    let title: String
    let message: String
    let actionTitle: String
    let isPresented: Binding<Bool>
    /// The path the field starts with each time the prompt opens.
    let initialPath: String
    let contentType: UTType?
    let choose: @MainActor (URL) -> Void
    @State private var path = ""

    func body(content: Content) -> some View {
        let isPresented = isPresented
        let initialPath = initialPath
        return
            content
            .alert(title, isPresented: isPresented) {
                TextField("Path", text: $path)
                Button("Cancel", role: .cancel) {}
                Button(actionTitle) { choose(Self.url(for: path, contentType: contentType)) }
            } message: {
                Text(message)
            }
            .onChange(of: isPresented.wrappedValue, initial: true) { _, presented in
                if presented { path = initialPath }
            }
    }

    /// The file `path` names: from the current directory unless absolute, `~` expanded, the
    /// type's extension added when the name has none.
    static func url(for path: String, contentType: UTType?) -> URL {
        var expanded = path.trimmingCharacters(in: .whitespaces)
        if expanded == "~" || expanded.hasPrefix("~/") {
            expanded = FileManager.default.homeDirectoryForCurrentUser.path + expanded.dropFirst()
        }
        var url =
            expanded.hasPrefix("/")
            ? URL(fileURLWithPath: expanded)
            : URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(expanded)
        if url.pathExtension.isEmpty, let ext = contentType?.preferredFilenameExtension {
            url.appendPathExtension(ext)
        }
        return url.standardizedFileURL
    }
}
