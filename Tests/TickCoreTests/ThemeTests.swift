import Foundation
import Testing
@testable import TickCore

/// The RGB of a palette colour as xterm defines it (0-15 as xterm's defaults), 0...255.
private func rgb(_ color: TerminalColor) -> (Double, Double, Double) {
    let basic: [(Double, Double, Double)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]
    let n = color.paletteIndex!
    if n < 16 { return basic[n] }
    if n >= 232 { let v = Double(8 + 10 * (n - 232)); return (v, v, v) }
    let levels: [Double] = [0, 95, 135, 175, 215, 255]
    let i = n - 16
    return (levels[i / 36], levels[i / 6 % 6], levels[i % 6])
}

/// WCAG contrast ratio of two colours.
private func contrast(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Double {
    func luminance(_ c: (Double, Double, Double)) -> Double {
        func channel(_ v: Double) -> Double {
            let s = v / 255
            return s <= 0.03928 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(c.0) + 0.7152 * channel(c.1) + 0.0722 * channel(c.2)
    }
    let (x, y) = (luminance(a), luminance(b))
    return (max(x, y) + 0.05) / (min(x, y) + 0.05)
}

@Suite("Themes")
struct ThemeTests {
    /// The terminal's own colours each palette is meant for: (text, background).
    static let terminals: [(String, Theme.Palette, (Double, Double, Double), (Double, Double, Double))] = [
        ("dark", .dark, (208, 208, 208), (0, 0, 0)),
        ("dark on grey", .dark, (229, 229, 229), (40, 40, 40)),
        ("light", .light, (0, 0, 0), (255, 255, 255)),
        ("light on cream", .light, (40, 40, 40), (253, 246, 227)),
    ]

    @Test("Every text the theme draws keeps a contrast of at least 3:1 with what it is drawn on")
    func contrastHolds() {
        for (name, palette, text, background) in Self.terminals {
            let theme = Theme(colors: true, palette: palette)
            func color(_ c: TerminalColor, default d: (Double, Double, Double)) -> (Double, Double, Double) {
                c.isSet ? rgb(c) : d
            }
            // Every row kind: plain, ticked, band, band on a tick, wheel rows 1-3 away.
            var styles: [(String, Style)] = []
            for (band, ticked) in [(false, false), (false, true), (true, false), (true, true)] {
                for distance in band ? [0] : [0, 1, 2, 3] {
                    let row = theme.row(distance: distance, band: band, ticked: ticked)
                    styles.append(("row band \(band) ticked \(ticked) distance \(distance)", row))
                    styles.append(("match on that row", theme.match(on: row)))
                    styles.append(("mark on that row", theme.marker(on: row)))
                }
            }
            styles += [("prompt", theme.prompt), ("header", theme.header), ("counts", theme.counts),
                       ("message", theme.message), ("done", theme.done), ("cancel", theme.cancel)]
            for (what, style) in styles {
                let ratio = contrast(color(style.foreground, default: text), color(style.background, default: background))
                // Far wheel rows fade on purpose; they still have to be readable.
                let floor = style.foreground == palette.fade[2] || style.foreground == palette.fade[1] ? 2.0 : 3.0
                #expect(ratio >= floor, "\(name): \(what) has contrast \(ratio)")
            }
        }
    }

    @Test("Wheel rows fade towards the background: lighter on dark terminals, darker on light ones")
    func fadeDirection() {
        func grey(_ c: TerminalColor) -> Double { rgb(c).0 }
        let dark = Theme.Palette.dark.fade.map(grey), light = Theme.Palette.light.fade.map(grey)
        #expect(dark == dark.sorted(by: >), "\(dark)")
        #expect(light == light.sorted(), "\(light)")
    }

    @Test("The background a terminal reports picks the palette; so does COLORFGBG")
    func choosing() {
        #expect(Theme.Palette.forBackground(red: 1, green: 1, blue: 1) == .light)
        #expect(Theme.Palette.forBackground(red: 0.99, green: 0.96, blue: 0.89) == .light)
        #expect(Theme.Palette.forBackground(red: 0, green: 0, blue: 0) == .dark)
        #expect(Theme.Palette.forBackground(red: 0.16, green: 0.17, blue: 0.2) == .dark)
        #expect(Theme.Palette.forColorFGBG("0;15") == .light)
        #expect(Theme.Palette.forColorFGBG("0;default;7") == .light)
        #expect(Theme.Palette.forColorFGBG("15;0") == .dark)
        #expect(Theme.Palette.forColorFGBG("7;8") == .dark)
        #expect(Theme.Palette.forColorFGBG("15;default") == nil)
        #expect(Theme.Palette.forColorFGBG("") == nil)
        #expect(Theme.Palette.forColorFGBG(nil) == nil)
    }

    @Test("An item's own colours show, but the band's and a tick's tint stay")
    func itemColorsOnRows() {
        let theme = Theme(colors: true)
        let red = Style(foreground: .palette(1), background: .palette(4), italic: true)
        let plainRow = theme.row(distance: 0, band: false, ticked: false)
        #expect(theme.text(red, on: plainRow, distance: 0) == red)
        let band = theme.row(distance: 0, band: true, ticked: false)
        let onBand = theme.text(red, on: band, distance: 0)
        #expect(onBand.foreground == .palette(1) && onBand.background == band.background && onBand.bold && onBand.italic)
        let ticked = theme.row(distance: 1, band: false, ticked: true)
        #expect(theme.text(red, on: ticked, distance: 1).background == ticked.background)
        // Far from the band: the item's colour, dimmed.
        let far = theme.text(red, on: theme.row(distance: 3, band: false, ticked: false), distance: 3)
        #expect(far.foreground == .palette(1) && far.dim)
        // A match is drawn in the match colour whatever the item's colour.
        #expect(theme.match(on: onBand).foreground == Theme.Palette.dark.match)
        // No own style: the row's.
        #expect(theme.text(.plain, on: band, distance: 0) == band)
    }

    @Test("Without colours an item keeps its attributes only; its reverse gives way to the band's")
    func itemStylesWithoutColors() {
        let theme = Theme(colors: false)
        let own = Style(foreground: .palette(1), background: .palette(2), italic: true, underline: true, reverse: true)
        let plainRow = theme.row(distance: 0, band: false, ticked: false)
        #expect(theme.text(own, on: plainRow, distance: 0) == Style(italic: true, underline: true, reverse: true))
        let band = theme.row(distance: 0, band: true, ticked: false)
        #expect(theme.text(own, on: band, distance: 0) == Style(italic: true, underline: true, reverse: true))
        #expect(theme.text(Style(reverse: true), on: band, distance: 0).reverse)
    }
}
