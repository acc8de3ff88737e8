import Glibc

/// The temporary files of `{f}` placeholders: written before a command starts, removed after it
/// ends (or when tick ends first: by tick, or by the `ProcessGuardian` when tick cannot).
public enum TempFile {
    /// Writes `bytes` to a new file in `$TMPDIR` (else /tmp), readable by its owner only, and
    /// returns its path; nil when it could not.
    public static func write(_ bytes: [UInt8]) -> String? {
        let directory = Host.environment("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((directory + "/tick-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { return nil }
        let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        let written = Descriptor.writeAll(fd, bytes)
        close(fd)
        guard written else {
            unlink(path)
            return nil
        }
        ProcessGuardian.shared.tell(.file(Array(path.utf8)))
        return path
    }

    /// Removes the files at `paths`.
    public static func remove(_ paths: [String]) {
        for path in paths {
            unlink(path)
            ProcessGuardian.shared.tell(.forgotten(Array(path.utf8)))
        }
    }

    /// Leaves the files at `paths` to the command that replaces tick (`become`): the guardian,
    /// which acts on tick's exec as on its end, must not remove them.
    public static func keep(_ paths: [String]) {
        for path in paths { ProcessGuardian.shared.tell(.forgotten(Array(path.utf8))) }
    }
}
