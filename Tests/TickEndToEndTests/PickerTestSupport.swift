// Helpers for the picker's end-to-end tests: start the built tick under a pseudo-terminal and
// read its screen.
import Foundation
import Testing
import TickTestSupport

/// Starts tick (or `program`: a link named fzf) under a pseudo-terminal with `input` on stdin
/// (nil: stdin stays open), attached as `attachment` says. Colours are on unless `environment`
/// sets `NO_COLOR` (the test runner's own environment may set it).
func picker(_ arguments: [String] = [], input: [String]?, rows: Int = 24, columns: Int = 80,
            prefill: String = "", environment: [String: String] = [:], echo: Bool = true,
            background: String? = nil, scrollsOnClear: Bool = false, program: String = Programs.tick,
            attachment: PseudoTerminalRun.Attachment = .controlling) throws -> PseudoTerminalRun {
    try PseudoTerminalRun(executable: program, arguments: arguments,
                          environment: ["NO_COLOR": ""].merging(environment) { $1 },
                          rows: rows, columns: columns,
                          stdin: input.map { Array($0.map { $0 + "\n" }.joined().utf8) },
                          prefill: Array(prefill.utf8), echo: echo, background: background,
                          scrollsOnClear: scrollsOnClear, attachment: attachment)
}

extension PseudoTerminalRun {
    /// The screen's lines, trailing blanks trimmed.
    var lines: [String] { screen.lines }

    /// The row (0-based) of the first line containing `text`.
    func row(containing text: String) -> Int? { screen.lines.firstIndex { $0.contains(text) } }

    /// Waits until the count (for example `3/3`) shows with the input read and no match still
    /// running: at the start of tick's toolbar (which says `loading` until then), or on fzf's
    /// info line, two columns in (the first holds the spinner until then).
    func waitForCount(_ count: String, timeout: Double = 10) -> Bool {
        waitForScreen(timeout: timeout) { s in
            s.lines.contains { Self.showsCount(count, $0) }
        }
    }

    /// Whether `line` is tick's toolbar or fzf's info line showing `count`, everything read.
    static func showsCount(_ count: String, _ line: String) -> Bool {
        if line.hasPrefix(count + " ") { return !line.contains("loading") }
        let fzfInfo = "  " + count
        return line == fzfInfo || line.hasPrefix(fzfInfo + " ")
    }

    /// A left click (press and release) at a 0-based screen position.
    func click(row: Int, column: Int) {
        send("\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m")
    }

    /// Sends a press of SGR button `code` (0 left, 2 right; +4 with shift) at a 0-based cell,
    /// then its release unless `held`.
    func press(row: Int, column: Int = 2, code: Int = 0, held: Bool = false) {
        send("\u{1B}[<\(code);\(column + 1);\(row + 1)M" + (held ? "" : "\u{1B}[<\(code);\(column + 1);\(row + 1)m"))
    }

    /// Sends a motion report with the left button held (button-event tracking, code 32).
    func drag(row: Int, column: Int = 2) {
        send("\u{1B}[<32;\(column + 1);\(row + 1)M")
    }

    /// Sends the left button's release.
    func release(row: Int, column: Int = 2) {
        send("\u{1B}[<0;\(column + 1);\(row + 1)m")
    }

    /// The screen row (0-based) whose text, trimmed, ends with `text` after a blank or a mark.
    func row(showing text: String) -> Int? { Self.row(showing: text, in: screen.lines) }

    /// The index of the line of `lines` that shows item `text` (see `row(showing:)`).
    static func row(showing text: String, in lines: [String]) -> Int? {
        lines.firstIndex { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.hasSuffix(" " + text) || trimmed == text
        }
    }

    /// Waits for the exit and checks what every way out must leave: the terminal settings as
    /// they were, mouse reporting, bracketed paste and synchronized output off, the cursor
    /// visible, colours and attributes reset, and no use of the alternate screen (with
    /// `alternateScreen`, fzf's full screen: used, and left). `comment`, when given, follows
    /// each failure's message (a fuzz test names its case there).
    func finish(_ comment: Comment? = nil, alternateScreen: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) -> Result {
        let result = wait(timeout: 15)
        let about = comment.map { ": \($0.rawValue)" } ?? ""
        #expect(!result.timedOut, "tick did not exit\(about)", sourceLocation: sourceLocation)
        #expect(terminalSettingsRestored(), "terminal settings not restored\(about)", sourceLocation: sourceLocation)
        let s = screen
        #expect(s.modes.isDisjoint(with: [1000, 1002, 1006, 2004, 2026]), "modes left on: \(s.modes)\(about)", sourceLocation: sourceLocation)
        #expect(s.cursorVisible, "cursor left hidden\(about)", sourceLocation: sourceLocation)
        #expect(s.currentAttributes == CellAttributes(), "attributes left set: \(s.currentAttributes)\(about)", sourceLocation: sourceLocation)
        if alternateScreen {
            #expect(s.usedAlternateScreen && !s.showsAlternateScreen, "alternate screen not used, or not left\(about)",
                    sourceLocation: sourceLocation)
        } else {
            #expect(!s.usedAlternateScreen, "alternate screen used\(about)", sourceLocation: sourceLocation)
        }
        return result
    }
}

/// Keys as the terminal sends them.
enum Keys {
    static let enter = "\r", tab = "\t", shiftTab = "\u{1B}[Z", esc = "\u{1B}", ctrlC = "\u{03}"
    static let up = "\u{1B}[A", down = "\u{1B}[B", backspace = "\u{7F}", ctrlZ = "\u{1A}", ctrlU = "\u{15}"
    static let altA = "\u{1B}a", altD = "\u{1B}d", altT = "\u{1B}t"
    static func paste(_ text: String) -> String { "\u{1B}[200~" + text + "\u{1B}[201~" }
}
