import CursesUICore
import Foundation
import UniformTypeIdentifiers

extension View {
    /// Saves `document` to a file the user names, as SwiftUI's system save panel. In a
    /// terminal it is an alert with a path field holding `defaultFilename` (with the type's
    /// extension), relative to the current directory; Return saves, Esc cancels (and calls
    /// nothing). `onCompletion` gets the written file's URL or the error. Nothing shows while
    /// `document` is nil.
    ///
    /// ```swift
    /// .fileExporter(isPresented: $isExporting, document: CSVDocument(items: items),
    ///               contentType: .commaSeparatedText, defaultFilename: "Inventory") { result in … }
    /// ```
    public func fileExporter<D: FileDocument>(
        isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> some View {
        let name = defaultFilename ?? "Untitled"
        let initialPath =
            URL(fileURLWithPath: name).pathExtension.isEmpty
            ? name + (contentType.preferredFilenameExtension.map { ".\($0)" } ?? "") : name
        let shown = Binding(
            get: { isPresented.wrappedValue && document != nil },
            set: { isPresented.wrappedValue = $0 })
        return modifier(
            FilePathPrompt(
                title: "Export", message: "Save as (a path; relative to \(FileManager.default.currentDirectoryPath)):",
                actionTitle: "Save", isPresented: shown, initialPath: initialPath, contentType: contentType
            ) { url in
                guard let document else { return }
                onCompletion(
                    Result {
                        let file = try document.fileWrapper(
                            configuration: FileDocumentWriteConfiguration(contentType: contentType, existingFile: nil))
                        try file.write(to: url, options: .atomic, originalContentsURL: nil)
                        return url
                    })
            })
    }

    /// Lets the user choose a file to open, as SwiftUI's system document picker. In a
    /// terminal it is an alert with a path field, relative to the current directory; Return
    /// opens, Esc cancels (and calls nothing). `onCompletion` gets the file's URL, or an
    /// error when there is no such file or it is not of an allowed type.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.commaSeparatedText]) { result in … }
    /// ```
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> some View {
        let extensions = allowedContentTypes.compactMap(\.preferredFilenameExtension).map { ".\($0)" }
        let kinds = extensions.isEmpty ? "a file" : "a " + extensions.joined(separator: " or ") + " file"
        return modifier(
            FilePathPrompt(
                title: "Import", message: "Open \(kinds) (a path; relative to \(FileManager.default.currentDirectoryPath)):",
                actionTitle: "Open", isPresented: isPresented, initialPath: "", contentType: nil
            ) { url in
                onCompletion(
                    Result {
                        var isDirectory: ObjCBool = false
                        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
                            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
                        }
                        let type = UTType(filenameExtension: url.pathExtension)
                        guard allowedContentTypes.isEmpty || allowedContentTypes.contains(where: { type?.conforms(to: $0) ?? false }) else {
                            throw CocoaError(.fileReadUnsupportedScheme, userInfo: [NSFilePathErrorKey: url.path])
                        }
                        return url
                    })
            })
    }
}
