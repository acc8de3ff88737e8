import Foundation
import Testing
import TickTestSupport

/// Alt keys as terminals send them with Option as Meta (`ESC ESC [ A`), with xterm's Meta
/// parameter (`ESC [ 1 ; 9 A`, iTerm2) and as `CSI u` (kitty): each reaches its binding, and
/// none is read as Esc, which would cancel and lose the ticks.
@Suite("Alt keys under a pseudo-terminal")
struct AltKeyTests {
    static let fruits = ["apple", "banana", "cherry", "damson", "elder"]

    @Test("Esc-prefixed Alt-Up, Meta-Left and CSI u Ctrl-Alt-A run their bindings and the ticks survive to the output")
    func altKeysKeepTicks() throws {
        let run = try picker(["--bind", "alt-up:change-prompt(UP> ),alt-left:change-prompt(LEFT> ),ctrl-alt-a:change-prompt(CA> )"],
                             input: Self.fruits)
        #expect(run.waitForCount("5/5"))
        run.send(Keys.tab + Keys.tab)
        #expect(run.waitForText("2 ticked"))
        for (keys, prompt) in [("\u{1B}\u{1B}[A", "UP> "), ("\u{1B}[1;9D", "LEFT> "), ("\u{1B}[97;7u", "CA> "),
                               ("\u{1B}\u{1B}OA", "UP> "), ("\u{1B}\u{1B}[97;5u", "CA> ")] {
            // Start from another prompt, so each key's own binding is seen to run.
            run.send("\u{1B}[1;9D")
            if prompt == "LEFT> " { run.send("\u{1B}\u{1B}[A") }
            // (The screen's lines are read with trailing blanks trimmed: the prompt without its blank.)
            #expect(run.waitForText(prompt == "LEFT> " ? "UP>" : "LEFT>"), "before \(prompt)")
            run.send(keys)
            #expect(run.waitForText(String(prompt.dropLast())), "\(keys.debugDescription) ran its binding")
            #expect(run.waitForText("2 ticked"), "\(keys.debugDescription) kept the ticks")
        }
        // The Esc and the sequence in two writes, as a slow link splits them.
        run.send("\u{1B}[1;9D")
        #expect(run.waitForText("LEFT>"))
        run.send("\u{1B}")
        run.send("\u{1B}[A")
        #expect(run.waitForText("UP>"))
        run.send(Keys.enter)
        let r = run.finish()
        #expect(r.status == 0)
        #expect(r.stdoutText == "apple\nbanana\n")
    }
}
