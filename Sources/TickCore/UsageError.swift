/// A mistake in how tick was called: a bad option, value or combination.
///
/// `message` is what the user reads after `tick: `; the exit code is 2.
public struct UsageError: Error, Equatable, Sendable {
    public let message: String
    public init(_ message: String) { self.message = message }
}
