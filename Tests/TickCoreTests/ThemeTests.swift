import Foundation
import Testing
@testable import TickCore

typealias RGB = Contrast.RGB

@Suite("Themes")
struct ThemeTests {
    /// The terminal's own colours each palette is meant for: (text, background).
    static let terminals: [(String, Theme.Palette, RGB, RGB)] = [
        ("dark", .dark, RGB(208, 208, 208), RGB(0, 0, 0)),
        ("dark on grey", .dark, RGB(229, 229, 229), RGB(40, 40, 40)),
        ("light", .light, RGB(0, 0, 0), RGB(255, 255, 255)),
        ("light on cream", .light, RGB(40, 40, 40), RGB(253, 246, 227)),
    ]

    @Test("WCAG ratios: black on white is 21:1, #777777 on white 4.48:1, xterm's blue on black 2.2:1")
    func ratios() {
        #expect(Contrast.ratio(RGB(0, 0, 0), RGB(255, 255, 255)) == 21)
        #expect(abs(Contrast.ratio(RGB(0x77, 0x77, 0x77), RGB(255, 255, 255)) - 4.48) < 0.01)
        #expect(abs(Contrast.ratio(Contrast.rgb(.palette(4))!, RGB(0, 0, 0)) - 2.23) < 0.01)
        #expect(Contrast.rgb(.palette(196)) == RGB(255, 0, 0))
        #expect(Contrast.rgb(.palette(244)) == RGB(128, 128, 128))
        #expect(Contrast.rgb(.rgb(1, 2, 3)) == RGB(1, 2, 3))
        #expect(Contrast.rgb(.none) == nil)
    }

    @Test("Every style pair the view draws holds its ratio: 4.5:1 on the band and ticked rows, 3:1 on dimmed rows, the toolbar, and item colours on every row")
    func contrastHolds() {
        for (name, palette, text, background) in Self.terminals {
            let theme = Theme(colors: true, palette: palette)
            func rgb(_ c: TerminalColor, default d: RGB) -> RGB { Contrast.rgb(c) ?? d }
            func check(_ what: String, _ style: Style, _ minimum: Double) {
                let ratio = Contrast.ratio(rgb(style.foreground, default: text), rgb(style.background, default: background))
                #expect(ratio >= minimum, "\(name): \(what) has contrast \(ratio), wanted \(minimum)")
            }
            for (band, ticked) in [(false, false), (false, true), (true, false), (true, true)] {
                for distance in band ? [0] : [0, 1, 2, 3] {
                    let row = theme.row(distance: distance, band: band, ticked: ticked)
                    let what = "row (band \(band), ticked \(ticked), \(distance) from the band)"
                    let tinted = band || ticked
                    check(what, row, tinted || distance == 0 ? 4.5 : 3)
                    check("a match on a \(what)", theme.match(on: row), tinted ? 4.5 : 3)
                    check("the mark on a \(what)", theme.marker(on: row), tinted ? 4.5 : 3)
                    if band { check("the pointer on a \(what)", theme.pointer(on: row), 4.5) }
                    // An item's own colours (--ansi): every palette colour and a few 24-bit ones, on
                    // every row, near the band or far from it; never dimmed, which would fade them
                    // by as much as the terminal likes.
                    let colours = (0...255).map { TerminalColor.palette(UInt8($0)) } + [.rgb(0, 0, 200), .rgb(250, 250, 250), .rgb(30, 60, 30)]
                    for colour in colours {
                        let own = theme.text(Style(foreground: colour), on: row, distance: distance)
                        check("item colour \(colour) on a \(what)", own, band ? 4.5 : 3)
                        #expect(!own.dim, "\(name): item colour \(colour) on a \(what) is dimmed")
                    }
                }
            }
            for (what, style) in [("prompt", theme.prompt), ("header", theme.header), ("counts", theme.counts),
                                  ("message", theme.message), ("done", theme.done), ("cancel", theme.cancel)] {
                check(what, style, 3)
            }
            // Matches stay visible on the band: their colour differs from the band's text.
            #expect(theme.match(on: theme.row(distance: 0, band: true, ticked: true)).foreground == palette.match)
            #expect(palette.match != palette.bandTint && palette.mark != palette.tickTint)
        }
    }

    @Test("An item colour that reads well on a tint is kept; one that does not is replaced by a readable one near it")
    func readableStandIns() {
        let tick = Contrast.rgb(Theme.Palette.dark.tickTint)!
        // Bright yellow reads on the dark tick tint: kept.
        #expect(Contrast.readable(.palette(11), on: tick, minimum: 3) == .palette(11))
        // ls's blue does not (1.2:1): a lighter blue stands in.
        let blue = Contrast.readable(.palette(4), on: tick, minimum: 3)
        #expect(blue != .palette(4))
        let stand = Contrast.rgb(blue)!
        #expect(Contrast.ratio(stand, tick) >= 3 && stand.blue > stand.red && stand.blue > stand.green, "\(stand)")
        // On a light tint colours darken.
        let lightTick = Contrast.rgb(Theme.Palette.light.tickTint)!
        let yellow = Contrast.rgb(Contrast.readable(.palette(11), on: lightTick, minimum: 3))!
        #expect(Contrast.ratio(yellow, lightTick) >= 3 && yellow.blue < 100, "\(yellow)")
    }

    @Test("ls --color=always on a light terminal: cyan and green turn darker, and fade with distance but stay over 3:1")
    func itemColoursOffTheBand() {
        let light = Theme(colors: true, palette: .light)
        let white = RGB(255, 255, 255)
        for colour in [TerminalColor.palette(6), .palette(2), .palette(14), .palette(11)] {
            var ratios: [Double] = []
            for distance in 0...3 {
                let row = light.row(distance: distance, band: false, ticked: false)
                let own = light.text(Style(foreground: colour), on: row, distance: distance)
                ratios.append(Contrast.ratio(Contrast.rgb(own.foreground)!, white))
            }
            #expect(ratios.allSatisfy { $0 >= 3 }, "\(colour): \(ratios)")
        }
        // A colour with contrast to spare fades with distance: white text on a dark terminal.
        let dark = Theme(colors: true, palette: .dark)
        let shades = (0...3).map { d in
            Contrast.luminance(Contrast.rgb(dark.text(Style(foreground: .palette(15)), on: dark.row(distance: d, band: false, ticked: false), distance: d).foreground)!)
        }
        #expect(shades == shades.sorted(by: >) && shades[3] < shades[0], "\(shades)")
        // A colour that reads well near the band is kept as it is.
        #expect(dark.text(Style(foreground: .palette(11)), on: dark.row(distance: 0, band: false, ticked: false), distance: 0).foreground == .palette(11))
    }

    @Test("Wheel rows fade towards the background: lighter on dark terminals, darker on light ones")
    func fadeDirection() {
        func grey(_ c: TerminalColor) -> Int { Contrast.rgb(c)!.red }
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
        #expect(onBand.background == band.background && onBand.bold && onBand.italic)
        // xterm's red is too dark for the band's grey (1.7:1): a lighter red stands in.
        let red2 = Contrast.rgb(onBand.foreground)!
        #expect(onBand.foreground != .palette(1) && red2.red > red2.green && red2.red > red2.blue, "\(red2)")
        let yellow = theme.text(Style(foreground: .palette(11)), on: band, distance: 0)
        #expect(yellow.foreground == .palette(11))
        let ticked = theme.row(distance: 1, band: false, ticked: true)
        #expect(theme.text(red, on: ticked, distance: 1).background == ticked.background)
        // An item that sets its own background keeps its pair, far from the band too.
        let far = theme.text(red, on: theme.row(distance: 3, band: false, ticked: false), distance: 3)
        #expect(far.foreground == .palette(1) && far.background == .palette(4) && !far.dim)
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
