import Testing
import TickCore

/// fzf's `--height` arithmetic. Every expected count was read from the real fzf 0.74.5
/// (`.build/fzf-0.74.5/bin/fzf`) on an 80×24 tmux pane (`tmux new-session -x 80 -y 24`,
/// `FZF_DEFAULT_OPTS="--no-scrollbar --gutter ' ' --pointer '>' --marker '>'"`), counting the
/// lines the picker took below the command line; the command is beside each case.
@Suite("fzf's --height arithmetic (FzfHeight), checked against fzf 0.74.5")
struct FzfHeightTests {
    /// One checked case: the options, the parts they draw, the input's item count (for `~`)
    /// and the lines fzf took.
    struct Case: CustomTestStringConvertible, Sendable {
        let command: String
        let arguments: [String]
        var parts = FzfHeight.Parts()
        var items: Int? = nil
        let lines: Int
        var testDescription: String { command }
    }

    static func parts(_ change: (inout FzfHeight.Parts) -> Void) -> FzfHeight.Parts {
        var parts = FzfHeight.Parts()
        change(&parts)
        return parts
    }

    static let cases: [Case] = [
        Case(command: "seq 1000 | fzf --height 5", arguments: ["--height", "5"], lines: 5),
        Case(command: "seq 1000 | fzf --height 12", arguments: ["--height", "12"], lines: 12),
        Case(command: "seq 1000 | fzf --height 1", arguments: ["--height", "1"], lines: 3),
        Case(command: "seq 1000 | fzf --height 2", arguments: ["--height", "2"], lines: 3),
        Case(command: "seq 1000 | fzf --height 23", arguments: ["--height", "23"], lines: 23),
        Case(command: "seq 1000 | fzf --height 100", arguments: ["--height", "100"], lines: 24),
        Case(command: "seq 1000 | fzf --height -20", arguments: ["--height", "-20"], lines: 4),
        Case(command: "seq 1000 | fzf --height -3", arguments: ["--height", "-3"], lines: 21),
        Case(command: "seq 1000 | fzf --height 40%", arguments: ["--height", "40%"], lines: 12),
        Case(command: "seq 1000 | fzf --height 10%", arguments: ["--height", "10%"], lines: 12),
        Case(command: "seq 1000 | fzf --height -50%", arguments: ["--height", "-50%"], lines: 12),
        Case(command: "seq 1000 | fzf --height 99%", arguments: ["--height", "99%"], lines: 23),
        Case(command: "seq 1000 | fzf --height 10% --min-height 5", arguments: ["--height", "10%", "--min-height", "5"], lines: 5),
        Case(command: "seq 1000 | fzf --height 10% --min-height 5+", arguments: ["--height", "10%", "--min-height", "5+"], lines: 7),
        Case(command: "seq 1000 | fzf --height 40% --min-height 20+", arguments: ["--height", "40%", "--min-height", "20+"], lines: 22),
        Case(command: "seq 1000 | fzf --height 40% --min-height 20", arguments: ["--height", "40%", "--min-height", "20"], lines: 20),
        Case(command: "seq 1000 | fzf --height 40% --min-height 30", arguments: ["--height", "40%", "--min-height", "30"], lines: 24),
        Case(command: "seq 1000 | fzf --height 40% --header foo", arguments: ["--height", "40%", "--header", "foo"],
             parts: parts { $0.header = 1 }, lines: 13),
        Case(command: "seq 1000 | fzf --height 40% --header-lines 2", arguments: ["--height", "40%", "--header-lines", "2"],
             parts: parts { $0.headerLines = 2 }, lines: 16),
        Case(command: "seq 1000 | fzf --height 40% --header foo --header-lines 2",
             arguments: ["--height", "40%", "--header", "foo", "--header-lines", "2"],
             parts: parts { $0.header = 1; $0.headerLines = 2 }, lines: 17),
        Case(command: "seq 1000 | fzf --height 10% --info inline", arguments: ["--height", "10%", "--info", "inline"],
             parts: parts { $0.separatorLine = false }, lines: 11),
        // --no-separator keeps the default info line.
        Case(command: "seq 1000 | fzf --height 10% --no-separator", arguments: ["--height", "10%"],
             parts: parts { $0.separatorLine = FzfHeight.Parts.separatorLine(info: .standard, separator: false) }, lines: 12),
        Case(command: "seq 1000 | fzf --height 1 --info hidden --no-separator", arguments: ["--height", "1"],
             parts: parts { $0.separatorLine = FzfHeight.Parts.separatorLine(info: .hidden, separator: false) }, lines: 2),
        // The footer is not in --min-height's `+`.
        Case(command: "seq 1000 | fzf --height 10% --footer ab", arguments: ["--height", "10%", "--footer", "ab"],
             parts: parts { $0.footer = 1 }, lines: 12),
        Case(command: "seq 1000 | fzf --height 50% --border", arguments: ["--height", "50%"], parts: parts { $0.border = 2 }, lines: 14),
        Case(command: "seq 1000 | fzf --height 10% --border", arguments: ["--height", "10%"], parts: parts { $0.border = 2 }, lines: 14),
        Case(command: "seq 1000 | fzf --height 1 --border", arguments: ["--height", "1"], parts: parts { $0.border = 2 }, lines: 5),
        Case(command: "seq 1000 | fzf --height 1 --preview echo --preview-window down", arguments: ["--height", "1"],
             parts: parts { $0.preview = .init(position: .down, size: .percent(50)) }, lines: 6),
        Case(command: "seq 1000 | fzf --height 10% --preview echo --preview-window up,3", arguments: ["--height", "10%"],
             parts: parts { $0.preview = .init(position: .up, size: .lines(3)) }, lines: 24),
        Case(command: "seq 1000 | fzf --height 10% --preview echo --preview-window down,3", arguments: ["--height", "10%"],
             parts: parts { $0.preview = .init(position: .down, size: .lines(3)) }, lines: 12),
        // ~: the lines the items take, fixed once.
        Case(command: "seq 3 | fzf --height ~10", arguments: ["--height", "~10"], items: 3, lines: 5),
        Case(command: "seq 0 | fzf --height ~10", arguments: ["--height", "~10"], items: 0, lines: 2),
        Case(command: "seq 3 | fzf --height ~10 --border", arguments: ["--height", "~10"], parts: parts { $0.border = 2 }, items: 3, lines: 7),
        Case(command: "seq 10 | fzf --height ~10%", arguments: ["--height", "~10%"], items: 10, lines: 12),
        Case(command: "seq 10 | fzf --height ~5", arguments: ["--height", "~5"], items: 10, lines: 5),
        Case(command: "seq 3 | fzf --height ~100%", arguments: ["--height", "~100%"], items: 3, lines: 5),
        Case(command: "seq 30 | fzf --height ~10 --info inline", arguments: ["--height", "~10"],
             parts: parts { $0.separatorLine = false }, items: 30, lines: 10),
        // The header line is one of the three items read.
        Case(command: "seq 3 | fzf --height ~10 --header-lines 1", arguments: ["--height", "~10", "--header-lines", "1"],
             parts: parts { $0.headerLines = 1 }, items: 2, lines: 5),
        Case(command: "seq 3 | fzf --height ~10 --header foo --footer ab", arguments: ["--height", "~10", "--header", "foo"],
             parts: parts { $0.header = 1; $0.footer = 1 }, items: 3, lines: 8),
        Case(command: "seq 2 | fzf --height ~5 --preview echo --preview-window down,3", arguments: ["--height", "~5"],
             parts: parts { $0.preview = .init(position: .down, size: .lines(3)) }, items: 2, lines: 9),
        Case(command: "seq 3 | fzf --height ~10 --preview echo --preview-window down,50%", arguments: ["--height", "~10"],
             parts: parts { $0.preview = .init(position: .down, size: .percent(50)) }, items: 3, lines: 10),
    ]

    @Test("Inline heights, as fzf counts them on 24 lines", arguments: cases)
    func inline(_ c: Case) throws {
        let options = try OptionParser.parse(c.arguments, sources: [], from: CommandName.fzf.defaultOptions)
        let height = FzfHeight(options: options)
        #expect(!height.fullScreen)
        let lines = c.items.map { height.settled(rows: 24, items: $0, c.parts) } ?? height.lines(rows: 24, c.parts)
        #expect(lines == c.lines, "\(c.command)")
    }

    @Test("Full screen (#{alternate_on} 1): no --height, 100%, 0, --no-height after ~10; 99% and ~100% are inline",
          arguments: [([], true), (["--height", "100%"], true), (["--height", "0"], true),
                      (["--height", "~10", "--no-height"], true), (["--height", "99%"], false), (["--height", "~100%"], false)])
    func fullScreen(_ arguments: [String], _ full: Bool) throws {
        let options = try OptionParser.parse(arguments, sources: [], from: CommandName.fzf.defaultOptions)
        let height = FzfHeight(options: options)
        #expect(height.fullScreen == full)
        if full { #expect(height.lines(rows: 24, FzfHeight.Parts()) == 24) }
    }

    @Test("--min-height without a value of its own is fzf's 10+; tick's screen still reads it as 10 without +")
    func minimumDefault() throws {
        let options = try OptionParser.parse(["--height", "40%"], defaults: nil)
        #expect(options.minHeightCountsRows == nil)
        #expect(FzfHeight(options: options).minimumGrows)
        #expect(FzfHeight(options: options).leastLines(FzfHeight.Parts()) == 12)
    }

    @Test("~: the items fzf waits for before it fixes the height (seq 1000 | fzf --height ~10: 8 rows)")
    func fit() throws {
        let options = try OptionParser.parse(["--height", "~10"], sources: [], from: CommandName.fzf.defaultOptions)
        #expect(FzfHeight(options: options).fit(rows: 24, FzfHeight.Parts()) == 8)
        // Once fixed it stays: more items (a reload) give no more lines than the fit.
        #expect(FzfHeight(options: options).settled(rows: 24, items: 500, FzfHeight.Parts()) == 10)
    }
}
