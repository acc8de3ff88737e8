import Testing
@testable import TickCore

private func walker(_ args: [String]) throws -> WalkerOptions { try OptionParser.parse(args).walker }

@Suite("Walker options")
struct WalkerOptionsTests {
    @Test("fzf's defaults: file,follow,hidden from . skipping .git and node_modules")
    func defaults() throws {
        let w = try walker([])
        #expect(w.file && !w.dir && w.follow && w.hidden)
        #expect(w.roots == ["."] && w.skip == [".git", "node_modules"])
    }

    @Test("--walker takes a comma-separated list and needs file or dir")
    func kinds() throws {
        let w = try walker(["--walker", "dir,hidden"])
        #expect(!w.file && w.dir && !w.follow && w.hidden)
        #expect(throws: UsageError.self) { try walker(["--walker", "follow"]) }
        #expect(throws: UsageError.self) { try walker(["--walker", ""]) }
        #expect(throws: UsageError.self) { try walker(["--walker", "file,links"]) }
    }

    @Test("--walker-root takes the words after it until an option; a later --walker-root replaces them")
    func roots() throws {
        #expect(try walker(["--walker-root", "a", "b", "c"]).roots == ["a", "b", "c"])
        #expect(try walker(["--walker-root=a", "b", "-e"]).roots == ["a", "b"])
        #expect(try walker(["--walker-root", "a", "b", "--walker-root", "c"]).roots == ["c"])
        #expect(throws: UsageError.self) { try walker(["-e", "a"]) }
    }

    @Test("--walker-skip leaves out directories by name or trailing path; empty skips nothing")
    func skip() throws {
        let w = try walker(["--walker-skip", "a/b,tmp"])
        #expect(w.excludes(name: Array("tmp".utf8), path: Array("x/tmp".utf8)))
        #expect(w.excludes(name: Array("b".utf8), path: Array("x/a/b".utf8)))
        #expect(!w.excludes(name: Array("b".utf8), path: Array("xa/b".utf8)))
        #expect(try walker(["--walker-skip", ""]).skip.isEmpty)
    }

    @Test("Without hidden, a directory whose name starts with a dot is left out, but not . or ..")
    func hidden() throws {
        let w = try walker(["--walker", "file"])
        #expect(w.excludes(name: Array(".cache".utf8), path: Array(".cache".utf8)))
        #expect(!w.excludes(name: Array(".".utf8), path: []))
        #expect(!w.excludes(name: Array("..".utf8), path: Array("..".utf8)))
    }
}
