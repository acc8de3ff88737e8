// The one place where the C library is imported; everything platform-specific goes through it.
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#elseif canImport(Darwin)
@_exported import Darwin
#else
#error("tick needs a POSIX C library")
#endif
@_exported import Dispatch

/// Small wrappers over system calls that retry on interruption.
public enum Platform {
    /// Writes all of `bytes` to `fd`; false on any error (a closed pipe included).
    @discardableResult
    public static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let n = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if n < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return false
            }
            offset += n
        }
        return true
    }

    /// Writes a string to standard error.
    public static func printError(_ text: String) {
        var t = text
        t.withUTF8 { _ = writeAll(2, UnsafeRawBufferPointer($0)) }
    }

    /// The value of an environment variable.
    public static func environment(_ name: String) -> String? {
        guard let p = getenv(name) else { return nil }
        return String(cString: p)
    }

    /// The message for the current `errno`.
    public static func errorText(_ code: Int32 = errno) -> String {
        String(cString: strerror(code))
    }
}
