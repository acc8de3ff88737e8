// fzf's preview(CMD) action: CMD's output in the pane for the band row, once.
import Testing
import TickTestSupport

@Suite("preview(CMD)")
struct PreviewOnceTests {
    @Test("preview(CMD) shows its output for the band row; another row brings the pane's own command back, and coming back too")
    func once() throws {
        let run = try picker(["--preview", "echo main {}", "--bind", "ctrl-x:preview(echo once {})"], input: ["alpha", "bravo"])
        #expect(run.waitForText("main alpha"), "\(run.screenText)")
        run.send("\u{18}")  // Ctrl-X
        #expect(run.waitForText("once alpha"), "\(run.screenText)")
        run.send(Keys.down)
        #expect(run.waitForText("main bravo"), "\(run.screenText)")
        run.send(Keys.up)
        #expect(run.waitForText("main alpha"), "\(run.screenText)")
        run.send(Keys.esc)
        #expect(run.finish().status == 130)
    }

    @Test("Without --preview, preview(CMD) opens the pane with its output")
    func withoutPreview() throws {
        let run = try picker(["--bind", "ctrl-x:preview(echo shown for {})"], input: ["alpha"])
        #expect(run.waitForCount("1/1"), "\(run.screenText)")
        #expect(!run.screenText.contains("shown for"))
        run.send("\u{18}")
        #expect(run.waitForText("shown for alpha"), "\(run.screenText)")
        run.send(Keys.esc)
        #expect(run.finish().status == 130)
    }
}
