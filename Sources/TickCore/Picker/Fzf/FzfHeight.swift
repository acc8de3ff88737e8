/// fzf's arithmetic for `--height` on fzf's screen: how many lines of the terminal the picker
/// takes, counting every line (items, info, prompt, header, borders, margins), or the whole
/// screen.
///
/// The rules, as fzf 0.74.5 applies them (docs/SPEC.md §4):
/// - no `--height`, `--no-height`, `--height 0` or `--height 100%` (without `~`): full screen,
///   on the alternate screen;
/// - `N`: N lines; `-N`: the terminal's height less N; `N%`: that share of the terminal, at
///   least `--min-height`; `-N%`: `100-N` percent;
/// - `--min-height H+` (the default, `10+`): H plus the lines other than items (`Parts`);
/// - never fewer than 3 lines (fewer without an info line, more with borders or a preview
///   above or below), never more than the terminal;
/// - `~`: once the input has ended or filled the list, the lines the items take and no more
///   (`settled`); fzf fixes that height once and keeps it.
public struct FzfHeight: Equatable, Sendable {
    /// How `--height` was given.
    public enum Size: Equatable, Sendable {
        /// `N`: N lines in all.
        case lines(Int)
        /// `N%` (and `-N%` as `100-N`): that share of the terminal's lines.
        case percent(Int)
        /// `-N`: the terminal's lines less N.
        case allBut(Int)
    }

    /// The height asked for; nil when `--height` was not given (full screen).
    public var size: Size?
    /// `~`: adapt to the items, once.
    public var adaptive: Bool
    /// `--min-height H`: the least lines of an `N%` height.
    public var minimum: Int
    /// `--min-height H+`: the lines other than items are added to H.
    public var minimumGrows: Bool

    /// fzf's `--min-height` when none is given: `10+`.
    public static let defaultMinimum = 10
    /// The fewest lines fzf draws inline: one item, the info line and the prompt.
    static let fewestLines = 3

    public init(size: Size?, adaptive: Bool = false, minimum: Int = defaultMinimum, minimumGrows: Bool = true) {
        self.size = size
        self.adaptive = adaptive
        self.minimum = minimum
        self.minimumGrows = minimumGrows
    }

    /// The height `options` ask for on fzf's screen: none unless `--height` was given (the
    /// name fzf's tick-screen default of 40% is not fzf's), and fzf's `10+` unless
    /// `--min-height` was given.
    public init(options: Options) {
        var size: Size? = nil
        if options.heightGiven {
            if let percent = options.heightPercent {
                size = .percent(percent)
            } else if let margin = options.heightMargin {
                size = .allBut(margin)
            } else {
                size = .lines(options.height)
            }
        }
        self.init(size: size, adaptive: options.heightAdaptive, minimum: options.minHeight,
                  minimumGrows: options.minHeightCountsRows ?? true)
    }

    /// Whether fzf draws on the whole screen (the alternate screen): no height, 0, or 100%
    /// without `~`.
    public var fullScreen: Bool {
        guard !adaptive else { return false }
        switch size {
        case nil, .lines(0)?, .percent(100)?: return true
        default: return false
        }
    }

    /// The least lines of an `N%` height: `--min-height`, with `+` plus the lines `parts`
    /// take besides the items.
    public func leastLines(_ parts: Parts) -> Int {
        minimumGrows ? minimum + parts.minimumExtra : minimum
    }

    /// The lines the picker takes on a terminal `rows` tall, before `~` settles it (fzf's
    /// `maxHeightFunc`): the terminal's lines when full screen.
    public func lines(rows: Int, _ parts: Parts) -> Int {
        guard !fullScreen, let size else { return rows }
        let asked: Int
        switch size {
        case .lines(let n): asked = n
        case .allBut(let n): asked = rows - n
        case .percent(let p): asked = max(rows * p / 100, leastLines(parts))
        }
        return min(rows, max(asked, parts.fewestLines))
    }

    /// `~`: how many items fill the lines `lines(rows:_:)` gives (fzf's `maxFit`): the picker
    /// waits for that many, or for the input's end.
    public func fit(rows: Int, _ parts: Parts) -> Int {
        lines(rows: rows, parts) - parts.pad - parts.extraLines
    }

    /// The lines a view on fzf's screen takes on a terminal `rows` tall: the whole screen, the
    /// lines `--height` asks for, or with `~` those settled on `items` (the items listed when
    /// the picker was first placed, `ScreenPlace.settledItems`, else those read so far).
    public func height(rows: Int, items: Int, _ parts: Parts) -> Int {
        adaptive ? settled(rows: rows, items: items, parts) : lines(rows: rows, parts)
    }

    /// `~`: the height fixed once `items` items are known (all of them, or at least `fit`):
    /// the lines they take with everything else, at most the terminal's.
    public func settled(rows: Int, items: Int, _ parts: Parts) -> Int {
        let shown = min(max(items, 0), fit(rows: rows, parts))
        return min(rows, parts.contentHeight(items: shown) + parts.pad)
    }
}
