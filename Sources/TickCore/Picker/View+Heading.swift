/// A group's heading row on tick's screen: drawn apart from item rows.
extension View {
    /// The heading of run `run`: the pointer's column (the band may rest on a heading), no tick
    /// column, the group's name in the heading style (`(no group)` for `""`), and at the right
    /// its counts: `ticked/matching`, or `matching` with none ticked.
    func headingRow(_ state: PickerState, run: Int, list: GroupedList, band: Bool, width: Int) -> [Cell] {
        let base = theme.row(distance: nil, band: band, ticked: false)
        var b = LineBuilder(width: width, rule: state.config.widthRule)
        let pointerWidth = DisplayText.width(of: state.display.pointer, rule: state.config.widthRule)
        if band {
            b.append(state.display.pointer, style: theme.pointer(on: base))
        } else {
            b.append(String(repeating: " ", count: pointerWidth), style: base)
        }
        let (ticked, matching) = state.groupCounts(run: run, in: list)
        let counts = " " + (ticked > 0 ? "\(ticked)/\(matching)" : "\(matching)")
        let name = state.groupName(list.runs[run].group)
        let nameStyle = name.isEmpty ? theme.counts : theme.heading
        let glyphs = name.isEmpty ? [(text: "(no group)", width: 10)] : name.withUnsafeBufferPointer { DisplayText.glyphs($0, rule: state.config.widthRule) }.map { ($0.text, $0.width) }
        let room = max(0, b.remaining - DisplayText.width(of: counts, rule: state.config.widthRule))
        var used = 0
        for (text, w) in glyphs {
            if used + w > room { break }
            b.append(glyph: text, width: w, style: nameStyle)
            used += w
        }
        while b.remaining > DisplayText.width(of: counts, rule: state.config.widthRule) { b.append(" ", style: base) }
        b.append(counts, style: theme.counts)
        return b.cells
    }

    /// The text of a row's group tag in the ticked view (`name`, with a blank before it; `(no
    /// group)` for `""`), or nil without one or when it would leave the row's text under half of
    /// `room` columns.
    func groupTag(_ name: [UInt8]?, room: Int, rule: WidthRule) -> String? {
        guard let name else { return nil }
        let text = " " + (name.isEmpty ? "(no group)" : DisplayText.inMessage(name))
        return DisplayText.width(of: text, rule: rule) * 2 <= room ? text : nil
    }
}
