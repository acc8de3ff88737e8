import Glibc

/// The clock timers are measured on: milliseconds that only go forward.
public enum MonotonicClock {
    /// Milliseconds on a clock that only goes forward.
    public static func milliseconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) * 1000 + Double(ts.tv_nsec) / 1_000_000
    }
}
