/// One call of a chain being performed, with the keys and events whose `trigger(…)` it was
/// reached through.
///
/// A `trigger` of one of them again is a loop: it is skipped and said in the toolbar. The set
/// goes with the call across a command's wait, so that a transform whose output triggers its
/// own key (`ctrl-a:transform(echo 'up+trigger(ctrl-a)')`) is stopped as a direct loop is.
public struct ChainCall: Equatable, Sendable {
    public var call: ActionCall
    /// The triggers this call was reached through (empty: the key or event itself).
    public var within: Set<BindTrigger>

    public init(_ call: ActionCall, within: Set<BindTrigger> = []) {
        self.call = call
        self.within = within
    }
}
