// A release a packager can ship: the version line, the commit a release build names (only when
// it is certain), and `make dist`'s artifacts packed from a built binary and checked by
// Scripts/check-dist.sh. The static release build itself is made and checked in .ci/run.
import Foundation
import Testing
import TickTestSupport

private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The release number, as the Makefile reads it from the source (`make version`).
private let releaseNumber: String = {
    let r = run("/usr/bin/env", ["make", "-s", "--no-print-directory", "-C", root.path, "version"], timeout: 60)
    return r.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines)
}()

/// An environment in which git commits without the user's configuration.
private let gitEnvironment = [
    "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1",
    "GIT_AUTHOR_NAME": "Release Test", "GIT_AUTHOR_EMAIL": "release@example.invalid",
    "GIT_COMMITTER_NAME": "Release Test", "GIT_COMMITTER_EMAIL": "release@example.invalid",
]

/// Runs git in `directory`, records an issue if it fails, and returns its stdout, trimmed.
@discardableResult
private func git(_ arguments: [String], in directory: URL, sourceLocation: SourceLocation = #_sourceLocation) -> String {
    let r = run("/usr/bin/env", ["git", "-C", directory.path] + arguments, environment: gitEnvironment)
    #expect(r.status == 0, "git \(arguments.joined(separator: " ")): \(r.stderr)", sourceLocation: sourceLocation)
    return r.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines)
}

/// Runs Scripts/build-commit.sh on `source` and returns the Swift line it wrote.
private func generatedCommitLine(_ source: URL, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
    let out = source.deletingLastPathComponent().appendingPathComponent("generated-\(UUID().uuidString).swift")
    defer { try? FileManager.default.removeItem(at: out) }
    let r = run("/bin/sh", [root.appendingPathComponent("Scripts/build-commit.sh").path, source.path, out.path], environment: gitEnvironment, timeout: 60)
    #expect(r.status == 0, "\(r.stderr)", sourceLocation: sourceLocation)
    let text = try String(contentsOf: out, encoding: .utf8)
    return text.split(separator: "\n").first { $0.hasPrefix("let buildCommit") }.map(String.init) ?? text
}

@Suite("Release: version line, build commit, make dist")
struct ReleaseTests {
    @Test("A build without an injected commit prints 'tick VERSION' exactly; VERSION is CHANGELOG.md's latest release")
    func versionOfPlainBuild() throws {
        #expect(releaseNumber.split(separator: ".").count == 3, "make version: '\(releaseNumber)'")
        let r = runTick(["--version"])
        #expect(r.status == 0)
        #expect(r.stdoutText == "tick \(releaseNumber)\n")
        let changelog = try String(contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let releases = changelog.split(separator: "\n").filter { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]") }
        #expect(releases.first?.hasPrefix("## [\(releaseNumber)] - ") == true, "\(releases.first ?? "no release heading")")
    }

    @Test("build-commit.sh names the commit of a clean checkout of its own, and no commit otherwise")
    func buildCommit() throws {
        let base = try temporaryDirectory("build-commit")
        defer { try? FileManager.default.removeItem(at: base) }
        let repo = base.appendingPathComponent("repo")
        try FileManager.default.createDirectory(at: repo.appendingPathComponent("sub"), withIntermediateDirectories: true)
        git(["init", "-q"], in: repo)
        try "a\n".write(to: repo.appendingPathComponent("sub/file"), atomically: true, encoding: .utf8)
        try ".build/\n".write(to: repo.appendingPathComponent(".gitignore"), atomically: true, encoding: .utf8)
        git(["add", "."], in: repo)
        git(["commit", "-q", "-m", "first"], in: repo)
        let commit = git(["rev-parse", "--short=7", "HEAD"], in: repo)
        #expect(commit.count >= 7)

        #expect(try generatedCommitLine(repo) == "let buildCommit: String? = \"\(commit)\"")
        // Ignored files (build products) leave the checkout clean.
        try FileManager.default.createDirectory(at: repo.appendingPathComponent(".build"), withIntermediateDirectories: true)
        try "x".write(to: repo.appendingPathComponent(".build/product"), atomically: true, encoding: .utf8)
        #expect(try generatedCommitLine(repo) == "let buildCommit: String? = \"\(commit)\"")
        // A directory inside a checkout (a source tarball unpacked in some repository) is not one.
        #expect(try generatedCommitLine(repo.appendingPathComponent("sub")) == "let buildCommit: String? = nil")
        // An untracked file, then a changed tracked file: the tree is not the commit.
        try "new".write(to: repo.appendingPathComponent("new"), atomically: true, encoding: .utf8)
        #expect(try generatedCommitLine(repo) == "let buildCommit: String? = nil")
        try FileManager.default.removeItem(at: repo.appendingPathComponent("new"))
        try "b\n".write(to: repo.appendingPathComponent("sub/file"), atomically: true, encoding: .utf8)
        #expect(try generatedCommitLine(repo) == "let buildCommit: String? = nil")
        // Not a git checkout at all.
        let plain = base.appendingPathComponent("plain")
        try FileManager.default.createDirectory(at: plain, withIntermediateDirectories: true)
        #expect(try generatedCommitLine(plain) == "let buildCommit: String? = nil")
    }

    @Test("The generated commit reaches --version only in a build with -DTICK_BUILD_COMMIT; a file left behind is ignored without it")
    func commitInjection() throws {
        let base = try temporaryDirectory("commit-injection")
        defer { try? FileManager.default.removeItem(at: base) }
        let generated = base.appendingPathComponent("BuildCommit+Generated.swift")
        try "#if TICK_BUILD_COMMIT\nlet buildCommit: String? = \"abc1234\"\n#endif\n".write(to: generated, atomically: true, encoding: .utf8)
        let main = base.appendingPathComponent("main.swift")
        try "print(Version.line(commit: buildCommit))\n".write(to: main, atomically: true, encoding: .utf8)
        let sources = ["Sources/TickCore/Options/Version.swift", "Sources/tick/BuildCommit.swift"].map { root.appendingPathComponent($0).path }
            + [generated.path, main.path]
        for (flags, expected) in [(["-D", "TICK_BUILD_COMMIT"], "tick \(releaseNumber) (abc1234)\n"), ([], "tick \(releaseNumber)\n")] {
            let program = base.appendingPathComponent("version\(flags.count)").path
            let built = run("/usr/bin/env", ["swiftc", "-module-name", "tick"] + flags + sources + ["-o", program], timeout: 600)
            #expect(built.status == 0, "swiftc \(flags): \(built.stderr)")
            #expect(run(program, []).stdoutText == expected, "\(flags)")
        }
    }

    @Test("make dist's packing step (BINARY=) writes a tarball, a .deb and SHA256SUMS that check-dist.sh passes, and it fails them when changed")
    func distArtifacts() throws {
        let dist = try temporaryDirectory("dist")
        defer { try? FileManager.default.removeItem(at: dist) }
        let made = run("/bin/sh", [root.appendingPathComponent("Scripts/make-dist.sh").path],
                       environment: ["BINARY": Programs.tick, "DIST": dist.path], timeout: 300)
        #expect(made.status == 0, "make-dist: \(made.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: dist.path).sorted()
        #expect(names == ["SHA256SUMS", "tick-\(releaseNumber)-linux-x86_64.tar.gz", "tick_\(releaseNumber)_amd64.deb"])

        let check = [root.appendingPathComponent("Scripts/check-dist.sh").path, "--allow-dynamic", dist.path]
        let passed = run("/bin/sh", check, timeout: 300)
        #expect(passed.status == 0, "\(passed.stdoutText)")
        #expect(passed.stdoutText.split(separator: "\n").last?.hasPrefix("check-dist: PASS") == true, "\(passed.stdoutText)")
        #expect(passed.stdoutText.contains("--version: tick \(releaseNumber)\n"), "\(passed.stdoutText)")

        // One byte more in the tarball: the checksums no longer verify.
        let tarball = try FileHandle(forWritingTo: dist.appendingPathComponent("tick-\(releaseNumber)-linux-x86_64.tar.gz"))
        try tarball.seekToEnd()
        try tarball.write(contentsOf: Data([0]))
        try tarball.close()
        let failed = run("/bin/sh", check, timeout: 300)
        #expect(failed.status == 1)
        #expect(failed.stdoutText.contains("check-dist: FAIL: SHA256SUMS does not verify"), "\(failed.stdoutText)")
        #expect(failed.stdoutText.split(separator: "\n").last?.hasPrefix("check-dist: FAIL") == true)
    }
}
