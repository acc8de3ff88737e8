// fzf's behaviours of keys and actions that tick under the name fzf follows (issue 40, "keys"):
// each script runs through tick as fzf and through the real fzf, and both must end as written
// here (checked by hand against fzf 0.74.5).
import Foundation
import Testing
import TickTestSupport

@Suite("fzf's keys and actions, side by side")
struct FzfKeysTests {
    // MARK: --print-query on the ways out with no match (fzf's test_exit_0, test_accept_non_empty*)

    @Test("-0 with --print-query prints the query, then exits 1 (fzf's test_exit_0)")
    func exitZeroPrintsQuery() throws {
        try SideBySide.expect(["--with-nth", "..,..", "--print-query", "-q", "555555", "-0"],
                              input: (1...100).map(String.init), steps: [], stdout: "555555\n", status: 1)
        // --expect's key line follows, empty, as fzf prints it.
        try SideBySide.expect(["--print-query", "-q", "foo", "-0", "--expect", "x"],
                              input: ["a", "b"], steps: [], stdout: "foo\n\n", status: 1)
    }

    @Test("Enter with no match prints the query with --print-query and exits 1; accept-non-empty waits for a match")
    func enterWithNoMatchPrintsQuery() throws {
        try SideBySide.expect(["-q", "foo", "--print-query"], input: ["a", "b"],
                              steps: [ScriptStep("", count: "0/2"), ScriptStep(Keys.enter)], stdout: "foo\n", status: 1)
        try SideBySide.expect(["-q", "foo", "--print-query", "--bind", "enter:accept-non-empty"], input: [],
                              steps: [ScriptStep("", count: "0/0"), ScriptStep(Keys.enter)], stdout: "foo\n", status: 1)
        try SideBySide.expect(["--print-query", "--bind", "enter:accept-non-empty"], input: (1...1000).map(String.init),
                              steps: [ScriptStep("foo", count: "0/1000"), ScriptStep(Keys.enter),
                                      ScriptStep(Keys.ctrlU, count: "1000/1000"), ScriptStep("999", count: "1/1000"),
                                      ScriptStep(Keys.enter)],
                              stdout: "999\n999\n", status: 0)
    }

    // MARK: --no-multi with Tab and Shift-Tab (fzf's test_ctrl_r_no_multi_selection)

    @Test("--no-multi: Shift-Tab neither ticks nor moves, so Enter picks the first match")
    func noMultiShiftTab() throws {
        try SideBySide.expect(["--no-multi"], input: (1...10).map(String.init),
                              steps: [ScriptStep("", count: "10/10"), ScriptStep(Keys.shiftTab + Keys.shiftTab + Keys.shiftTab),
                                      ScriptStep(Keys.enter)],
                              stdout: "1\n", status: 0)
        try SideBySide.expect(["--multi=2"], input: (1...10).map(String.init),
                              steps: [ScriptStep("", count: "10/10"), ScriptStep(Keys.shiftTab + Keys.shiftTab + Keys.shiftTab),
                                      ScriptStep(Keys.tab), ScriptStep(Keys.enter)],
                              stdout: "1\n2\n", status: 0)
    }
}
