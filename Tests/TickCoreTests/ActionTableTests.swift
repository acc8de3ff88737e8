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

/// The actions' groups and the list the transform family comes from (`Action.Setting`).
@Suite("Action groups")
struct ActionGroupTests {
    @Test("Every case of every group is in the table once, and its name names it again")
    func everyGroupListed() {
        let groups: [[Action]] = [
            Action.Move.allCases.map(Action.move), Action.Track.allCases.map(Action.track),
            Action.Tick.allCases.map(Action.tick), Action.Leave.allCases.map(Action.leave),
            Action.Edit.allCases.map(Action.edit), Action.Matching.allCases.map(Action.matching),
            Action.Preview.allCases.map(Action.preview), Action.Screen.allCases.map(Action.screen),
            Action.Binding.allCases.map(Action.binding), Action.Command.allCases.map(Action.command),
            Action.Setting.allCases.map(Action.change), Action.Setting.allCases.map(Action.transform),
            Action.Setting.allCases.map(Action.bgTransform),
        ]
        #expect(Set(Action.allCases) == Set(groups.joined()))
        #expect(Action.allCases.count == groups.joined().count, "no action twice")
        for action in Action.allCases {
            #expect(Action(name: action.name) == action, "\(action.name)")
        }
    }

    @Test("Every setting X has change-X (search: search), transform-X and bg-transform-X, named from it")
    func settingNames() {
        for setting in Action.Setting.allCases {
            let change = setting == .search ? "search" : "change-\(setting.rawValue)"
            #expect(Action(name: change) == .change(setting))
            #expect(Action(name: "transform-\(setting.rawValue)") == .transform(setting))
            #expect(Action(name: "bg-transform-\(setting.rawValue)") == .bgTransform(setting))
            #expect(CommandRequest.Kind.setting(setting).name == "transform-\(setting.rawValue)")
        }
    }

    @Test("transform-X and bg-transform-X run CMD and do what change-X does with its output", arguments: Action.Setting.allCases)
    func transformIsChange(setting: Action.Setting) throws {
        let change = Action.change(setting).name
        var changed = try picker(["--bind", "ctrl-x:\(change)(2)"])
        let changeEffects = changed.press("ctrl-x")
        for form in ["transform", "bg-transform"] {
            var transformed = try picker(["--bind", "ctrl-x:\(form)-\(setting.rawValue)(echo 2)"])
            let request = CommandRequest(kind: .setting(setting), template: "echo 2", item: 0, ticked: [], query: "")
            let background = form == "bg-transform"
            // The bg- form runs CMD beside the picker (its end is `.backgroundEnded`).
            #expect(transformed.press("ctrl-x") == [background ? .runInBackground(id: 1, request) : .runCommand(request)])
            let output = Array("2\n".utf8)
            let effects = transformed.reduce(background ? .backgroundEnded(id: 1, output: output)
                                                        : .commandEnded(.setting(setting), status: 0, output: output))
            #expect(effects == changeEffects, "\(form)-\(setting.rawValue)")
            #expect(String(describing: transformed.scripted) == String(describing: changed.scripted), "\(form)-\(setting.rawValue)")
            #expect(transformed.query.text == changed.query.text, "\(form)-\(setting.rawValue)")
        }
    }
}
