import Synchronization
import TickCore

/// One thread's matching state: its matcher, and the best exact keys it has found when only
/// the best matches must be exact.
///
/// The picker needs the count of matches and the best of them, not every match's exact rank.
/// A worker that keeps the `best` asks the matcher first whether an item matches and how well
/// it could rank at best (`Matcher.estimate`); an item whose best possible key is worse than
/// the worst of the best exact keys kept is recorded with its estimate and not scored. An
/// estimate is never better than the exact key, and the worst key a worker keeps is never
/// better than the worst of the best of all workers together, so no item left with an estimate
/// belongs among the best. The workers share the best of their worst kept keys
/// (`SharedThreshold`), so that each prunes with the other's findings too.
struct MatchWorker {
    var matcher: Matcher
    /// The smallest worst-kept key of all the workers of a pass, shared between them.
    let shared: SharedThreshold
    /// Whether the pass is no longer wanted (asked every `cancelCheckInterval` items).
    let isCancelled: @Sendable () -> Bool
    /// The best exact keys found, when only they must be exact (else every key is).
    var best: TopKeys?
    /// The smallest estimates recorded (with `best`): the matches the pass looks at afterwards,
    /// best estimate first, until an estimate cannot beat the best exact keys (`PickerMatcher`).
    var estimates: SmallestKeys?
    /// Whether some keys were recorded as estimates.
    var estimated = false

    init(matcher: Matcher, shared: SharedThreshold, isCancelled: @escaping @Sendable () -> Bool, best: TopKeys?) {
        self.matcher = matcher
        self.shared = shared
        self.isCancelled = isCancelled
        self.best = best
        estimates = best.map { _ in SmallestKeys(capacity: Tunables.estimateCandidates) }
    }

    /// The key an estimate must beat for the item to be scored: the worst of the best exact
    /// keys kept, by this worker or another (everything while none keeps enough).
    @inline(__always)
    var threshold: UInt64 { min(best?.threshold ?? UInt64.max, shared.value.load(ordering: .relaxed)) }

    /// Records that a match was keyed by the estimate `key`, and keeps it if it is among the
    /// smallest (`Matcher.sweep` keeps its own).
    @inline(__always)
    mutating func noteEstimate(_ key: UInt64) {
        estimated = true
        estimates?.insert(key)
    }

    /// Keeps `key` among the best exact keys, and tells the other workers when the worst kept
    /// gets better.
    @inline(__always)
    mutating func keep(_ key: UInt64) {
        guard best != nil else { return }
        let before = best!.threshold
        best!.insert(key)
        let after = best!.threshold
        if after < before { shared.value.min(after, ordering: .relaxed) }
    }
}

/// The best threshold any worker of a pass has reached (`MatchWorker.threshold`).
final class SharedThreshold: Sendable {
    let value = Atomic<UInt64>(UInt64.max)
}
