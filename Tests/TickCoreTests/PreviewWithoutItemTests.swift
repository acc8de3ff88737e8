import Testing
@testable import TickCore

/// When the preview runs though nothing is there to show or no pane to show it in, as fzf 0.74
/// does (its test_preview.rb): with no band item, a command that does not need one (no
/// placeholder, `{q}`, `{+}` with ticks); and under `--preview-window 0`, whose command runs
/// with no pane drawn.
@Suite("Preview with no item or no pane")
struct PreviewWithoutItemTests {
    /// A picker with `arguments` and no items, read to the end and matched.
    func empty(_ arguments: [String]) throws -> PickerState {
        var s = try picker(arguments, items: 0)
        s.store = itemStore(0, lines: [])
        return s
    }

    @Test("With no item, a command that uses only the query runs (with the query as it changes); one naming the item does not")
    func queryWithoutItem() throws {
        var s = try empty(["--preview", "echo foo {q} foo"])
        #expect(s.bandItem == nil)
        let key = try #require(s.wantedPreview)
        #expect(key.item == nil && key.query == "")
        s.feed(typing("bar"))
        #expect(s.wantedPreview?.item == nil && s.wantedPreview?.query == "bar")
        // fzf: any {q} lets it run, the item's placeholders empty.
        #expect(try empty(["--preview", "echo {} {q}"]).wantedPreview != nil)
        #expect(try empty(["--preview", "echo no placeholder"]).wantedPreview != nil)
        #expect(try empty(["--preview", "echo {}"]).wantedPreview == nil)
        #expect(try empty(["--preview", "echo {1} {n}"]).wantedPreview == nil)
    }

    @Test("{+} runs with no band item while items are ticked, not without ticks")
    func ticksWithoutBand() throws {
        var s = try picker(["--preview", "echo {+}", "--multi"], items: 3)
        _ = s.press("tab")
        #expect(!s.ticks.selection.isEmpty)
        s.feed(typing("zzz"))
        _ = s.reduce(.matched(RankedList.empty, for: s.request("zzz", itemCount: 3)))
        #expect(s.bandItem == nil)
        #expect(s.wantedPreview?.item == nil && s.wantedPreview?.ticked.isEmpty == false)
    }

    @Test("zero:preview(CMD) shows CMD with no match; the pane's own command comes back with an item")
    func previewOnZero() throws {
        var s = try picker(["--preview", "echo {}", "--bind", "zero:preview(echo no match)"], items: 3)
        s.feed(typing("zzz"))
        _ = s.reduce(.matched(RankedList.empty, for: s.request("zzz", itemCount: 3)))
        #expect(s.bindings.firedEvents.contains(.zero))
        let key = try #require(s.wantedPreview)
        #expect(key.item == nil && s.preview?.template(for: key.item) == "echo no match")
        s.press("backspace", "backspace", "backspace")
        _ = s.reduce(.matched(RankedList(all: 3), for: s.request("", itemCount: 3)))
        #expect(s.wantedPreview?.item == 0 && s.preview?.template(for: 0) == "echo {}")
    }

    @Test("--preview-window 0: no pane, but the command runs for the band item; toggle-preview stops and starts it; 0,hidden starts stopped")
    func sizeZero() throws {
        let window = try PreviewWindow(parsing: "0")
        #expect(!window.hidden && window.isInvisible)
        #expect(try PreviewWindow(parsing: "down,0%").isInvisible)
        var s = try picker(["--preview", "echo {}", "--preview-window", "0", "--bind", "space:toggle-preview"])
        #expect(s.previewLayout == nil && !s.previewDoesNotFit)
        #expect(s.wantedPreview?.item == 0)
        _ = s.press("space")
        #expect(s.wantedPreview == nil)
        _ = s.press("down", "space")
        #expect(s.wantedPreview?.item == 1)
        var h = try picker(["--preview", "echo {}", "--preview-window", "0,hidden", "--bind", "space:toggle-preview"])
        #expect(h.wantedPreview == nil)
        _ = h.press("space")
        #expect(h.wantedPreview?.item == 0 && h.previewLayout == nil)
        #expect(!lines(draw(h)).contains { $0.contains("no room for the preview") })
    }
}
