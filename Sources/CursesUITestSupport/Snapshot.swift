import Foundation
import Testing

/// Compares a screen with a golden text file beside the test, as ratatui's `TestBackend`
/// assertions and Textual's snapshot tests do.
///
/// The golden file is `__Snapshots__/<test file name>/<name>.txt` next to the test source.
/// On a mismatch the test fails and the actual screen is written beside it as `.actual`;
/// run with `SNAPSHOT_RECORD=1` to (re)record the golden files.
public func assertSnapshot(
    _ lines: [String], named name: String, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
    let testFile = URL(fileURLWithPath: filePath)
    let folder = testFile.deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")
        .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
    let golden = folder.appendingPathComponent("\(name).txt")
    let actual = lines.joined(separator: "\n") + "\n"
    let record = ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1"
    guard !record, let expected = try? String(contentsOf: golden, encoding: .utf8) else {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? actual.write(to: golden, atomically: true, encoding: .utf8)
        if !record {
            Issue.record(
                "No snapshot '\(name)' existed; recorded it at \(golden.path). Check it and run again.", sourceLocation: sourceLocation)
        }
        return
    }
    let actualFile = golden.appendingPathExtension("actual")
    if expected == actual {
        try? FileManager.default.removeItem(at: actualFile)
        return
    }
    try? actual.write(to: actualFile, atomically: true, encoding: .utf8)
    Issue.record(
        """
        Screen differs from snapshot '\(name)' (actual written to \(actualFile.path)):
        --- expected
        \(expected)--- actual
        \(actual)
        """, sourceLocation: sourceLocation)
}
