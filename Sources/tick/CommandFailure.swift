import TickCore
import TickEngine

/// An error that ends a command with exit code 2, carrying the message the user reads.
struct CommandFailure: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

/// Writes `tick: MESSAGE` on stderr, every character shown as the picker shows it
/// (`DisplayText.inMessage`): nothing from an item, an option or a file acts on the terminal.
func say(_ message: String) {
    Descriptor.printError("tick: \(DisplayText.inMessage(message))\n")
}

/// Writes `tick: warning: MESSAGE` on stderr (`say`).
func warn(_ message: String) { say("warning: " + message) }
