// Actions performed beside the real fzf 0.74.5: the same chains posted to tick run as fzf (a
// link named fzf) and to fzf through `--listen`, and the states their servers answer compared
// (the band's position, the ticked items, the query, the counts). Needs fzf 0.74.5
// (sh Scripts/test-setup.sh).
import Foundation
import Testing

@Suite("Actions beside the real fzf", .serialized)
struct ActionParityTests {
    /// One step: the chain posted, and the query and the number of ticked items it leads to,
    /// waited for (a program that never gets there fails at the comparison).
    struct Step {
        let body: String
        let query: String
        let selected: Int
    }

    /// What `GET /` answers after each step, for tick as fzf and for fzf, with `arguments`
    /// and `input`; the fields compared: the query, the counts, the position, the current
    /// item and the ticked items.
    func states(_ arguments: [String], input: [String], _ steps: [Step]) throws -> [[String]] {
        guard let realFzf = Programs.fzf else {
            Issue.record("fzf 0.74.5 is needed (sh Scripts/test-setup.sh)")
            return []
        }
        let (directory, link) = try fzfLink()
        defer { try? FileManager.default.removeItem(at: directory) }
        var answers: [[String]] = []
        for program in [link, realFzf] {
            let p = try ServedPicker.start(arguments, input: input, program: program)
            var seen: [String] = []
            for step in steps {
                #expect(p.post(step.body).status == 200, "\(step.body)")
                var state: [String: Any] = [:]
                _ = p.run.waitForScreen(timeout: 15) { _ in
                    state = p.state().json
                    return state["query"] as? String == step.query && state["progress"] as? Int == 100
                        && (state["selected"] as? [Any])?.count == step.selected
                }
                let fields = ["query", "matchCount", "position", "current", "selected"].map { key in
                    state[key].flatMap { try? JSONSerialization.data(withJSONObject: $0, options: [.sortedKeys, .fragmentsAllowed]) }
                        .map { String(decoding: $0, as: UTF8.self) } ?? "-"
                }
                seen.append("\(step.body): " + fields.joined(separator: " "))
            }
            answers.append(seen)
            p.run.send("\u{1B}")
            _ = p.run.wait()
        }
        return answers
    }

    /// Compares what tick as fzf and fzf answered, step by step.
    func expectSame(_ answers: [[String]], sourceLocation: SourceLocation = #_sourceLocation) {
        guard answers.count == 2 else { return }
        for (tick, fzf) in zip(answers[0], answers[1]) {
            #expect(tick == fzf, sourceLocation: sourceLocation)
        }
    }

    @Test("deselect-all unticks only the matches, clear-multi everything (fzf's test_select_all_deselect_all_toggle_all)")
    func deselectAll() throws {
        expectSame(try states(["--multi"], input: (1...100).map(String.init), [
            Step(body: "select-all", query: "", selected: 100),
            Step(body: "change-query(100)", query: "100", selected: 100),
            Step(body: "deselect-all", query: "100", selected: 99),
            Step(body: "change-query()", query: "", selected: 99),
            Step(body: "deselect-all", query: "", selected: 0),
            Step(body: "select-all+change-query(10)+clear-multi", query: "10", selected: 0),
        ]))
    }

    @Test("next-selected and prev-selected go round past the list's end (fzf's test_prev_next_selected)")
    func selectedMoves() throws {
        var steps = [Step(body: "select+up+select+up+up+select+up", query: "", selected: 3)]
        for body in ["next-selected", "next-selected", "next-selected", "next-selected", "prev-selected", "prev-selected"] {
            steps.append(Step(body: body, query: "", selected: 3))
        }
        expectSame(try states(["--multi"], input: (1...10).map(String.init), steps))
    }
}
