import Foundation
import Testing
@testable import TickCore

/// The repository's root, from this file's place in it.
private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

@Suite("Lists generated from the option and action tables")
struct GeneratedListsTests {
    @Test("Each generated list in the completions and the docs is as the tables write it (run Scripts/generate-lists.py)")
    func filesInStep() throws {
        #expect(GeneratedLists.all.count == 6)
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
    }
}
