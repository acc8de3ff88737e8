import Testing
@testable import TickCore

/// Actions that run commands: the request they return, the chain that waits for the command's
/// end, and the keys typed meanwhile.
@Suite("Command actions")
struct PickerCommandTests {
    @Test("execute asks for its command with the band item, the ticks in tick order and the query, and ends the chain's run")
    func request() throws {
        var s = try picker(["--bind", "ctrl-x:execute(less {})+down", "--bind", "ctrl-t:toggle"])
        s.press("down", "down", "ctrl-t", "up", "ctrl-t")
        #expect(s.press("ctrl-x") == [.runCommand(CommandRequest(kind: .execute, template: "less {}", item: 1, ticked: [2, 1], query: ""))])
        #expect(s.cursor == 1, "down waits for the command")
        #expect(s.waiting == CommandWait(kind: .execute, rest: [ActionCall(.move(.down))]))
    }

    @Test("The rest of the chain runs when the command ends, then the keys typed meanwhile, in order")
    func resumeAndQueue() throws {
        var s = try picker(["--bind", "ctrl-x:execute-silent(true)+down+toggle"])
        _ = s.press("ctrl-x")
        #expect(s.press("down") == [])
        #expect(s.feed(typing("b")) == [])
        #expect(s.cursor == 0 && s.ticks.selection.isEmpty && s.query.text == "", "nothing is applied while the command runs")
        #expect(s.waiting?.queued == [keyEvent("down")] + typing("b"))
        #expect(s.reduce(.commandEnded(.executeSilent, status: 0, output: [])) == [.queryChanged])
        #expect(s.waiting == nil)
        #expect(s.ticks.selection.inInputOrder == [1], "down+toggle ran after the command")
        #expect(s.query.text == "b")
    }

    @Test("A queued key that starts another command waits again, with the keys after it")
    func queuedCommand() throws {
        var s = try picker(["--bind", "ctrl-x:execute-silent(true)"])
        _ = s.press("ctrl-x")
        _ = s.press("ctrl-x", "down")
        #expect(s.reduce(.commandEnded(.executeSilent, status: 0, output: [])).count == 1)
        #expect(s.waiting == CommandWait(kind: .executeSilent, rest: [], queued: [keyEvent("down")]))
        #expect(s.cursor == 0)
        _ = s.reduce(.commandEnded(.executeSilent, status: 0, output: []))
        #expect(s.cursor == 1 && s.waiting == nil)
    }

    @Test("A failing command says its status in the toolbar, and the chain goes on")
    func failure() throws {
        var s = try picker(["--bind", "ctrl-x:execute-silent(exit 3)+down"])
        _ = s.press("ctrl-x")
        _ = s.reduce(.commandEnded(.executeSilent, status: 3, output: []))
        #expect(s.message == "execute-silent: exit status 3")
        #expect(s.cursor == 1)
        #expect(lines(draw(s)).last?.hasPrefix("execute-silent: exit status 3") == true)
    }

    @Test("transform performs the actions its command printed, before the rest of the chain")
    func transform() throws {
        var s = try picker(["--bind", "ctrl-x:transform(echo)+toggle"])
        _ = s.press("ctrl-x")
        let effects = s.reduce(.commandEnded(.transform, status: 0, output: Array("put(zz)+last\n".utf8)))
        #expect(effects == [.queryChanged])
        #expect(s.query.text == "zz")
        #expect(s.cursor == names.count - 1)
        #expect(s.ticks.selection.inInputOrder == [names.count - 1])
    }

    @Test("put alone in a transform's output types the printable key that started the chain, as fzf's test_transform_put")
    func transformPut() throws {
        var s = try picker(["--bind", "a:transform(echo put)", "--bind", "ctrl-x:transform(echo put)+down"])
        _ = s.feed(typing("a"))
        #expect(s.reduce(.commandEnded(.transform, status: 0, output: Array("put\n".utf8))) == [.queryChanged])
        _ = s.feed(typing("b"))
        #expect(s.query.text == "ab" && s.message == nil, "\(s.message ?? "")")
        // A key that is no character has nothing to put: the output is refused, the chain goes on.
        _ = s.press("ctrl-x")
        _ = s.reduce(.commandEnded(.transform, status: 0, output: Array("put\n".utf8)))
        #expect(s.query.text == "ab" && s.message?.hasPrefix("transform: put") == true, "\(s.message ?? "")")
        #expect(s.cursor == 1)
    }

    @Test("transform's bad output is one line in the toolbar; the rest of the chain still runs")
    func transformBad() throws {
        var s = try picker(["--bind", "ctrl-x:transform(echo)+down"])
        _ = s.press("ctrl-x")
        _ = s.reduce(.commandEnded(.transform, status: 0, output: Array("no-such-action\n".utf8)))
        #expect(s.message?.hasPrefix("transform: ") == true, "\(s.message ?? "")")
        #expect(s.cursor == 1)
    }

    @Test("transform-query makes the first line of the output the query")
    func transformQuery() throws {
        var s = try picker(["--bind", "ctrl-x:transform-query(echo)"])
        _ = s.press("ctrl-x")
        #expect(s.reduce(.commandEnded(.setting(.query), status: 0, output: Array("new\r\nsecond\n".utf8))) == [.queryChanged])
        #expect(s.query.text == "new")
    }

    @Test("transform-prompt and transform-header give the output to change-prompt and change-header, then the chain goes on")
    func transformInto() throws {
        var s = try picker(["--bind", "ctrl-x:transform-prompt(echo)+down", "--bind", "ctrl-y:transform-header(printf)"])
        #expect(s.press("ctrl-x") == [.runCommand(CommandRequest(kind: .setting(.prompt), template: "echo", item: 0, ticked: [], query: ""))])
        #expect(s.cursor == 0, "the chain waits for the command")
        _ = s.reduce(.commandEnded(.setting(.prompt), status: 0, output: Array("Files> \n".utf8)))
        #expect(s.scripted.prompt == "Files> ")
        #expect(s.cursor == 1)
        _ = s.press("ctrl-y")
        _ = s.reduce(.commandEnded(.setting(.header), status: 0, output: Array("one\ntwo\n".utf8)))
        #expect(s.scripted.header.lines == [Array("one".utf8), Array("two".utf8)])
    }

    @Test("A bg- form asks for transform-prompt's request beside the picker: the chain goes on, the output applies when it ends; bg-cancel stops it")
    func backgroundForms() throws {
        var s = try picker(["--bind", "ctrl-x:bg-transform-prompt(echo)+down,ctrl-y:bg-cancel"])
        #expect(s.press("ctrl-x") == [.runInBackground(id: 1, CommandRequest(kind: .setting(.prompt), template: "echo", item: 0, ticked: [], query: ""))])
        #expect(s.cursor == 1)
        _ = s.reduce(.backgroundEnded(id: 1, output: Array("bg> \n".utf8)))
        #expect(s.scripted.prompt == "bg> " && s.cursor == 1)
        #expect(s.press("ctrl-y") == [.stopBackground] && s.cursor == 1)
    }

    @Test("become ends the chain and nothing waits; execute without a band row and naming it runs nothing")
    func becomeAndEmpty() throws {
        var s = try picker(["--bind", "ctrl-x:become(vi {})+down", "--bind", "ctrl-y:execute(vi {})+down"])
        #expect(s.press("ctrl-x") == [.runCommand(CommandRequest(kind: .become, template: "vi {}", item: 0, ticked: [], query: ""))])
        #expect(s.waiting == nil && s.cursor == 0)
        var empty = try picker(["--bind", "ctrl-y:execute(vi {})", "--bind", "ctrl-z:execute(ls)"], items: 0)
        #expect(empty.press("ctrl-y") == [])
        #expect(empty.press("ctrl-z").count == 1)
    }

    @Test("Without a band row, a command or reload whose placeholders all need it runs nothing; {q}, {fzf:…}, {*} and ticks stand in")
    func noBandRow() throws {
        var empty = try picker(["--bind", "a:reload(cat {})", "--bind", "b:reload(rg {q} {})", "--bind", "c:reload-sync(ls)",
                                "--bind", "d:execute(echo {fzf:action} {})", "--bind", "e:execute(wc {*f})",
                                "--bind", "f:execute(vi \\{q} {})"], items: 0)
        #expect(empty.press("a") == [])
        #expect(empty.press("b") == [.reload(command: "rg {q} {}", sync: false)])
        #expect(empty.press("c") == [.reload(command: "ls", sync: true)])
        #expect(empty.press("f") == [], "an escaped {q} is text")
        #expect(empty.press("d").count == 1)
        _ = empty.reduce(.commandEnded(.execute, status: 0, output: []))
        #expect(empty.press("e").count == 1)
    }

    @Test("execute-multi asks for an execute whose {} is the ticked items")
    func executeMulti() throws {
        var s = try picker(["--bind", "ctrl-x:execute-multi(echo {})"])
        s.press("tab", "tab")
        let ticked = s.ticks.selection.inTickOrder
        #expect(s.press("ctrl-x") == [.runCommand(CommandRequest(kind: .execute, template: "echo {}", item: s.bandItem, ticked: ticked,
                                                                  query: "", allTicked: true))])
    }

    @Test("One builder fills a request: the query always; the last action and the prompt only for {fzf:…}; the matches only for {*}")
    func requestBuilder() throws {
        var s = try picker(["--prompt", "p> ", "--bind", "ctrl-x:down"])
        s.press("ctrl-x")
        let plain = s.request(.executeSilent, template: "echo {} {q}", item: 1, ticked: [0])
        #expect(plain == CommandRequest(kind: .executeSilent, template: "echo {} {q}", item: 1, ticked: [0], query: ""))
        let state = s.request(.transform, template: "echo {fzf:action} {fzf:prompt}", item: nil, ticked: [], allTicked: true)
        #expect(state.action == "down" && state.prompt == "p> " && state.matched == nil && state.allTicked)
        let matches = s.request(.executeSilent, template: "wc {*}", item: 0, ticked: [])
        #expect(matches.matched == s.results && matches.action == "" && matches.prompt == "")
    }

    @Test("A key bound to abort ends the picker at once while a chain waits; other keys still wait",
          arguments: ["esc", "ctrl-c", "ctrl-g", "ctrl-q"])
    func abortWhileWaiting(key: String) throws {
        var s = try picker(["--bind", "ctrl-x:execute-silent(sleep 100)+down"])
        _ = s.press("ctrl-x")
        #expect(s.press("down") == [])
        #expect(s.press(key) == [.finish(.cancelled)])
        #expect(s.waiting == nil, "the chain is given up")
        #expect(s.cursor == 0, "the queued down never ran")
    }

    @Test("cancel ends the picker at once while a chain waits only when it would end it (an empty query)")
    func cancelWhileWaiting() throws {
        var s = try picker(["--bind", "ctrl-x:transform(true),esc:cancel"])
        _ = s.press("ctrl-x")
        #expect(s.press("esc") == [.finish(.cancelled)])
        var typed = try picker(["--bind", "ctrl-x:transform(true),esc:cancel"])
        _ = typed.feed(typing("a"))
        _ = typed.press("ctrl-x")
        #expect(typed.press("esc") == [], "with a query, cancel clears it: it waits")
        #expect(typed.waiting?.queued == [keyEvent("esc")])
    }

    @Test("A transform whose output triggers its own key runs once more, then stops with a message, and keys act again")
    func transformTriggersItself() throws {
        var s = try picker(["--bind", "ctrl-a:transform(echo 'down+trigger(ctrl-a)')"])
        _ = s.press("ctrl-a")
        let output = Array("down+trigger(ctrl-a)\n".utf8)
        // The first output's trigger(ctrl-a) performs ctrl-a's binding: the transform again.
        #expect(s.reduce(.commandEnded(.transform, status: 0, output: output)).count == 1)
        #expect(s.waiting?.kind == .transform)
        // Inside it, trigger(ctrl-a) is a loop: stopped, and said.
        #expect(s.reduce(.commandEnded(.transform, status: 0, output: output)) == [])
        #expect(s.waiting == nil)
        #expect(s.cursor == 2)
        #expect(s.message == "trigger(ctrl-a) stopped: it triggers itself", "\(s.message ?? "")")
        _ = s.press("down")
        #expect(s.cursor == 3)
    }

    @Test("Two transforms that trigger each other stop once each has run inside the other")
    func transformsTriggerEachOther() throws {
        var s = try picker(["--bind", "ctrl-a:transform(echo 'down+trigger(ctrl-b)'),ctrl-b:transform(echo 'down+trigger(ctrl-a)')"])
        _ = s.press("ctrl-a")
        var ends = 0
        while s.waiting != nil && ends < 10 {
            // ctrl-a's transform prints trigger(ctrl-b), ctrl-b's trigger(ctrl-a), in turn.
            let other = ends % 2 == 0 ? "ctrl-b" : "ctrl-a"
            _ = s.reduce(.commandEnded(.transform, status: 0, output: Array("down+trigger(\(other))\n".utf8)))
            ends += 1
        }
        #expect(ends == 3, "ctrl-a, ctrl-b inside it, ctrl-a inside that; its trigger(ctrl-b) is a loop")
        #expect(s.cursor == 3)
        #expect(s.message == "trigger(ctrl-b) stopped: it triggers itself", "\(s.message ?? "")")
    }

    @Test("A direct trigger loop is stopped with the same message")
    func directTriggerLoop() throws {
        var s = try picker(["--bind", "ctrl-t:down+trigger(ctrl-t)"])
        _ = s.press("ctrl-t")
        #expect(s.cursor == 2)
        #expect(s.message == "trigger(ctrl-t) stopped: it triggers itself")
    }

    @Test("An end for no waiting command changes nothing")
    func strayEnd() throws {
        var s = try picker()
        #expect(s.reduce(.commandEnded(.execute, status: 1, output: [])) == [])
        #expect(s.message == nil)
    }
}

/// The placeholders of commands that write files, and the ticked items' indices.
@Suite("Command placeholders")
struct CommandPlaceholderTests {
    @Test("{f} and {+f} write the items to a file (one per line, NUL-ended when asked) and put its quoted name; {+n} the ticked indices")
    func files() {
        var written: [[UInt8]] = []
        let items = [4: "a b", 7: "x'y", 2: "z"]
        let context = PreviewCommand.Context(band: 4, ticked: [7, 2], text: { Array(items[$0]!.utf8) },
                                             query: "q", delimiter: .blanks, dialect: .posix, writeFile: { bytes in
                                                 written.append(bytes)
                                                 return "/tmp/f \(written.count)"
                                             })
        let out = String(decoding: PreviewCommand.expand("cat {f} {+f} {+n} {n} {+2f}", context), as: UTF8.self)
        #expect(out == "cat '/tmp/f 1' '/tmp/f 2' 7 2 4 '/tmp/f 3'")
        #expect(written == [Array("a b\n".utf8), Array("x'y\nz\n".utf8), Array("\n\n".utf8)])
        var nul = context
        nul.fileTerminator = 0
        written = []
        _ = PreviewCommand.expand("{+f}", nul)
        #expect(written == [Array("x'y\0z\0".utf8)])
    }

    @Test("Which templates need a band row to run: {} {+} {1} {f} do, unless ticks stand in; {q}, {fzf:…}, {*} and plain text do not")
    func needsBand() {
        #expect(CommandTemplate("less {}").needsBand(ticks: 0))
        #expect(CommandTemplate("x {+f}").needsBand(ticks: 0))
        #expect(!CommandTemplate("x {+f}").needsBand(ticks: 2))
        #expect(!CommandTemplate("x {}").needsBand(ticks: 2, allTicked: true))
        #expect(CommandTemplate("x {}").needsBand(ticks: 2))
        #expect(CommandTemplate("x {2..}").needsBand(ticks: 0))
        #expect(!CommandTemplate("rg {q} {}").needsBand(ticks: 0))
        #expect(!CommandTemplate("echo {fzf:action} {}").needsBand(ticks: 0))
        #expect(!CommandTemplate("wc {*f}").needsBand(ticks: 0))
        #expect(!CommandTemplate("echo {not a placeholder} ${HOME}").needsBand(ticks: 0))
        #expect(CommandTemplate("echo \\{q} {}").needsBand(ticks: 0), "an escaped {q} is text")
    }
}
