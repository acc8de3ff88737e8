import Glibc

/// A thread of its own for work that blocks (reading stdin, a preview's output).
public enum DetachedThread {
    /// Runs `body` on a new detached thread (for work that blocks, such as reading stdin);
    /// false when the system refused a thread, and `body` was not run.
    public static func start(_ body: @escaping @Sendable () -> Void) -> Bool {
        final class Box { let body: @Sendable () -> Void; init(_ b: @escaping @Sendable () -> Void) { body = b } }
        let context = Unmanaged.passRetained(Box(body)).toOpaque()
        var thread = pthread_t()
        let started = pthread_create(&thread, nil, { raw in
            let box = Unmanaged<Box>.fromOpaque(raw!).takeRetainedValue()
            box.body()
            return nil
        }, context)
        guard started == 0 else {
            Unmanaged<Box>.fromOpaque(context).release()
            return false
        }
        pthread_detach(thread)
        return true
    }
}
