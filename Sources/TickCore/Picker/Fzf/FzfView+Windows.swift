/// A window of fzf's screen and its lines, top to bottom: the list window (`FzfListPlan`) or
/// a section's (the input, the header, the header lines, the footer).
struct FzfWindowLines: Equatable {
    var rect: FzfRect
    var lines: [FzfLine]
    /// The column of the header's or the footer's text, from the window's left.
    var indent: Int
    /// For a header section's window, what its first row's `FZF_CLICK_HEADER_LINE` adds to
    /// 1 (fzf numbers a section's rows as shown); nil elsewhere.
    var headerBase: Int? = nil
}

extension FzfView {
    /// The windows of `geometry` and what each shows, the list window first.
    func windows(_ state: PickerState, _ geometry: FzfGeometry, _ sections: FzfSections) -> [FzfWindowLines] {
        let base = FzfRow(state, theme: FzfTheme(state.appearance.theme)).textColumn
        let r = sections.request
        let list = state.config.boxes.list
        let reverse = r.layout == .reverse, standard = r.layout == .list || r.layout == .wheel
        var out = [FzfWindowLines(rect: geometry.list, lines: listPlan(state, geometry, sections).lines, indent: base)]
        func add(_ section: FzfSection?, _ lines: [FzfLine], keepTop: Bool, headerBase: Int? = nil) {
            guard let section else { return }
            let h = section.window.height
            let shown = keepTop ? Array(lines.prefix(h)) : Array(lines.suffix(h))
            out.append(FzfWindowLines(rect: section.window, lines: shown,
                                      indent: FzfSections.indent(base, section.shape, list: list), headerBase: headerBase))
        }
        if sections.infoLine {
            add(geometry.input, reverse ? [.prompt, .info] : [.info, .prompt], keepTop: reverse)
        } else {
            add(geometry.input, [.prompt], keepTop: true)
        }
        let text = (0..<r.headerText).map { FzfLine.header($0) }
        let input = (0..<r.headerInput).map { FzfLine.header(r.headerText + $0) }
        // The header's window holds the header lines too when they have none of their own;
        // away from the reverse layout, they run up from the text.
        let headerInput = geometry.headerLines == nil ? input : []
        add(geometry.header, reverse ? text + headerInput : headerInput.reversed() + text, keepTop: reverse,
            headerBase: !reverse && geometry.headerLines != nil ? r.headerInput : 0)
        add(geometry.headerLines, standard ? input.reversed() : input, keepTop: !standard,
            headerBase: reverse ? r.headerText : 0)
        add(geometry.footer, (0..<r.footerLines).map { FzfLine.footer($0) }, keepTop: true)
        return out
    }
}

extension FzfView {
    /// Fills each window with its background before anything is drawn, as fzf erases its
    /// windows: the boxes (border included), the list window and the sections' windows, then
    /// an `inline` section's lines across the list border with the rule and the edge it takes
    /// over, so that its label and sides read in the section's colour.
    static func fillWindows(_ geometry: FzfGeometry, on canvas: inout FzfCanvas, _ theme: FzfTheme) {
        for box in geometry.boxes { canvas.fill(box.rect, background: theme.background(box.window)) }
        canvas.fill(geometry.list, background: theme.background(.list))
        let sections: [(FzfSection?, FzfWindow)] = [(geometry.input, .input), (geometry.header, .header),
                                                     (geometry.headerLines, .header), (geometry.footer, .footer)]
        for (section, window) in sections where section?.shape != .inline {
            if let section { canvas.fill(section.window, background: theme.background(window)) }
        }
        guard let box = geometry.boxes.last(where: { $0.label == .listLabel })?.rect else { return }
        for rule in geometry.rules where !rule.lines.isEmpty {
            var top = min(rule.lines.lowerBound, rule.line), bottom = max(rule.lines.upperBound, rule.line + 1)
            if rule.edge == .top { top = box.top }
            if rule.edge == .bottom { bottom = box.bottom }
            canvas.fill(FzfRect(top: top, left: box.left, height: bottom - top, width: box.width),
                        background: theme.background(rule.window))
        }
    }

    /// Draws the `inline` sections' frames on the list border: the section's sides beside
    /// its lines, the border's edge it takes over, and its rule across the box (`├───┤`)
    /// with its label, as fzf 0.74.5's `placeInlineStack` paints them.
    static func drawRules(_ geometry: FzfGeometry, on canvas: inout FzfCanvas, _ state: PickerState, _ theme: FzfTheme) {
        guard !geometry.rules.isEmpty, let box = geometry.boxes.last(where: { $0.label == .listLabel }) else { return }
        let rect = box.rect, shape = box.border
        let g = shape.glyphs(unicode: state.config.unicode)
        func hline(_ y: Int, fill: Character, left: Character, right: Character, style: Style) {
            var text = shape.hasLeft ? String(left) : ""
            text += String(repeating: fill, count: max(0, rect.width - (shape.hasLeft ? 1 : 0) - (shape.hasRight ? 1 : 0)))
            if shape.hasRight { text.append(right) }
            canvas.put(text, style: style, line: y, column: rect.left, clip: rect.right)
        }
        for rule in geometry.rules where !rule.lines.isEmpty {
            let style = theme.border(rule.window)
            for y in rule.lines {
                if shape.hasLeft { canvas.put(String(g.left) + " ", style: style, line: y, column: rect.left, clip: rect.right) }
                if shape.hasRight { canvas.put(" " + String(g.right), style: style, line: y, column: rect.right - 2, clip: rect.right) }
            }
            switch rule.edge {
            case .top?: hline(rect.top, fill: g.top, left: g.topLeft, right: g.topRight, style: style)
            case .bottom?: hline(rect.bottom - 1, fill: g.bottom, left: g.bottomLeft, right: g.bottomRight, style: style)
            case nil: break
            }
            // The list's label stays on the edge the section took over, on its colour.
            let listPosition = state.config.boxes.position(.listLabel)
            if let edge = rule.edge, listPosition.bottom == (edge == .bottom) {
                let cells = FzfLabel(state.display.label(.listLabel), position: listPosition)
                    .cells(style: theme.label(Action.Setting.listLabel.rawValue), width: rect.width, rule: state.config.widthRule)
                canvas.put(cells, line: edge == .top ? rect.top : rect.bottom - 1,
                           column: rect.left + listPosition.start(labelWidth: cells.count, boxWidth: rect.width), clip: rect.right)
            }
            // The rule hugs the list: a section above it draws the bottom line's character.
            hline(rule.line, fill: rule.line >= rule.lines.upperBound ? g.bottom : g.top, left: g.leftMid, right: g.rightMid, style: style)
            if let setting = rule.label {
                let position = state.config.boxes.position(setting)
                let cells = FzfLabel(state.display.label(setting), position: position)
                    .cells(style: theme.label(setting.rawValue), width: rect.width, rule: state.config.widthRule)
                if !cells.isEmpty {
                    canvas.put(cells, line: rule.line, column: rect.left + position.start(labelWidth: cells.count, boxWidth: rect.width),
                               clip: rect.right)
                }
            }
        }
    }
}
