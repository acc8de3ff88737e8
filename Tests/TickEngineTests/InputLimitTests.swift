// An item longer than a store holds, read from a pipe: `InputReader` (`--filter`, line mode,
// `--no-tty`) throws the message the user reads, and `StreamingReader` (the picker, a reload)
// publishes it as its failure, with the items before it. Tested at a small limit.
import Foundation
import Testing
@testable import TickCore
@testable import TickEngine

/// A pipe's read end that holds `bytes` and then its end (written on another thread, so that
/// any size fits).
private func pipeHolding(_ bytes: [UInt8]) -> Int32 {
    var fds: [Int32] = [-1, -1]
    #expect(pipe(&fds) == 0)
    let writer = fds[1]
    Thread.detachNewThread {
        _ = Descriptor.writeAll(writer, bytes)
        close(writer)
    }
    return fds[0]
}

@Suite("Input longer than a store holds")
struct InputLimitTests {
    static let lines = Array("alpha\nbeta\n".utf8)

    @Test("The reader refuses an item past its limit with one line naming the limit, lines and --read0 alike",
          arguments: [UInt8(0x0A), 0])
    func readerRefuses(separator: UInt8) throws {
        let input = Array("alpha".utf8) + [separator] + [UInt8](repeating: 0x61, count: 5_000)
        let fd = pipeHolding(input)
        defer { close(fd) }
        var reader = InputReader(fd: fd, separator: separator, headerLines: 0, readSize: 1_000, memory: .heap, itemLimit: 4_096)
        do {
            let store = try reader.readAll()
            Issue.record("read \(store.count) items")
        } catch {
            #expect(error.message == "an item of the input is longer than 4096 bytes, the longest tick can hold")
        }
        #expect(reader.builder.store.count == 1, "the item before it stays, the long one is dropped")
    }

    @Test("An item of exactly the limit is read whole")
    func atTheLimit() throws {
        let long = [UInt8](repeating: 0x62, count: 4_096)
        let fd = pipeHolding(Self.lines + long)
        defer { close(fd) }
        var reader = InputReader(fd: fd, separator: 0x0A, headerLines: 0, readSize: 1_000, memory: .heap, itemLimit: 4_096)
        let store = try reader.readAll()
        #expect(store.count == 3 && store.bytes(2) == long)
    }

    @Test("The message names the real limit as it is")
    func realMessage() {
        #expect(InputReader.Failure.tooLong(limit: ItemStoreBuilder.maximumItemLength).message
                == "an item of the input is longer than 4292870144 bytes (4 GiB less 2 MiB), the longest tick can hold")
    }

    @Test("The picker's reader publishes the refusal as its failure, with the items before the long one")
    func streamingReaderRefuses() throws {
        let fd = pipeHolding(Self.lines + [UInt8](repeating: 0x63, count: 200_000))
        defer { close(fd) }
        let wake = WakePipe()
        let reader = StreamingReader(options: try OptionParser.parse([], defaults: nil), wake: wake, itemLimit: 100_000)
        reader.start(fd: fd)
        let deadline = Date().addingTimeInterval(20)
        while !reader.progress.done && Date() < deadline {
            _ = wake.wait(timeout: 200)
            wake.drain()
        }
        let progress = reader.progress
        #expect(progress.done)
        #expect(progress.failure == "an item of the input is longer than 100000 bytes, the longest tick can hold")
        #expect(progress.store.count == 2)
    }
}
