/// WCAG 2 contrast between colours, and readable stand-ins for colours that lack it.
///
/// The palette's RGB values are xterm's (the 16 basic colours as xterm's defaults: a terminal
/// theme may draw those differently). Used to keep an item's own `--ansi` colours readable on
/// the band's and a tick's tint, and by the tests that hold the themes to their ratios.
public enum Contrast {
    /// A colour's red, green and blue, 0...255.
    public struct RGB: Equatable, Sendable {
        public var red, green, blue: Int
        public init(_ red: Int, _ green: Int, _ blue: Int) {
            self.red = red
            self.green = green
            self.blue = blue
        }
    }

    /// The RGB of a palette or 24-bit colour; nil for the terminal's default.
    public static func rgb(_ color: TerminalColor) -> RGB? {
        guard color.isSet else { return nil }
        if let n = color.paletteIndex {
            if n < 16 { return basic[n] }
            if n >= 232 { let v = 8 + 10 * (n - 232); return RGB(v, v, v) }
            let i = n - 16
            return RGB(cubeLevels[i / 36], cubeLevels[i / 6 % 6], cubeLevels[i % 6])
        }
        let raw = Int(color.raw)
        return RGB((raw >> 16) & 0xFF, (raw >> 8) & 0xFF, raw & 0xFF)
    }

    /// The WCAG contrast ratio of two colours, from 1 to 21.
    public static func ratio(_ a: RGB, _ b: RGB) -> Double {
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    /// The relative luminance of a colour (0 black, 1 white).
    public static func luminance(_ c: RGB) -> Double {
        0.2126 * linear[c.red] + 0.7152 * linear[c.green] + 0.0722 * linear[c.blue]
    }

    /// `color`, or the nearest colour of the 6×6×6 cube on the way to white (to black when
    /// the background is light) that has at least `minimum` contrast with `background`.
    public static func readable(_ color: TerminalColor, on background: RGB, minimum: Double) -> TerminalColor {
        guard let own = rgb(color), ratio(own, background) < minimum else { return color }
        let away = luminance(background) > 0.18 ? RGB(0, 0, 0) : RGB(255, 255, 255)
        for eighths in 1...8 {
            let stand = cube(own, eighths: eighths, towards: away)
            if ratio(rgb(stand)!, background) >= minimum { return stand }
        }
        return away.red == 0 ? .palette(16) : .palette(231)
    }

    /// `color` moved `eighths`/8 of the way towards `background` (a wheel row fading), as far
    /// as it keeps `minimum` contrast with it; a colour without that much to start with is
    /// first made `readable`.
    public static func faded(_ color: TerminalColor, on background: RGB, eighths: Int, minimum: Double) -> TerminalColor {
        let start = readable(color, on: background, minimum: minimum)
        guard let own = rgb(start) else { return start }
        for e in stride(from: eighths, to: 0, by: -1) {
            let faded = cube(own, eighths: e, towards: background)
            if ratio(rgb(faded)!, background) >= minimum { return faded }
        }
        return start
    }

    /// The colour of the 6×6×6 cube nearest to `color` moved `eighths`/8 of the way to `target`.
    private static func cube(_ color: RGB, eighths: Int, towards target: RGB) -> TerminalColor {
        func mix(_ v: Int, _ t: Int) -> Int { nearestLevel(v + (t - v) * eighths / 8) }
        let r = mix(color.red, target.red), g = mix(color.green, target.green), b = mix(color.blue, target.blue)
        return .palette(UInt8(16 + 36 * r + 6 * g + b))
    }

    /// The index of the cube level nearest to `v`.
    private static func nearestLevel(_ v: Int) -> Int {
        var best = 0
        for i in 1..<cubeLevels.count where abs(cubeLevels[i] - v) < abs(cubeLevels[best] - v) { best = i }
        return best
    }

    static let cubeLevels = [0, 95, 135, 175, 215, 255]

    /// xterm's default 16 colours.
    static let basic: [RGB] = [
        RGB(0, 0, 0), RGB(205, 0, 0), RGB(0, 205, 0), RGB(205, 205, 0), RGB(0, 0, 238), RGB(205, 0, 205), RGB(0, 205, 205), RGB(229, 229, 229),
        RGB(127, 127, 127), RGB(255, 0, 0), RGB(0, 255, 0), RGB(255, 255, 0), RGB(92, 92, 255), RGB(255, 0, 255), RGB(0, 255, 255), RGB(255, 255, 255),
    ]

    /// sRGB component values 0...255 as linear light (the standard sRGB transfer function).
    static let linear: [Double] = [
        0.000000, 0.000304, 0.000607, 0.000911, 0.001214, 0.001518, 0.001821, 0.002125,
        0.002428, 0.002732, 0.003035, 0.003347, 0.003677, 0.004025, 0.004391, 0.004777,
        0.005182, 0.005605, 0.006049, 0.006512, 0.006995, 0.007499, 0.008023, 0.008568,
        0.009134, 0.009721, 0.010330, 0.010960, 0.011612, 0.012286, 0.012983, 0.013702,
        0.014444, 0.015209, 0.015996, 0.016807, 0.017642, 0.018500, 0.019382, 0.020289,
        0.021219, 0.022174, 0.023153, 0.024158, 0.025187, 0.026241, 0.027321, 0.028426,
        0.029557, 0.030713, 0.031896, 0.033105, 0.034340, 0.035601, 0.036889, 0.038204,
        0.039546, 0.040915, 0.042311, 0.043735, 0.045186, 0.046665, 0.048172, 0.049707,
        0.051269, 0.052861, 0.054480, 0.056128, 0.057805, 0.059511, 0.061246, 0.063010,
        0.064803, 0.066626, 0.068478, 0.070360, 0.072272, 0.074214, 0.076185, 0.078187,
        0.080220, 0.082283, 0.084376, 0.086500, 0.088656, 0.090842, 0.093059, 0.095307,
        0.097587, 0.099899, 0.102242, 0.104616, 0.107023, 0.109462, 0.111932, 0.114435,
        0.116971, 0.119538, 0.122139, 0.124772, 0.127438, 0.130136, 0.132868, 0.135633,
        0.138432, 0.141263, 0.144128, 0.147027, 0.149960, 0.152926, 0.155926, 0.158961,
        0.162029, 0.165132, 0.168269, 0.171441, 0.174647, 0.177888, 0.181164, 0.184475,
        0.187821, 0.191202, 0.194618, 0.198069, 0.201556, 0.205079, 0.208637, 0.212231,
        0.215861, 0.219526, 0.223228, 0.226966, 0.230740, 0.234551, 0.238398, 0.242281,
        0.246201, 0.250158, 0.254152, 0.258183, 0.262251, 0.266356, 0.270498, 0.274677,
        0.278894, 0.283149, 0.287441, 0.291771, 0.296138, 0.300544, 0.304987, 0.309469,
        0.313989, 0.318547, 0.323143, 0.327778, 0.332452, 0.337164, 0.341914, 0.346704,
        0.351533, 0.356400, 0.361307, 0.366253, 0.371238, 0.376262, 0.381326, 0.386429,
        0.391572, 0.396755, 0.401978, 0.407240, 0.412543, 0.417885, 0.423268, 0.428690,
        0.434154, 0.439657, 0.445201, 0.450786, 0.456411, 0.462077, 0.467784, 0.473531,
        0.479320, 0.485150, 0.491021, 0.496933, 0.502886, 0.508881, 0.514918, 0.520996,
        0.527115, 0.533276, 0.539479, 0.545724, 0.552011, 0.558340, 0.564712, 0.571125,
        0.577580, 0.584078, 0.590619, 0.597202, 0.603827, 0.610496, 0.617207, 0.623960,
        0.630757, 0.637597, 0.644480, 0.651406, 0.658375, 0.665387, 0.672443, 0.679542,
        0.686685, 0.693872, 0.701102, 0.708376, 0.715694, 0.723055, 0.730461, 0.737910,
        0.745404, 0.752942, 0.760525, 0.768151, 0.775822, 0.783538, 0.791298, 0.799103,
        0.806952, 0.814847, 0.822786, 0.830770, 0.838799, 0.846873, 0.854993, 0.863157,
        0.871367, 0.879622, 0.887923, 0.896269, 0.904661, 0.913099, 0.921582, 0.930111,
        0.938686, 0.947307, 0.955973, 0.964686, 0.973445, 0.982251, 0.991102, 1.000000,
    ]
}
