/// fzf's `next` preview position (fzf 0.74): the pane between the list and the input, below
/// the list in the default and reverse-list layouts (the input under it), below the input in
/// reverse (the list under it), taking the lines a pane `down` would. The input then has a
/// window of its own (`FzfSections.Request.previewNext`), placed past the pane's lines.
extension FzfPreviewPane {
    /// The pane placed with its top at `top` (a `next` pane is first sized as `down`).
    func placed(top: Int) -> FzfPreviewPane {
        var box = self.box
        box.top = top
        return FzfPreviewPane(window: window, box: box, border: border, scrollbar: scrollbarColumn != nil, line: line)
    }

    /// With a preview whose chain (`--preview-window` and its `<N(ALT)`) has a window at
    /// `next`: whether a `next` pane's border separates the input from the list, so that the
    /// info line draws no separator (fzf's `separatedByBorder`, its preview part): every
    /// window of the chain is `next`, shown, of a size, with a border on the side facing the
    /// input, and there is a preview command (a pane `preview(CMD)` opens keeps the
    /// separator). nil when no window of the chain is at `next`.
    static func bordersInput(_ state: PickerState) -> Bool? {
        // No pane yet, but one at `next` may come (`preview(...)`), by the window or its
        // alternative: the list's border does not face the input then, and the separator
        // stays (as fzf).
        guard let preview = state.preview else {
            let window = state.config.options.previewWindow
            return window.next || window.alternative?.window.next == true ? false : nil
        }
        var chain = [(preview.window, !preview.visible)]
        if let alternative = preview.window.alternative { chain.append((alternative.window, alternative.window.hidden)) }
        guard chain.contains(where: { $0.0.next }) else { return nil }
        guard !preview.template.isEmpty else { return false }
        let reversed = state.config.layout == .reverse
        return chain.allSatisfy { window, hidden in
            let border = resolved(window, nextReversed: reversed)
            return window.next && !hidden && !window.isInvisible && (reversed ? border.hasTop : border.hasBottom)
        }
    }
}

extension FzfGeometry {
    /// Lays the sections out around a `next` `pane` sized in `rest` (the area less the pane's
    /// lines at its bottom): the list and the sections as without it, the input window past
    /// the pane's lines, and the pane against the input (above it; below it in reverse,
    /// where the list's side moves down by the pane's lines).
    mutating func placeNext(_ pane: FzfPreviewPane, _ sections: FzfSections, in rest: FzfRect, reversed: Bool) {
        let lines = pane.box.height
        var area = rest
        if reversed { area.top += lines }
        layOut(sections, in: area, stick: false, nextLines: lines)
        guard let input = boxes.last(where: { $0.label == .inputLabel })?.rect else { return preview = pane }
        preview = pane.placed(top: reversed ? input.bottom : input.top - lines)
    }
}
