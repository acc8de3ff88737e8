import Foundation
import Testing
@testable import TickCore

/// Matches drawn on an item's own background (`--ansi`) keep 3:1 against it (issue 38, point 5).
///
/// The contrast is computed here from the WCAG 2 formula and xterm's documented palette (its
/// 16 default colours, the 6×6×6 cube 0/95/135/175/215/255 and the grey ramp 8 + 10·n), not
/// with tick's own `Contrast`.
@Suite("View: matches on an item's own background")
struct ViewMatchContrastTests {
    /// xterm's default 16 colours (xterm's `XTerm-col.ad` / `256colres.h`).
    private static let xterm16: [(Int, Int, Int)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    /// The RGB xterm draws `color` in; nil for the terminal's default.
    private static func xtermRGB(_ color: TerminalColor) -> (Int, Int, Int)? {
        guard color.isSet else { return nil }
        if let n = color.paletteIndex {
            if n < 16 { return xterm16[n] }
            if n >= 232 { let v = 8 + 10 * (n - 232); return (v, v, v) }
            let level = { (i: Int) in i == 0 ? 0 : 55 + 40 * i }
            return (level((n - 16) / 36), level((n - 16) / 6 % 6), level((n - 16) % 6))
        }
        let raw = Int(color.raw)
        return ((raw >> 16) & 0xFF, (raw >> 8) & 0xFF, raw & 0xFF)
    }

    /// WCAG 2 relative luminance.
    private static func luminance(_ c: (Int, Int, Int)) -> Double {
        func channel(_ v: Int) -> Double {
            let s = Double(v) / 255
            return s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(c.0) + 0.7152 * channel(c.1) + 0.0722 * channel(c.2)
    }

    /// WCAG 2 contrast ratio.
    private static func ratio(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Double {
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    /// The cells of `xpassx` drawn in the SGR `parameters` on the row off the band, after
    /// typing `pass`, in `palette`'s theme: the four matched ones and an unmatched `x`.
    private func cells(_ parameters: String, palette: Theme.Palette) throws -> (matched: [Cell], unmatched: Cell) {
        var builder = ItemStoreBuilder(headerLines: 0, sgr: .record)
        builder.append(bytes("band pass\n\u{1B}[\(parameters)mxpassx\u{1B}[0m\n"))
        builder.finish()
        var rows = MatchedRows(store: builder.store, matcher: Matcher(query: Query("pass")))
        var s = try picker(items: 2)
        _ = s.feed(typing("pass"))
        s.setResults(RankedList(indices: [0, 1]), for: s.request("pass", itemCount: 2))
        let frame = View(theme: Theme(colors: true, palette: palette)).frame(s, rows: &rows)
        let line = try #require((0..<frame.lines.count).first { frame.text(row: $0).hasSuffix("xpassx") })
        let cells = frame.lines[line]
        let start = try #require(cells.firstIndex { $0.text == "x" })
        return (Array(cells[start + 1...start + 4]), cells[start])
    }

    /// Checks that the matched cells of an item drawn in `parameters` (whose background is
    /// `background`) keep 3:1 in both themes and stay apart from the unmatched text.
    private func check(_ parameters: String, background: TerminalColor, _ comment: String) throws {
        for (name, palette) in [("dark", Theme.Palette.dark), ("light", Theme.Palette.light)] {
            let (matched, unmatched) = try cells(parameters, palette: palette)
            let bg = try #require(Self.xtermRGB(background))
            for cell in matched {
                #expect(cell.style.background == background, "\(comment), \(name): the item's background shows")
                // The terminal's default text colour: light in the dark theme, dark in the light one.
                let fg = Self.xtermRGB(cell.style.foreground) ?? (name == "dark" ? (229, 229, 229) : (0, 0, 0))
                let r = Self.ratio(fg, bg)
                #expect(r >= 3, "\(comment), \(name): match \(fg) on \(bg) is \(r):1")
                #expect(cell.style.bold && cell.style != unmatched.style, "\(comment), \(name): the match stands out")
            }
        }
    }

    @Test("ls's setuid (white on red) and setgid (black on yellow) items: the match stays readable")
    func lsSetuidSetgid() throws {
        try check("37;41", background: .palette(1), "setuid 37;41")
        try check("30;43", background: .palette(3), "setgid 30;43")
    }

    @Test("Each of the 16 ANSI backgrounds, alone and under black or white text")
    func basicBackgrounds() throws {
        for n in 0..<16 {
            let code = n < 8 ? 40 + n : 100 + n - 8
            for text in ["", "30;", "37;", "97;"] {
                try check("\(text)\(code)", background: .palette(UInt8(n)), "\(text)\(code)")
            }
        }
    }

    @Test("Every 256-colour background")
    func paletteBackgrounds() throws {
        for n in 16...255 {
            try check("48;5;\(n)", background: .palette(UInt8(n)), "48;5;\(n)")
        }
    }

    @Test("Truecolor backgrounds across the colour cube")
    func truecolorBackgrounds() throws {
        let steps = [0, 40, 90, 128, 170, 205, 230, 255]
        for r in steps {
            for g in steps {
                for b in steps {
                    let color = TerminalColor.rgb(UInt8(r), UInt8(g), UInt8(b))
                    try check("48;2;\(r);\(g);\(b)", background: color, "48;2;\(r);\(g);\(b)")
                }
            }
        }
    }

    @Test("An item without a background of its own keeps the match colour as it was")
    func noOwnBackground() throws {
        for palette in [Theme.Palette.dark, .light] {
            for parameters in ["31", "1;34", "38;5;220"] {
                let (matched, _) = try cells(parameters, palette: palette)
                for cell in matched {
                    #expect(cell.style.foreground == palette.match && !cell.style.background.isSet)
                    #expect(cell.style.bold && !cell.style.underline)
                }
            }
        }
    }

    @Test("A reversed item and --color hl colours are held to 3:1 on the item's background too")
    func reverseAndCustom() throws {
        for (name, palette) in [("dark", Theme.Palette.dark), ("light", Theme.Palette.light)] {
            for spec in ["", "hl:3", "hl:#cdcd00", "hl:-1", "hl:1:bold"] {
                let theme = Theme(colors: true, palette: palette, custom: try ColorSpec(parsing: spec))
                for background in [TerminalColor.palette(3), .palette(1), .palette(11), .rgb(205, 205, 0)] {
                    for reverse in [false, true] {
                        let base = theme.row(distance: 1, band: false, ticked: false)
                        let own = theme.text(Style(foreground: .palette(0), background: background, reverse: reverse),
                                             on: base, distance: 1)
                        let match = theme.match(on: own, ownBackground: true)
                        let fg = Self.xtermRGB(match.foreground) ?? (name == "dark" ? (229, 229, 229) : (0, 0, 0))
                        let r = Self.ratio(fg, try #require(Self.xtermRGB(background)))
                        #expect(r >= 3, "\(name) \(spec) on \(background) reverse \(reverse): \(r):1")
                        #expect(match.background == background && match.reverse == reverse && match.bold)
                    }
                }
            }
        }
    }
}
