// The shell completions of completions/ (docs/SPEC.md §8): each file is loaded in the real shell, which
// is asked to complete command lines, and each must name every option `tick --help` lists.
// The shells are not optional here: .ci/run installs bash, zsh and fish, and a missing one fails.
import Foundation
import Testing

/// Every option `tick --help` lists, as written there (`--scheme`, `-d`, `+i`), and the choices
/// it gives for options that take one (the actions of --bind included).
struct HelpOptions {
    var names: [String] = []
    var choices: [String: [String]] = [:]

    init(sourceLocation: SourceLocation = #_sourceLocation) {
        let r = runTick(["--help"], timeout: 20)
        #expect(r.status == 0, "tick --help: \(r.stderr)", sourceLocation: sourceLocation)
        for line in r.stdoutText.split(separator: "\n") {
            if line.hasPrefix("Actions for --bind: ") {
                choices["--bind"] = line.dropFirst("Actions for --bind: ".count).dropLast()
                    .components(separatedBy: ", ")
                continue
            }
            // An option line: two blanks, the synopsis (`-q, --query STR`), two or more blanks, help.
            guard line.hasPrefix("  -") || line.hasPrefix("  +"),
                  let gap = line.dropFirst(2).range(of: "  ") else { continue }
            let synopsis = line.dropFirst(2)[..<gap.lowerBound]
            var long: String?
            for part in synopsis.components(separatedBy: ", ") {
                let name = String(part.prefix { $0 != " " && $0 != "[" && $0 != "=" })
                names.append(name)
                if name.hasPrefix("--") { long = name }
            }
            // Choices are listed as `(a, b, c)` after the help text, before any default; a
            // parenthesis that is not a list of single words (`(repeatable)`) is prose.
            let text = line.components(separatedBy: " [default:")[0]
            if let long, text.hasSuffix(")"), let open = text.range(of: " (", options: .backwards) {
                let parts = text[open.upperBound...].dropLast().components(separatedBy: ", ")
                if parts.count >= 2, parts.allSatisfy({ !$0.isEmpty && !$0.contains(" ") }) { choices[long] = parts }
            }
        }
    }
}

/// The words of a completion file outside its comments: runs of letters, digits and `_+=-/`, also
/// without a trailing `=`, `=-` or `+` (zsh's `--opt=`, `--opt=-`, `-d+`). fish names options as `-l long`
/// and `-s x`, which count as `--long` and `-x`.
private func words(ofCompletionFile name: String) -> Set<String> {
    let text = (try? String(contentsOf: completionsDir.appendingPathComponent(name), encoding: .utf8)) ?? ""
    var words: Set<String> = []
    for line in text.split(separator: "\n") where !line.drop(while: { $0 == " " }).hasPrefix("#") {
        let tokens = line.split { !($0.isLetter || $0.isNumber || "_+=-/".contains($0)) }.map(String.init)
        for (i, token) in tokens.enumerated() {
            words.insert(token)
            for suffix in ["=-", "=", "+"] where token.count > suffix.count + 1 && token.hasSuffix(suffix) {
                words.insert(String(token.dropLast(suffix.count)))
            }
            if name.hasSuffix(".fish"), i + 1 < tokens.count {
                if token == "-l" { words.insert("--" + tokens[i + 1]) }
                if token == "-s" { words.insert("-" + tokens[i + 1]) }
            }
        }
    }
    return words
}

private let completionFiles = ["tick.bash", "_tick", "tick.fish"]

private let tiebreaks = ["length", "chunk", "pathname", "begin", "end", "index"]

@Suite("Shell completions")
struct CompletionTests {
    @Test("Every option of --help, and every choice it lists, is in each completion file")
    func filesFollowHelp() {
        let help = HelpOptions()
        // Guards against a parse that finds nothing (which would make this test pass vacuously).
        #expect(help.names.count >= 55, "parsed only \(help.names) from tick --help")
        for name in ["--scheme", "--tiebreak", "--layout", "--order", "--no-tty", "--bind", "--theme"] {
            #expect(help.choices[name] != nil, "tick --help lists no choices for \(name)")
        }
        #expect(help.choices["--scheme"] == ["default", "path", "history"])
        for file in completionFiles {
            let found = words(ofCompletionFile: file)
            #expect(!found.isEmpty, "completions/\(file) is missing or empty")
            let missing = help.names.filter { !found.contains($0) }
            #expect(missing.isEmpty, "completions/\(file) lacks the options \(missing)")
            for (option, choices) in help.choices.sorted(by: { $0.key < $1.key }) {
                let missing = choices.filter { !found.contains($0) }
                #expect(missing.isEmpty, "completions/\(file) lacks the choices \(missing) of \(option)")
            }
        }
    }

    @Test("bash completes options, their choices and --opt=value")
    func bash() throws {
        let allOptions = HelpOptions().names.filter { !$0.hasPrefix("+") } + ["--confirm="]
        expectBashCompletions([
            "tick --sch": ["--scheme"],
            "tick --json": ["--json", "--json-object", "--json-lines", "--json-groups"],
            "tick --no-s": ["--no-sort", "--no-search", "--no-select-1", "--no-scrollbar", "--no-separator"],
            "tick --conf": ["--confirm", "--confirm="],
            "tick -": allOptions,
            "tick -h": ["-h"],
            "tick +": ["+i", "+s", "+m", "+e", "+c", "+x", "+2", "+1", "+0"],
            "tick --scheme ": ["default", "path", "history"],
            "tick --scheme=": ["default", "path", "history"],
            "tick --scheme=pa": ["path"],
            "tick -i --layout ": ["wheel", "list", "reverse", "reverse-list"],
            "tick --order ": ["input", "selection"],
            "tick --no-tty=": ["error", "defaults"],
            "tick --theme ": ["auto", "dark", "light"],
            "tick --tiebreak ": tiebreaks,
            "tick --tiebreak length,": ["length,chunk", "length,pathname", "length,begin", "length,end", "length,index"],
            "tick --tiebreak=begin,p": ["begin,pathname"],
            "tick --bind ctrl-a:toggle-p": ["toggle-preview", "toggle-preview-wrap", "toggle-preview-wrap-word"],
            "tick --bind=tab:up,alt-b:page": ["page-up", "page-down"],
            "tick --bind ": [],
            "tick --prompt ": [],
            "tick -q ": [],
            "tick -d ": [],
        ])
    }

    @Test("zsh completes options, their choices and --opt=value (through zle on a pseudo-terminal)")
    func zsh() throws {
        let allOptions = HelpOptions().names.filter { !$0.hasPrefix("+") }
        try expectZshCompletions([
            "tick --sch": ["--scheme"],
            "tick --json": ["--json", "--json-object", "--json-lines", "--json-groups"],
            "tick --no-s": ["--no-sort", "--no-search", "--no-select-1", "--no-scrollbar", "--no-separator"],
            "tick --conf": ["--confirm"],
            "tick -": allOptions,
            "tick +": ["+i", "+s", "+m", "+e", "+c", "+x", "+2", "+1", "+0"],
            "tick --scheme ": ["default", "path", "history"],
            "tick --scheme=": ["default", "path", "history"],
            "tick --scheme=pa": ["path"],
            "tick -i --layout ": ["wheel", "list", "reverse", "reverse-list"],
            "tick --order ": ["input", "selection"],
            "tick --no-tty=": ["error", "defaults"],
            "tick --tiebreak ": tiebreaks,
            "tick --tiebreak length,": ["chunk", "pathname", "begin", "end", "index"],
            "tick --tiebreak=begin,p": ["pathname"],
            "tick --bind ctrl-a:toggle-p": ["toggle-preview", "toggle-preview-wrap", "toggle-preview-wrap-word"],
            "tick --bind=tab:up,alt-b:page": ["page-up", "page-down"],
            "tick --bind ": [],
            "tick --prompt ": [],
            "tick -q ": [],
            "tick -d ": [],
        ])
    }

    @Test("fish completes options, their choices and --opt=value")
    func fish() throws {
        let allOptions = HelpOptions().names.filter { !$0.hasPrefix("+") }
        expectFishCompletions([
            "tick --sch": ["--scheme"],
            "tick --json": ["--json", "--json-object", "--json-lines", "--json-groups"],
            "tick --no-s": ["--no-sort", "--no-search", "--no-select-1", "--no-scrollbar", "--no-separator"],
            "tick --conf": ["--confirm"],
            "tick -": allOptions,
            "tick +": ["+i", "+s", "+m", "+e", "+c", "+x", "+2", "+1", "+0"],
            "tick --scheme ": ["default", "path", "history"],
            "tick --scheme=": ["--scheme=default", "--scheme=path", "--scheme=history"],
            "tick --scheme=pa": ["--scheme=path"],
            "tick -i --layout ": ["wheel", "list", "reverse", "reverse-list"],
            "tick --order ": ["input", "selection"],
            "tick --no-tty=": ["--no-tty=error", "--no-tty=defaults"],
            "tick --tiebreak ": tiebreaks,
            "tick --tiebreak length,": ["length,chunk", "length,pathname", "length,begin", "length,end", "length,index"],
            "tick --tiebreak=begin,p": ["--tiebreak=begin,pathname"],
            "tick --bind ctrl-a:toggle-p": ["ctrl-a:toggle-preview", "ctrl-a:toggle-preview-wrap", "ctrl-a:toggle-preview-wrap-word"],
            "tick --bind=tab:up,alt-b:page": ["--bind=tab:up,alt-b:page-up", "--bind=tab:up,alt-b:page-down"],
            "tick --bind ": [],
            "tick --prompt ": [],
            "tick -q ": [],
            "tick -d ": [],
        ])
    }

    @Test("Each shell completes --walker-root with directories, --preview with commands, and --walker's and --preview-window's lists word by word")
    func pathsCommandsAndLists() throws {
        try withTemporaryDirectory { dir in
            // Two directories and a file under one prefix, and two commands found on PATH only here.
            let fm = FileManager.default
            for name in ["alpha", "also"] {
                try fm.createDirectory(at: dir.appendingPathComponent(name), withIntermediateDirectories: true)
            }
            try Data().write(to: dir.appendingPathComponent("afile"))
            let bin = dir.appendingPathComponent("bin")
            try fm.createDirectory(at: bin, withIntermediateDirectories: true)
            for name in ["tickcmd-one", "tickcmd-two"] {
                let path = bin.appendingPathComponent(name).path
                try "#!/bin/sh\n".write(toFile: path, atomically: true, encoding: .utf8)
                try fm.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
            }
            let env = ["PATH": bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")]
            let a = dir.path + "/a"
            expectBashCompletions([
                "tick --walker-root \(a)": [dir.path + "/alpha", dir.path + "/also"],
                "tick --preview tickcmd-": ["tickcmd-one", "tickcmd-two"],
                "tick --walker file,": ["file,dir", "file,follow", "file,hidden"],
                "tick --walker=dir,hidden,f": ["dir,hidden,file", "dir,hidden,follow"],
                "tick --preview-window right:": ["down", "hidden", "wrap", "border", "noborder"],
            ], environment: env)
            try expectZshCompletions([
                "tick --walker-root \(a)": ["alpha", "also"],
                "tick --preview tickcmd-": ["tickcmd-one", "tickcmd-two"],
                "tick --walker file,": ["dir", "follow", "hidden"],
                "tick --walker=dir,hidden,f": ["file", "follow"],
                "tick --preview-window right:": ["down", "hidden", "wrap", "border", "noborder"],
                "tick --preview-window=": ["right", "down", "hidden", "wrap", "border", "noborder"],
            ], environment: env)
            expectFishCompletions([
                "tick --walker-root \(a)": [dir.path + "/alpha/", dir.path + "/also/"],
                "tick --preview tickcmd-": ["tickcmd-one", "tickcmd-two"],
                "tick --walker file,": ["file,dir", "file,follow", "file,hidden"],
                "tick --walker=dir,hidden,f": ["--walker=dir,hidden,file", "--walker=dir,hidden,follow"],
                "tick --preview-window right:": ["right:down", "right:hidden", "right:wrap", "right:border", "right:noborder"],
            ], environment: env)
        }
    }
}
