import Testing
@testable import TickCore

@Suite("The environment of commands the picker starts")
struct ChildEnvironmentTests {
    func entries(_ state: PickerState, item: [UInt8]? = nil) -> [String: String] {
        var map: [String: String] = [:]
        for entry in ChildEnvironment.entries(for: state, item: item) {
            let text = String(decoding: entry, as: UTF8.self)
            let eq = text.firstIndex(of: "=")!
            map[String(text[..<eq])] = String(text[text.index(after: eq)...])
        }
        return map
    }

    @Test("fzf's names: counts, position, query, prompt, direction")
    func names() throws {
        var s = try picker(["--prompt", "Files> ", "--layout", "reverse"])
        _ = s.press("tab", "tab")
        _ = s.feed(typing("x"))
        let env = entries(s, item: Array("charlie".utf8))
        #expect(env["FZF_TOTAL_COUNT"] == "7")
        #expect(env["FZF_SELECT_COUNT"] == "2")
        #expect(env["FZF_POS"] == "3")
        #expect(env["FZF_QUERY"] == "x")
        #expect(env["FZF_PROMPT"] == "Files> ")
        #expect(env["FZF_DIRECTION"] == "down")
        #expect(env["FZF_CURRENT_ITEM"] == "charlie")
        #expect(env["FZF_COLUMNS"] == "80")
        #expect(env["FZF_INPUT_STATE"] == "enabled")
        #expect(env["FZF_PREVIEW_LINES"] == nil)
    }

    @Test("The band item is left out when it holds a NUL byte or is over 64 KiB")
    func itemBounds() throws {
        let s = try picker()
        #expect(entries(s, item: [0x61, 0, 0x62])["FZF_CURRENT_ITEM"] == nil)
        #expect(entries(s, item: Array(repeating: 0x61, count: 65537))["FZF_CURRENT_ITEM"] == nil)
        #expect(entries(s, item: Array(repeating: 0x61, count: 65536))["FZF_CURRENT_ITEM"]?.count == 65536)
        #expect(entries(s)["FZF_CURRENT_ITEM"] == nil)
    }
}
