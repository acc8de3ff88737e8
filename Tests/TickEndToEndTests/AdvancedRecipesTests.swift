// fzf's ADVANCED.md recipes that need only the action language, run with `tick` in fzf's
// place (fd and rg replaced by find and grep, which every machine has): live grep on
// `start`/`change` reloads with --disabled, switching modes with one key through `transform`
// and $FZF_PROMPT, and a preview resized and hidden with `change-preview-window`.
import Foundation
import Testing
import TickTestSupport

@Suite("fzf's ADVANCED.md recipes")
struct AdvancedRecipesTests {
    /// A temporary directory with `files` (name → contents), removed after `body`.
    static func withFiles(_ files: [String: String], _ body: (String) throws -> Void) throws {
        let dir = NSTemporaryDirectory() + "tick-recipes-\(UUID().uuidString)"
        for (name, text) in files {
            let path = dir + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try body(dir)
    }

    @Test("Live grep: --disabled, start:reload and change:reload run grep for {q}; typing does not filter, grep does")
    func liveGrep() throws {
        try Self.withFiles(["notes.txt": "alpha one\nbeta two\nalphabet three\ngamma four\n"]) { dir in
            let prefix = "grep --line-number --color=always -i -- "
            let run = try picker(["--disabled", "--ansi", "--delimiter", ":",
                                  "--bind", "start:reload:\(prefix) {q} \(dir)/notes.txt || true",
                                  "--bind", "change:reload:sleep 0.1; \(prefix) {q} \(dir)/notes.txt || true",
                                  "--preview", "echo line {1}"], input: [])
            // The empty query matches every line: grep lists all four.
            #expect(run.waitForCount("4/4"), "\(run.screenText)")
            // "bet t": grep finds the literal text in one line; with --disabled tick does not
            // filter further (its own fuzzy match of "bet t" would keep "beta two" too).
            run.send("bet t")
            #expect(run.waitForCount("1/1"), "\(run.screenText)")
            #expect(run.waitForText("line 3"), "the preview reads field 1 of the grep line:\n\(run.screenText)")
            run.send(Keys.enter)
            #expect(run.finish().stdoutText == "3:alphabet three\n")
        }
    }

    @Test("Switching between files and directories with one key: transform reads $FZF_PROMPT and prints a chain")
    func switchModes() throws {
        try Self.withFiles(["src/main.c": "", "src/lib/util.c": "", "docs/a.md": ""]) { dir in
            let transform = "ctrl-t:transform:[[ ! $FZF_PROMPT =~ Files ]] && "
                + "echo \"change-prompt(Files> )+reload(cd \(dir) && find * -type f | sort)\" || "
                + "echo \"change-prompt(Directories> )+reload(cd \(dir) && find * -type d | sort)\""
            let files = ["docs/a.md", "src/lib/util.c", "src/main.c"]
            let run = try picker(["--with-shell", "bash -c", "--prompt", "Files> ", "--bind", transform], input: files)
            #expect(run.waitForCount("3/3"), "\(run.screenText)")
            run.send("\u{14}")  // Ctrl-T
            #expect(run.waitForText("Directories>"), "\(run.screenText)")
            #expect(run.waitForCount("3/3") && run.screenText.contains("src/lib"), "docs, src, src/lib:\n\(run.screenText)")
            run.send("\u{14}")
            #expect(run.waitForText("Files>"), "\(run.screenText)")
            #expect(run.waitForScreen { $0.text.contains("main.c") }, "\(run.screenText)")
            run.send("util")
            #expect(run.waitForCount("1/3"), "\(run.screenText)")
            run.send(Keys.enter)
            #expect(run.finish().stdoutText == "src/lib/util.c\n")
        }
    }

    @Test("A preview resized, hidden and shown again with change-preview-window(80%,border-bottom|hidden|)")
    func previewWindowCycle() throws {
        let run = try picker(["--preview", "echo preview of {}", "--preview-window", "up:follow",
                              "--bind", "ctrl-_:change-preview-window(80%,border-bottom|hidden|)"], input: ["pod-a", "pod-b"])
        #expect(run.waitForText("preview of pod-a"), "\(run.screenText)")
        run.send("\u{1F}")  // Ctrl-/
        #expect(run.waitForScreen { $0.text.contains("preview of pod-a") }, "80%: still shown, larger:\n\(run.screenText)")
        run.send("\u{1F}")
        #expect(run.waitForScreen { !$0.text.contains("preview of") }, "hidden:\n\(run.screenText)")
        run.send("\u{1F}")
        #expect(run.waitForText("preview of pod-a"), "back to --preview-window's own:\n\(run.screenText)")
        run.send(Keys.esc)
        #expect(run.finish().status == 130)
    }
}
