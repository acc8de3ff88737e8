// fzf's raw mode end to end: what Enter prints on a row that does not match, the keys that move
// to matches, and FZF_RAW in a command's environment, held to the real fzf's (test_raw.rb).
import Testing
import TickTestSupport

@Suite("Raw mode, end to end")
struct RawModePtyTests {
    static let ctrlP = "\u{10}", ctrlN = "\u{0E}", ctrlX = "\u{18}"

    @Test("Enter on a row that does not match prints it and exits 0, as fzf does; with no match at all too")
    func acceptNonMatch() throws {
        try SideBySide.expect(["--raw"], input: (1...20).map(String.init),
                              steps: [ScriptStep("1", count: "11/20"), ScriptStep(Keys.up + Keys.enter)],
                              stdout: "2\n", status: 0)
        try SideBySide.expect(["--raw", "-q", "xyz"], input: (1...5).map(String.init),
                              steps: [ScriptStep("", count: "0/5"), ScriptStep(Keys.enter)],
                              stdout: "1\n", status: 0)
    }

    @Test("Ctrl-P and Ctrl-N skip to matches; toggle-raw off goes to the nearest match; best to the best")
    func movesToMatches() throws {
        try SideBySide.expect(["--raw", "--bind", "ctrl-x:toggle-raw"], input: (1...20).map(String.init),
                              steps: [ScriptStep("1", count: "11/20"), ScriptStep(Self.ctrlP + Self.ctrlP + Self.ctrlN + Keys.enter)],
                              stdout: "10\n", status: 0)
        try SideBySide.expect(["--raw", "--bind", "ctrl-x:toggle-raw"], input: (1...20).map(String.init),
                              steps: [ScriptStep("1", count: "11/20"), ScriptStep(Keys.up + Keys.up + Self.ctrlX + Keys.enter)],
                              stdout: "1\n", status: 0)
        try SideBySide.expect(["--raw", "--bind", "space:best"], input: (1...20).map(String.init),
                              steps: [ScriptStep("15", count: "1/20"), ScriptStep(" " + Keys.enter)],
                              stdout: "15\n", status: 0)
    }

    @Test("FZF_RAW is 0 on a row that does not match, 1 on a match, and unset without raw mode")
    func environment() throws {
        try SideBySide.expect(["--raw", "--bind", "enter:become(echo \"[$FZF_RAW]\" {})"], input: (1...20).map(String.init),
                              steps: [ScriptStep("1", count: "11/20"), ScriptStep(Keys.up + Keys.enter)],
                              stdout: "[0] 2\n", status: 0)
        try SideBySide.expect(["--bind", "ctrl-x:toggle-raw", "--bind", "enter:become(echo \"[$FZF_RAW]\" {})"],
                              input: (1...20).map(String.init),
                              steps: [ScriptStep("1", count: "11/20"), ScriptStep(Self.ctrlX + Self.ctrlP + Keys.enter)],
                              stdout: "[1] 10\n", status: 0)
        try SideBySide.expect(["--bind", "enter:become(echo \"[$FZF_RAW]\" {})"], input: (1...20).map(String.init),
                              steps: [ScriptStep("1", count: "11/20"), ScriptStep(Keys.enter)],
                              stdout: "[] 1\n", status: 0)
    }
}
