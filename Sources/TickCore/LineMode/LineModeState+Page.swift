/// The text of a page: what the terminal prints before the question.
extension LineModeState {
    /// The lines that show the current page: the header, the numbered items, and a hint line
    /// saying what Enter does and that `q` cancels (left out when there is one page and
    /// nothing ticked).
    ///
    /// Every line fits in `width` columns, so the page takes as many terminal lines as it has
    /// lines. Item text goes through `DisplayText`: no control byte reaches the terminal.
    /// - Parameters:
    ///   - header: `--header` and `--header-lines` lines, as bytes.
    ///   - marker: drawn before items that are ticked (`--marker`).
    ///   - text: the shown text of an item index (its `--with-nth` fields, without a final `\r`).
    ///   - group: with groups, the name of an item's group: a heading line, not numbered, goes
    ///     before the first row of the page and every row whose group differs from the row's above.
    public func pageLines(header: [[UInt8]], width: Int, marker: String, text: (Int) -> [UInt8],
                          group: (Int) -> [UInt8]? = { _ in nil }) -> [String] {
        var lines = header.map { line in
            shown(line.last == 0x0D ? Array(line.dropLast()) : line, width: width)
        }
        let tickedSet = Set(ticked)
        let digits = String(items.count).count
        let markerWidth = DisplayText.width(of: marker, rule: rules.widthRule)
        var above: [UInt8]? = nil
        for position in pageRange {
            let item = items[position]
            if let name = group(item), name != above || position == pageRange.lowerBound {
                lines.append(headingLine(name, width: width))
                above = name
            }
            var prefix = ""
            if !ticked.isEmpty {
                prefix = (tickedSet.contains(item) ? marker : String(repeating: " ", count: markerWidth)) + " "
            }
            let number = String(position + 1)
            prefix += String(repeating: " ", count: digits - number.count) + number + "  "
            let room = width - DisplayText.width(of: prefix, rule: rules.widthRule)
            lines.append(prefix + shown(text(item), width: room))
        }
        if let hint = hint(marker: marker) { lines.append(DisplayText.truncate(hint, width: width, rule: rules.widthRule)) }
        return lines
    }

    /// What Enter does on this page, and that `q` cancels; nil when there is nothing to say
    /// beyond the question (one page, nothing ticked).
    func hint(marker: String) -> String? {
        var parts: [String] = []
        if !isLastPage {
            parts.append("Enter shows more")
        } else if !ticked.isEmpty {
            parts.append("Enter keeps the \(ticked.count) ticked (\(marker))")
        } else if pageCount > 1 {
            parts.append("Enter shows the first page")
        } else if query.isEmpty {
            return nil
        }
        if !query.isEmpty { parts.append("/ clears the query '\(DisplayText.inMessage(query))'") }
        parts.append("q cancels")
        let place = pageCount > 1 ? "\(pageRange.lowerBound + 1)-\(pageRange.upperBound) of \(items.count): " : ""
        return "(" + place + parts.joined(separator: ", ") + ")"
    }

    /// A group's heading line: `── name`, `(no group)` for the group `""`.
    private func headingLine(_ name: [UInt8], width: Int) -> String {
        let line = "── "
        return line + (name.isEmpty ? "(no group)" : shown(name, width: width - DisplayText.width(of: line, rule: rules.widthRule)))
    }

    /// Rows per page when the rows have groups, so that a page and its heading lines fit in
    /// the `lines` a page of plain rows takes: `runs` is how many stretches of one group the
    /// list has (a page shows at most one heading per stretch, and one per row).
    public static func groupedPageSize(lines: Int, runs: Int) -> Int {
        max(1, lines - min(runs, lines / 2))
    }

    /// `bytes` as safe text cut to `width` columns.
    private func shown(_ bytes: [UInt8], width: Int) -> String {
        let glyphs = bytes.withUnsafeBufferPointer { DisplayText.glyphs($0, rule: rules.widthRule) }
        return DisplayText.fit(glyphs, width: width, rule: rules.widthRule).map(\.text).joined()
    }
}
