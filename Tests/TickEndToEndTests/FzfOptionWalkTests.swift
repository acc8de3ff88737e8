// Every option of fzf 0.74.5's manual page is accepted by tick (issue 24.2): the names are read
// out of the page's OPTIONS section (Tests/Fixtures, where its source is noted), and each is
// given to `tick --filter ''` with a value from one table.
import Foundation
import Testing

/// The fixture: the OPTIONS section of `fzf --man` (fzf 0.74.5).
private let manPage: String = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/fzf-0.74.5-options.txt")
    return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
}()

/// The option names of a manual page's OPTIONS section: on each heading line (seven blanks, then
/// `-` or `+`), every word that starts with `-` or `+`, cut at `=` or `[` (`--listen[=…]
/// --listen-unsafe[=…]` gives both; `--ansi Enable…` gives `--ansi`).
func fzfOptionNames(_ page: String) -> [String] {
    var names: [String] = []
    for line in page.split(separator: "\n") where line.hasPrefix("       -") || line.hasPrefix("       +") {
        for word in line.dropFirst(7).split(separator: " ") {
            let w = word.hasSuffix(",") ? word.dropLast() : word
            guard w.hasPrefix("-") || w.hasPrefix("+") else { break }
            let name = String(w.prefix { $0 != "=" && $0 != "[" })
            if name.count >= 2 && !names.contains(name) { names.append(name) }
        }
    }
    return names
}

/// A value for each option that needs one (or is worth giving one), as fzf's page describes it.
private let values: [String: [String]] = [
    "--scheme": ["path"], "--algo": ["v1"], "-n": ["1"], "--nth": ["1,2"], "--with-nth": ["{2} {1}"],
    "--accept-nth": ["2"], "-d": [":"], "--delimiter": ["[,;]"], "--tail": ["10"], "--tiebreak": ["begin,index"],
    "--style": ["full"], "--color": ["dark,fg:252,bg+:236,hl:#719872:bold,pointer:161:regular:bold"],
    "--height": ["~40%"], "--min-height": ["10+"], "--popup": ["center,80%"], "--layout": ["reverse-list"],
    "--margin": ["1,2"], "--padding": ["1"], "--border": ["rounded"], "--border-label": ["Files"],
    "--border-label-pos": ["0:bottom"], "-m": ["3"], "--multi": ["3"], "--wrap": ["word"], "--wrap-sign": ["↳ "],
    "--id-nth": ["1"], "--gap": ["1"], "--gap-line": ["─"], "--freeze-left": ["1"], "--freeze-right": ["1"],
    "--scroll-off": ["3"], "--hscroll-off": ["10"], "--jump-labels": ["asdf"], "--gutter": ["▌"],
    "--gutter-raw": ["▎"], "--pointer": ["▶"], "--marker": ["*"], "--marker-multi-line": ["┏┃┗"],
    "--ellipsis": [".."], "--tabstop": ["4"], "--scrollbar": ["│"], "--list-border": ["sharp"],
    "--list-label": ["List"], "--list-label-pos": ["2"], "--prompt": ["$ "], "--info": ["inline-right: "],
    "--info-command": ["echo info"], "--separator": ["-"], "--ghost": ["type"], "--input-border": ["line"],
    "--input-label": ["Query"], "--input-label-pos": ["-3"], "--preview": ["echo {}"],
    "--preview-border": ["double"], "--preview-label": ["Preview"], "--preview-wrap-sign": ["↳"],
    "--preview-label-pos": ["3:bottom"], "--preview-window": ["up,30%,border-bold,+{2}+3/3,~3,follow,wrap-word,cycle"],
    "--header": ["Header"], "--header-lines": ["1"], "--header-border": ["bottom"], "--header-label": ["Head"],
    "--header-label-pos": ["1"], "--header-lines-border": ["top"], "--footer": ["Footer"],
    "--footer-border": ["horizontal"], "--footer-label": ["Foot"], "--footer-label-pos": ["1"], "-q": ["a"],
    "--query": ["a"], "-f": [""], "--filter": [""], "--expect": ["alt-enter,"], "--bind": ["ctrl-a:select-all"],
    "--with-shell": ["bash -c"], "--threads": ["2"], "--bench": ["1s"], "--walker": ["file,dir"],
    "--walker-root": ["."], "--walker-skip": [".git"], "--history": ["/dev/null"], "--history-size": ["100"],
]

@Suite("fzf's options: every one of fzf 0.74.5's manual page is accepted")
struct FzfOptionWalkTests {
    @Test("The fixture's option names are fzf's (and the same as the fzf installed, when there is one)")
    func fixture() {
        let names = fzfOptionNames(manPage)
        #expect(names.count >= 125, "only \(names.count) names parsed")
        for name in ["-x", "+i", "--listen-unsafe", "--popup", "--color", "--man", "+s", "--no-clear"] {
            #expect(names.contains(name), "\(name) not found")
        }
        if let fzf = Programs.fzf {
            let r = run(fzf, ["--man"], environment: ["MANWIDTH": "80", "MANPAGER": "cat", "PAGER": "cat"], timeout: 60)
            if r.status == 0, r.stdoutText.contains("fzf 0.74.5") {
                // Every name of the fixture is on the installed page. (The page's line breaks depend on
                // how man formats it here, which can put a stray word such as `--listen)` at a line's
                // start: the live list may hold such extra words.)
                let live = Set(fzfOptionNames(r.stdoutText.replacingOccurrences(of: "\u{2010}", with: "-")))
                #expect(Set(names).subtracting(live).isEmpty, "not on the installed page: \(Set(names).subtracting(live).sorted())")
            }
        }
    }

    @Test("Each option of fzf's page, with a value where it takes one, is accepted: tick --filter '' exits 0")
    func everyOptionAccepted() {
        var names = fzfOptionNames(manPage)
        names += ["--tmux", "--no-border", "--no-margin", "--no-preview-border", "--no-listen", "--no-listen-unsafe", "--async", "+c", "+2", "+1", "+0"]
        // --nushell is refused: tick has no Nushell integration to print (its own test below).
        for name in names where name != "--nushell" {
            let args = [name] + (values[name] ?? [])
            let r = runTick(["--filter", ""] + args, stdin: lines(["a:1,x", "b:2;y", "c:3 z"]), timeout: 30)
            #expect(r.status == 0, "tick --filter '' \(args): exit \(r.status), \(r.stderr)")
        }
    }

    @Test("--nushell, whose integration tick does not have, is refused in one line under both names, and prints nothing")
    func nushellRefused() throws {
        let (directory, fzf) = try fzfLink()
        defer { try? FileManager.default.removeItem(at: directory) }
        for (name, program) in [("tick", Programs.tick), ("fzf", fzf)] {
            let r = run(program, ["--nushell"], timeout: 30)
            #expect(r.status == 2, "\(name) --nushell: exit \(r.status)")
            #expect(r.stdout.isEmpty, "\(name) --nushell printed \(show(r.stdout))")
            #expect(r.stderr.contains("--nushell") && r.stderr.contains("no Nushell integration")
                    && r.stderr.contains("--bash"), "\(name) --nushell: \(r.stderr)")
        }
    }

    @Test("fzf's optional values: the next word when it is not an option (--border rounded, -m 3, --tmux 80%)")
    func optionalValues() {
        // The word after --border is its style, not an unexpected argument.
        #expect(runTick(["--filter", "", "--border", "rounded"], stdin: lines(["a"])).status == 0)
        #expect(runTick(["--filter", "", "--tmux", "80%"], stdin: lines(["a"])).status == 0)
        // A word that starts with - is the next option.
        #expect(runTick(["--filter", "", "--border", "-e"], stdin: lines(["a"])).status == 0)
        #expect(runTick(["--filter", "", "--no-border", "x"], stdin: lines(["a"])).status == 2)
    }
}
