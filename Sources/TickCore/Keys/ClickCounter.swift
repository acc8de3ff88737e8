/// Tells a double-click from two taps: a second left press on the same cell soon after the
/// first one.
///
/// The key decoder knows no clock, so whoever reads the terminal passes each press's time.
public struct ClickCounter: Sendable {
    private var last: (column: Int, row: Int, time: Double)? = nil

    public init() {}

    /// Sets `clicks` on a left press read at `time` (milliseconds on a monotonic clock).
    public mutating func count(_ event: inout InputEvent, at time: Double) {
        guard case .mouse(var mouse) = event, mouse.button == .left, mouse.kind == .press else { return }
        if let last, last.column == mouse.column, last.row == mouse.row, time - last.time <= Tunables.doubleClickInterval {
            mouse.clicks = 2
            // A third press starts again.
            self.last = nil
        } else {
            last = (mouse.column, mouse.row, time)
        }
        event = .mouse(mouse)
    }
}
