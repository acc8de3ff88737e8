import Testing
@testable import TickCore

/// `--bind`'s language as fzf 0.74 reads it: the expectations follow its man page (KEY BINDINGS,
/// "ACTION ARGUMENT") and were worked out by hand from its rules.
@Suite("--bind's language")
struct BindingParserTests {
    func parse(_ text: String) throws -> [KeyBinding] { try BindingParser.parse(text) }

    func message(_ text: String) -> String? {
        do { _ = try BindingParser.parse(text); return nil } catch { return error.message }
    }

    @Test("A chain joins actions with +, in order")
    func chains() throws {
        let list = try parse("ctrl-a:up+toggle+down")
        #expect(list == [KeyBinding(trigger: .key(KeyName(unchecked: "ctrl-a")), actions: [ActionCall(.move(.up)), ActionCall(.tick(.toggle)), ActionCall(.move(.down))])])
    }

    @Test("Keys written before a colon share its actions; pairs are joined by commas")
    func severalKeys() throws {
        let list = try parse("ctrl-a,ctrl-b:accept,alt-x:abort")
        #expect(list.map(\.trigger.description) == ["ctrl-a", "ctrl-b", "alt-x"])
        #expect(list.map(\.actions) == [[ActionCall(.leave(.accept))], [ActionCall(.leave(.accept))], [ActionCall(.leave(.abort))]])
    }

    @Test("An argument in parentheses keeps its commas, pluses and colons")
    func parenthesised() throws {
        let list = try parse("a:put(x,y+z:w)+up,b:down")
        #expect(list.count == 2)
        #expect(list[0].actions == [ActionCall(.edit(.put), argument: "x,y+z:w"), ActionCall(.move(.up))])
        #expect(list[1].actions == [ActionCall(.move(.down))])
    }

    @Test("An argument ends at the first closer followed by +, a comma or the end")
    func closerRule() throws {
        #expect(try parse("a:put(f(x))+up")[0].actions == [ActionCall(.edit(.put), argument: "f(x)"), ActionCall(.move(.up))])
        #expect(try parse("a:put(a)b)")[0].actions == [ActionCall(.edit(.put), argument: "a)b")])
    }

    @Test("Every delimiter fzf allows")
    func delimiters() throws {
        let pairs = ["()", "[]", "{}", "<>", "~~", "!!", "@@", "##", "$$", "%%", "^^", "&&", "**", ";;", "//", "||"]
        for pair in pairs {
            let open = pair.first!, close = pair.last!
            let list = try parse("a:put\(open)x+y,z\(close)+down")
            #expect(list[0].actions == [ActionCall(.edit(.put), argument: "x+y,z"), ActionCall(.move(.down))], "\(pair)")
        }
    }

    @Test("ACTION:ARG takes the rest of the value, commas and all")
    func colonArgument() throws {
        let list = try parse("change:put:a,b+c:d")
        #expect(list == [KeyBinding(trigger: .event(.change), actions: [ActionCall(.edit(.put), argument: "a,b+c:d")])])
        #expect(try parse("a:up+put:x+y")[0].actions == [ActionCall(.move(.up)), ActionCall(.edit(.put), argument: "x+y")])
    }

    @Test("A comma, a colon or a plus can be the key")
    func punctuationKeys() throws {
        #expect(try parse(",:accept").map(\.trigger.description) == [","])
        #expect(try parse("::accept").map(\.trigger.description) == [":"])
        #expect(try parse("+:accept").map(\.trigger.description) == ["+"])
        let list = try parse("a:up,,:down")
        #expect(list.map(\.trigger.description) == ["a", ","])
        #expect(list.map(\.actions) == [[ActionCall(.move(.up))], [ActionCall(.move(.down))]])
    }

    @Test("KEY:+ACTION adds to what the key already does")
    func appending() throws {
        let list = try parse("ctrl-a:+down")
        #expect(list[0].appending && list[0].actions == [ActionCall(.move(.down))])
        let keymap = Keymap(bindings: list)
        #expect(keymap[KeyName(unchecked: "ctrl-a")] == [ActionCall(.edit(.beginningOfLine)), ActionCall(.move(.down))])
        #expect(Keymap(bindings: try parse("ctrl-a:down"))[KeyName(unchecked: "ctrl-a")] == [ActionCall(.move(.down))])
    }

    @Test("Events bind as keys do")
    func events() throws {
        let list = try parse("start:up,load:accept,backward-eof:abort")
        #expect(list.map(\.trigger) == [.event(.start), .event(.load), .event(.backwardEOF)])
        let keymap = Keymap(bindings: list)
        #expect(keymap[BindEvent.load] == [ActionCall(.leave(.accept))])
        #expect(keymap[BindEvent.change] == nil)
    }

    @Test("Names are read without regard to case; arguments keep theirs")
    func caseOfNames() throws {
        #expect(try parse("ctrl-a:UP+Put(AbC)")[0].actions == [ActionCall(.move(.up)), ActionCall(.edit(.put), argument: "AbC")])
    }

    @Test("put alone types the key's own character, and needs a printable key")
    func putAlone() throws {
        #expect(try parse("a:put")[0].actions == [ActionCall(.edit(.put), argument: "a")])
        #expect(try parse("space:put")[0].actions == [ActionCall(.edit(.put), argument: " ")])
        #expect(message("ctrl-a:put")?.contains("printable key") == true)
    }

    @Test("A bad binding is one line naming the bad piece")
    func errors() {
        #expect(message("ctrl-a:nope")?.contains("'nope'") == true)
        #expect(message("ctrl-a:up+nope+down")?.contains("'nope'") == true)
        #expect(message("ctrl-a")?.contains("'ctrl-a'") == true)
        #expect(message("ctrl-a,ctrl-b")?.contains("'ctrl-b'") == true)
        #expect(message(":up")?.contains("key name required") == true)
        #expect(message("a:up,")?.contains("key name required") == true)
        #expect(message("a:up++down")?.contains("empty action") == true)
        #expect(message("nope:up")?.contains("'nope'") == true)
        #expect(message("a:put(x")?.contains("'put'") == true)
        #expect(message("a:up(x)")?.contains("'up(x)'") == true)
        // An unknown name with an argument is named alone, however its argument was cut.
        #expect(message("a:nope(cat {+f1} > x)+up")?.contains("unknown action 'nope' in") == true)
        for text in ["ctrl-a:nope", "a:put(x", "nope:up"] {
            #expect(message(text)?.contains("\n") == false)
        }
    }

    @Test("A value fzf takes is taken, read as fzf reads it: the argument ends at the first `)` before a `+`")
    func nestedChain() throws {
        // fzf takes this value (tick refused it): the transform's argument ends before
        // `+trigger`, and trigger's keys are read only when it runs.
        let list = try parse("ctrl-a:transform(echo 'execute-silent(true)+trigger(ctrl-a)')")
        #expect(list == [KeyBinding(trigger: .key(KeyName(unchecked: "ctrl-a")),
                                    actions: [ActionCall(.command(.transform), argument: "echo 'execute-silent(true"),
                                              ActionCall(.binding(.trigger), argument: "ctrl-a)'")])])
        // A closer not followed by `+` or a comma does not end it.
        #expect(try parse("a:transform(echo 'up+trigger(b)')")[0].actions
                == [ActionCall(.command(.transform), argument: "echo 'up+trigger(b)'")])
        // The argument ends at the last character of its piece, whatever it is (fzf's rule).
        #expect(try parse("a:put(x)y(z)")[0].actions == [ActionCall(.edit(.put), argument: "x)y(z")])
        // A colon after an argument name makes the rest its argument, even another action.
        #expect(try parse("a:pos:put(x)")[0].actions == [ActionCall(.move(.pos), argument: "put(x)")])
        #expect(message("a:put(x]")?.contains("unclosed argument of 'put'") == true)
    }

    @Test("KEY: with no action is taken, and leaves the key as it was (fzf takes an empty action)")
    func emptyAction() throws {
        let list = try parse("up:")
        #expect(list == [KeyBinding(trigger: .key(KeyName(unchecked: "up")), actions: [], appending: true)])
        #expect(Keymap(bindings: list)[KeyName(unchecked: "up")] == [ActionCall(.move(.up))])
        #expect(try parse("a,b:").count == 2)
        #expect(message("a:+")?.contains("empty action") == true)
        #expect(message("a:up,")?.contains("key name required") == true)
    }

    @Test("every(N) takes a positive number of seconds as fzf reads numbers, and refuses zero")
    func everyInterval() throws {
        for (text, ms) in [("every(1_0)", 10_000), ("every( 1 )", 1000), ("every(0x1p4)", 16_000), ("every(.5)", 500),
                           ("every(0.0001)", 10), ("every(0.0106)", 11), ("EVERY(2)", 2000)] {
            #expect(try BindTrigger(parsing: text) == .every(milliseconds: ms), "\(text)")
        }
        for text in ["every(0)", "every(-0)", "every(-1)", "every(0x10)", "every(1e7)", "every(1__0)", "every(inf)", "every()"] {
            #expect(message("\(text):up")?.contains("every(N)") == true, "\(text)")
        }
    }

    @Test("Keys are fzf's: any one character, alt- with any one, no spellings fzf lacks; tick's own keys besides")
    func fzfKeys() throws {
        #expect(try parse(" :up")[0].trigger == .key(KeyName(unchecked: "space")))
        #expect(try parse("alt-é:up")[0].trigger == .key(KeyName(unchecked: "alt-é")))
        #expect(try parse("alt- :up")[0].trigger == .key(KeyName(unchecked: "alt-space")))
        #expect(try parse("alt-,:up,alt-::down,alt-+:abort").map(\.trigger.description) == ["alt-,", "alt-:", "alt-+"])
        for text in ["escape", "ctrl-[", "alt-ctrl-a", "ctrl-del", "shift-ctrl-alt-up", "e\u{301}"] {
            #expect(message("\(text):up") != nil, "\(text)")
        }
        // tick's own (docs/SPEC.md §4): modifiers fzf has no name for.
        #expect(try parse("ctrl-f5:up,ctrl-alt-shift-enter:down")[1].trigger == .key(KeyName(unchecked: "ctrl-alt-shift-enter")))
    }

    @Test("Key lists read as fzf reads unbind's: no blanks trimmed, empty names passed over, `alt-,` a key")
    func keyLists() throws {
        #expect(try BindTrigger.list("a,,b,") == [.key(KeyName(unchecked: "a")), .key(KeyName(unchecked: "b"))])
        #expect(try BindTrigger.list("alt-,,x").map(\.description) == ["alt-,", "x"])
        #expect(try BindTrigger.list(",,").map(\.description) == [","])
        #expect(message("a:unbind(a, b)")?.contains("' b'") == true)
        #expect(message("a:unbind()")?.contains("unbind") == true)
        // trigger's keys are read when it runs, as fzf does.
        #expect(try parse("a:trigger(nonsense)")[0].actions == [ActionCall(.binding(.trigger), argument: "nonsense")])
    }

    @Test("fzf's other action names: execute-multi, the footer transforms, track")
    func moreActions() throws {
        let list = try parse("a:execute-multi(ls)+transform-footer(x)+bg-transform-footer-label(y)+track")
        #expect(list[0].actions.map(\.action) == [.command(.executeMulti), .transform(.footer), .bgTransform(.footerLabel), .track(.trackCurrent)])
    }

    @Test("The default keys are written in the same language")
    func defaults() throws {
        let keymap = Keymap()
        #expect(keymap[KeyName(unchecked: "tab")] == [ActionCall(.tick(.toggleDown))])
        #expect(keymap[KeyName(unchecked: "btab")] == [ActionCall(.tick(.toggleUp))])
        #expect(try BindingParser.parse("tab:toggle-down,btab:toggle-up").map(\.actions)
                == [[ActionCall(.tick(.toggleDown))], [ActionCall(.tick(.toggleUp))]])
    }
}

/// fzf's key names, in any order of modifiers, read as the names the decoder builds.
@Suite("Key names")
struct KeyNameTests {
    func name(_ text: String) throws -> String { try KeyName(parsing: text).name }

    @Test("Modifiers in any order, with fzf's other spellings, give the decoder's name")
    func modifiers() throws {
        #expect(try name("ctrl-up") == "ctrl-up")
        #expect(try name("alt-ctrl-up") == "ctrl-alt-up")
        #expect(try name("shift-alt-page-up") == "alt-shift-pgup")
        #expect(try name("ctrl-alt-shift-delete") == "ctrl-alt-shift-delete")
        #expect(try name("shift-home") == "shift-home")
        #expect(try name("alt-bs") == "alt-backspace")
        #expect(try name("ctrl-bspace") == "ctrl-backspace")
        #expect(try name("ctrl-h") == "ctrl-backspace")
        #expect(try name("ctrl-alt-h") == "ctrl-alt-backspace")
        #expect(try name("alt-enter") == "alt-enter")
        #expect(try name("alt-space") == "alt-space")
        #expect(try name("ctrl-6") == "ctrl-^")
        #expect(try name("shift-tab") == "btab")
        #expect(try name("shift-left-click") == "shift-left-click")
        #expect(try name("preview-scroll-up") == "preview-scroll-up")
        #expect(try name("alt-A") == "alt-A")
        #expect(try name("ctrl-alt-x") == "ctrl-alt-x")
    }

    @Test("What the decoder reads for those keys is the same name")
    func decoded() {
        var decoder = KeyDecoder()
        let events = decoder.feed(Array("\u{1B}[1;5A\u{1B}[5;4~\u{1B}[3;8~\u{1B}\u{7F}\u{08}\u{1B}\u{08}\u{1B} \u{1B}[1;2H".utf8))
        let names = events.compactMap { event -> String? in
            if case .input(.key(let key)) = event { return key.name }
            return nil
        }
        #expect(names == ["ctrl-up", "alt-shift-pgup", "ctrl-alt-shift-delete", "alt-backspace", "ctrl-backspace",
                          "ctrl-alt-backspace", "alt-space", "shift-home"])
    }

    @Test("Not keys: a word, a modifier alone, shift with a character")
    func refused() {
        for text in ["nope", "ctrl-", "shift-a", "ctrl-alt-", "hyper-a", "ctrl-up-down"] {
            #expect(throws: UsageError.self, "\(text)") { _ = try KeyName(parsing: text) }
        }
    }
}
