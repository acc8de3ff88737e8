// Harnesses that load a completion file of completions/ in the real shell and ask it to complete
// command lines (docs/SPEC.md §8), for CompletionTests.
import Foundation
import Testing

/// The package's `completions/` directory.
let completionsDir = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("completions")

/// The full path of `name` on PATH (or in /usr/bin, /bin), or nil after recording a failure.
func completionShell(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) -> String? {
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
func withTemporaryDirectory<T>(_ body: (URL) throws -> T) rethrows -> T {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tick-compl-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    return try body(dir)
}

/// Reads a harness's answer: for each command line, `@@ LINE` and then one candidate a line
/// (fish follows a candidate with a tab and its description, which is dropped).
func parseAnswers(_ text: String) -> [String: Set<String>] {
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
func expectCompletions(
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

/// Completes each line of `cases` with completions/tick.bash in bash and checks the words offered.
func expectBashCompletions(
    _ cases: KeyValuePairs<String, [String]>, environment: [String: String] = [:],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let bash = completionShell("bash", sourceLocation: sourceLocation) else { return }
    let file = completionsDir.appendingPathComponent("tick.bash").path
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
    expectCompletions("bash", bash, ["--norc", "--noprofile", "-c", script, "bash", file], cases,
                      environment: environment, sourceLocation: sourceLocation)
}

/// Completes each line of `cases` with completions/_tick in zsh and checks the words offered.
func expectZshCompletions(
    _ cases: KeyValuePairs<String, [String]>, environment: [String: String] = [:],
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    guard let zsh = completionShell("zsh", sourceLocation: sourceLocation) else { return }
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
        expectCompletions("zsh", zsh, ["-f", harness.path, completionsDir.path, home.path], cases,
                          environment: environment, sourceLocation: sourceLocation)
    }
}

/// Completes each line of `cases` with completions/tick.fish in fish and checks the words offered.
func expectFishCompletions(
    _ cases: KeyValuePairs<String, [String]>, environment: [String: String] = [:],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let fish = completionShell("fish", sourceLocation: sourceLocation) else { return }
    let file = completionsDir.appendingPathComponent("tick.fish").path
    // `complete -C LINE` prints what fish would offer for LINE, one candidate a line.
    let script = #"""
        source $argv[1]; or exit 3
        for line in $argv[2..-1]
            echo "@@ $line"
            complete -C "$line"
        end
        """#
    withTemporaryDirectory { home in
        let env = ["HOME": home.path, "XDG_CONFIG_HOME": home.path, "XDG_DATA_HOME": home.path]
        expectCompletions("fish", fish, ["--no-config", "-c", script, file], cases,
                          environment: env.merging(environment) { $1 }, sourceLocation: sourceLocation)
    }
}
