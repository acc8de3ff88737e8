// The built-in file walker (docs/SPEC.md §2): with stdin a terminal, tick lists the files below
// the current directory as fzf 0.74's walker does, into `--filter`, the picker and the rest.
import Foundation
import Testing
import TickTestSupport

/// A tree with what the walker must tell apart: files, directories, hidden ones, the default
/// skips, links to a file, to a directory and to nowhere, a link back to its parent, a name
/// with a newline, an empty directory and one no one may read.
private func makeTree() throws -> URL {
    let root = try temporaryDirectory("walker")
    let fm = FileManager.default
    for dir in ["a/b", ".hid", "node_modules/x", ".git/y", "d2", "emptyd", "unr"] {
        try fm.createDirectory(at: root.appendingPathComponent(dir), withIntermediateDirectories: true)
    }
    for file in ["f1", "a/f2", "a/b/f3", ".hid/h1", ".hf", "node_modules/x/n1", ".git/y/g1", "d2/z", "nl\nname", "unr/secret"] {
        try Data().write(to: root.appendingPathComponent(file))
    }
    try fm.createSymbolicLink(atPath: root.appendingPathComponent("a/b/loop").path, withDestinationPath: "..")
    try fm.createSymbolicLink(atPath: root.appendingPathComponent("linka").path, withDestinationPath: "a")
    try fm.createSymbolicLink(atPath: root.appendingPathComponent("linkf").path, withDestinationPath: "f1")
    try fm.createSymbolicLink(atPath: root.appendingPathComponent("dangling").path, withDestinationPath: "nowhere")
    try fm.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root.path)
    try fm.setAttributes([.posixPermissions: 0o000], ofItemAtPath: root.appendingPathComponent("unr").path)
    return root
}

/// Runs `program --filter '' --print0 args` in `directory` with stdin a terminal (as a user
/// who cannot read `unr`: root reads anything, so root runs it as nobody), and returns the
/// printed paths, sorted.
private func walked(_ program: String, in directory: URL, _ args: [String]) throws -> (paths: [String], status: Int32) {
    var command = ["cd \"$0\" || exit 9;"]
    if getuid() == 0 { command.append("exec setpriv --reuid=65534 --regid=65534 --clear-groups") } else { command.append("exec") }
    command.append("\"$@\" --filter '' --print0 < /dev/tty")
    let run = try PseudoTerminalRun(executable: "/bin/sh", arguments: ["-c", command.joined(separator: " "), directory.path, program] + args)
    let result = run.wait(timeout: 60)
    #expect(!result.timedOut)
    let paths = result.stdout.split(separator: 0, omittingEmptySubsequences: false).dropLast().map { String(decoding: $0, as: UTF8.self) }
    return (paths.sorted(), result.status)
}

/// Removes the tree (`unr` made readable first).
private func cleanUp(_ url: URL) {
    try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.appendingPathComponent("unr").path)
    try? FileManager.default.removeItem(at: url)
}

@Suite("The file walker")
struct WalkerTests {
    // Expected listings worked out by hand from fzf 0.74.5's man page and checked by running
    // `fzf --walker … --filter ''` on the same tree.
    @Test("By default: files, links followed, hidden directories entered, .git and node_modules skipped, unreadable passed over")
    func defaultListing() throws {
        let tree = try makeTree()
        defer { cleanUp(tree) }
        let r = try walked(Programs.tick, in: tree, [])
        #expect(r.status == 0)
        #expect(r.paths == [".hf", ".hid/h1", "a/b/f3", "a/f2", "d2/z", "dangling", "f1", "linka/b/f3", "linka/f2", "linkf", "nl\nname"])
    }

    @Test("file,dir,follow,hidden lists directories with a slash; a link back to a parent is listed, not entered")
    func filesAndDirectories() throws {
        let tree = try makeTree()
        defer { cleanUp(tree) }
        let r = try walked(Programs.tick, in: tree, ["--walker", "file,dir,follow,hidden"])
        #expect(r.paths == [".hf", ".hid/", ".hid/h1", "a/", "a/b/", "a/b/f3", "a/b/loop/", "a/f2", "d2/", "d2/z", "dangling",
                            "emptyd/", "f1", "linka/", "linka/b/", "linka/b/f3", "linka/b/loop/", "linka/f2", "linkf", "nl\nname", "unr/"])
    }

    @Test("Without follow a link to a directory is left out; without hidden, hidden directories (not files)")
    func noFollowNoHidden() throws {
        let tree = try makeTree()
        defer { cleanUp(tree) }
        #expect(try walked(Programs.tick, in: tree, ["--walker", "dir"]).paths == ["a/", "a/b/", "d2/", "emptyd/", "unr/"])
        #expect(try walked(Programs.tick, in: tree, ["--walker", "file"]).paths
                == [".hf", "a/b/f3", "a/f2", "d2/z", "dangling", "f1", "linkf", "nl\nname"])
    }

    @Test("Several roots, printed as written (./ and trailing slashes dropped); skips by name or trailing path")
    func rootsAndSkips() throws {
        let tree = try makeTree()
        defer { cleanUp(tree) }
        #expect(try walked(Programs.tick, in: tree, ["--walker-root", "./a/", "d2"]).paths == ["a/b/f3", "a/f2", "d2/z"])
        #expect(try walked(Programs.tick, in: tree, ["--walker-root", tree.path + "/d2/"]).paths == [tree.path + "/d2/z"])
        #expect(try walked(Programs.tick, in: tree, ["--walker-root", "a", "--walker", "dir"]).paths == ["a/", "a/b/"])
        #expect(try walked(Programs.tick, in: tree, ["--walker-skip", "a/b,.hid,linka,d2,unr"]).paths
                == [".git/y/g1", ".hf", "a/f2", "dangling", "f1", "linkf", "nl\nname", "node_modules/x/n1"])
    }

    @Test("A root that is not a directory is a one-line error, exit 2")
    func missingRoot() throws {
        let tree = try makeTree()
        defer { cleanUp(tree) }
        let run = try PseudoTerminalRun(executable: "/bin/sh", arguments: ["-c", "cd \"$0\" && exec \"$1\" --filter '' --walker-root a missing < /dev/tty", tree.path, Programs.tick])
        let result = run.wait()
        #expect(result.status == 2)
        #expect(result.stderr == "tick: --walker-root: 'missing' is not a directory\n")
    }

    @Test("The picker opens on the walked files when stdin is a terminal, and Enter prints the one under the band")
    func pickerOnWalkedFiles() throws {
        let tree = try makeTree()
        defer { cleanUp(tree) }
        let run = try PseudoTerminalRun(executable: "/bin/sh", arguments: ["-c", "cd \"$0\" && exec \"$1\" --single -q f3 < /dev/tty", tree.path, Programs.tick],
                                        environment: ["NO_COLOR": ""])
        #expect(run.waitForText("a/b/f3"))
        #expect(run.waitForText("linka/b/f3"))
        run.send("\r")
        let result = run.wait()
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(["a/b/f3\n", "linka/b/f3\n"].contains(result.stdoutText))
        #expect(run.terminalSettingsRestored())
    }
}

@Suite("The file walker as fzf's", .enabled(if: Programs.fzf != nil, "fzf not found: set TICK_FZF"))
struct WalkerParityTests {
    static let cases: [[String]] = [
        [], ["--walker", "file,dir,follow,hidden"], ["--walker", "dir"], ["--walker", "file"], ["--walker", "dir,follow"],
        ["--walker", "file,dir"], ["--walker-root", "a", "d2"], ["--walker-root", "./a/"], ["--walker-root", "a", "--walker", "dir"],
        ["--walker-skip", ".hid,b"], ["--walker-skip", "a/b"], ["--walker-skip", ""], ["--walker-root", ".hid", "--walker", "file"],
        ["--walker-root", "a", "--walker-skip", "a"], ["--walker-root", "linka", "--walker", "file,dir"], ["--walker-root", "a/b"],
    ]

    @Test("tick lists what fzf's walker lists", arguments: cases)
    func sameListing(args: [String]) throws {
        let fzf = try #require(Programs.fzf)
        let tree = try makeTree()
        defer { cleanUp(tree) }
        let theirs = try walked(fzf, in: tree, args), mine = try walked(Programs.tick, in: tree, args)
        #expect(mine.status == theirs.status)
        #expect(mine.paths == theirs.paths)
    }
}
