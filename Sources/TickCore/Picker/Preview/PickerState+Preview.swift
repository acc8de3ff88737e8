/// The reducer's preview part: which request the pane wants, its output and its scrolling.
extension PickerState {
    /// The request the pane wants now (nil: hidden, or no band row and a command that needs
    /// one): for the row last tapped while the band has not moved since, else for the band's
    /// row. A pane of size 0 draws nothing and still runs its command, as fzf's does.
    public var wantedPreview: PreviewKey? {
        // Shown: the view placed it (fzf's screen may show a pane toggled off: an alternative
        // that starts hidden), or of size 0 and not toggled off.
        guard let preview, previewLayout != nil || (preview.visible && preview.window.isInvisible) else { return nil }
        let item = bandItem.map { gestures.previewed(band: $0) }
        // A pane opened by `preview(…)` alone, the band moved on: no command for this item, so
        // nothing runs and the last output stays, as in fzf. (`change-preview()` empties the
        // pane: its empty command runs.)
        guard !(preview.once != nil && preview.template(for: item).isEmpty) else { return nil }
        let uses = preview.parsed(for: item)
        // fzf's rule: with no band item, a command runs when it needs none (the item's
        // placeholders are then empty).
        guard item != nil || !uses.needsBand(ticks: ticks.selection.count) else { return nil }
        var key = PreviewKey(item: item, query: uses.usesQuery ? query.text : "",
                             ticked: uses.usesTicks ? ticks.selection.inTickOrder : [])
        if uses.usesMatches {
            key.matches = PreviewKey.Matches(serial: matches.serial, count: results.matchCount, partial: results.isPartial)
        }
        if uses.usesPickerState {
            key.action = bindings.lastAction
            key.prompt = scripted.prompt
        }
        return key
    }

    /// `preview(CMD)`: shows CMD's output for the band item now, once (the pane opens if it was
    /// hidden or there was none); with no band item, when CMD needs none (`zero:preview(…)`).
    mutating func previewOnce(_ command: String) {
        let band = bandItem
        guard band != nil || !CommandTemplate(command, syntax: config.placeholderSyntax).needsBand(ticks: ticks.selection.count) else { return }
        if preview == nil { preview = Preview(template: "", window: config.previewWindow, syntax: config.placeholderSyntax) }
        preview!.once = (command, band)
        preview!.visible = true
        preview!.runningKey = nil
    }

    /// A request was started.
    mutating func previewStarted(_ key: PreviewKey) {
        preview?.runningKey = key
        if let once = preview?.once, once.item != key.item { preview?.once = nil }
    }

    /// Output of the running request: everything read so far (`status`: how it ended, when it
    /// did). Output of an older request is dropped.
    mutating func previewOutput(_ key: PreviewKey, bytes: [UInt8], status: Int32?, truncated: Bool) {
        guard var p = preview, p.runningKey == key else { return }
        let newItem = p.shownKey != key
        if newItem {
            p.scroll = 0
            p.followPaused = false
        }
        // Under the name fzf `ESC[2J` clears the pane, as in fzf: only what comes after the last
        // one is shown. tick's own screen shows every line the command wrote.
        let shownBytes = config.options.persona == .fzf ? Self.afterLastClear(bytes) : bytes
        let (text, log) = SGRStripper.strip(shownBytes)
        var lines = text.split(separator: 0x0A, omittingEmptySubsequences: false).map { Array($0) }
        if lines.last?.isEmpty == true { lines.removeLast() }
        var styles: [Int: [StyleSpan]] = [:]
        if !log.isEmpty {
            for n in lines.indices {
                let spans = log.spans(line: n)
                if !spans.isEmpty { styles[n] = spans }
            }
        }
        p.lines = lines
        p.styles = styles
        p.shownKey = key
        p.status = status
        p.truncated = truncated
        preview = p
        // --preview-window: +SCROLL places a new item's output, follow keeps its end in view.
        let height = previewLayout?.contentHeight ?? 1
        let window = previewLayout?.window ?? p.window
        if window.follow && !p.followPaused {
            // fzf's screen: the first output line from which the rest fits.
            if let pane = previewLayout, pane.wrap && pane.scrollsByLine {
                preview?.scroll = pane.followLine(p, header: min(window.headerLines, p.lines.count, height))
            } else {
                preview?.scroll = Int.max / 2
            }
        } else if newItem, let filled = scrollExpression(for: key) {
            preview?.scroll = ScrollOffset.line(filled: filled, height: max(0, height - window.headerLines))
        }
        clampPreviewScroll()
    }

    /// `bytes` after the last `ESC[2J` (erase the screen) in them, or all of them.
    static func afterLastClear(_ bytes: [UInt8]) -> [UInt8] {
        let clear: [UInt8] = [0x1B, 0x5B, 0x32, 0x4A]
        var i = bytes.count - clear.count
        while i >= 0 {
            if bytes[i] == 0x1B && bytes[i..<(i + clear.count)].elementsEqual(clear) { return Array(bytes[(i + clear.count)...]) }
            i -= 1
        }
        return bytes
    }

    /// `--preview-window +SCROLL` for `key`'s item: the expression with its placeholder filled in
    /// from the item (`+{2}-/2` is `+'40'-/2`); nil without one. Quoted as a POSIX shell would
    /// quote it: `ScrollOffset.line` keeps only digits and `+-/`, which no dialect's quoting adds.
    func scrollExpression(for key: PreviewKey) -> String? {
        guard let scroll = previewLayout?.window?.scroll ?? config.previewWindow.scroll, let item = key.item,
              store.holds(item) else { return nil }
        guard let placeholder = scroll.placeholder else { return scroll.expression }
        let store = store
        let context = PreviewCommand.Context(band: item, ticked: [], text: { Array(store.item($0)) },
                                             query: query.text, delimiter: config.delimiter, dialect: .posix)
        return "+" + String(decoding: PreviewCommand.expand(placeholder, context), as: UTF8.self)
            + scroll.expression.dropFirst(placeholder.count + 1)
    }

    /// `toggle-preview`: shows or hides the pane.
    mutating func togglePreview() {
        preview?.visible.toggle()
        clampPreviewScroll()
    }

    /// The lines `preview-page-up` and `preview-page-down` scroll.
    var previewPage: Int { previewLayout?.page ?? 1 }

    /// Scrolls the pane by `lines` (the scroll wheel over it). Under `follow`, scrolling up
    /// from the output's end pauses following, scrolling back to it resumes (as fzf).
    mutating func scrollPreview(by lines: Int) {
        preview?.scroll += lines
        clampPreviewScroll()
        if lines != 0, let p = preview, (previewLayout?.window ?? p.window).follow {
            // fzf's wrapped pane follows again once the scroll is within a page of the end.
            var end = previewScrollEnd(p)
            if let pane = previewLayout, pane.wrap && pane.scrollsByLine {
                end = p.lines.count - (pane.contentHeight - min((pane.window ?? p.window).headerLines, p.lines.count, pane.contentHeight))
            }
            let paused = p.scroll < end
            preview?.followPaused = paused
        }
    }

    /// The last scroll position of `p`'s output: its end at the pane's bottom.
    private func previewScrollEnd(_ p: Preview) -> Int {
        let height = previewLayout?.contentHeight ?? 1
        let pane = previewLayout
        let header = min((pane?.window ?? p.window).headerLines, p.lines.count, height)
        // fzf's wrapped pane scrolls by output line, up to its last one at the top.
        if let pane, pane.wrap && pane.scrollsByLine { return p.lines.count - 1 }
        return (pane?.visualLineCount(p) ?? p.lines.count) - height + header
    }

    private mutating func clampPreviewScroll() {
        guard var p = preview else { return }
        let height = previewLayout?.contentHeight ?? 1
        // `~N` header lines: the scroll is an output line below them (fzf's offset).
        let header = min((previewLayout?.window ?? p.window).headerLines, p.lines.count, height)
        p.scroll = max(header, min(p.scroll, previewScrollEnd(p)))
        preview = p
    }

    /// Where the view puts the pane at this size, or nil when it is hidden or does not fit
    /// (`PickerView.previewLayout`): what the pane scrolls and pages by.
    public var previewLayout: PreviewLayout? { config.view.previewLayout(self) }

    /// Whether the pane is wanted but the terminal has no room for it.
    public var previewDoesNotFit: Bool {
        preview?.visible == true && preview?.window.isInvisible == false && previewLayout == nil
    }
}
