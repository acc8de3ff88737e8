// fzf's state actions where the terminal matters (issue 23 points 3 and 5): what change-prompt,
// toggle-sort and --disabled show, and what print(…) and print-query print.
import Foundation
import Testing
import TickTestSupport

@Suite("State actions on a terminal")
struct StateActionPtyTests {
    static let ctrlT = "\u{14}", ctrlP = "\u{10}"

    @Test("change-prompt shows the new prompt")
    func changePrompt() throws {
        let run = try picker(["--bind", "ctrl-t:change-prompt(files> )"], input: ["alpha", "beta"])
        #expect(run.waitForCount("2/2"), "\(run.screenText)")
        run.send(Self.ctrlT)
        #expect(run.waitForScreen { $0.lines.contains { $0.hasPrefix("files> ") || $0 == "files>" } }, "\(run.screenText)")
        run.send(Keys.enter)
        #expect(run.finish().stdoutText == "alpha\n")
    }

    @Test("toggle-sort shows the matches in input order, then ranked again")
    func toggleSort() throws {
        // For "ab", abc (a prefix) ranks above xa_zzzzzb, which comes first in the input.
        let run = try picker(["--bind", "ctrl-t:toggle-sort"], input: ["xa_zzzzzb", "abc"])
        run.send("ab")
        func order(_ lines: [String]) -> (Int, Int)? {
            guard let spread = lines.firstIndex(where: { $0.contains("xa_zzzzzb") }),
                  let close = lines.firstIndex(where: { $0.contains("abc") }) else { return nil }
            return (close, spread)
        }
        #expect(run.waitForScreen { s in order(s.lines).map { $0.0 < $0.1 } == true && s.lines.contains { $0.hasPrefix("2/2 ") } },
                "ranked:\n\(run.screenText)")
        run.send(Self.ctrlT)
        #expect(run.waitForScreen { s in order(s.lines).map { $0.1 < $0.0 } == true }, "input order:\n\(run.screenText)")
        run.send(Self.ctrlT)
        #expect(run.waitForScreen { s in order(s.lines).map { $0.0 < $0.1 } == true }, "ranked again:\n\(run.screenText)")
        run.send(Self.ctrlT)
        #expect(run.waitForScreen { s in order(s.lines).map { $0.1 < $0.0 } == true }, "\(run.screenText)")
        run.send(Keys.enter)
        #expect(run.finish().stdoutText == "xa_zzzzzb\n")
    }

    @Test("--disabled: typing edits the query and every item stays; enable-search filters")
    func disabled() throws {
        let run = try picker(["--disabled", "--bind", "ctrl-t:enable-search"], input: ["alpha", "beta", "gamma"])
        #expect(run.waitForCount("3/3"), "\(run.screenText)")
        run.send("bet")
        #expect(run.waitForScreen { s in s.lines.contains { $0.hasPrefix("> bet") } && s.lines.contains { $0.hasPrefix("3/3 ") } },
                "\(run.screenText)")
        #expect(run.row(showing: "alpha") != nil && run.row(showing: "gamma") != nil, "\(run.screenText)")
        run.send(Self.ctrlT)
        #expect(run.waitForCount("1/3"), "\(run.screenText)")
        run.send(Keys.enter)
        #expect(run.finish().stdoutText == "beta\n")
    }

    @Test("replace-query puts the band row's text in the query, which then filters")
    func replaceQuery() throws {
        let run = try picker(["--bind", "ctrl-t:replace-query"], input: ["alpha", "beta", "betamax"])
        #expect(run.waitForCount("3/3"), "\(run.screenText)")
        run.send(Keys.down)
        run.send(Self.ctrlT)
        #expect(run.waitForScreen { s in s.lines.contains { $0.hasPrefix("> beta") } && s.lines.contains { $0.hasPrefix("2/3 ") } },
                "\(run.screenText)")
        run.send(Keys.enter)
        #expect(run.finish().stdoutText == "beta\n")
    }

    @Test("--phony is --disabled: Enter picks the first item in input order, whatever was typed")
    func phony() throws {
        let run = try picker(["--phony"], input: ["alpha", "beta"])
        #expect(run.waitForCount("2/2"), "\(run.screenText)")
        run.send("zzz")
        #expect(run.waitForScreen { s in s.lines.contains { $0.hasPrefix("> zzz") } && s.lines.contains { $0.hasPrefix("2/2 ") } },
                "\(run.screenText)")
        run.send(Keys.enter)
        #expect(run.finish().stdoutText == "alpha\n")
    }

    @Test("print(TEXT) lines come after --print-query's query and --expect's key, before the picked rows")
    func printQueue() throws {
        let run = try picker(["--print-query", "--expect", "ctrl-x", "--bind", "ctrl-t:print(one)+print(two)"],
                             input: ["alpha", "beta"])
        #expect(run.waitForCount("2/2"), "\(run.screenText)")
        run.send("al")
        #expect(run.waitForCount("1/2"), "\(run.screenText)")
        run.send(Self.ctrlT)
        run.send("\u{18}")
        let r = run.finish()
        #expect(r.stdoutText == "al\nctrl-x\none\ntwo\nalpha\n")
        #expect(r.status == 0)
    }

    @Test("print-query prints only the query and exits 0; accept-or-print-query does when nothing matches")
    func printQuery() throws {
        let run = try picker(["--bind", "ctrl-p:print-query"], input: ["alpha"])
        #expect(run.waitForCount("1/1"), "\(run.screenText)")
        run.send("zz")
        run.send(Self.ctrlP)
        let r = run.finish()
        #expect(r.stdoutText == "zz\n" && r.status == 0)

        let other = try picker(["--bind", "enter:accept-or-print-query"], input: ["alpha"])
        #expect(other.waitForCount("1/1"), "\(other.screenText)")
        other.send("zz")
        other.send(Keys.enter)
        let nothing = other.finish()
        #expect(nothing.stdoutText == "zz\n" && nothing.status == 0)
    }
}
