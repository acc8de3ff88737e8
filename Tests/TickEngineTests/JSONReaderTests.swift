// JSON items read from a pipe: `InputReader` (`--filter`, line mode, `--no-tty`) refuses input
// that is not JSON naming its line; the picker's `StreamingReader` publishes the items as they
// stream, with their shown text, and a note for what it left out.
import Foundation
import Testing
@testable import TickCore
@testable import TickEngine

@Suite("JSON input from a pipe")
struct JSONReaderTests {
    @Test("The reader refuses input that is not JSON with its line, keeping nothing printed")
    func readerRefuses() throws {
        let input = Array("{\"a\":1}\n{\"a\":2}\n{\"a\":,}\n{\"a\":4}\n".utf8)
        var fds: [Int32] = [-1, -1]
        #expect(pipe(&fds) == 0)
        #expect(Descriptor.writeAll(fds[1], input))
        close(fds[1])
        defer { close(fds[0]) }
        var reader = InputReader(fd: fds[0], separator: 0x0A, headerLines: 0, readSize: 5, memory: .heap,
                                 json: InputBuilder.JSONSettings())
        do {
            let store = try reader.readAll()
            Issue.record("read \(store.count) items")
        } catch {
            #expect(error.message == "the input is not JSON: line 3: expected a value")
        }
    }

    @Test("The picker's reader streams the items with their shown text, and notes the line it left out")
    func streamingReaderNotes() throws {
        let head = Array("{\"name\":\"web\",\"n\":1}\n{\"name\" \"x\"}\n".utf8)
        let tail = Array("{\"name\":\"db\",\"n\":2}\n".utf8)
        let (counts, last) = try StreamingReaderTests.read([head, tail], ["--input", "json", "--with-nth", "{.name}"])
        #expect(last.failure == nil)
        #expect(last.store.count == 2)
        #expect(counts.allSatisfy { $0 <= 2 })
        #expect(last.store.bytes(1) == tail.dropLast())
        #expect(last.store.searched.bytes(1) == Array("db".utf8))
        #expect(last.note == "input: line 2 is not JSON (expected ':' after a member name); left out")
    }

    @Test("The toolbar's note counts the faults after the first, and says when the rest is left out")
    func noteWording() {
        let problem = JSONScanner.Problem(line: 7, message: "expected a value", endsInput: true)
        #expect(InputReader.note((problem, 3)) == "input: line 7 is not JSON (expected a value); the rest of the input is left out (and 2 more)")
        #expect(InputReader.note(nil) == nil)
    }
}
