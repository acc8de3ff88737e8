import Dispatch
import Synchronization

/// Values made on two threads and used in order on the calling one: while the caller uses one,
/// a helper thread makes the next ones (`--filter` looks up the lines of one segment of its
/// matches while the lines of the segment before are written).
///
/// The values are numbered `0 ..< count`. Each is made once, by whichever thread takes it
/// first, in order: the helper takes the next one left, and so does the caller whenever the
/// one it needs is not there yet (it makes that one itself when no one has taken it, so no
/// thread, or a helper that starts late, only costs the parallelism). Neither takes a value
/// more than `ahead` past the last one used, so that only a few are held at once.
public enum OrderedPipeline {
    /// Makes values `0 ..< count` with `make` and hands them to `use` in order, on the calling
    /// thread; `use` returns false to stop (a write failed). The helper thread is stopped, and
    /// waited for, before this returns, whatever happened: nothing `make` reads is read after.
    /// Returns false when `use` stopped it.
    public static func run<Value>(count: Int, ahead: Int, make: @escaping @Sendable (Int) -> Value,
                                  use: (Value) -> Bool) -> Bool {
        let shared = Shared<Value>(count: count)
        let ahead = max(1, ahead)
        let helperStarted = count > 1 && DetachedThread.start { shared.help(count: count, ahead: ahead, make: make) }
        var ok = true
        for i in 0..<count {
            ok = use(shared.take(i, ahead: ahead, make: make))
            shared.used(i + 1, stop: !ok)
            if !ok { break }
        }
        shared.used(count, stop: true)
        if helperStarted { shared.helperDone.wait() }
        return ok
    }

    /// What the two threads share: the values made and not yet used, and how far each thread is.
    private final class Shared<Value>: @unchecked Sendable {
        struct Progress {
            /// The next value not taken by either thread.
            var next = 0
            /// How many values the caller has used.
            var used = 0
            var stopped = false
        }
        let progress = Mutex(Progress())
        /// The values made and not yet used, by number. Read and written only under `progress`'s lock.
        var values: [Value?]
        /// Signalled when the helper has made a value; when more values may be made; when the
        /// helper has ended.
        let filled = DispatchSemaphore(value: 0)
        let room = DispatchSemaphore(value: 0)
        let helperDone = DispatchSemaphore(value: 0)

        init(count: Int) { values = [Value?](repeating: nil, count: count) }

        /// What the helper does next.
        enum HelperStep { case make(Int), wait, end }
        /// How the caller gets the value it needs.
        enum CallerStep { case have(Value), make, makeLater(Int), wait }

        /// The helper: makes the next value untaken, unless it is `ahead` past the last used
        /// (then it waits), until there is none left or the caller stops.
        func help(count: Int, ahead: Int, make: (Int) -> Value) {
            while true {
                let step = progress.withLock { p -> HelperStep in
                    if p.stopped || p.next >= count { return .end }
                    if p.next >= p.used + ahead { return .wait }
                    defer { p.next += 1 }
                    return .make(p.next)
                }
                switch step {
                case .end:
                    helperDone.signal()
                    return
                case .wait:
                    room.wait()
                case .make(let i):
                    let value = make(i)
                    progress.withLock { _ in values[i] = value }
                    filled.signal()
                }
            }
        }

        /// Value `i`, all before it used: made here when no one has taken it, else by the
        /// helper; while the helper makes it, this thread makes the next ones left (within
        /// `ahead` of `i`), and waits only when there is none.
        func take(_ i: Int, ahead: Int, make: (Int) -> Value) -> Value {
            while true {
                let step = progress.withLock { p -> CallerStep in
                    if let value = values[i] {
                        values[i] = nil
                        return .have(value)
                    }
                    if p.next == i {
                        p.next += 1
                        return .make
                    }
                    if p.next < values.count && p.next < i + ahead {
                        defer { p.next += 1 }
                        return .makeLater(p.next)
                    }
                    return .wait
                }
                switch step {
                case .have(let value): return value
                case .make: return make(i)
                case .makeLater(let j):
                    let value = make(j)
                    progress.withLock { _ in values[j] = value }
                case .wait: filled.wait()
                }
            }
        }

        /// Records that `count` values have been used (and whether to stop), and lets the helper
        /// go on.
        func used(_ count: Int, stop: Bool) {
            progress.withLock { p in
                p.used = max(p.used, count)
                if stop { p.stopped = true }
            }
            room.signal()
        }
    }
}
