// fzf's screen (docs/SPEC.md §4, "fzf's screen"), held to the real fzf line by line: the same
// input, options and keys go to fzf 0.74.5 (.build/fzf-0.74.5/bin/fzf) and to tick through a
// link named fzf, each under a pseudo-terminal of the same size; once both show the expected
// count on fzf's info line, tick's screen must read as fzf's, line for line. Live, so a change of
// either side shows. One row of `cases` per case.
import Foundation
import Testing
import TickTestSupport

/// One case: fzf's options, the input, the keys typed, and the count that says the screen is
/// ready (`N/M` or `N/M (K)`, as fzf's info line shows it).
struct FzfScreenCase: CustomTestStringConvertible, Sendable {
    let name: String
    let args: [String]
    let input: [String]
    let keys: String
    let count: String
    var rows = 24
    var columns = 80
    /// The input's bytes when the items are not lines (`--read0`).
    var bytes: [UInt8]? = nil
    /// Both run on a screen that draws East Asian Ambiguous characters two columns wide
    /// (`--ambidouble`'s terminal).
    var ambiguousWide = false

    var testDescription: String { name }
}

@Suite(.serialized) struct FzfScreenParityTests {
    static let up = "\u{1B}[A"
    static let hundred = (1...100).map(String.init)
    /// `(printf '0\0'; printf '1\n2\0'; seq 20)`: three items for `--read0`, two of them of
    /// several lines.
    static let multiLine = Array("0\u{0}1\n2\u{0}".utf8) + Array((1...20).map { "\($0)\n" }.joined().utf8)

    static let cases: [FzfScreenCase] = [
        FzfScreenCase(name: "seq 100 | fzf --height 10", args: ["--height", "10"], input: hundred, keys: "", count: "100/100"),
        FzfScreenCase(name: "seq 100 | fzf --height 10 -m, Tab Up Up Tab Up", args: ["--height", "10", "-m"], input: hundred,
                      keys: "\t" + up + up + "\t" + up, count: "100/100 (2)"),
        FzfScreenCase(name: "seq 100 | fzf --height 10 --reverse", args: ["--height", "10", "--reverse"], input: hundred,
                      keys: "", count: "100/100"),
        FzfScreenCase(name: "seq 3 | fzf --height ~10 --border --border-label LBL", args: ["--height", "~10", "--border", "--border-label", "LBL"],
                      input: ["1", "2", "3"], keys: "", count: "3/3"),
        FzfScreenCase(name: "seq 100 | fzf --border double --border-label ' x ' --border-label-pos -3:bottom (full screen)",
                      args: ["--border", "double", "--border-label", " x ", "--border-label-pos", "-3:bottom"], input: hundred,
                      keys: "", count: "100/100", rows: 12, columns: 40),
        FzfScreenCase(name: "seq 100 | fzf --preview 'seq 200' --preview-label P --scrollbar (full screen)",
                      args: ["--preview", "seq 200", "--preview-label", "P", "--scrollbar"], input: hundred, keys: "",
                      count: "100/100", rows: 12),
        FzfScreenCase(name: "seq 100 | fzf --height 12 --preview 'seq {} 150' --preview-window left,30,border-sharp,+3, Up",
                      args: ["--height", "12", "--preview", "seq {} 150", "--preview-window", "left,30,border-sharp,+3"],
                      input: hundred, keys: up, count: "100/100"),
        FzfScreenCase(name: "seq 100 | fzf --preview 'seq 3' --preview-window up,5,border-line --border (full screen)",
                      args: ["--preview", "seq 3", "--preview-window", "up,5,border-line", "--border"], input: hundred, keys: "",
                      count: "100/100", rows: 14),
        FzfScreenCase(name: "seq 100 | fzf --height 6 --prompt 'X ' --ghost 'Type in query ...'",
                      args: ["--height", "6", "--prompt", "X ", "--ghost", "Type in query ..."], input: hundred, keys: "",
                      count: "100/100"),
        FzfScreenCase(name: "seq 100 | fzf --height 6 --pointer= --jump-labels 12345 --bind ctrl-j:jump, Ctrl-J",
                      args: ["--height", "6", "--pointer=", "--jump-labels", "12345", "--bind", "ctrl-j:jump"], input: hundred,
                      keys: "\n", count: "100/100"),
        // README's capture ("Running tick as fzf"): a bordered, labelled picker with a preview,
        // a query and two ticks, in a 50-column terminal. The query is given, not typed: a Tab
        // typed before the query's matches land ticks whatever row the band is on then.
        FzfScreenCase(name: "README: fzf --height 11 -m --border rounded --border-label ' files ' -q sw --preview …, Tab Up Up Tab",
                      args: ["--height", "11", "-m", "--border", "rounded", "--border-label", " files ", "-q", "sw",
                             "--preview", "echo {}; echo item {n}", "--preview-window", "right,40%"],
                      input: ["src/main.swift", "src/Picker.swift", "src/Wheel.swift", "docs/SPEC.md", "docs/ARCHITECTURE.md",
                              "README.md", "CHANGELOG.md", "Makefile", "Package.swift", ".ci/run"],
                      keys: "\t" + up + up + "\t", count: "4/10 (2)", rows: 11, columns: 50),
        // The item's quotes, $(…) and backquotes reach the command as text, as fzf quotes {}.
        FzfScreenCase(name: "fzf --height 6 --info-command 'echo \"[{}] $FZF_POS/$FZF_INFO\"' over a hostile item",
                      args: ["--height", "6", "--info-command", "echo \"[{}] $FZF_POS/$FZF_INFO\""],
                      input: ["a'b $(echo no) `echo no` \"c\" \\d", "two"], keys: "", count: "1/2/2"),
        FzfScreenCase(name: "multi-line items: fzf --read0 -m --bind load:select-all --height 12, Up Up",
                      args: ["--read0", "-m", "--bind", "load:select-all", "--height", "12"], input: [], keys: up + up,
                      count: "3/3 (3)", bytes: multiLine),
        FzfScreenCase(name: "multi-line items: fzf --read0 --height 12 --reverse, Down Down Up",
                      args: ["--read0", "--height", "12", "--reverse"], input: [], keys: "\u{1B}[B\u{1B}[B" + up,
                      count: "3/3", bytes: multiLine),
        FzfScreenCase(name: "--wrap: fzf --wrap --height 10 on a 30-column terminal, Up",
                      args: ["--wrap", "--height", "10"], input: ["alpha bravo charlie delta echo foxtrot golf hotel india juliet", "1", "2",
                                                                  "a\tb\tc\td\te\tf\tg\th", String(repeating: "x", count: 70)],
                      keys: up, count: "5/5", columns: 30),
        FzfScreenCase(name: "--wrap-word: fzf --wrap-word --wrap-sign '+' --height 10 --reverse -m on a 30-column terminal, Tab",
                      args: ["--wrap-word", "--wrap-sign", "+", "--height", "10", "--reverse", "-m"],
                      input: ["alpha bravo charlie delta echo foxtrot golf hotel india juliet", "1", "2"], keys: "\t", count: "3/3 (1)",
                      columns: 30),
        // --ambidouble: box drawing, `▌`, `┃`, `§`, `①`, Greek and the `··` ellipsis are two
        // columns each. tmux and pyte draw them one column wide whatever the program counts, so
        // a capture there shows where each program moved the cursor, not what a terminal set
        // for them shows (fzf moves to each window's column, tick writes a line whole: the same
        // picture on such a terminal, different ones on a narrow one). Both run here on a screen
        // that draws them two columns wide, the terminal --ambidouble is for, and must show the
        // same cells: fzf's border lines of half as many characters (a blank where an odd
        // column is left), sides of three columns, the pointer and marker columns of two, the
        // long item cut with its `··` at fzf's column. `--gutter ' '`: fzf 0.74.5 pads its
        // default gutter `▌` (two columns here) as if it took one, which puts every other row's
        // text a column right of the current row's; tick keeps the rows aligned.
        FzfScreenCase(name: "fzf --ambidouble --border --gutter ' ' on a terminal that draws ambiguous characters wide",
                      args: ["--ambidouble", "--border", "--gutter", " ", "--height", "9"],
                      input: ["alpha", "βeta ①②", "§ section ±", String(repeating: "§x", count: 20)], keys: "", count: "4/4",
                      rows: 12, columns: 41, ambiguousWide: true),
    ]

    @Test(arguments: cases) func sameScreenAsFzf(_ c: FzfScreenCase) throws {
        guard let real = Programs.fzf else {
            Issue.record("the reference fzf is missing: run sh Scripts/test-setup.sh")
            return
        }
        let fzf = try Self.start(real, c.args, c)
        defer { fzf.signal(SIGKILL); _ = fzf.wait(timeout: 5) }
        let (directory, link) = try fzfLink()
        defer { try? FileManager.default.removeItem(at: directory) }
        let tick = try Self.start(link, c.args, c)
        defer { tick.signal(SIGKILL); _ = tick.wait(timeout: 5) }
        // Either screen may be caught half drawn: wait, up to a deadline, until fzf's shows the
        // count and tick's reads as fzf's does at that moment.
        let deadline = Date().addingTimeInterval(10)
        var same = false
        while !same && Date() < deadline {
            let expected = fzf.screen.lines
            guard expected.contains(where: { ScriptStep.shows(c.count, in: $0) }) else {
                _ = fzf.waitForScreen(timeout: 0.05) { _ in false }
                continue
            }
            same = tick.waitForScreen(timeout: 0.05) { $0.lines == expected }
        }
        #expect(same, "tick's screen differs from fzf's.\nfzf:\n\(Self.numbered(fzf.screen.lines))\ntick as fzf:\n\(Self.numbered(tick.screen.lines))")
    }

    /// Starts `program` on the case's input, and types its keys once the first frame is up.
    static func start(_ program: String, _ args: [String], _ c: FzfScreenCase) throws -> PseudoTerminalRun {
        let run = try PseudoTerminalRun(executable: program, arguments: args, rows: c.rows, columns: c.columns,
                                        stdin: c.bytes ?? Array(c.input.map { $0 + "\n" }.joined().utf8),
                                        ambiguousWide: c.ambiguousWide)
        if !c.keys.isEmpty {
            // Keys wait for the first frame, so that none is read before the picker is up.
            let first = String(c.count.split(separator: " ")[0])
            _ = run.waitForScreen(timeout: 10) { $0.lines.contains { ScriptStep.shows(first, in: $0) } }
            // One key at a time, each once the last one's frame is up: where the list scrolls
            // depends on the frames drawn on the way (fzf's and tick's alike), and keys read in
            // one go draw fewer of them, so a loaded machine could give either screen.
            for key in Self.presses(c.keys) {
                let before = run.screen.cells
                run.send(key)
                _ = run.waitForScreen(timeout: 3) { $0.cells != before }
            }
        }
        return run
    }

    /// The key presses of `keys`: an escape sequence (`ESC [ … letter`) or one character each.
    static func presses(_ keys: String) -> [String] {
        var presses: [String] = []
        var rest = Substring(keys)
        while let first = rest.first {
            if first == "\u{1B}", rest.dropFirst().first == "[",
               let end = rest.dropFirst(2).firstIndex(where: { $0.isLetter || $0 == "~" }) {
                presses.append(String(rest[...end]))
                rest = rest[rest.index(after: end)...]
            } else {
                presses.append(String(first))
                rest = rest.dropFirst()
            }
        }
        return presses
    }

    static func numbered(_ lines: [String]) -> String {
        lines.enumerated().map { "\($0.offset)|\($0.element)" }.joined(separator: "\n")
    }
}
