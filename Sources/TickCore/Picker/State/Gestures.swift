/// What the mouse left behind: the last row tapped and the state it took (where shift-click
/// and Shift-Up/Down start a range), a drag in progress, and the row the preview shows until
/// the band moves.
///
/// Its reducer is `tap`, `rightClicked`, `dragReached`, `dragEnded`, `keyboardAnchor`,
/// `bandMoved` and `forget`; `PickerState+Mouse` hands it the taps. Its fields are written
/// only here.
struct Gestures: Equatable, Sendable {
    /// Where a range (a modified click, Shift-Up/Down) starts: the last row tapped, and the state
    /// it took.
    struct RangeAnchor: Equatable, Sendable {
        var item: Int
        var ticked: Bool
    }

    /// A row tapped (or right-clicked), and the band's item when it was: the preview shows the
    /// row while the band stays there.
    struct TappedRow: Equatable, Sendable {
        var item: Int
        var band: Int?
    }

    /// A drag with the left button held: the state every row it passes takes, and the rank
    /// position it reached last.
    struct Drag: Equatable, Sendable {
        var ticked: Bool
        var position: Int
    }

    /// The last row tapped and the state it took: where shift-click and Shift-Up/Down start.
    private(set) var anchor: RangeAnchor? = nil
    /// A drag in progress (the left button held since a tap on a row).
    private(set) var drag: Drag? = nil
    /// The row last tapped, which the preview shows instead of the band's until the band moves
    /// (docs/SPEC.md §5): a tap moves nothing, yet the user clicked to see that row.
    private(set) var tapped: TappedRow? = nil

    /// A left tap toggled `item`, at rank position `position`, to `ticked`, the band being on
    /// `band`: a range starts there, a drag may follow, and the preview shows the row.
    mutating func tap(_ item: Int, at position: Int, ticked: Bool, band: Int?) {
        rightClicked(item, ticked: ticked, band: band)
        drag = Drag(ticked: ticked, position: position)
    }

    /// A right-click toggled `item` to `ticked`: as a tap, but no drag follows.
    mutating func rightClicked(_ item: Int, ticked: Bool, band: Int?) {
        anchor = RangeAnchor(item: item, ticked: ticked)
        tapped = TappedRow(item: item, band: band)
    }

    /// The drag in progress reached rank position `position` (the rows up to it took its state).
    mutating func dragReached(_ position: Int) {
        drag?.position = position
    }

    /// The button was let go (or another pressed): the drag ends; the anchor stays.
    mutating func dragEnded() {
        drag = nil
    }

    /// Where Shift-Up/Down's range starts, the band being on `item`: the last tap's anchor, or,
    /// none yet, `item` ticked, which becomes the anchor.
    mutating func keyboardAnchor(at item: Int) -> RangeAnchor {
        if let anchor { return anchor }
        let new = RangeAnchor(item: item, ticked: true)
        anchor = new
        return new
    }

    /// The item the preview shows, the band being on `band`: the row tapped while the band
    /// has not moved since, else the band's.
    func previewed(band: Int) -> Int {
        tapped.flatMap { $0.band == band ? $0.item : nil } ?? band
    }

    /// The band moved: the preview follows it again.
    mutating func bandMoved() {
        tapped = nil
    }

    /// The items were replaced (a reload): every row remembered is gone.
    mutating func forget() {
        self = Gestures()
    }
}
