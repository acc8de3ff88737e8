import Testing
@testable import TickCore

@Suite("The environment of commands the picker starts")
struct ChildEnvironmentTests {
    func entries(_ state: PickerState, item: [UInt8]? = nil) -> [String: String] {
        var map: [String: String] = [:]
        for entry in ChildEnvironment.entries(for: state, item: item) {
            let text = String(decoding: entry, as: UTF8.self)
            let eq = text.firstIndex(of: "=")!
            map[String(text[..<eq])] = String(text[text.index(after: eq)...])
        }
        return map
    }

    @Test("fzf's names: counts, position, query, prompt, direction")
    func names() throws {
        var s = try picker(["--prompt", "Files> ", "--layout", "reverse"])
        _ = s.press("tab", "tab")
        _ = s.feed(typing("x"))
        let env = entries(s, item: Array("charlie".utf8))
        #expect(env["FZF_TOTAL_COUNT"] == "7")
        #expect(env["FZF_SELECT_COUNT"] == "2")
        #expect(env["FZF_POS"] == "3")
        #expect(env["FZF_QUERY"] == "x")
        #expect(env["FZF_PROMPT"] == "Files> ")
        #expect(env["FZF_DIRECTION"] == "down")
        #expect(env["FZF_CURRENT_ITEM"] == "charlie")
        #expect(env["FZF_COLUMNS"] == "80")
        #expect(env["FZF_INPUT_STATE"] == "enabled")
        #expect(env["FZF_PREVIEW_LINES"] == nil)
    }

    /// The key and action a command started now would see.
    func keyAndAction(_ state: PickerState) -> String {
        let env = entries(state)
        return "\(env["FZF_KEY"] ?? "-")/\(env["FZF_ACTION"] ?? "-")"
    }

    @Test("FZF_KEY and FZF_ACTION as fzf 0.74.5 sets them (seen with transform-prompt in tmux)")
    func keyAndAction() throws {
        var s = try picker(["--bind", "ctrl-t:transform-prompt(echo x)", "--bind", "ctrl-y:up+transform-prompt(echo x)"])
        #expect(keyAndAction(s) == "/start")
        // A command-running action leaves the last action as it was.
        _ = s.press("ctrl-t")
        #expect(keyAndAction(s) == "ctrl-t/start")
        // Nor does the change its output makes.
        _ = s.reduce(.commandEnded(.setting(.prompt), status: 0, output: Array("x> \n".utf8)))
        #expect(s.scripted.prompt == "x> ")
        #expect(keyAndAction(s) == "ctrl-t/start")
        _ = s.feed(typing("1"))
        #expect(keyAndAction(s) == "1/char")
        _ = s.press("backspace")
        #expect(keyAndAction(s) == "backspace/backward-delete-char")
        _ = s.feed(typing(" "))
        #expect(keyAndAction(s) == "space/char")
        _ = s.press("down")
        #expect(keyAndAction(s) == "down/down")
        // In a chain, the actions before the command count.
        _ = s.press("ctrl-y")
        #expect(keyAndAction(s) == "ctrl-y/up")
        _ = s.reduce(.commandEnded(.setting(.prompt), status: 0, output: Array("y> \n".utf8)))
        #expect(keyAndAction(s) == "ctrl-y/up")
        _ = s.feed([tap(column: 5, row: 3)])
        #expect(keyAndAction(s) == "click/mouse")
        var right = MouseEvent(button: .right, kind: .press, column: 5, row: 3)
        right.shift = true
        _ = s.feed([.mouse(right)])
        #expect(keyAndAction(s) == "shift-right-click/mouse")
    }

    @Test("The band item is left out when it holds a NUL byte or is over 64 KiB")
    func itemBounds() throws {
        let s = try picker()
        #expect(entries(s, item: [0x61, 0, 0x62])["FZF_CURRENT_ITEM"] == nil)
        #expect(entries(s, item: Array(repeating: 0x61, count: 65537))["FZF_CURRENT_ITEM"] == nil)
        #expect(entries(s, item: Array(repeating: 0x61, count: 65536))["FZF_CURRENT_ITEM"]?.count == 65536)
        #expect(entries(s)["FZF_CURRENT_ITEM"] == nil)
    }

    @Test("FZF_NTH is --nth as fzf 0.74.5 spells it back (seen with become), then what change-nth chose; unset for the whole line")
    func nth() throws {
        let spelled = ["1..3": "..3", "2..-1": "2..", "-1": "-1", "-1..": "-1", "-2..-1": "-2..", "1": "1",
                       "1,2..4,-1,-3..,..2": "1,2..4,-1,-3..,..2", "-3..-2": "-3..-2", "1,..": "1,.."]
        for (given, expected) in spelled {
            #expect(entries(try picker(["--nth", given]))["FZF_NTH"] == expected, "--nth \(given)")
        }
        for whole in ["1..", "..-1", ".."] {
            #expect(entries(try picker(["--nth", whole]))["FZF_NTH"] == nil, "--nth \(whole)")
        }
        // An empty alternative restores --nth, as in fzf.
        var s = try picker(["--nth", "1", "--bind", "ctrl-n:change-nth(2|)"])
        _ = s.press("ctrl-n")
        #expect(entries(s)["FZF_NTH"] == "2")
        _ = s.press("ctrl-n")
        #expect(entries(s)["FZF_NTH"] == "1")
        var whole = try picker(["--bind", "ctrl-n:change-nth(2|)"])
        _ = whole.press("ctrl-n")
        #expect(entries(whole)["FZF_NTH"] == "2")
        _ = whole.press("ctrl-n")
        #expect(entries(whole)["FZF_NTH"] == nil)
    }

    @Test("The labels, the ghost text and the pointer, as given and as change-X and transform-X set them")
    func labels() throws {
        var s = try picker(["--border-label", "foobar", "--preview-label", "barfoo", "--pointer", "→",
                            "--bind", "space:change-border-label(barbaz)+change-preview-label(bazbar)+change-list-label(l)",
                            "--bind", "ctrl-p:change-pointer(ab)+change-ghost(g)+change-input-label(i)+change-header-label(h)",
                            "--bind", "enter:transform-border-label(echo 123)+transform-preview-label(echo 456)"])
        var env = entries(s)
        #expect(env["FZF_BORDER_LABEL"] == "foobar")
        #expect(env["FZF_PREVIEW_LABEL"] == "barfoo")
        #expect(env["FZF_LIST_LABEL"] == "")
        #expect(env["FZF_POINTER"] == "→")
        _ = s.feed(typing(" "))
        env = entries(s)
        #expect(env["FZF_BORDER_LABEL"] == "barbaz")
        #expect(env["FZF_PREVIEW_LABEL"] == "bazbar")
        #expect(env["FZF_LIST_LABEL"] == "l")
        _ = s.press("ctrl-p")
        env = entries(s)
        #expect(env["FZF_POINTER"] == "ab")
        #expect(env["FZF_GHOST"] == "g")
        #expect(env["FZF_INPUT_LABEL"] == "i")
        #expect(env["FZF_HEADER_LABEL"] == "h")
        // transform-X gives its output (less the final line break) to change-X.
        _ = s.press("enter")
        _ = s.reduce(.commandEnded(.setting(.borderLabel), status: 0, output: Array("123\n".utf8)))
        _ = s.reduce(.commandEnded(.setting(.previewLabel), status: 0, output: Array("456\n".utf8)))
        env = entries(s)
        #expect(env["FZF_BORDER_LABEL"] == "123")
        #expect(env["FZF_PREVIEW_LABEL"] == "456")
    }

    @Test("FZF_IDLE_TIME is whole seconds, FZF_IDLE_TIME_MS milliseconds")
    func idle() throws {
        #expect(entries(try picker())["FZF_IDLE_TIME"] == "0")
        var map: [String: String] = [:]
        for entry in ChildEnvironment.entries(for: try picker(), item: nil, idle: 2750) {
            let text = String(decoding: entry, as: UTF8.self)
            let eq = text.firstIndex(of: "=")!
            map[String(text[..<eq])] = String(text[text.index(after: eq)...])
        }
        #expect(map["FZF_IDLE_TIME"] == "2")
        #expect(map["FZF_IDLE_TIME_MS"] == "2750")
    }

    @Test("FZF_INPUT_STATE is disabled while typing does not filter: --disabled, disable-search (fzf's test_env_vars)")
    func inputState() throws {
        var s = try picker(["--bind", "space:disable-search,ctrl-e:enable-search"])
        #expect(entries(s)["FZF_INPUT_STATE"] == "enabled")
        _ = s.feed(typing(" "))
        #expect(entries(s)["FZF_INPUT_STATE"] == "disabled")
        _ = s.press("ctrl-e")
        #expect(entries(s)["FZF_INPUT_STATE"] == "enabled")
        #expect(entries(try picker(["--disabled"]))["FZF_INPUT_STATE"] == "disabled")
        #expect(entries(try picker(["--no-search"]))["FZF_INPUT_STATE"] == "disabled")
    }
}
