// Installed like a packaged tool: the man page renders cleanly and holds every option, `make
// install` puts everything where packagers put it, and the README links only inside the
// repository.
import Foundation
import Testing
import TickTestSupport

private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

@Suite("Install: man page, make install, README links")
struct InstallTests {
    @Test("docs/tick.1 renders with man without a warning, and holds every option of --help")
    func manPage() throws {
        let page = root.appendingPathComponent("docs/tick.1").path
        let r = run("/usr/bin/env", ["man", "--warnings", "-l", page], environment: ["MANWIDTH": "80", "MAN_KEEP_FORMATTING": "", "PAGER": "cat", "MANPAGER": "cat"], timeout: 60)
        #expect(r.status == 0, "man: \(r.stderr)")
        #expect(r.stderr.isEmpty, "warnings: \(r.stderr)")
        // Rendered text may hyphenate or use Unicode dashes: compare with those undone.
        let text = r.stdoutText.replacingOccurrences(of: "\u{2010}", with: "-").replacingOccurrences(of: "\u{2212}", with: "-")
        for section in ["NAME", "SYNOPSIS", "OPTIONS", "KEYS", "MOUSE", "ACTIONS", "QUERY SYNTAX", "OUTPUT", "EXIT STATUS", "ENVIRONMENT", "FILES", "EXAMPLES"] {
            #expect(text.contains("\n\(section)\n"), "no section \(section)")
        }
        let help = HelpOptions()
        #expect(help.names.count > 50)
        for name in help.names {
            #expect(text.contains(name), "\(name) is not in the man page")
        }
        for action in help.choices["--bind"] ?? [] {
            #expect(text.contains(action), "the action \(action) is not in the man page")
        }
    }

    @Test("make install PREFIX=… (and DESTDIR) installs the binary, the man page and the three completions; uninstall removes them")
    func makeInstall() throws {
        let prefix = NSTemporaryDirectory() + "tick-prefix-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: prefix) }
        let install = run("/usr/bin/env", ["make", "-C", root.path, "install", "PREFIX=\(prefix)", "BINARY=\(Programs.tick)"], timeout: 120)
        #expect(install.status == 0, "make install: \(install.stderr)")
        let files = ["bin/tick", "share/man/man1/tick.1", "share/bash-completion/completions/tick",
                     "share/zsh/site-functions/_tick", "share/fish/vendor_completions.d/tick.fish"]
        for file in files { #expect(FileManager.default.fileExists(atPath: prefix + "/" + file), "\(file) missing") }
        let version = run(prefix + "/bin/tick", ["--version"], timeout: 20)
        #expect(version.status == 0 && version.stdoutText.hasPrefix("tick "))
        let found = run("/usr/bin/env", ["man", "-w", "tick"], environment: ["MANPATH": prefix + "/share/man"], timeout: 60)
        #expect(found.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines) == prefix + "/share/man/man1/tick.1", "\(found.stdoutText) \(found.stderr)")
        // DESTDIR goes in front of PREFIX, as packagers stage files.
        let stage = prefix + "/stage"
        let staged = run("/usr/bin/env", ["make", "-C", root.path, "install", "DESTDIR=\(stage)", "PREFIX=/usr", "BINARY=\(Programs.tick)"], timeout: 120)
        #expect(staged.status == 0, "\(staged.stderr)")
        #expect(FileManager.default.fileExists(atPath: stage + "/usr/bin/tick"))
        let uninstall = run("/usr/bin/env", ["make", "-C", root.path, "uninstall", "PREFIX=\(prefix)"], timeout: 60)
        #expect(uninstall.status == 0)
        for file in files { #expect(!FileManager.default.fileExists(atPath: prefix + "/" + file), "\(file) left") }
    }

    @Test("README.md links only to files in the repository, and every relative link resolves")
    func readmeLinks() throws {
        for name in ["README.md", "CONTRIBUTING.md", "docs/SPEC.md", "docs/ARCHITECTURE.md"] {
            let text = try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
            let base = root.appendingPathComponent(name).deletingLastPathComponent()
            let links = try Regex(#"\]\(([^)\s]+)\)"#)
            var count = 0
            for match in text.matches(of: links) {
                guard let target = match.output[1].substring.map(String.init) else { continue }
                if target.hasPrefix("http://") || target.hasPrefix("https://") || target.hasPrefix("#") { continue }
                count += 1
                let path = String(target.split(separator: "#", maxSplits: 1)[0])
                let resolved = base.appendingPathComponent(path).standardizedFileURL
                #expect(resolved.path.hasPrefix(root.standardizedFileURL.path + "/"), "\(name) links outside the repository: \(target)")
                #expect(FileManager.default.fileExists(atPath: resolved.path), "\(name) links to a missing file: \(target)")
            }
            if name == "README.md" { #expect(count >= 3) }
        }
    }
}
