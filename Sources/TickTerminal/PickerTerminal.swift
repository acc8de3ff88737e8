import TickCore

/// What the picker's event loop needs of a terminal: bytes typed in, bytes drawn out, a size,
/// and a mode to enter and leave.
///
/// `TerminalDevice` is the real one (`/dev/tty`, or `--tty-default`'s device); a test can
/// script another (keys written to a pipe, frames read back from what was written) and run the
/// whole session without a pseudo-terminal.
public protocol PickerTerminal: AnyObject {
    /// A descriptor that `poll` reports readable when bytes were typed.
    var fd: Int32 { get }
    /// Reads what was typed (call after `poll` says so): empty when nothing after all, nil when
    /// the terminal went away.
    func read() -> [UInt8]?
    /// Writes bytes to the screen; false on an error.
    @discardableResult
    func write(_ bytes: [UInt8]) -> Bool
    /// The window size.
    func size() -> TerminalSize
    /// Takes keys as typed (raw mode).
    func enterRaw()
    /// Gives the terminal its own settings back.
    func leaveRaw()
    /// Takes the terminal's settings now as its own, to give back (a terminal taken late,
    /// after another program had it: `--sync`).
    func resaveSettings()
}

extension PickerTerminal {
    /// Nothing to take again by default (a terminal with no settings of its own).
    public func resaveSettings() {}

    /// Writes text to the screen.
    func write(_ text: String) { write(Array(text.utf8)) }
}
