import TickCore
import TickEngine

/// The picker without a terminal, driven the way `PickerSession` drives it: the same
/// `PickerController` (state, reducer, match engine, frames), with the frame diff's bytes built
/// and counted instead of written. There is no cursor report, spinner or signal.
struct PickerDriver {
    let wake: WakePipe
    var controller: PickerController
    var lastFrame: Frame? = nil

    /// A picker of `size` with a new match engine (so with no results kept from another run).
    init(options: Options, size: TerminalSize, wake: WakePipe) {
        self.wake = wake
        controller = PickerController(options: options, theme: Theme(colors: options.color), size: size, wake: wake)
    }

    var state: PickerState { controller.state }
    var store: ItemStore { controller.store }

    /// Builds the frame of the current state and the bytes that would bring the screen from the
    /// last frame to it; returns their count.
    mutating func draw() -> Int {
        let frame = controller.frame()
        let bytes = FrameDiff.bytes(from: lastFrame, to: frame)
        lastFrame = frame
        return bytes.count
    }
}
