import Testing
@testable import TickCore

@Suite("--color heading")
struct GroupThemeTests {
    @Test("heading:COLOR:ATTR colours a group's heading; without it, bold in the header's colour")
    func headingColour() throws {
        let spec = try ColorSpec(parsing: "heading:red:italic")
        let theme = Theme(colors: true, palette: .dark, custom: spec)
        #expect(theme.heading.foreground == .palette(1) && theme.heading.italic && theme.heading.bold)
        #expect(theme.header.foreground == Theme.Palette.dark.header)
        let plain = Theme(colors: true, palette: .dark)
        #expect(plain.heading.foreground == Theme.Palette.dark.header && plain.heading.bold && !plain.heading.italic)
        #expect(try OptionParser.parse(["--color", "heading:#102030"]).colorSpec["heading"]?.color == .rgb(0x10, 0x20, 0x30))
    }
}
