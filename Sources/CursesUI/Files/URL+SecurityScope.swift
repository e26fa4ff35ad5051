import Foundation

extension URL {
    /// Asks for access to a file outside the app's sandbox, as Foundation's method on Apple
    /// systems: a terminal program has no sandbox, so access is already there. Returns false,
    /// as for a URL that needs no access, so the matching stop is not needed.
    public func startAccessingSecurityScopedResource() -> Bool { false }

    /// Gives back access taken by ``startAccessingSecurityScopedResource()``: nothing to give.
    public func stopAccessingSecurityScopedResource() {}
}
