import Testing
@testable import TickCore

/// Every action of fzf 0.74.5's man page parses in `--bind`: the test checks that exactly the
/// ones named below (none now) are refused.
@Suite("fzf's actions")
struct FzfActionCoverageTests {
    /// fzf's actions tick does not take yet: none.
    static let notYetTaken: Set<String> = []

    /// The action names of the man page's AVAILABLE ACTIONS list, as written there
    /// (`pos(...)`, `change-header-lines(N)`, `toggle+down`).
    static var manActions: [String] {
        var names: [String] = []
        for line in fzfManAvailableActions.split(separator: "\n") {
            // An entry is a tab, more blanks, then the name; continuation lines start unindented.
            guard line.first == "\t" else { continue }
            let entry = line.drop { $0 == "\t" || $0 == " " }
            let name = entry.prefix { !$0.isWhitespace }
            guard let first = name.first, first.isLowercase, name != "ACTION:" else { continue }
            names.append(String(name))
        }
        return names
    }

    /// `name` as a binding writes it, with an argument where the man page shows one (and for
    /// toggle-bind, which fzf 0.74.5 itself refuses without one).
    static func binding(_ name: String) -> String {
        let bare = name.hasSuffix(")") ? String(name.prefix { $0 != "(" }) : name
        if bare == "toggle-bind" { return "ctrl-a:toggle-bind(ctrl-b)" }
        // put alone types the key's character: it needs a printable key.
        if name == "put" { return "a:put" }
        guard name.hasSuffix(")") else { return "ctrl-a:\(name)" }
        let argument = switch bare {
        case "pos", "change-multi", "change-header-lines", "change-nth", "change-with-nth": "1"
        case "unbind", "rebind", "trigger": "ctrl-b"
        case "change-preview-window": "down"
        default: "echo {}"
        }
        return "ctrl-a:\(bare)(\(argument))"
    }

    @Test("The man page lists the actions this test expects (the fixture is read right)")
    func fixture() {
        let names = Self.manActions
        #expect(names.count == 149)
        #expect(names.first == "abort" && names.last == "yank")
        #expect(names.contains("backward-delete-char/eof") && names.contains("change-header-lines(N)") && names.contains("toggle+down"))
    }

    @Test("Every fzf action parses in --bind, except exactly the ones not yet taken")
    func everyAction() {
        var refused: Set<String> = []
        for name in Self.manActions {
            do throws(UsageError) {
                _ = try BindingParser.parse(Self.binding(name))
            } catch {
                refused.insert(name)
            }
        }
        #expect(refused == Self.notYetTaken, "refused but not listed: \(refused.subtracting(Self.notYetTaken).sorted()); listed but taken: \(Self.notYetTaken.subtracting(refused).sorted())")
    }

    @Test("Argument checks refuse what fzf refuses when it reads the binding, in one line naming it", arguments: [
        ("ctrl-a:unbind(nokey)", "nokey"), ("ctrl-a:rebind(ctrl-a, ctrl-b)", " ctrl-b"),
        ("ctrl-a:toggle-bind(hyper-q)", "hyper-q"), ("ctrl-a:unbind()", "unbind"),
        ("ctrl-a:change-preview-window(down|sideways)", "sideways"), ("ctrl-a:toggle-bind", "toggle-bind"),
    ])
    func argumentChecks(_ binding: String, _ named: String) {
        do throws(UsageError) {
            _ = try BindingParser.parse(binding)
            Issue.record("\(binding) parsed")
        } catch {
            #expect(error.message.contains(named) && !error.message.contains("\n"), "\(error.message)")
        }
    }

    @Test("Arguments fzf reads only when the action runs (pos, change-multi, trigger) are taken as they are")
    func goodArguments() throws {
        for binding in ["ctrl-a:pos(-3)", "ctrl-a:change-multi(0)", "ctrl-a:unbind(ctrl-b,change,down)",
                        "ctrl-a:trigger(start)", "ctrl-a:change-preview-window(down,40%|hidden|)", "ctrl-a:change-multi",
                        "ctrl-a:pos(x)", "ctrl-a:pos()", "ctrl-a:change-multi(-1)", "ctrl-a:change-multi(two)",
                        "ctrl-a:trigger(bogus)", "ctrl-a:rebind(ctrl-a,)"] {
            #expect(try !BindingParser.parse(binding).isEmpty, "\(binding)")
        }
    }
}
