/// A section of fzf's screen with a window of its own: the window (inside its border) and
/// the border's shape, which sets how far its text is indented.
public struct FzfSection: Equatable, Sendable {
    public var window: FzfRect
    public var shape: FzfBorder
}

/// The rule an `inline` section draws across the list border (`├───┤`), with the section's
/// sides beside its lines.
public struct FzfInlineRule: Equatable, Sendable {
    /// The section: `.header`, `.headerLines` or `.footer` (`FzfInlineRule.Role`).
    public enum Role: Equatable, Sendable { case header, headerLines, footer }
    public var role: Role
    /// The line of the rule, and the section's lines beside which its sides are drawn.
    public var line: Int
    public var lines: Range<Int>
    /// The list border's edge the section takes over (its top or bottom line), if any.
    public var edge: Edge?
    public enum Edge: Equatable, Sendable { case top, bottom }

    /// The window whose colours the section takes.
    public var window: FzfWindow { role == .footer ? .footer : .header }

    /// The label drawn on the rule.
    public var label: Action.Setting? {
        switch role {
        case .header: .headerLabel
        case .footer: .footerLabel
        case .headerLines: nil
        }
    }
}

extension FzfGeometry {
    /// Lays the list window and the sections out in `area`, as fzf 0.74.5's `resizeWindows`
    /// does: the input, header, header lines and footer windows each take their lines (their
    /// border's included) from the list's side given by the layout; `inline` sections take
    /// theirs inside the list border. `stick`: the list takes the column right of `area`;
    /// `nextLines`: a `next` preview pane's, between the list and the input window.
    mutating func layOut(_ sections: FzfSections, in area: FzfRect, stick: Bool, nextLines: Int = 0) {
        let r = sections.request
        let reverse = r.layout == .reverse, standard = r.layout == .list || r.layout == .wheel
        var available = area.height
        var shift = 0, shrink = 0
        // Take `lines` from the list's room; `front`: from its top.
        func take(_ lines: Int, front: Bool) -> Int {
            let taken = min(max(0, lines), max(0, available))
            if front { shift += taken }
            shrink += taken
            available -= taken
            return taken
        }
        let inputLines = sections.infoLine ? 2 : 1
        var inputHeight = 0
        if sections.inputWindow {
            inputHeight = take(sections.input.lines + inputLines, front: reverse)
        } else if r.prompt {
            available -= inputLines
        }
        var top: [Slot] = [], bottom: [Slot] = []
        func inline(_ lines: Int, _ role: FzfInlineRule.Role) {
            let used = (top + bottom).reduce(0) { $0 + ($1.lines > 0 ? $1.lines + 1 : 0) }
            let remaining = available - r.list.lines - used - 1
            let slot = Slot(role: role, lines: remaining < 2 ? 0 : min(max(lines, 1), remaining - 1))
            let (onTop, inner): (Bool, Bool) = switch role {
            case .header: (reverse, false)
            case .headerLines: (!standard, true)
            case .footer: (!reverse, r.layout != .reverseList)
            }
            if onTop { if inner { top.append(slot) } else { top.insert(slot, at: 0) } }
            else if inner { bottom.append(slot) } else { bottom.insert(slot, at: 0) }
        }
        var headerHeight = 0
        if sections.headerWindow {
            if sections.header == .inline { inline(sections.headerWindowLines, .header) }
            else { headerHeight = take(sections.header.lines + sections.headerWindowLines, front: reverse) }
        }
        var linesHeight = 0
        if let shape = sections.headerLines {
            if shape == .inline { inline(r.headerInput, .headerLines) }
            else { linesHeight = take(shape.lines + r.headerInput, front: !standard) }
        }
        var footerHeight = 0
        if r.footerLines > 0 {
            if sections.footer == .inline { inline(r.footerLines, .footer) }
            else { footerHeight = take(sections.footer.lines + r.footerLines, front: !reverse) }
        }
        let topLines = top.reduce(0) { $0 + ($1.lines > 0 ? $1.lines + 1 : 0) }
        let bottomLines = bottom.reduce(0) { $0 + ($1.lines > 0 ? $1.lines + 1 : 0) }

        let border = r.list
        let width = area.width + (stick ? 1 : 0)
        let region = FzfRect(top: area.top + shift, left: area.left, height: area.height - shrink, width: width)
        boxes.removeSubrange(outerBoxes...)
        if border.visible { boxes.append(FzfBox(rect: region, border: border, label: .listLabel)) }
        // The list window keeps the blank of the list border's right side.
        list = FzfRect(top: area.top + (border.hasTop ? 1 : 0) + shift + topLines, left: area.left + border.leftColumns(line: line),
                       height: area.height - border.lines - shrink - topLines - bottomLines,
                       width: width - border.leftColumns(line: line) - (border.hasRight ? 1 : 0))
        let w = border.visible ? region : list

        rules = []
        place(top, from: list.top - topLines, down: true)
        place(bottom, from: list.bottom - 1 + bottomLines, down: false)

        let separateHeader = sections.headerWindow && sections.header != .inline
        let separateLines = sections.headerLines.map { $0 != .inline } ?? false
        let both = sections.headerWindow && sections.headerLines != nil
        input = nil
        if sections.inputWindow {
            var y: Int
            if (separateHeader || separateLines) && r.headerFirst {
                switch r.layout {
                case .reverse: y = w.top - inputHeight - (both ? linesHeight : 0)
                case .reverseList: y = w.bottom
                case .list, .wheel: y = w.bottom + (both ? linesHeight : 0)
                }
            } else {
                switch r.layout {
                case .reverse: y = w.top - shrink + footerHeight
                case .reverseList: y = w.bottom + headerHeight
                case .list, .wheel: y = w.bottom + headerHeight + linesHeight
                }
            }
            // Past a `next` pane's lines.
            y += r.layout == .reverse ? -nextLines : nextLines
            let box = FzfRect(top: y, left: w.left, height: inputHeight, width: w.width)
            boxes.append(FzfBox(rect: box, border: sections.input, label: .inputLabel))
            let indent = !sections.input.hasLeft && border.hasLeft ? 1 + line : 0
            input = FzfSection(window: inner(box, sections.input, shift: indent, border), shape: sections.input)
        }
        header = nil
        if sections.headerWindow {
            if sections.header == .inline {
                header = inlineSection(.header)
            } else {
                var y: Int
                if sections.inputWindow && r.headerFirst {
                    switch r.layout {
                    case .reverse: y = w.top - shrink + footerHeight
                    case .reverseList: y = w.bottom + inputHeight
                    case .list, .wheel: y = w.bottom + inputHeight + linesHeight
                    }
                } else {
                    switch r.layout {
                    case .reverse: y = w.top - headerHeight - linesHeight
                    case .reverseList: y = w.bottom
                    case .list, .wheel: y = w.bottom + linesHeight
                    }
                }
                let box = FzfRect(top: y, left: w.left, height: headerHeight, width: w.width)
                boxes.append(FzfBox(rect: box, border: sections.header, label: .headerLabel))
                header = FzfSection(window: inner(box, sections.header, shift: 0, border), shape: sections.header)
            }
        }
        headerLines = nil
        if let shape = sections.headerLines {
            if shape == .inline {
                headerLines = inlineSection(.headerLines)
            } else {
                var y: Int
                if r.headerFirst && r.headerText == 0 {
                    switch r.layout {
                    case .list, .wheel: y = w.bottom + inputHeight
                    case .reverse: y = w.top - linesHeight - inputHeight
                    case .reverseList: y = w.top - linesHeight
                    }
                } else {
                    y = standard ? w.bottom : w.top - linesHeight
                }
                let box = FzfRect(top: y, left: w.left, height: linesHeight, width: w.width)
                boxes.append(FzfBox(rect: box, border: shape))
                headerLines = FzfSection(window: inner(box, shape, shift: 0, border), shape: shape)
            }
        }
        footer = nil
        if r.footerLines > 0 {
            if sections.footer == .inline {
                footer = inlineSection(.footer)
            } else {
                let y = switch r.layout {
                case .reverse: w.bottom
                case .reverseList: w.top - footerHeight - linesHeight
                case .list, .wheel: w.top - footerHeight
                }
                let box = FzfRect(top: y, left: w.left, height: footerHeight, width: w.width)
                boxes.append(FzfBox(rect: box, border: sections.footer, label: .footerLabel))
                footer = FzfSection(window: inner(box, sections.footer, shift: 0, border), shape: sections.footer)
            }
        }
    }

    /// An inline section's lines, as the rules placed them.
    private func inlineSection(_ role: FzfInlineRule.Role) -> FzfSection {
        let rule = rules.first { $0.role == role }
        let lines = rule?.lines ?? list.top..<list.top
        return FzfSection(window: FzfRect(top: lines.lowerBound, left: list.left, height: lines.count, width: list.width),
                          shape: .inline)
    }

    /// An inline section's share before it is placed.
    private struct Slot {
        var role: FzfInlineRule.Role
        var lines: Int
    }

    /// Places the inline sections of one side, outermost first, from the line `start`
    /// (`down`: the top side, running down; else the bottom side, running up).
    private mutating func place(_ slots: [Slot], from start: Int, down: Bool) {
        var cursor = start
        for (i, slot) in slots.enumerated() {
            let first = down ? cursor : cursor - slot.lines + 1
            let rule = down ? cursor + slot.lines : first - 1
            // A section out of room keeps its place with no lines.
            rules.append(FzfInlineRule(role: slot.role, line: rule, lines: first..<(first + slot.lines),
                                       edge: slot.lines > 0 && i == 0 ? (down ? .top : .bottom) : nil))
            guard slot.lines > 0 else { continue }
            cursor += down ? slot.lines + 1 : -(slot.lines + 1)
        }
    }

    /// The window inside a section's box `b` of `shape`, `shift` columns in (fzf's
    /// `createInnerWindow`), never wider than the list window and the indent it saves.
    private func inner(_ b: FzfRect, _ shape: FzfBorder, shift: Int, _ list: FzfBorder) -> FzfRect {
        var width = b.width - shape.leftColumns(line: line) - shape.rightColumns(line: line) - shift + (shape.hasRight ? 1 : 0)
        width = min(self.list.width + FzfSections.indent(0, shape, list: list, line: line), width)
        return FzfRect(top: b.top + (shape.hasTop ? 1 : 0), left: b.left + shift + shape.leftColumns(line: line),
                       height: b.height - shape.lines, width: width)
    }
}

extension FzfSections {
    /// How far a section's text is indented in its window (fzf's `headerIndentImpl`): `base`
    /// (the pointer's and marker's columns), and the list border's left side unless the
    /// section has its own (a side takes `line` columns and a blank).
    static func indent(_ base: Int, _ shape: FzfBorder, list: FzfBorder, line: Int) -> Int {
        var indent = base + list.leftColumns(line: line)
        if shape.hasLeft || (shape == .inline && list.hasLeft) { indent = max(0, indent - 1 - line) }
        return indent
    }
}
