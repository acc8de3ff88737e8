// The shell completions of completions/ (docs/SPEC.md §8): each file is loaded in the real shell, which
// is asked to complete command lines, and each must name every option `tick --help` lists.
// The shells are not optional here: .ci/run installs bash, zsh and fish, and a missing one fails.
import Foundation
import Testing

/// The package's `completions/` directory.
private let completionsDir = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("completions")

/// The full path of `name` on PATH (or in /usr/bin, /bin), or nil after recording a failure.
private func shell(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for dir in path.split(separator: ":").map(String.init) + ["/usr/bin", "/bin"] {
        let candidate = "\(dir)/\(name)"
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    Issue.record("\(name) is not installed, so its completions cannot be tested (.ci/run installs it: apt-get install \(name))",
                 sourceLocation: sourceLocation)
    return nil
}

/// A temporary directory, removed after `body`.
private func withTemporaryDirectory<T>(_ body: (URL) throws -> T) rethrows -> T {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tick-compl-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    return try body(dir)
}

/// Reads a harness's answer: for each command line, `@@ LINE` and then one candidate a line
/// (fish follows a candidate with a tab and its description, which is dropped).
private func parseAnswers(_ text: String) -> [String: Set<String>] {
    var answers: [String: Set<String>] = [:]
    var current: String?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        if line.hasPrefix("@@ ") {
            current = String(line.dropFirst(3))
            answers[current!] = []
        } else if let key = current, !line.isEmpty {
            answers[key]!.insert(String(line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)[0]))
        }
    }
    return answers
}

/// Asks `program arguments` for the completions of `cases`' lines and checks each set exactly.
private func expectCompletions(
    _ shellName: String, _ program: String, _ arguments: [String], _ cases: KeyValuePairs<String, [String]>,
    environment: [String: String] = [:], sourceLocation: SourceLocation = #_sourceLocation
) {
    let r = run(program, arguments + cases.map(\.key), environment: environment, timeout: 60)
    #expect(!r.timedOut, "\(shellName) did not finish", sourceLocation: sourceLocation)
    #expect(r.status == 0, "\(shellName) exited \(r.status); stderr: \(r.stderr)", sourceLocation: sourceLocation)
    let answers = parseAnswers(r.stdoutText)
    for (line, expected) in cases {
        guard let got = answers[line] else {
            Issue.record("\(shellName) gave no answer for '\(line)'; stdout: \(r.stdoutText) stderr: \(r.stderr)",
                         sourceLocation: sourceLocation)
            continue
        }
        #expect(got == Set(expected),
                "\(shellName), '\(line)': missing \(Set(expected).subtracting(got).sorted()), extra \(got.subtracting(expected).sorted())",
                sourceLocation: sourceLocation)
    }
}

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

/// The words of a completion file outside its comments: runs of letters, digits and `_+=-`, also
/// without a trailing `=`, `=-` or `+` (zsh's `--opt=`, `--opt=-`, `-d+`). fish names options as `-l long`
/// and `-s x`, which count as `--long` and `-x`.
private func words(ofCompletionFile name: String) -> Set<String> {
    let text = (try? String(contentsOf: completionsDir.appendingPathComponent(name), encoding: .utf8)) ?? ""
    var words: Set<String> = []
    for line in text.split(separator: "\n") where !line.drop(while: { $0 == " " }).hasPrefix("#") {
        let tokens = line.split { !($0.isLetter || $0.isNumber || "_+=-".contains($0)) }.map(String.init)
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
        guard let bash = shell("bash") else { return }
        let file = completionsDir.appendingPathComponent("tick.bash").path
        let allOptions = HelpOptions().names.filter { !$0.hasPrefix("+") } + ["--confirm="]
        // Each argument is a command line, completed at its end: COMP_LINE and COMP_POINT as
        // bash sets them, COMP_WORDS split at blanks and at `=` and `:` as readline does (no
        // quotes in these lines), and the function `complete -p tick` names is called.
        let script = #"""
            source "$1" || exit 3
            spec=$(complete -p tick) || exit 4
            fn=${spec#*-F }; fn=${fn%% *}
            shift
            for COMP_LINE in "$@"; do
                COMP_POINT=${#COMP_LINE}
                COMP_WORDS=(); w=
                for (( i = 0; i < ${#COMP_LINE}; i++ )); do
                    c=${COMP_LINE:i:1}
                    if [[ $c == ' ' ]]; then [[ -n $w ]] && COMP_WORDS+=("$w"); w=
                    elif [[ $c == [=:] ]]; then [[ -n $w ]] && COMP_WORDS+=("$w"); COMP_WORDS+=("$c"); w=
                    else w+=$c; fi
                done
                [[ -n $w || ${COMP_LINE: -1} == ' ' ]] && COMP_WORDS+=("$w")
                COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
                COMPREPLY=()
                "$fn" tick "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
                printf '@@ %s\n' "$COMP_LINE"
                (( ${#COMPREPLY[@]} )) && printf '%s\n' "${COMPREPLY[@]}"
            done
            exit 0
            """#
        expectCompletions("bash", bash, ["--norc", "--noprofile", "-c", script, "bash", file], [
            "tick --sch": ["--scheme"],
            "tick --json": ["--json", "--json-object", "--json-lines"],
            "tick --no-s": ["--no-sort", "--no-search"],
            "tick --conf": ["--confirm", "--confirm="],
            "tick -": allOptions,
            "tick -h": ["-h"],
            "tick +": ["+i", "+s", "+m", "+e"],
            "tick --scheme ": ["default", "path", "history"],
            "tick --scheme=": ["default", "path", "history"],
            "tick --scheme=pa": ["path"],
            "tick -i --layout ": ["wheel", "list", "reverse"],
            "tick --order ": ["input", "selection"],
            "tick --no-tty=": ["error", "defaults"],
            "tick --theme ": ["auto", "dark", "light"],
            "tick --tiebreak ": tiebreaks,
            "tick --tiebreak length,": ["length,chunk", "length,pathname", "length,begin", "length,end", "length,index"],
            "tick --tiebreak=begin,p": ["begin,pathname"],
            "tick --bind ctrl-a:toggle": ["toggle", "toggle-down", "toggle-up", "toggle-all", "toggle-preview", "toggle-track", "toggle-track-current"],
            "tick --bind=tab:up,alt-b:page": ["page-up", "page-down"],
            "tick --bind ": [],
            "tick --prompt ": [],
            "tick -q ": [],
            "tick -d ": [],
        ])
    }

    @Test("zsh completes options, their choices and --opt=value (through zle on a pseudo-terminal)")
    func zsh() throws {
        guard let zsh = shell("zsh") else { return }
        let allOptions = HelpOptions().names.filter { !$0.hasPrefix("+") }
        // Completion functions only run inside zle, so this script starts an interactive zsh on
        // a pseudo-terminal (zsh/zpty), loads compinit with completions/ first on $fpath, wraps
        // compadd to write every word offered to a file, and types each line followed by Tab.
        // A completer run before _complete registers a hook that, once completion ends, stops
        // zsh from inserting or listing anything and writes a line to a second file, which is
        // what this script waits for.
        let script = #"""
            zmodload zsh/zpty zsh/zselect || exit 3
            dir=$1 work=$2; shift 2
            out=$work/out done=$work/done
            : >| $out; : >| $done
            zpty -b tickz env TERM=xterm HOME=$work zsh -f -i || exit 3
            send() { zpty -w -n tickz "$1" }
            drain() { local junk; while zpty -r -t tickz junk; do :; done }
            await() {
              local n=0 lines
              while (( n < 1000 )); do
                drain
                lines=( ${(f)"$(<$done)"} )
                (( $#lines >= $1 )) && return 0
                zselect -t 2
                (( n++ ))
              done
              print -u2 "zsh did not answer (step $1)"; exit 4
            }
            send "fpath=(${(q)dir} \$fpath); autoload -Uz compinit; compinit -u -D"$'\n'
            send "_tick_out=${(q)out} _tick_done=${(q)done}"$'\n'
            send 'compadd() {
              if (( ${@[(I)-[OAD]*]} )); then builtin compadd "$@"; return; fi
              local -a hits; builtin compadd -O hits "$@"
              (( $#hits )) && print -rl -- $hits >> $_tick_out
              builtin compadd "$@"
            }'$'\n'
            send '_tick_finish() { compstate[insert]=""; compstate[list]=""; print ok >> $_tick_done }'$'\n'
            send '_tick_hook() { comppostfuncs=(_tick_finish); return 1 }'$'\n'
            send 'zstyle ":completion:*" completer _tick_hook _complete'$'\n'
            send 'print ok >> $_tick_done'$'\n'
            await 1
            integer step=1
            for line in "$@"; do
              print -r -- "@@ $line" >> $out
              send "$line"$'\t'
              await $(( ++step ))
              send $'\C-e\C-u'
            done
            send $'exit\n'
            drain
            zpty -d tickz
            cat $out
            """#
        try withTemporaryDirectory { work in
            let harness = work.appendingPathComponent("harness.zsh")
            try script.write(to: harness, atomically: true, encoding: .utf8)
            let home = work.appendingPathComponent("home")
            try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
            expectCompletions("zsh", zsh, ["-f", harness.path, completionsDir.path, home.path], [
                "tick --sch": ["--scheme"],
                "tick --json": ["--json", "--json-object", "--json-lines"],
                "tick --no-s": ["--no-sort", "--no-search"],
                "tick --conf": ["--confirm"],
                "tick -": allOptions,
                "tick +": ["+i", "+s", "+m", "+e"],
                "tick --scheme ": ["default", "path", "history"],
                "tick --scheme=": ["default", "path", "history"],
                "tick --scheme=pa": ["path"],
                "tick -i --layout ": ["wheel", "list", "reverse"],
                "tick --order ": ["input", "selection"],
                "tick --no-tty=": ["error", "defaults"],
                "tick --tiebreak ": tiebreaks,
                "tick --tiebreak length,": ["chunk", "pathname", "begin", "end", "index"],
                "tick --tiebreak=begin,p": ["pathname"],
                "tick --bind ctrl-a:toggle": ["toggle", "toggle-down", "toggle-up", "toggle-all", "toggle-preview", "toggle-track", "toggle-track-current"],
                "tick --bind=tab:up,alt-b:page": ["page-up", "page-down"],
                "tick --bind ": [],
                "tick --prompt ": [],
                "tick -q ": [],
                "tick -d ": [],
            ])
        }
    }

    @Test("fish completes options, their choices and --opt=value")
    func fish() throws {
        guard let fish = shell("fish") else { return }
        let file = completionsDir.appendingPathComponent("tick.fish").path
        let allOptions = HelpOptions().names.filter { !$0.hasPrefix("+") }
        // `complete -C LINE` prints what fish would offer for LINE, one candidate a line.
        let script = #"""
            source $argv[1]; or exit 3
            for line in $argv[2..-1]
                echo "@@ $line"
                complete -C "$line"
            end
            """#
        withTemporaryDirectory { home in
            expectCompletions("fish", fish, ["--no-config", "-c", script, file], [
                "tick --sch": ["--scheme"],
                "tick --json": ["--json", "--json-object", "--json-lines"],
                "tick --no-s": ["--no-sort", "--no-search"],
                "tick --conf": ["--confirm"],
                "tick -": allOptions,
                "tick +": ["+i", "+s", "+m", "+e"],
                "tick --scheme ": ["default", "path", "history"],
                "tick --scheme=": ["--scheme=default", "--scheme=path", "--scheme=history"],
                "tick --scheme=pa": ["--scheme=path"],
                "tick -i --layout ": ["wheel", "list", "reverse"],
                "tick --order ": ["input", "selection"],
                "tick --no-tty=": ["--no-tty=error", "--no-tty=defaults"],
                "tick --tiebreak ": tiebreaks,
                "tick --tiebreak length,": ["length,chunk", "length,pathname", "length,begin", "length,end", "length,index"],
                "tick --tiebreak=begin,p": ["--tiebreak=begin,pathname"],
                "tick --bind ctrl-a:toggle": ["ctrl-a:toggle", "ctrl-a:toggle-down", "ctrl-a:toggle-up", "ctrl-a:toggle-all", "ctrl-a:toggle-preview", "ctrl-a:toggle-track", "ctrl-a:toggle-track-current"],
                "tick --bind=tab:up,alt-b:page": ["--bind=tab:up,alt-b:page-up", "--bind=tab:up,alt-b:page-down"],
                "tick --bind ": [],
                "tick --prompt ": [],
                "tick -q ": [],
                "tick -d ": [],
            ], environment: ["HOME": home.path, "XDG_CONFIG_HOME": home.path, "XDG_DATA_HOME": home.path])
        }
    }
}
