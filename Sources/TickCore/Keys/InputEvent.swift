/// One thing the user did at the terminal, as the key decoder reports it (the terminal's
/// replies are `Decoded.reply`, never an input).
public enum InputEvent: Equatable, Sendable {
    /// A printable character typed (a Unicode scalar value).
    case character(UInt32)
    /// A named key, possibly with modifiers (`enter`, `ctrl-a`, `alt-b`, `shift-up`, `f5`…).
    case key(KeyName)
    /// A mouse report (SGR 1006).
    case mouse(MouseEvent)
    /// Bracketed paste: the pasted bytes, never to be read as keys.
    case paste([UInt8])
}

/// A mouse report: which button, what happened, and where (1-based cell coordinates).
public struct MouseEvent: Equatable, Sendable {
    public enum Button: Equatable, Sendable { case left, middle, right, wheelUp, wheelDown, none }
    public enum Kind: Equatable, Sendable { case press, release, drag }

    public var button: Button
    public var kind: Kind
    public var column: Int
    public var row: Int
    public var shift = false, alt = false, ctrl = false
    /// 2 for the second press of a double-click (`ClickCounter` counts them), else 1.
    public var clicks = 1

    public init(button: Button, kind: Kind, column: Int, row: Int) {
        self.button = button
        self.kind = kind
        self.column = column
        self.row = row
    }
}
