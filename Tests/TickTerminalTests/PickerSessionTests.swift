import Foundation
import Testing
import TickCore
import TickEngine
import TickTerminal

/// Runs a whole picker session on a scripted terminal on another thread.
final class SessionRun: @unchecked Sendable {
    let terminal: ScriptedTerminal
    private let done = DispatchSemaphore(value: 0)
    private var result: PickerSession.Result?

    init(_ arguments: [String], items: [String], terminal: ScriptedTerminal = ScriptedTerminal()) throws {
        self.terminal = terminal
        let options = try OptionParser.parse(arguments + ["--no-color"], defaults: nil)
        let input = itemsPipe(items)
        Thread.detachNewThread { [self] in
            result = PickerSession(options: options, tty: terminal, input: input).run()
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

    @Test("A terminal that never says where the cursor is still gets the picker, after the wait")
    func silentTerminal() throws {
        let run = try SessionRun([], items: ["one", "two"], terminal: ScriptedTerminal(answers: false))
        // Typed before the picker is placed: kept, and applied once it is.
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
}
