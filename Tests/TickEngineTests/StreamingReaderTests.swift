import Foundation
import Testing
@testable import TickCore
@testable import TickEngine

@Suite("Streaming reader")
struct StreamingReaderTests {
    /// Reads what `chunks` write into a pipe, one write each, with the reader of `arguments`;
    /// returns every snapshot seen and the last progress.
    static func read(_ chunks: [[UInt8]], _ arguments: [String] = []) throws -> (counts: [Int], last: StreamingReader.Progress) {
        let options = try OptionParser.parse(arguments, defaults: nil)
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        let wake = WakePipe()
        let reader = StreamingReader(options: options, wake: wake)
        reader.start(fd: fds[0])
        let writer = fds[1]
        DispatchQueue.global().async {
            for chunk in chunks {
                chunk.withUnsafeBytes { p in var off = 0; while off < p.count { let n = write(writer, p.baseAddress! + off, p.count - off); if n <= 0 { break }; off += n } }
            }
            close(writer)
        }
        var counts: [Int] = []
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            _ = wake.wait(timeout: 200)
            wake.drain()
            let progress = reader.progress
            counts.append(progress.store.count)
            if progress.done {
                close(fds[0])
                return (counts, progress)
            }
        }
        Issue.record("the reader did not finish")
        return (counts, reader.progress)
    }

    @Test("Held for the first frame, the reader stops after its first snapshot until the frame is shown, then reads the rest")
    func holdsForFirstFrame() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        // Every line in the pipe before the reader starts: several reads' worth.
        Descriptor.widenPipe(fds[1])
        let lines = 40_000
        let input = Array([[UInt8]](repeating: Array("a line of input\n".utf8), count: lines).joined())
        #expect(input.withUnsafeBytes { write(fds[1], $0.baseAddress!, $0.count) } == input.count)
        close(fds[1])
        let wake = WakePipe()
        let reader = StreamingReader(options: try OptionParser.parse([], defaults: nil), wake: wake)
        // Ten minutes: only `shown` lets it go on within the test.
        reader.start(fd: fds[0], firstFrameWait: 600_000)
        func waitFor(_ condition: (StreamingReader.Progress) -> Bool) -> Bool {
            let deadline = Date().addingTimeInterval(20)
            while Date() < deadline {
                if condition(reader.progress) { return true }
                _ = wake.wait(timeout: 200)
                wake.drain()
            }
            return false
        }
        #expect(waitFor { _ in reader.isHoldingForFirstFrame })
        // Held after one read: its snapshot is all there is, and the rest waits in the pipe.
        let first = reader.progress
        #expect(first.store.count == Tunables.readSize / 16 && !first.done)
        var unread: Int32 = 0
        #expect(ioctl(fds[0], UInt(FIONREAD), &unread) == 0)
        #expect(Int(unread) == input.count - Tunables.readSize)
        reader.shown()
        #expect(waitFor { $0.done })
        #expect(reader.progress.store.count == lines)
        close(fds[0])
    }

    @Test("Snapshots only grow, and the last holds every item exactly, a last line without a newline and \\r included")
    func snapshots() throws {
        var rng = Seeded(state: 21)
        let items = (0..<30_000).map { i in "item \(i) " + String(repeating: "é", count: Int.random(in: 0...40, using: &rng)) }
        var bytes = Array(items.joined(separator: "\n").utf8)
        bytes += Array("\ncarriage\r\nlast".utf8)
        // Chunks of odd sizes, cutting lines and characters.
        var chunks: [[UInt8]] = []
        var i = 0
        while i < bytes.count {
            let n = Int.random(in: 1...70_000, using: &rng)
            chunks.append(Array(bytes[i..<min(bytes.count, i + n)]))
            i += n
        }
        let (counts, last) = try Self.read(chunks)
        #expect(counts == counts.sorted(), "snapshots shrank")
        #expect(last.failure == nil)
        let store = last.store
        #expect(store.count == items.count + 2)
        for (index, item) in items.enumerated() where index % 997 == 0 {
            #expect(Array(store.item(index)) == Array(item.utf8))
        }
        #expect(Array(store.item(items.count)) == Array("carriage\r".utf8))
        #expect(Array(store.item(items.count + 1)) == Array("last".utf8))
    }

    @Test("--read0 and --header-lines: items end at NUL, the header lines are kept apart")
    func nulAndHeader() throws {
        let (_, last) = try Self.read([Array("NAME\0a\nb\0".utf8), Array("c\0d".utf8)], ["--read0", "--header-lines", "1"])
        #expect(last.store.header == [Array("NAME".utf8)])
        #expect(last.store.count == 3)
        #expect(Array(last.store.item(0)) == Array("a\nb".utf8))
        #expect(Array(last.store.item(2)) == Array("d".utf8))
    }

    @Test("An empty input ends with no items")
    func empty() throws {
        let (_, last) = try Self.read([])
        #expect(last.done && last.store.count == 0 && last.failure == nil)
    }
}
