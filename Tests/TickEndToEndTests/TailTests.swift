// `--tail N`: only the last N items read are kept, in --filter and in the picker (docs/SPEC.md §1).
import Foundation
import Testing
import TickTestSupport

@Suite("--tail, end to end")
struct TailTests {
    static func numbers(_ range: ClosedRange<Int>) -> [String] { range.map(String.init) }

    @Test("--filter matches only the last N items, ranked or reversed; -f with --no-sort prints every match, as fzf")
    func filterKeepsTheLastItems() {
        let input = Self.numbers(1...300_000)
        expectLines(filter("", input, ["--tail", "3"]), ["299998", "299999", "300000"])
        // 99999 went with the first 100,000.
        expectLines(filter("99999", input, ["--tail", "200000"]), ["199999", "299999"])
        expectLines(filter("", Self.numbers(1...10), ["--tail", "3", "--tac"]), ["10", "9", "8"])
        expectLines(filter("", Self.numbers(1...10), ["--tail", "3", "--header-lines", "2"]), ["8", "9", "10"])
        expectLines(filter("1", Self.numbers(1...12), ["--tail", "3", "--no-sort"]), ["1", "10", "11", "12"])
    }

    @Test("--filter's JSON output numbers the items kept from the first item read")
    func filterIndicesCountFromTheFirstItem() {
        expectLines(filter("", Self.numbers(1...100), ["--tail", "2", "--json-lines"]),
                    [#"{"index":98,"text":"99","value":"99"}"#, #"{"index":99,"text":"100","value":"100"}"#])
    }

    @Test("A number of items that is not 1 or more is refused, in fzf's words under the name fzf")
    func refusesBadCounts() throws {
        for value in ["0", "-2", "x"] {
            let r = runTick(["--tail", value, "--filter", ""])
            #expect(r.status == 2)
            #expect(r.stderr.contains("--tail: expected a number of items (1 or more), got '\(value)'"), "\(r.stderr)")
        }
        let (directory, fzf) = try fzfLink()
        defer { try? FileManager.default.removeItem(at: directory) }
        let zero = run(fzf, ["--tail", "0", "--filter", ""], stdin: [])
        #expect(zero.status == 2 && zero.stderr.contains("number of items to keep must be a positive integer"), "\(zero.stderr)")
        let word = run(fzf, ["--tail", "x", "--filter", ""], stdin: [])
        #expect(word.status == 2 && word.stderr.contains("number of items to keep required"), "\(word.stderr)")
        let json = runTick(["--tail", "3", "--input", "json", "--filter", ""])
        #expect(json.status == 2 && json.stderr.contains("--tail keeps lines only"), "\(json.stderr)")
    }

    @Test("The picker fed a stream longer than N shows N items, the oldest gone, and finds only those kept")
    func pickerDropsTheOldest() throws {
        let run = try picker(["--tail", "100"], input: nil)
        run.writeInput(lines(Self.numbers(1...150)))
        #expect(run.waitForScreen { $0.lines.contains { $0.hasPrefix("100/100") } }, "\(run.lines)")
        run.writeInput(lines(Self.numbers(151...250)))
        run.closeInput()
        #expect(run.waitForCount("100/100"), "\(run.lines)")
        #expect(run.row(showing: "151") != nil, "\(run.lines)")
        #expect(run.row(showing: "150") == nil, "\(run.lines)")
        run.send("^15")
        // 151 to 159 are kept; 15 and 150 went.
        #expect(run.waitForCount("9/100"), "\(run.lines)")
        run.send(Keys.enter)
        let result = run.finish()
        #expect(result.stdoutText == "151\n")
    }

    @Test("Under the name fzf, as fzf: the count, {n} counting from the first item read, $FZF_TOTAL_COUNT")
    func fzfCountsAndIndices() throws {
        try SideBySide.expect(["--tail", "5", "--bind", "enter:become(echo {n} {} $FZF_TOTAL_COUNT)"],
                              input: Self.numbers(1...20),
                              steps: [ScriptStep("", count: "5/5"), ScriptStep(Keys.enter)],
                              stdout: "15 16 5\n", status: 0)
        // A reload keeps the last N of its own output, counted from its first item.
        try SideBySide.expect(["--tail", "3", "--bind", "start:reload(seq 10)", "--bind", "enter:become(echo {n} {})"],
                              input: Self.numbers(1...2),
                              steps: [ScriptStep("", count: "3/3"), ScriptStep(Keys.enter)],
                              stdout: "7 8\n", status: 0)
        try SideBySide.expect(["--tail", "5", "--multi", "--bind", "enter:select-all+accept"],
                              input: Self.numbers(1...20),
                              steps: [ScriptStep("1", count: "4/5"), ScriptStep(Keys.enter)],
                              stdout: "16\n17\n18\n19\n", status: 0)
    }
}
