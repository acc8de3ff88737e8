import Testing
@testable import TickCore

private func parse(_ args: [String]) throws(UsageError) -> Options { try OptionParser.parse(args) }

@Suite("--ask: its options and its question's state")
struct AskStateTests {
    static func key(_ name: String) -> InputEvent { .key(KeyName(unchecked: name)) }
    static func click(column: Int, row: Int = 5) -> InputEvent {
        .mouse(MouseEvent(button: .left, kind: .press, column: column, row: row))
    }

    @Test("--ask takes the question, --default yes or no; nothing is asked without --ask")
    func options() throws {
        let o = try parse(["--ask", "Deploy?", "--default", "no"])
        #expect(o.ask == "Deploy?" && o.askDefault == .no)
        #expect(try parse(["--ask=Go on?"]).askDefault == nil)
        #expect(try parse([]).ask == nil)
        #expect(usageError { try parse(["--ask", "x", "--default", "maybe"]) }?.message == "--default: invalid value 'maybe' (expected one of: yes, no)")
        #expect(usageError { try parse(["--default", "yes"]) }?.message == "--default answers --ask's question: give --ask QUESTION too")
        #expect(usageError { try parse(["--ask"]) }?.message == "option --ask needs a value")
    }

    @Test("y/Y answer yes, n/N no, Esc and Ctrl-C cancel; other keys do nothing")
    func keys() {
        var state = AskState(question: "Go?", focus: nil, columns: 40)
        #expect(state.handle(.character(0x79)) == .yes && state.handle(.character(0x59)) == .yes)
        #expect(state.handle(.character(0x6E)) == .no && state.handle(.character(0x4E)) == .no)
        #expect(state.handle(Self.key("esc")) == .cancelled && state.handle(Self.key("ctrl-c")) == .cancelled)
        #expect(state.handle(.character(0x71)) == nil && state.handle(Self.key("up")) == nil && state.handle(.paste([0x79])) == nil)
    }

    @Test("Enter answers with the focused button: Yes first, No with --default no; Tab, Shift-Tab, Right and Left move it")
    func focus() {
        var state = AskState(question: "Go?", focus: .yes, columns: 40)
        #expect(state.yesFocused && state.handle(Self.key("enter")) == .yes)
        #expect(!AskState(question: "Go?", focus: .no, columns: 40).yesFocused)
        #expect(state.handle(Self.key("tab")) == nil && !state.yesFocused)
        #expect(state.handle(Self.key("enter")) == .no)
        _ = state.handle(Self.key("btab"))
        #expect(state.yesFocused)
        _ = state.handle(Self.key("right"))
        _ = state.handle(Self.key("right"))
        #expect(!state.yesFocused)
        _ = state.handle(Self.key("left"))
        #expect(state.yesFocused)
    }

    @Test("The line: the question, then [ Yes ]  [ No ] ending at the last column; taps on a button answer, on its row only")
    func line() {
        var state = AskState(question: "Go?", focus: nil, columns: 40)
        #expect(state.frame(theme: Theme(colors: false)).text == "Go?" + String(repeating: " ", count: 22) + "[ Yes ]  [ No ]")
        state.row = 5
        // Columns are 1-based in mouse reports: [ Yes ] covers 26...32, [ No ] 35...40.
        #expect(state.handle(Self.click(column: 2)) == nil && state.handle(Self.click(column: 33)) == nil)
        #expect(state.handle(Self.click(column: 26)) == .yes && state.handle(Self.click(column: 32)) == .yes)
        #expect(state.handle(Self.click(column: 35)) == .no && state.handle(Self.click(column: 40)) == .no)
        #expect(state.handle(Self.click(column: 36, row: 4)) == nil)
        var release = MouseEvent(button: .left, kind: .release, column: 36, row: 5)
        #expect(state.handle(.mouse(release)) == nil)
        release.kind = .press
        release.button = .right
        #expect(state.handle(.mouse(release)) == nil)
    }

    @Test("Without colours the focused button is reverse video and the other dim")
    func focusDrawn() {
        var state = AskState(question: "Go?", focus: nil, columns: 40)
        var line = state.frame(theme: Theme(colors: false)).lines[0]
        #expect(line[25].style.reverse && line[34].style.dim && !line[34].style.reverse)
        _ = state.handle(Self.key("tab"))
        line = state.frame(theme: Theme(colors: false)).lines[0]
        #expect(line[25].style.dim && !line[25].style.reverse && line[34].style.reverse)
    }
}
