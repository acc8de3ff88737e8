// What `--remember` reads (docs/SPEC.md §4): only a regular file of at most 64 MiB that belongs
// to the user and no one else may write, in a directory no one else may write. Anything else
// is one warning line naming the check that failed, and the run goes on without the memory:
// never a hang (a FIFO), never a read without end (a link to /dev/zero), never a memory another
// user planted. The tests run as root, as CI does: other users are made with chown.
import Foundation
import Testing
import TickTestSupport

@Suite("--remember reads only a file the user alone controls", .serialized)
struct RememberFileCheckTests {
    /// The state directory's `tick` directory and the memory `demo`'s file in it, made 0700
    /// as tick makes it; the caller removes `home`.
    static func planted() throws -> (home: URL, directory: String, file: String) {
        let home = try stateHome()
        let directory = home.appendingPathComponent("tick").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        return (home, directory, directory + "/demo.json")
    }

    /// A memory that ticks `alpha`: were it obeyed, `--no-tty=defaults` would print `alpha`.
    static let alphaMemory = memoryFile(query: "", values: [bytes("alpha")])

    /// Runs `tick --no-tty=defaults --remember demo --preselect beta` on `alpha` and `beta`
    /// with `home` as the state directory, with no terminal, for at most 10 seconds; `limit`
    /// (bytes) caps the address space under `prlimit`, so that a tick reading without end
    /// fails soon instead of taking the machine's memory.
    static func run(_ home: URL, limit: Int? = nil) -> RunResult {
        let arguments = ["--no-tty=defaults", "--remember", "demo", "--preselect", "beta"]
        let env = ["XDG_STATE_HOME": home.path]
        guard let limit else {
            return runTick(arguments, stdin: lines(["alpha", "beta"]), env: env, newSession: true, timeout: 10)
        }
        return TickEndToEndTests.run("/usr/bin/prlimit", ["--as=\(limit)", Programs.tick] + arguments,
                                     stdin: lines(["alpha", "beta"]), environment: env, newSession: true, timeout: 10)
    }

    /// Expects the memory set aside with the one warning line `reason`, and the run gone on
    /// with `--preselect`.
    static func expectRefused(_ r: RunResult, _ reason: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!r.timedOut, "tick hung", sourceLocation: sourceLocation)
        #expect(r.status == 0 && r.stdoutText == "beta\n", "status \(r.status), stdout \(r.stdoutText), stderr \(r.stderr)",
                sourceLocation: sourceLocation)
        #expect(r.stderr == "tick: warning: cannot use the memory 'demo': \(reason); starting without it (the file is kept until the next accept replaces it)\n"
                + "tick: --no-tty=defaults printed 1 preselected item without asking: cannot open /dev/tty (No such device or address)\n",
                sourceLocation: sourceLocation)
    }

    @Test("A FIFO in the memory's place is not opened for reading and waited on: a warning at once")
    func fifo() throws {
        let (home, _, file) = try Self.planted()
        defer { try? FileManager.default.removeItem(at: home) }
        #expect(mkfifo(file, 0o600) == 0)
        Self.expectRefused(Self.run(home), "\(file) is a FIFO, not a regular file")
    }

    @Test("A symbolic link (here to /dev/zero) is not followed")
    func linkToDevZero() throws {
        let (home, _, file) = try Self.planted()
        defer { try? FileManager.default.removeItem(at: home) }
        #expect(symlink("/dev/zero", file) == 0)
        Self.expectRefused(Self.run(home, limit: 1 << 30), "\(file) is a symbolic link, not a regular file")
    }

    @Test("A file larger than 64 MiB is refused before it is read")
    func oversize() throws {
        let (home, _, file) = try Self.planted()
        defer { try? FileManager.default.removeItem(at: home) }
        // Sparse: no disk, and the memory's first bytes a valid memory, so only its size is wrong.
        #expect(FileManager.default.createFile(atPath: file, contents: Data(Self.alphaMemory), attributes: [.posixPermissions: 0o600]))
        #expect(truncate(file, (64 << 20) + 1) == 0)
        Self.expectRefused(Self.run(home), "\(file) holds 67108865 bytes, more than the 64 MiB a memory may hold")
    }

    @Test("A directory other users can write is not trusted, sticky or not", arguments: [0o770, 0o707, 0o1777])
    func writableDirectory(mode: Int) throws {
        let (home, directory, file) = try Self.planted()
        defer { try? FileManager.default.removeItem(at: home) }
        #expect(FileManager.default.createFile(atPath: file, contents: Data(Self.alphaMemory), attributes: [.posixPermissions: 0o600]))
        #expect(chmod(directory, mode_t(mode)) == 0)
        let shown = String(repeating: "0", count: 4 - String(mode, radix: 8).count) + String(mode, radix: 8)
        Self.expectRefused(Self.run(home), "the directory \(directory) can be written by other users (mode \(shown); chmod go-w makes it the user's alone)")
    }

    @Test("A file another user owns, or other users can write, is not read; nor is one in a directory another user owns")
    func otherOwner() throws {
        let user = getuid()
        let stranger: uid_t = user == 12_345 ? 12_346 : 12_345
        let (home, directory, file) = try Self.planted()
        defer { try? FileManager.default.removeItem(at: home) }
        #expect(FileManager.default.createFile(atPath: file, contents: Data(Self.alphaMemory), attributes: [.posixPermissions: 0o600]))
        try #require(chown(file, stranger, gid_t(stranger)) == 0, "the tests run as root, who can give a file away")
        Self.expectRefused(Self.run(home), "\(file) belongs to user \(stranger), not to this user (\(user))")

        #expect(chown(file, user, getgid()) == 0 && chmod(file, 0o622) == 0)
        Self.expectRefused(Self.run(home), "\(file) can be written by other users (mode 0622)")

        #expect(chmod(file, 0o600) == 0 && chown(directory, stranger, gid_t(stranger)) == 0)
        Self.expectRefused(Self.run(home), "the directory \(directory) belongs to user \(stranger), not to this user (\(user))")

        // Its own again: the same memory is obeyed.
        #expect(chown(directory, user, getgid()) == 0)
        let obeyed = Self.run(home)
        #expect(obeyed.status == 0 && obeyed.stdoutText == "alpha\n", "\(obeyed.stderr)")
        #expect(obeyed.stderr == "tick: --no-tty=defaults printed 1 remembered item without asking: cannot open /dev/tty (No such device or address)\n")
    }
}
