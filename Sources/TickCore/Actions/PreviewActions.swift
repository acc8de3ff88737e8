/// The actions on the preview pane: their names, rows and behaviour.
extension Action {
    /// Shows, hides, scrolls and changes the preview.
    public enum Preview: String, ActionGroup {
        case togglePreview = "toggle-preview", showPreview = "show-preview", hidePreview = "hide-preview"
        case previewUp = "preview-up", previewDown = "preview-down"
        case previewPageUp = "preview-page-up", previewPageDown = "preview-page-down"
        case previewHalfPageUp = "preview-half-page-up", previewHalfPageDown = "preview-half-page-down"
        case previewTop = "preview-top", previewBottom = "preview-bottom"
        case togglePreviewWrap = "toggle-preview-wrap", togglePreviewWrapWord = "toggle-preview-wrap-word"
        case changePreview = "change-preview", changePreviewWindow = "change-preview-window", refreshPreview = "refresh-preview"
        /// `preview(CMD)`: CMD's output for the band row, once.
        case once = "preview"

        var action: Action { .preview(self) }

        var row: ActionSpec {
            switch self {
            case .togglePreview: spec("Show or hide the preview")
            case .showPreview: spec("Show the preview")
            case .hidePreview: spec("Hide the preview")
            case .previewUp: spec("Scroll the preview one line up")
            case .previewDown: spec("Scroll the preview one line down")
            case .previewPageUp: spec("Scroll the preview a page up")
            case .previewPageDown: spec("Scroll the preview a page down")
            case .previewHalfPageUp: spec("Scroll the preview half a page up")
            case .previewHalfPageDown: spec("Scroll the preview half a page down")
            case .previewTop: spec("Scroll the preview to its first line")
            case .previewBottom: spec("Scroll the preview to its last line")
            case .togglePreviewWrap: spec("Wrap the preview's long lines, or cut them")
            case .togglePreviewWrapWord: spec("Wrap the preview's long lines at blanks (fzf's screen; tick's wraps at the pane's edge), or cut them")
            case .changePreview: spec("Make CMD the preview command and run it", argument: .required("CMD"), completion: .command)
            case .changePreviewWindow:
                spec("Set the preview window to SPEC; SPEC|SPEC… takes the next one at each call",
                     argument: .required("SPEC"), check: { text throws(UsageError) in
                         for spec in PreviewWindowCycle.alternatives(text) { _ = try PreviewWindow(parsing: spec) }
                     })
            case .refreshPreview: spec("Run the preview command again")
            case .once:
                spec("Show CMD's output in the preview pane for the band row, once (the pane's own command comes back on another row)",
                     argument: .required("CMD"), completion: .command)
            }
        }

        /// Whether it runs the preview's command (`preview`, `change-preview`, `refresh-preview`).
        var runsCommand: Bool {
            switch self {
            case .once, .changePreview, .refreshPreview: true
            case .togglePreview, .showPreview, .hidePreview, .previewUp, .previewDown, .previewPageUp, .previewPageDown,
                 .previewHalfPageUp, .previewHalfPageDown, .previewTop, .previewBottom, .togglePreviewWrap,
                 .togglePreviewWrapWord, .changePreviewWindow: false
            }
        }
    }
}

extension PickerState {
    /// Performs a preview action; says what it asks of the outside world (nothing: the
    /// controller starts the preview's command when it sees the state ask for it).
    mutating func perform(_ preview: Action.Preview, _ argument: String) -> PickerEffect? {
        switch preview {
        case .togglePreview: togglePreview()
        case .showPreview, .hidePreview:
            if self.preview?.visible == (preview == .hidePreview) { togglePreview() }
        case .previewUp: scrollPreview(by: -1)
        case .previewDown: scrollPreview(by: 1)
        case .previewPageUp: scrollPreview(by: -previewPage)
        case .previewPageDown: scrollPreview(by: previewPage)
        case .previewHalfPageUp: scrollPreview(by: -previewHalfPage)
        case .previewHalfPageDown: scrollPreview(by: previewHalfPage)
        case .previewTop: scrollPreview(by: -Self.farAway)
        case .previewBottom: scrollPreview(by: Self.farAway)
        case .togglePreviewWrap:
            self.preview?.window.wrap.toggle()
            if self.preview?.window.wrap == false { self.preview?.window.wrapWord = false }
            scrollPreview(by: 0)
        case .togglePreviewWrapWord:
            // As fzf's: word wrapping on or off, wrapping with it.
            if var window = self.preview?.window {
                window.wrapWord.toggle()
                window.wrap = window.wrapWord
                self.preview?.window = window
            }
            scrollPreview(by: 0)
        case .changePreview: changePreview(argument)
        case .changePreviewWindow: changePreviewWindow(argument)
        case .refreshPreview:
            // fzf runs --preview's command again, not one preview(CMD) showed.
            if self.preview?.template.isEmpty == false { self.preview?.once = nil }
            self.preview?.runningKey = nil
        case .once: previewOnce(argument)
        }
        return nil
    }

    /// Lines far enough to reach either end of any preview.
    static let farAway = 1 << 40

    /// The lines `preview-half-page-up` and `preview-half-page-down` scroll.
    var previewHalfPage: Int { max(1, (previewLayout?.contentHeight ?? 1) / 2) }

    /// `change-preview`: `command` becomes the preview command, run again for the band row.
    mutating func changePreview(_ command: String) {
        guard preview != nil else {
            preview = Preview(template: command, window: config.previewWindow, syntax: config.placeholderSyntax)
            return
        }
        preview!.template = command
        preview!.once = nil
        preview!.runningKey = nil
    }

    /// `change-preview-window`: the next of the argument's `|`-separated sets, applied on top of
    /// `--preview-window`, as fzf does: the wrapping `toggle-preview-wrap` left carries over, a
    /// set that is not empty shows a pane `--preview-window` hides, and the pane shows unless
    /// the window then says `hidden` (the empty set is `--preview-window` itself).
    mutating func changePreviewWindow(_ argument: String) {
        guard preview != nil else { return }
        let sets = PreviewWindowCycle.alternatives(argument)
        let turn = scripted.previewWindowTurns[argument] ?? 0
        scripted.previewWindowTurns[argument] = turn + 1
        let set = sets[turn % sets.count]
        guard var window = try? PreviewWindow(parsing: config.previewWindowText) else { return }
        window.wrap = preview!.window.wrap
        window.wrapWord = preview!.window.wrapWord
        if !set.isEmpty { window.hidden = false }
        guard (try? window.apply(set)) != nil else { return }
        preview!.window = window
        preview!.visible = !window.hidden
        // Following resumes, at the output's end.
        preview!.followPaused = false
        if (previewLayout?.window ?? window).follow { preview!.scroll = Self.farAway }
        scrollPreview(by: 0)
    }
}
