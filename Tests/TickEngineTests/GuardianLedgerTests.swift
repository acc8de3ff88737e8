import Glibc
import Testing
@testable import TickEngine

/// The guardian's ledger: the records tick sends, read back however the socket cuts them.
@Suite("The guardian's ledger")
struct GuardianLedgerTests {
    static let records: [GuardianLedger.Record] = [
        .group(4242), .process(777), .file(Array("/tmp/tick-AbC123".utf8)), .group(90_001),
        .released(4242), .file(Array("/tmp/dir with\nnewline/tick-x".utf8)), .forgotten(Array("/tmp/tick-AbC123".utf8)),
    ]

    @Test("Records read back the same in one piece or cut anywhere: what is held is what was not released")
    func cutAnywhere() {
        let bytes = Self.records.flatMap(\.encoded)
        for cut in [1, 2, 3, 5, 7, 13, bytes.count] {
            var ledger = GuardianLedger()
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + cut)
                let read = ledger.take(bytes[start..<end])
                #expect(read)
                start = end
            }
            #expect(ledger.groups == [90_001], "cut \(cut)")
            #expect(ledger.processes == [777])
            #expect(ledger.files == [Array("/tmp/dir with\nnewline/tick-x".utf8)])
        }
    }

    @Test("A released process or group is forgotten, whichever it was; a forgotten file too")
    func released() {
        var ledger = GuardianLedger()
        for record in [GuardianLedger.Record.group(10), .process(11), .file([0x61]), .released(10), .released(11), .forgotten([0x61])] {
            ledger.apply(record)
        }
        #expect(ledger.isEmpty)
    }

    @Test("Ids below 2 are never held: kill(-1, …) would reach every process, kill(0, …) the guardian's group")
    func dangerousIds() {
        var ledger = GuardianLedger()
        for pid: pid_t in [-5, -1, 0, 1] {
            let read = ledger.take((GuardianLedger.Record.group(pid).encoded + GuardianLedger.Record.process(pid).encoded)[...])
            #expect(read)
        }
        #expect(ledger.isEmpty)
    }

    @Test("Bytes that are not tick's records stop the reading")
    func garbage() {
        let take = { (bytes: [UInt8]) -> Bool in
            var ledger = GuardianLedger()
            return ledger.take(bytes[...])
        }
        #expect(!take([0x41, 0, 0, 0, 0]), "an unknown tag")
        #expect(!take([0x66] + GuardianLedger.Record.bytes(of: 1 << 20)), "a path longer than PATH_MAX")
        #expect(!take([0x67] + GuardianLedger.Record.bytes(of: 2) + [1, 2]), "a group id that is not 4 bytes")
    }
}
