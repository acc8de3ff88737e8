/// The grammar `FuzzBinding.random` writes values from.
extension FuzzBinding {
    struct Builder {
        var pieces: [Piece] = []

        mutating func add(_ text: String) { pieces += text.map { Piece.char($0) } }

        /// A name as written: now and then in capitals or mixed case (fzf reads names without
        /// regard to case).
        mutating func name(_ text: String, _ r: inout SeededRandom) {
            switch r.int(0..<12) {
            case 0: add(text.uppercased())
            case 1: add(text.prefix(1).uppercased() + text.dropFirst())
            default: add(text)
            }
        }

        /// `KEY[,KEY…]:CHAIN`.
        mutating func binding(_ r: inout SeededRandom) {
            for n in 0..<(r.oneIn(4) ? r.int(2...3) : 1) {
                if n > 0 { add(",") }
                key(&r)
            }
            add(":")
            if r.oneIn(15) { return } // no action at all: `up:`
            if r.oneIn(8) { add("+") } // added to what the key does
            chain(&r, depth: 0)
        }

        /// A key, an event or `every(N)`, or a word that is none.
        mutating func key(_ r: inout SeededRandom) {
            switch r.int(0..<100) {
            case 0..<28: name(r.pick(FuzzBindingWords.namedKeys), &r)
            case 28..<36: name("ctrl-" + String(r.pick(Self.letters)), &r)
            case 36..<40: name("ctrl-alt-" + String(r.pick(Self.letters)), &r)
            case 40..<46: add("alt-" + String(r.pick(Self.characters)))
            case 46..<50: name("f\(r.int(0...13))", &r)
            case 50..<60: add(String(r.pick(Self.characters)))
            case 60..<72: name(r.pick(FuzzBindingWords.events), &r)
            case 72..<78: add("every(\(r.pick(Self.intervals)))")
            case 78..<84: ownKey(&r)
            default: add(r.pick(Self.notKeys))
            }
        }

        mutating func ownKey(_ r: inout SeededRandom) {
            let key = r.pick(FuzzBindingWords.tickKeys)
            pieces.append(.own(tick: r.oneIn(6) ? key.uppercased() : key, fzf: FuzzBindingWords.fzfStandIn(forKey: key)))
        }

        /// One to four actions joined by `+`; a colon argument, if any, comes last.
        mutating func chain(_ r: inout SeededRandom, depth: Int) {
            let count = r.int(1...4)
            for n in 0..<count {
                if n > 0 { add("+") }
                action(&r, depth: depth, last: n == count - 1)
            }
        }

        /// An action, with its argument if it takes one, or a near miss.
        mutating func action(_ r: inout SeededRandom, depth: Int, last: Bool) {
            switch r.int(0..<100) {
            case 0..<40: name(r.pick(FuzzBindingWords.plainActions), &r)
            case 40..<82: argumentAction(&r, depth: depth, last: last)
            case 82..<88:
                let own = r.pick(FuzzBindingWords.tickActions)
                pieces.append(.own(tick: own, fzf: FuzzBindingWords.fzfStandInAction))
            case 88..<92: name(r.pick(FuzzBindingWords.argumentActions), &r) // its argument left out
            case 92..<95: // an argument given to an action that takes none
                name(r.pick(FuzzBindingWords.plainActions), &r)
                add("(x)")
            default: add(r.pick(Self.notActions))
            }
        }

        /// `NAME(ARG)` in one of the 16 pairs, or `NAME:ARG` (mostly as the last of a chain).
        mutating func argumentAction(_ r: inout SeededRandom, depth: Int, last: Bool) {
            let action = r.pick(FuzzBindingWords.argumentActions)
            name(action, &r)
            let colon = r.oneIn(last ? 5 : 25)
            let (open, close) = colon ? (":", "") : r.pick(FuzzBindingWords.delimiters)
            add(open)
            argument(for: action, &r, depth: depth, closer: close)
            add(close)
        }

        /// An argument for `action`: keys for the key-list actions, numbers, preview window
        /// settings, commands (now and then holding a whole chain), or text.
        mutating func argument(for action: String, _ r: inout SeededRandom, depth: Int, closer: String) {
            if r.oneIn(12) { return } // empty
            switch action {
            case _ where FuzzBindingWords.keyListActions.contains(action):
                for n in 0..<r.int(1...3) {
                    if n > 0 { add(r.pick([",", ",", ",", ", ", ",,"])) }
                    key(&r)
                }
                if r.oneIn(10) { add(",") }
            case "pos", "change-multi", "change-header-lines":
                add(r.pick(Self.numbers))
            case "change-preview-window":
                for n in 0..<r.int(1...2) {
                    if n > 0 { add("|") }
                    add(r.pick(Self.previewWindows))
                }
            case _ where FuzzBindingWords.commandActions.contains(action):
                if depth < 2 && r.oneIn(3) {
                    // A chain inside a command: `transform(echo 'up+trigger(ctrl-a)')`.
                    add(r.pick(["echo '", "printf '%s' '", "echo "]))
                    chain(&r, depth: depth + 1)
                    add(r.pick(["'", "'", ""]))
                } else {
                    text(&r, closer: closer, words: Self.commands)
                }
            default:
                text(&r, closer: closer, words: Self.words)
            }
        }

        /// A few words and the characters that split a value elsewhere (commas, colons, pluses,
        /// delimiters, the closer itself).
        mutating func text(_ r: inout SeededRandom, closer: String, words: [String]) {
            for _ in 0..<r.int(1...4) {
                switch r.int(0..<10) {
                case 0..<5: add(r.pick(words))
                case 5: add(closer.isEmpty ? ")" : closer)
                case 6: add(r.pick([",", "+", ":", ", ", "+,"]))
                case 7:
                    let (open, close) = r.pick(FuzzBindingWords.delimiters)
                    add(open + r.pick(words) + close)
                default: add(" ")
                }
            }
        }

        static let letters = Array("abcdefghijklmnopqrstuvwxyzAZ")
        static let characters: [Character] = Array("aZ09.,:+-()[]{}<>~!@#$%^&*;/|?'\" é日\t")
        static let intervals = ["1", "0.5", "2", "0", "-1", "-0", "0.001", "0.0001", "1e2", "1e7", "3e6", " 1 ", "1_0",
                                "1__0", "_1", "0x1p4", "0x10", ".5", "5.", "+1", "abc", "", "inf", "nan", "1e400",
                                "2147483.647", "2147483.648", "1.5", "01", "1e-2", "0x1.8p1", "1,5", "1)"]
        static let notKeys = ["ctrl-", "alt-", "f13", "f0", "hyper-a", "ctrl-shift-a", "alt-ctrl-a", "shift-a", "ctrl-up-down",
                              "escape", "ctrl-[", "ctrl-del", "ctrl-pgup", "shift-ctrl-alt-up", "alt-shift-ctrl-up",
                              "every", "every(", "start2", "nope", "ctrl-alt-1", "alt-ab", "control-a", "ctrl-é", "è"]
        static let notActions = ["nope", "up-x", "execute-silentx(true)", "reloadx(ls)", "change-headerx(a)",
                                 "transform-", "put-(x)", "pos-(1)", "toggle-bind-x(a)", "acceptx", "", "+", "previewx(x)",
                                 "change-preview-windows(up)", "bg-transform-x(a)", "Up(", "put(", "put(x", "reload[ls",
                                 "put(x]", "put{x)"]
        static let numbers = ["1", "-1", "0", "3", "-3", "x", "", " 2", "2 ", "99999999999999999999", "1.5", "+2", "0x1"]
        static let previewWindows = ["up", "down,30%", "right:50%:hidden", "hidden", "", "border-bold", "<50(up)", "<0(up)",
                                     "<50(up", "~3", "~01", "+{2}-/2", "+{n}", "+3/2", "/0", "100%", "99%", "0", "nope",
                                     "UP", "wrap-word", "follow", "noborder", "up,border-line", ":", "left,,40",
                                     "border-sideways", "<40(down,hidden)", "info", "cycle", "next", "50%%", "-/2", "+{x}"]
        static let commands = ["echo {}", "ls {q}", "cat {+f}", "true", "echo 'x'", "rg {q} || true", "sleep 0",
                               "printf '%s\\n' {+}", "echo $FZF_QUERY", "git log"]
        static let words = ["a", "b", "abc", "> ", "é", "日本", "x y", "{q}", "'", "\"", "\\", "1", "-"]
    }
}
