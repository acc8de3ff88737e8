/// The actions that make the band follow an item when the matches change (`--track`,
/// `track-current`): their names and rows; their behaviour is `BandTracking.perform`.
extension Action {
    /// Tracks the band's item, or stops.
    public enum Track: String, ActionGroup {
        case trackCurrent = "track-current", untrackCurrent = "untrack-current"
        case toggleTrack = "toggle-track", toggleTrackCurrent = "toggle-track-current"

        var action: Action { .track(self) }

        var row: ActionSpec {
            switch self {
            case .trackCurrent: spec("The band follows its item when the matches change, until it moves")
            case .untrackCurrent: spec("Stop track-current (nothing under --track)")
            case .toggleTrack: spec("Turn --track on or off")
            case .toggleTrackCurrent: spec("track-current, or untrack-current when the band's item is tracked")
            }
        }
    }
}
