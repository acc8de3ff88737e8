import Foundation
import Testing
@testable import TickEngine

@Suite("State file (--remember)")
struct MemoryFileTests {
    /// A new empty directory under the temporary directory.
    static func directory() -> String {
        let path = NSTemporaryDirectory() + "tick-state-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test("A write replaces the file whole, mode 0600, and leaves no temporary file; the directory is made 0700")
    func atomicWrite() throws {
        let top = Self.directory()
        let dir = top + "/tick"
        let file = MemoryFile(name: "picks", directory: dir)
        #expect(try file.read() == nil)
        try file.write(Array("first".utf8))
        try file.write(Array("second, longer".utf8))
        #expect(try file.read() == Array("second, longer".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["picks.json"])
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let dirAttributes = try FileManager.default.attributesOfItem(atPath: dir)
        #expect((dirAttributes[.posixPermissions] as? Int) == 0o700)
        try? FileManager.default.removeItem(atPath: top)
    }

    @Test("A reader during many writes sees the old or the new content, never a mix or a part")
    func readersSeeWholeFiles() throws {
        let top = Self.directory()
        let file = MemoryFile(name: "race", directory: top)
        let a = [UInt8](repeating: UInt8(ascii: "a"), count: 200_000), b = [UInt8](repeating: UInt8(ascii: "b"), count: 100_000)
        try file.write(a)
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            for i in 0..<40 { try? file.write(i % 2 == 0 ? b : a) }
            done.signal()
        }
        var reads = 0
        while done.wait(timeout: .now()) == .timedOut {
            if let content = try file.read() {
                #expect(content == a || content == b, "a read of \(content.count) bytes")
                reads += 1
            }
        }
        #expect(reads > 0)
        try? FileManager.default.removeItem(atPath: top)
    }

    @Test("A directory that cannot be made is an error naming it, not a crash")
    func unwritable() throws {
        let top = Self.directory()
        // A file where the directory should be.
        #expect(FileManager.default.createFile(atPath: top + "/blocked", contents: Data()))
        let file = MemoryFile(name: "x", directory: top + "/blocked")
        do {
            try file.write(Array("x".utf8))
            Issue.record("the write succeeded")
        } catch {
            #expect(error.message.contains(top + "/blocked"), "\(error.message)")
        }
        try? FileManager.default.removeItem(atPath: top)
    }

    @Test("At most the limit is read: a file of exactly the limit is read whole, one byte more is refused by its size")
    func readLimit() throws {
        let top = Self.directory()
        defer { try? FileManager.default.removeItem(atPath: top) }
        let file = MemoryFile(name: "sized", directory: top)
        try file.write(Array(repeating: 0x61, count: 100))
        #expect(try file.read(limit: 100) == Array(repeating: 0x61, count: 100))
        do {
            _ = try file.read(limit: 99)
            Issue.record("read past the limit")
        } catch {
            #expect(error.message == "\(file.path) holds 100 bytes, more than the 99 bytes a memory may hold")
        }
    }

    @Test("A memory larger than the limit is not written, and the one saved before stays")
    func writeLimit() throws {
        let top = Self.directory()
        defer { try? FileManager.default.removeItem(atPath: top) }
        let file = MemoryFile(name: "sized", directory: top)
        try file.write(Array("old".utf8), limit: 10)
        do {
            try file.write(Array(repeating: 0x62, count: 11), limit: 10)
            Issue.record("wrote past the limit")
        } catch {
            #expect(error.message == "it would hold 11 bytes, more than the 10 bytes a memory may hold")
        }
        #expect(try file.read() == Array("old".utf8))
    }
}
