import Testing
@testable import TickEngine

@Suite("Wake pipe")
struct WakePipeTests {
    @Test("A drain says which sources woke the loop since the last one, and only those")
    func sources() {
        let wake = WakePipe()
        #expect(wake.drain() == [])
        wake.signal(.engine)
        wake.signal(.engine)
        #expect(wake.drain() == [.engine])
        wake.signal(.reader)
        wake.signal(.preview)
        #expect(wake.drain() == [.reader, .preview])
        #expect(wake.drain() == [])
    }
}
