import Testing
@testable import TickCore

@Suite("The action table")
struct ActionTableTests {
    @Test("Every action has exactly one row, with a help line")
    func oneRowEach() {
        for action in Action.allCases {
            let rows = ActionTable.all.filter { $0.action == action }
            #expect(rows.count == 1, "\(action.name) has \(rows.count) rows")
            #expect(rows.first.map { !$0.help.isEmpty } ?? false, "\(action.name) has no help line")
        }
        #expect(ActionTable.all.count == Action.allCases.count)
    }

    @Test("A key binds to a list of calls: toggle+down is toggle then down, a plain name one call")
    func bindingsAreCallLists() throws {
        let list = try KeyBinding.parseList("tab:toggle+down,btab:toggle+up,ctrl-a:accept")
        #expect(list.map(\.actions) == [[ActionCall(.tick(.toggle)), ActionCall(.move(.down))], [ActionCall(.tick(.toggle)), ActionCall(.move(.up))],
                                        [ActionCall(.leave(.accept))]])
    }

    @Test("Every name the help lists parses alone or with an argument, and any chain of them")
    func spellings() throws {
        for row in ActionTable.all {
            let text = row.argument == .none ? row.name : row.name + "(1)"
            #expect(try KeyBinding.parseList("a:" + text).first?.actions.first?.action == row.action, "\(text)")
        }
        for alias in ActionTable.aliases {
            #expect(try KeyBinding.parseList("ctrl-a:" + alias.name).first?.actions == alias.calls)
        }
        #expect(ActionTable.spellings.count == Action.allCases.count + ActionTable.aliases.count)
        #expect(try KeyBinding.parseList("ctrl-a:down+toggle").first?.actions == [ActionCall(.move(.down)), ActionCall(.tick(.toggle))])
    }
}
