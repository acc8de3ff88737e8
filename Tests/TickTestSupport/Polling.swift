import Foundation

/// Waiting for a condition that no screen or process reports (a file removed, a process gone).
public enum Polling {
    /// Asks `condition` every 50 ms until it holds or `timeout` seconds pass; its last answer.
    public static func until(timeout: Double = 10, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition() { return true }
            usleep(50_000)
        }
        return condition()
    }
}
