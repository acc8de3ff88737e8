/// What fzf's info line says of tracking: `+T` under `--track` (`global`), `+t` for
/// `track-current`, with `*` while a reload's new items are searched for the band's item
/// (`blocked`).
public struct TrackingIndicator: Equatable, Sendable {
    /// `--track` (or `toggle-track`): every change of the matches; else `track-current`.
    public let global: Bool
    /// A reload's items are arriving and the band's item is not among them yet.
    public let blocked: Bool

    /// fzf's spelling: `+T`, `+t`, `+T*` or `+t*`.
    public var text: String { (global ? "+T" : "+t") + (blocked ? "*" : "") }
}

/// Which item the band follows when the matches change (`--track`, `toggle-track`,
/// `track-current`), and what a reload in progress carries over.
///
/// Its reducer is the tracking actions (`perform(_:band:)`) and what the matches and the user
/// do to it (`followed`, `lost`, `untrack`); `PickerState` hands them here.
public struct BandTracking: Equatable, Sendable {
    /// Whether the band follows its item when the matches change (`--track`, `toggle-track`).
    public internal(set) var tracksBand = false
    /// The item `track-current` follows until the band moves (nil: none).
    public internal(set) var trackedItem: Int? = nil
    /// The item tracking still looks for: not in the best matches published first, it may be
    /// in the full ranking.
    var pending: Int? = nil
    /// A reload whose input is arriving: what it carries over (`PickerState+Reload`).
    var reloadCarry: ReloadCarry? = nil
    /// A reload's matches are searched for the band's item (`+T*`), as fzf searches its match
    /// list, not its items: until matches holding it are shown, or matches of the whole input.
    var bandSearch: BandSearch? = nil
    /// A reload asked for whose items have not come yet, the band's item to be looked for in
    /// them: as fzf, the search (`+T*`) starts with the request, not with the first items.
    var reloadAsked: ReloadSearch? = nil
    /// Under the name fzf, where the band was before a reload that does not carry its item: it
    /// goes back there once the new matches come, as fzf's cursor keeps its position
    /// (`PickerState.restoreReloadPosition`).
    var reloadPosition: Int? = nil

    /// Tracking as `--track` starts it.
    public init(tracksBand: Bool = false) {
        self.tracksBand = tracksBand
    }

    /// The item the band should stay on when new matches come, the band being on `band`: the
    /// one `track-current` follows, or under `--track` the one still looked for, else the
    /// band's; nil without tracking.
    func target(band: Int?) -> Int? {
        if let trackedItem { return trackedItem }
        guard tracksBand else { return nil }
        return pending ?? band
    }

    /// Performs a tracking action, the band being on `band`.
    mutating func perform(_ action: Action.Track, band: Int?) {
        switch action {
        case .trackCurrent: trackedItem = band
        case .untrackCurrent: if !tracksBand { trackedItem = nil }
        case .toggleTrack:
            tracksBand.toggle()
            pending = nil
        case .toggleTrackCurrent: trackedItem = trackedItem == nil ? band : nil
        }
        // As fzf, every tracking action but track-current stops a reload's search for the band's item.
        if action != .trackCurrent { stopSearch() }
    }

    /// Stops looking for the band's item in a reload's items (asked for or arriving): the band
    /// stays where it is.
    mutating func stopSearch() {
        reloadCarry?.bandFound = true
        bandSearch = nil
        if reloadAsked != nil { reloadAsked = .stopped }
    }

    /// The followed item is in the new matches: nothing is looked for any more.
    mutating func followed() {
        pending = nil
    }

    /// The new matches lack `item`: when more may come (`mayStillCome`: the ranking is partial
    /// or not the current query's) `--track` looks for it again; else `track-current` ends.
    mutating func lost(_ item: Int, mayStillCome: Bool) {
        if mayStillCome {
            if trackedItem == nil { pending = item }
        } else {
            pending = nil
            trackedItem = nil
        }
    }

    /// The user moved the band (or the items were replaced): `track-current` ends, and
    /// `--track` follows the new item.
    mutating func untrack() {
        pending = nil
        trackedItem = nil
    }
}

/// Where a reload asked for stands in its search for the band's item before its items come.
enum ReloadSearch: Equatable, Sendable {
    /// The band's item will be looked for in the new items (`+T*` meanwhile).
    case searching
    /// abort, cancel or a tracking toggle stopped the search: nothing is looked for.
    case stopped
}

/// A reload's search for the band's item in its matches (`BandTracking.bandSearch`).
struct BandSearch: Equatable, Sendable {
    /// The band's item among the new items, once it has come (nil: not yet, or it never does).
    var item: Int? = nil
}
