import Glibc
import TickCore
import TickEngine

/// Reads and drops what the terminal still owes tick before the terminal is given back, so
/// that no answer to tick's questions and no mouse report reaches the next program.
///
/// A click whose press and release arrive together (a touchpad tap, `xdotool click`) can end
/// the picker on the press, with the release still on its way; a cursor position or colour
/// question asked just before a signal ended tick is answered after it. Once mouse reporting is
/// off, tick asks for the terminal's primary device attributes (`CSI c`, which every terminal
/// tick draws on answers) and reads until that answer comes: a terminal answers in order, so
/// everything tick was owed came before it. The wait is bounded (`Tunables.drainTimeout`) for a
/// terminal that does not answer; keys typed before the answer arrives are dropped too.
enum ReplyDrain {
    /// The question: primary device attributes.
    static let question = "\u{1B}[c"

    /// Asks the question on `tty` (in raw mode) and reads until its answer, `wait`
    /// milliseconds, or the end of the terminal.
    static func drain(_ tty: any PickerTerminal, wait: Double) {
        guard wait > 0, tty.write(Array(question.utf8)) else { return }
        let deadline = MonotonicClock.milliseconds() + wait
        var scan = AnswerScan()
        while true {
            let left = deadline - MonotonicClock.milliseconds()
            if left <= 0 { return }
            var fds = [pollfd(fd: tty.fd, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, 1, Int32(left.rounded(.up)))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { return }
            guard let bytes = tty.read() else { return }
            if bytes.contains(where: { scan.ends(after: $0) }) { return }
        }
    }

    /// Finds the end of a device attributes answer, `ESC [ ? digits and ; c`, in bytes fed one
    /// at a time.
    struct AnswerScan {
        /// How much of the answer has been seen: 0 none, 1 `ESC`, 2 `ESC [`, 3 `ESC [ ?…`.
        private var stage = 0

        /// Takes the next byte; true when it ends an answer.
        mutating func ends(after byte: UInt8) -> Bool {
            switch (stage, byte) {
            case (_, 0x1B): stage = 1
            case (1, UInt8(ascii: "[")): stage = 2
            case (2, UInt8(ascii: "?")): stage = 3
            case (3, UInt8(ascii: "0")...UInt8(ascii: "9")), (3, UInt8(ascii: ";")): break
            case (3, UInt8(ascii: "c")):
                stage = 0
                return true
            default: stage = 0
            }
            return false
        }
    }
}
