import CursesUICore
import Foundation

// The bounds of the records (the C target CursesUIPreviewSection), declared here rather than
// imported so that a program importing CursesUI needs no C module map.
@_silgen_name("cursesui_previews_begin")
private func previewRecordsBegin() -> UnsafePointer<PreviewRecord?>?
@_silgen_name("cursesui_previews_end")
private func previewRecordsEnd() -> UnsafePointer<PreviewRecord?>?

/// What each `#Preview` leaves in the section: a function returning its registry's metadata.
private typealias PreviewRecord = @convention(c) () -> UnsafeRawPointer

/// The previews a program declares with `#Preview`, in the order of their files and lines: each
/// `#Preview` leaves a record in the program's `cursesui_previews` section that names its
/// `PreviewRegistry` type.
@MainActor
enum PreviewCatalog {
    static let registries: [any PreviewRegistry.Type] = {
        guard var record = previewRecordsBegin(), let end = previewRecordsEnd() else { return [] }
        var found: [any PreviewRegistry.Type] = []
        while record < end {
            if let registryType = record.pointee {
                let type = unsafeBitCast(registryType(), to: Any.Type.self)
                if let registry = type as? any PreviewRegistry.Type { found.append(registry) }
            }
            record += 1
        }
        return found.sorted { ($0.fileID, $0.line, $0.column) < ($1.fileID, $1.line, $1.column) }
    }()

    /// The list `--previews` prints: one line per preview, numbered from 1, with its name and
    /// where it is written.
    static var listing: String {
        guard !registries.isEmpty else { return "This program has no #Preview.\n" }
        return registries.enumerated().map { index, registry in
            let name = registry.makePreview().name ?? "Preview"
            return "\(index + 1)  \(name)  \(registry.fileID):\(registry.line)\n"
        }.joined()
    }
}

/// What the command line asks of a SwiftUI program's `main()` besides running it: `--previews`
/// lists its `#Preview`s, `--preview N` shows the Nth in the terminal instead of the app.
enum PreviewCommand: Equatable {
    case list
    case show(Int)

    /// The command in `arguments` (the program's own, its name first), or nil to run the app.
    init?(arguments: [String]) {
        let options = arguments.dropFirst()
        if options.contains("--previews") {
            self = .list
        } else if let flag = options.firstIndex(of: "--preview") {
            let number = options.index(after: flag) < options.endIndex ? Int(options[options.index(after: flag)]) : nil
            self = .show(number ?? 0)
        } else {
            return nil
        }
    }
}
