/// A command line that cannot be run: one line for standard error, exit status 2.
public struct UsageError: Error, CustomStringConvertible, Equatable {
    public let description: String

    public init(_ description: String) { self.description = description }
}
