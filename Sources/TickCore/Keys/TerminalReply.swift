/// An answer the terminal sent to a question tick asked it: not something the user did.
///
/// Replies come in the same byte stream as keys, so the `KeyDecoder` reads them (as
/// `InputEvent.reply`), but only the picker's reducer acts on them, in one place
/// (`PickerState.reduceReply`).
public enum TerminalReply: Equatable, Sendable {
    /// The answer to a cursor position request (`CSI 6 n`), 1-based.
    case cursorPosition(row: Int, column: Int)
    /// The answer to a background colour request (`OSC 11 ; ?`): each component 0...1.
    case backgroundColor(red: Double, green: Double, blue: Double)
}
