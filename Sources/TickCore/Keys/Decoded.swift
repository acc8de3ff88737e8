/// What the key decoder reads from the terminal: something the user did, or the terminal's
/// answer to a question tick asked (the two arrive mixed in one byte stream, and go different
/// ways: input to the reducer's key handling, replies to placing and the theme).
public enum Decoded: Equatable, Sendable {
    case input(InputEvent)
    case reply(TerminalReply)

    /// A typed character (shorthand for `.input(.character(_:))`).
    public static func character(_ c: UInt32) -> Decoded { .input(.character(c)) }
    /// A named key (shorthand for `.input(.key(_:))`).
    public static func key(_ name: KeyName) -> Decoded { .input(.key(name)) }
    /// A mouse report (shorthand for `.input(.mouse(_:))`).
    public static func mouse(_ m: MouseEvent) -> Decoded { .input(.mouse(m)) }
    /// A paste (shorthand for `.input(.paste(_:))`).
    public static func paste(_ bytes: [UInt8]) -> Decoded { .input(.paste(bytes)) }
}
