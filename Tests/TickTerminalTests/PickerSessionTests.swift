import Foundation
import Synchronization
import Testing
import TickCore
import TickEngine
import TickTerminal

/// Runs a whole picker session on a scripted terminal on another thread.
final class SessionRun: @unchecked Sendable {
    let terminal: ScriptedTerminal
    private let done = DispatchSemaphore(value: 0)
    private var result: PickerSession.Result?

    /// `input` (a pipe's read end) takes the place of `items` when given; `itemLimit` is the
    /// session's longest item.
    init(_ arguments: [String], items: [String], input: Int32? = nil, terminal: ScriptedTerminal = ScriptedTerminal(),
         itemLimit: Int = ItemStoreBuilder.maximumItemLength, view: (any PickerView)? = nil,
         turnObserver: (@Sendable (Int32, Int32) -> Void)? = nil) throws {
        self.terminal = terminal
        let options = try OptionParser.parse(arguments + ["--no-color"], defaults: nil)
        let input = input ?? itemsPipe(items)
        Thread.detachNewThread { [self] in
            let session = PickerSession(options: options, tty: terminal, input: input, itemLimit: itemLimit, view: view)
            session.turnObserver = turnObserver
            result = session.run()
            close(input)
            done.signal()
        }
    }

    /// The session's result, once it ends (nil after `timeout` seconds).
    func finish(timeout: Double = 10) -> PickerSession.Result? {
        done.wait(timeout: .now() + timeout) == .success ? result : nil
    }
}

@Suite("The picker session on a scripted terminal (no pseudo-terminal)", .serialized)
struct PickerSessionTests {
    @Test("Keys in, frames out: typing filters, Tab ticks, Enter accepts the ticked rows")
    func typeTickAccept() throws {
        let run = try SessionRun([], items: ["apple", "banana", "cherry", "blueberry"])
        #expect(run.terminal.waitFor("4/4"))
        run.terminal.type("b")
        #expect(run.terminal.waitFor("2/4"))
        #expect(run.terminal.lines.contains { $0.hasSuffix("banana") })
        run.terminal.type("\t\t")
        #expect(run.terminal.waitFor("2 ticked"))
        run.terminal.type("\r")
        let result = try #require(run.finish())
        #expect(result.outcome == .accepted(items: [1, 3], key: nil))
        // The picker erased itself.
        #expect(run.terminal.lines.allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty })
    }

    @Test("A terminal that never says where the cursor is still gets the picker at once, and the keys typed")
    func silentTerminal() throws {
        let run = try SessionRun([], items: ["one", "two"], terminal: ScriptedTerminal(answers: false))
        // Typed while the question is unanswered: applied at once.
        run.terminal.type("tw")
        #expect(run.terminal.waitFor("1/2"))
        run.terminal.type("\u{1B}")
        let result = try #require(run.finish())
        #expect(result.outcome == .cancelled)
        #expect(result.query == "tw")
    }

    @Test("A tap lands on the row it was aimed at once the terminal said where the picker is")
    func tapAfterPlacement() throws {
        let terminal = ScriptedTerminal(cursorRow: 5)
        let run = try SessionRun(["--layout", "reverse"], items: ["one", "two", "three"], terminal: terminal)
        #expect(terminal.waitFor("3/3"))
        // Row 5 is the prompt; rows 6, 7, 8 the items: tap "three".
        let row = try #require(terminal.lines.firstIndex { $0.hasSuffix("three") }) + 1
        terminal.type("\u{1B}[<0;6;\(row)M\u{1B}[<0;6;\(row)m")
        #expect(terminal.waitFor("1 ticked"))
        terminal.type("\r")
        let result = try #require(run.finish())
        #expect(result.outcome == .accepted(items: [2], key: nil))
    }

    @Test("A click on Done whose release is still on its way: tick reads it before it leaves")
    func releaseAfterDone() throws {
        let terminal = ScriptedTerminal()
        let run = try SessionRun([], items: ["one", "two", "three"], terminal: terminal)
        #expect(terminal.waitFor("3/3"))
        let toolbar = try #require(terminal.lines.firstIndex { $0.contains("[ Done ]") })
        let column = try #require(terminal.lines[toolbar].range(of: "[ Done ]")).lowerBound.utf16Offset(in: terminal.lines[toolbar]) + 3
        // The release follows the press as the picker leaves; keys typed later are the shell's.
        terminal.sendOnNextWrite("\u{1B}[<0;\(column);\(toolbar + 1)m")
        terminal.type("\u{1B}[<0;\(column);\(toolbar + 1)M")
        let result = try #require(run.finish())
        #expect(result.outcome == .accepted(items: [0], key: nil))
        #expect(terminal.hasWritten(ReplyDrainQuestion.text))
        #expect(terminal.unread().isEmpty)
    }

    @Test("Once input has ended, an idle picker with a query waits in poll for ever: no timer turns its loop")
    func idleAfterInput() throws {
        let turns = Turns()
        let run = try SessionRun(["-q", "al"], items: ["apple", "banana", "cherry"],
                                 turnObserver: { timeout, ready in turns.list.withLock { $0.append((timeout, ready)) } })
        #expect(run.terminal.waitFor("1/3"))
        // The loop comes to a wait with no deadline (no spinner, no Esc, no preview, no placing).
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline && !turns.list.withLock({ $0.contains { $0.timeout == -1 } }) { _ = poll(nil, 0, 5) }
        run.terminal.type("\u{03}")
        let result = try #require(run.finish())
        #expect(result.outcome == .cancelled)
        let seen = turns.list.withLock { $0 }
        let idle = try #require(seen.firstIndex { $0.timeout == -1 }, "\(seen)")
        // From then on every turn was woken by a descriptor (Ctrl-C), none by a timer running out.
        #expect(seen[idle...].allSatisfy { $0.timeout == -1 && $0.ready > 0 }, "\(seen)")
    }

    @Test("An item of stdin longer than the session's limit ends the picker with one line naming the limit, the picker erased")
    func stdinItemTooLong() throws {
        var fds: [Int32] = [-1, -1]
        #expect(pipe(&fds) == 0)
        let input = Array("one\ntwo\n".utf8) + [UInt8](repeating: 0x78, count: 300)
        _ = input.withUnsafeBytes { Glibc.write(fds[1], $0.baseAddress, $0.count) }
        close(fds[1])
        let run = try SessionRun([], items: [], input: fds[0], itemLimit: 100)
        let result = try #require(run.finish())
        #expect(result.outcome == .cancelled)
        #expect(result.failure == "an item of the input is longer than 100 bytes, the longest tick can hold")
        #expect(run.terminal.lines.allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty }, "\(run.terminal.lines)")
    }

    @Test("A reload's item longer than the limit is said in the toolbar; the items before it stay, and the picker goes on")
    func reloadItemTooLong() throws {
        let terminal = ScriptedTerminal(columns: 160)
        let run = try SessionRun(["--bind", "start:reload(printf 'new1\\nnew2\\n'; head -c 300 /dev/zero | tr '\\0' y)"],
                                 items: ["old"], terminal: terminal, itemLimit: 100)
        #expect(terminal.waitFor("reload: an item of the input is longer than 100 bytes, the longest tick can hold"),
                "\(terminal.lines)")
        #expect(terminal.lines.contains { $0.hasSuffix("new2") })
        terminal.type("\r")
        let result = try #require(run.finish())
        #expect(result.failure == nil)
        #expect(result.outcome == .accepted(items: [0], key: nil))
    }

    @Test("Leaving when every question was answered and no button is down asks nothing more: no round trip")
    func leaveWithNothingOwed() throws {
        let terminal = ScriptedTerminal()
        let run = try SessionRun([], items: ["one", "two"], terminal: terminal)
        #expect(terminal.waitFor("2/2"))
        // A tap already released on the picker's first item owes nothing either.
        let row = try #require(terminal.lines.firstIndex { $0.hasSuffix("two") }) + 1
        terminal.type("\u{1B}[<0;6;\(row)M\u{1B}[<0;6;\(row)m")
        #expect(terminal.waitFor("1 ticked"))
        terminal.type("\r")
        let result = try #require(run.finish())
        #expect(result.outcome == .accepted(items: [1], key: nil))
        #expect(terminal.hasWritten("\u{1B}[6n"))
        #expect(!terminal.hasWritten(ReplyDrainQuestion.text))
        #expect(run.terminal.lines.allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty })
    }

    @Test("The first frame is drawn before the terminal says where the cursor is; its answer then places taps, with no redraw")
    func firstFrameBeforeAnswer() throws {
        let terminal = ScriptedTerminal(cursorRow: 5)
        terminal.holdReplies()
        // Each turn of the loop: how long poll could wait, whether a descriptor woke it, and
        // whether the frame was on the screen by then.
        let turns = Mutex<[(timeout: Int32, ready: Int32, drawn: Bool)]>([])
        let run = try SessionRun(["--layout", "reverse"], items: ["one", "two", "three"], terminal: terminal,
                                 turnObserver: { timeout, ready in
                                     let drawn = terminal.lines.contains { $0.contains("3/3") }
                                     turns.withLock { $0.append((timeout, ready, drawn)) }
                                 })
        #expect(terminal.waitFor("3/3"))
        // Drawn with the answer held back, and not because the question's wait ran out: no turn
        // before the frame ended by a wait longer than the spinner's.
        let seen = turns.withLock { $0 }
        #expect(seen.prefix { !$0.drawn }.allSatisfy { $0.ready > 0 || Double($0.timeout) <= Tunables.spinnerInterval }, "\(seen)")
        // Row 5 is the prompt, rows 6 to 8 the items: drawn where they belong, unanswered.
        #expect(terminal.lines[7].hasSuffix("three"), "\(terminal.lines)")
        let drawn = terminal.lines
        terminal.releaseReplies()
        // The tap needs the answer; the first frame was already right, so nothing moved.
        terminal.type("\u{1B}[<0;6;8M\u{1B}[<0;6;8m")
        #expect(terminal.waitFor("1 ticked"))
        #expect(Array(terminal.lines[0..<7]) == Array(drawn[0..<7]))
        terminal.type("\r")
        let result = try #require(run.finish())
        #expect(result.outcome == .accepted(items: [2], key: nil))
        #expect(!terminal.hasWritten(ReplyDrainQuestion.text))
    }

    @Test("Started mid-line, the picker draws on the next line at once, keeps the text, and puts the cursor back after it")
    func midLineStart() throws {
        let terminal = ScriptedTerminal(cursorRow: 3, text: "pick: ")
        terminal.holdReplies()
        let run = try SessionRun(["--layout", "reverse"], items: ["one", "two"], terminal: terminal)
        #expect(terminal.waitFor("2/2"))
        #expect(terminal.lines[2].trimmingCharacters(in: .whitespaces) == "pick:", "\(terminal.lines)")
        // The picker's first line (the prompt, in reverse layout) is the line after the text.
        #expect(terminal.lines[3].hasPrefix(">"), "\(terminal.lines)")
        terminal.releaseReplies()
        terminal.type("\u{03}")
        let result = try #require(run.finish())
        #expect(result.outcome == .cancelled)
        #expect(terminal.lines[2].trimmingCharacters(in: .whitespaces) == "pick:")
        #expect(terminal.lines[3...].allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty }, "\(terminal.lines)")
        #expect(terminal.cursor == (3, 7), "\(terminal.cursor)")
    }

    @Test("A cursor report still owed when a signal ends the picker is read, not left for the shell")
    func replyOwedAtHangup() throws {
        let terminal = ScriptedTerminal()
        terminal.holdReplies()
        let run = try SessionRun([], items: ["one", "two"], terminal: terminal)
        // The cursor question is asked and not yet answered when the hangup comes.
        #expect(terminal.waitForWritten("\u{1B}[6n"))
        kill(getpid(), SIGHUP)
        // Leaving, tick asks one more question and waits for its answer: both come now.
        #expect(terminal.waitForWritten(ReplyDrainQuestion.text))
        terminal.releaseReplies()
        let result = try #require(run.finish())
        #expect(result.outcome == .cancelled)
        #expect(terminal.unread().isEmpty)
    }
}

/// The question tick asks as it leaves (`ReplyDrain`): primary device attributes.
private enum ReplyDrainQuestion {
    static let text = "\u{1B}[c"
}

/// The loop's turns a session reported: each wait's timeout and how many descriptors were ready.
private final class Turns: Sendable {
    let list = Mutex<[(timeout: Int32, ready: Int32)]>([])
}
