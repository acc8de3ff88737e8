import Foundation
import Testing
@testable import TickCore

/// The repository's root, from this file's place in it.
private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

@Suite("Lists generated from the option, action and event tables")
struct GeneratedListsTests {
    @Test("Each generated list in the completions and the docs is as the tables write it (run Scripts/generate-lists.py)")
    func filesInStep() throws {
        #expect(GeneratedLists.all.count == 15)
        for list in GeneratedLists.all {
            let text = try String(contentsOf: root.appendingPathComponent(list.file), encoding: .utf8)
            let lines = text.components(separatedBy: "\n")
            let begin = try #require(lines.firstIndex { $0.contains("BEGIN generated: \(list.name)") }, "\(list.file) has no \(list.name)")
            let end = try #require(lines.firstIndex { $0.contains("END generated: \(list.name)") }, "\(list.file) has no end of \(list.name)")
            let found = lines[(begin + 1)..<end].joined(separator: "\n") + "\n"
            #expect(found == list.text, "\(list.file), \(list.name): run Scripts/generate-lists.py")
        }
    }

    @Test("Every action and every option of the tables is in the generated lists")
    func listsHoldTheTables() throws {
        for name in ActionTable.spellings {
            for list in ["bash-actions", "zsh-actions", "fish-actions"] {
                let words = try #require(GeneratedLists.text(list)).split { " \n\"\\()=".contains($0) }.map(String.init)
                #expect(words.contains(name), "\(name) not in \(list)")
            }
            #expect(try #require(GeneratedLists.text("spec-actions")).contains("| `\(name)"), "\(name) not in spec-actions")
        }
        let bash = try #require(GeneratedLists.text("bash-options")).split { " \n\"".contains($0) }.map(String.init)
        for spec in OptionTable.all {
            #expect(bash.contains("--" + spec.long), "--\(spec.long) not in bash-options")
        }
        // Each option on one line of each list that has a line per option, in help order.
        let names: [(list: String, line: (String, OptionSpec) -> Bool)] = [
            ("zsh-options", { line, spec in
                let names = line.split(separator: "[").first ?? ""
                return names.hasSuffix("--\(spec.long)") || ["=", "}"].contains { names.contains("--\(spec.long)\($0)") }
            }),
            ("fish-options", { line, spec in line.hasPrefix("complete ") && line.contains(" -l \(spec.long) ") }),
            ("man-options", { line, spec in line.contains(GeneratedLists.roff("--\(spec.long)") + "\\fR") }),
            ("spec-options", { line, spec in
                let cell = line.split(separator: "|").first ?? ""
                return line.hasPrefix("| `") && ["`", " ", "["].contains { cell.contains("--\(spec.long)\($0)") }
            }),
        ]
        let inHelpOrder = GeneratedLists.groupedOptions.flatMap(\.specs)
        #expect(inHelpOrder.count == OptionTable.all.count)
        for (list, names) in names {
            let lines = try #require(GeneratedLists.text(list)).components(separatedBy: "\n")
            var last = -1
            for spec in inHelpOrder {
                let found = lines.indices.filter { names(lines[$0], spec) }
                #expect(found.count == 1, "--\(spec.long) is on \(found.count) lines of \(list)")
                if let first = found.first {
                    #expect(first > last, "--\(spec.long) is out of help order in \(list)")
                    last = first
                }
            }
        }
    }

    @Test("Every event a binding may name has one row of the event table, in the docs' lists")
    func eventsInTheTable() throws {
        let events = EventTable.all.compactMap(\.event)
        #expect(events.count == BindEvent.allCases.count)
        #expect(Set(events) == Set(BindEvent.allCases))
        #expect(EventTable.all.map(\.name) == EventTable.all.map { $0.event?.rawValue ?? "every(N)" })
        for spec in EventTable.all {
            #expect(!spec.help.isEmpty && !spec.help.contains("\n"), "\(spec.name)'s help is not one line")
            // A name `--bind` takes as an event (every(N) with a number).
            let trigger = try BindTrigger(parsing: spec.name.replacing("(N)", with: "(1)"))
            #expect(spec.event.map { trigger == .event($0) } ?? (trigger == .every(milliseconds: 1000)), "\(spec.name)")
            let table = try #require(GeneratedLists.text("spec-events"))
            #expect(table.components(separatedBy: "\n").filter { $0.hasPrefix("| `\(spec.name)` | ") }.count == 1, "\(spec.name) not in spec-events")
            let man = try #require(GeneratedLists.text("man-events"))
            #expect(man.contains(".B " + GeneratedLists.roff(spec.name) + "\n"), "\(spec.name) not in man-events")
        }
    }

    @Test("No Swift file in Sources/ is a generator's output: the build writes those (the one exception is the pinned Unicode width table)")
    func nothingGeneratedInSources() throws {
        let sources = root.appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        #expect(files.count > 100)
        for file in files where file.lastPathComponent != "BuildCommit+Generated.swift" {
            let firstLine = try String(contentsOf: file, encoding: .utf8).prefix { $0 != "\n" }.lowercased()
            let generated = firstLine.contains("do not edit")
            // CharWidth.swift comes from a Python's Unicode database, pinned at 14.0.0: a build
            // could not make it again alike (generate-char-width.py, run when Unicode moves on).
            #expect(generated == (file.lastPathComponent == "CharWidth.swift"), "\(file.path) is generated and checked in")
        }
    }

    @Test("Each way of completing a value is each shell's own: choices, lists, files, directories, commands, bindings")
    func completionKinds() {
        // For `-o, --opt ARG` with the choices a and b: zsh's action, fish's flags, bash's arm.
        let cases: [(OptionSpec.Completion, zsh: String, fish: String, bash: String?)] = [
            (.text, ":ARG: ", "-x", nil),
            (.choice, ":ARG:(a b)", "-x -a 'a b'", "choices=\"a b\""),
            (.list(separator: ","), ":ARG:_values -s , opt a b", "-x -a '(__tick_list , a b)'", "sep=',' choices=\"a b\""),
            (.list(separator: ":"), ":ARG:_values -s \\: opt a b", "-x -a '(__tick_list : a b)'", "sep=':' choices=\"a b\""),
            (.file, ":ARG:_files", "-r -F", "kind=file"),
            (.directory, ":ARG:_directories", "-x -a '(__fish_complete_directories)'", "kind=directory"),
            (.command, ":ARG:_cmdstring", "-x -a '(__fish_complete_command)'", "kind=command"),
            (.bindings, ":ARG:_tick_bind", "-x -a '(__tick_bind_actions)'", "kind=bindings"),
        ]
        for (kind, zsh, fish, bash) in cases {
            let spec = OptionSpec("opt", "o", .required("ARG"), .input, "Set it", choices: ["a", "b"], complete: kind) { _, _ in }
            #expect(GeneratedLists.zshSpecs(spec) == ["'*'{-o+,--opt=}'[set it]" + zsh + "'"], "\(kind)")
            #expect(GeneratedLists.fishLines(spec) == ["complete -c tick -s o -l opt " + fish + " -d 'Set it'"], "\(kind)")
            #expect(GeneratedLists.bashArm(spec) == bash.map { "            -o|--opt) " + $0 + " ;;" }, "\(kind)")
        }
        // A flag, a `+x` flag, a value only after `=`, and an option that ends the line.
        let flag = OptionSpec("no-opt", "o", plus: true, .none, .input, "Don't") { _, _ in }
        #expect(GeneratedLists.zshSpecs(flag) == ["'*'{+o,--no-opt}'[don'\\''t]'"])
        #expect(GeneratedLists.fishLines(flag) == ["complete -c tick -l no-opt -d 'Don\\'t'",
                                                   "complete -c tick -n 'string match -q -- \"+*\" (commandline -ct)' -a '+o' -d 'Don\\'t'"])
        let optional = OptionSpec("opt", "o", .optional("N"), .input, "Some") { _, _ in }
        #expect(GeneratedLists.zshSpecs(optional) == ["'*-o[some]'", "'*--opt=-[some]::N: '"])
        #expect(GeneratedLists.fishLines(optional) == ["complete -c tick -s o -l opt -d 'Some'"])
        let alone = OptionSpec("show", nil, .none, .input, "Show [it] \\t", alone: true) { _, _ in }
        #expect(GeneratedLists.zshSpecs(alone) == ["'(- *)--show[show \\[it\\] \\\\t]'"])
    }
}
