// The rules a memory's file and directory must pass before tick reads the memory
// (`MemoryFileCheck`, docs/SPEC.md §4), on facts as `fstat` gives them.
import Testing
import TickCore

@Suite("What a memory's file must be to be read")
struct MemoryFileCheckTests {
    typealias Facts = MemoryFileCheck.Facts
    static let user: UInt32 = 1000

    static func file(_ kind: MemoryFileCheck.Kind = .regular, owner: UInt32 = user, mode: UInt32 = 0o600, size: Int = 100) -> Facts {
        Facts(kind: kind, owner: owner, mode: mode, size: size)
    }

    static func fileProblem(_ facts: Facts, limit: Int = 1_000) -> String? {
        MemoryFileCheck.fileProblem(facts, path: "/s/demo.json", user: user, limit: limit)
    }

    static func directoryProblem(owner: UInt32 = user, mode: UInt32 = 0o700, kind: MemoryFileCheck.Kind = .directory) -> String? {
        MemoryFileCheck.directoryProblem(Facts(kind: kind, owner: owner, mode: mode, size: 4096), path: "/s", user: user)
    }

    @Test("A regular file of the user's, or root's, that only its owner can write, within the limit, is read")
    func trusted() {
        for mode: UInt32 in [0o600, 0o644, 0o400, 0o755] {
            #expect(Self.fileProblem(Self.file(mode: mode)) == nil, "mode \(mode)")
        }
        #expect(Self.fileProblem(Self.file(owner: 0)) == nil)
        #expect(Self.fileProblem(Self.file(size: 1_000)) == nil)
        #expect(Self.fileProblem(Self.file(size: 0)) == nil)
    }

    @Test("Anything but a regular file is named and refused", arguments: [
        (MemoryFileCheck.Kind.fifo, "a FIFO"), (.characterDevice, "a character device"), (.blockDevice, "a block device"),
        (.socket, "a socket"), (.directory, "a directory"), (.symbolicLink, "a symbolic link"), (.unknown, "of an unknown kind"),
    ])
    func kinds(kind: MemoryFileCheck.Kind, name: String) {
        #expect(Self.fileProblem(Self.file(kind)) == "/s/demo.json is \(name), not a regular file")
    }

    @Test("Another user's file, one others can write, and one over the limit are refused, each for its reason")
    func refusedFiles() {
        #expect(Self.fileProblem(Self.file(owner: 1001)) == "/s/demo.json belongs to user 1001, not to this user (1000)")
        #expect(Self.fileProblem(Self.file(mode: 0o620)) == "/s/demo.json can be written by other users (mode 0620)")
        #expect(Self.fileProblem(Self.file(mode: 0o602)) == "/s/demo.json can be written by other users (mode 0602)")
        #expect(Self.fileProblem(Self.file(size: 1_001)) == "/s/demo.json holds 1001 bytes, more than the 1000 bytes a memory may hold")
        #expect(Self.fileProblem(Self.file(size: (64 << 20) + 1), limit: 64 << 20)
                == "/s/demo.json holds 67108865 bytes, more than the 64 MiB a memory may hold")
    }

    @Test("The directory must be the user's or root's, and no one else may write it, sticky or not")
    func directory() {
        #expect(Self.directoryProblem() == nil)
        #expect(Self.directoryProblem(mode: 0o755) == nil)
        #expect(Self.directoryProblem(owner: 0) == nil)
        #expect(Self.directoryProblem(owner: 1001) == "the directory /s belongs to user 1001, not to this user (1000)")
        for mode: UInt32 in [0o770, 0o707, 0o1777, 0o720] {
            let shown = String(repeating: "0", count: 4 - String(mode, radix: 8).count) + String(mode, radix: 8)
            #expect(Self.directoryProblem(mode: mode)
                    == "the directory /s can be written by other users (mode \(shown); chmod go-w makes it the user's alone)")
        }
        #expect(Self.directoryProblem(kind: .regular) == "/s is a regular file, not a directory")
    }

    @Test("The limit read is the one the tunables name: 64 MiB")
    func limit() {
        #expect(Tunables.memoryFileLimit == 64 << 20)
    }
}
