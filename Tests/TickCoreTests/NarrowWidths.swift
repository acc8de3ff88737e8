@testable import TickCore

/// The width functions under `WidthRule.ambiguousNarrow`, the default rule, for the tests
/// written before `--ambidouble` made the rule an argument: `Sources/` always passes one.
extension CharWidth {
    static func of(_ scalar: UInt32) -> Int { of(scalar, .ambiguousNarrow) }
}

extension DisplayText {
    static func shown(_ u: UInt32) -> (String, Int) { shown(u, .ambiguousNarrow) }

    static func width(of text: String) -> Int { width(of: text, rule: .ambiguousNarrow) }

    static func truncate(_ text: String, width: Int) -> String { truncate(text, width: width, rule: .ambiguousNarrow) }

    static func fit(_ glyphs: [Glyph], width: Int) -> [Glyph] { fit(glyphs, width: width, rule: .ambiguousNarrow) }

    static func glyphs(_ bytes: UnsafeBufferPointer<UInt8>, highlights: [Int] = [], spans: [StyleSpan] = [],
                       tabstop: Int = tabWidth, column start: Int = 0, dropsControls: Bool = false) -> [Glyph] {
        glyphs(bytes, highlights: highlights, spans: spans, tabstop: tabstop, column: start,
               dropsControls: dropsControls, rule: .ambiguousNarrow)
    }
}

extension LineBuilder {
    init(width: Int) { self.init(width: width, rule: .ambiguousNarrow) }
}
