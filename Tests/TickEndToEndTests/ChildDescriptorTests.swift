// The tests' own ways of starting programs pass on no descriptor of the test process but
// stdin, stdout and stderr: tests run in parallel, and a child that inherited another test's
// pipe or fifo writer keeps its reader from ever seeing the end (ReloadEndToEndTests' reload-sync
// waited for a fifo's end that a concurrently run tick held open).
import Foundation
import Testing
import TickTestSupport

@Suite("Children of the tests")
struct ChildDescriptorTests {
    /// A descriptor without close-on-exec, as `FileHandle(forWritingAtPath:)` and `pipe()` make
    /// them, open for the time of `body`.
    static func withInheritableDescriptor(_ body: (Int32) throws -> Void) throws {
        let fd = open("/dev/null", O_RDONLY)
        try #require(fd >= 0)
        defer { close(fd) }
        try #require(fcntl(fd, F_GETFD) & FD_CLOEXEC == 0)
        try body(fd)
    }

    /// The descriptor numbers `ls` lists in `/proc/self/fd` (its own directory's among them).
    static func descriptors(_ listing: [UInt8]) -> Set<Int32> {
        Set(String(decoding: listing, as: UTF8.self).split(separator: "\n").compactMap { Int32($0) })
    }

    @Test("A program run with stdin fed through a pipe (TickRunner's run) gets no other descriptor of the test process")
    func runPassesNone() throws {
        try Self.withInheritableDescriptor { fd in
            let result = run("/bin/ls", ["/proc/self/fd"])
            #expect(result.status == 0, "\(result.stderr)")
            let seen = Self.descriptors(result.stdout)
            #expect(seen.isSuperset(of: [0, 1, 2]), "\(seen)")
            #expect(!seen.contains(fd), "descriptor \(fd) was inherited: \(seen.sorted())")
        }
    }

    @Test("A program run by ByteCommand gets no other descriptor of the test process")
    func byteCommandPassesNone() throws {
        try Self.withInheritableDescriptor { fd in
            let result = try #require(ByteCommand.run([Array("/bin/ls".utf8), Array("/proc/self/fd".utf8)]))
            #expect(result.status == 0)
            let seen = Self.descriptors(result.stdout)
            #expect(seen.isSuperset(of: [0, 1, 2]), "\(seen)")
            #expect(!seen.contains(fd), "descriptor \(fd) was inherited: \(seen.sorted())")
        }
    }
}
