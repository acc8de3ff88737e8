/// An error that ends a command with exit code 2, carrying the message the user reads.
struct CommandFailure: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
