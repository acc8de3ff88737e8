import Glibc

/// Files read, written and listed with the C library (the build tool has no Foundation).
enum FileBytes {
    /// The bytes of the file at `path`, or nil when it cannot be read (`errno` says why).
    static func read(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            bytes += buffer[0..<count]
            if count < buffer.count { return ferror(file) == 0 ? bytes : nil }
        }
    }

    /// Writes `bytes` to the file at `path`, replacing it; false when that failed.
    static func write(_ bytes: [UInt8], to path: String) -> Bool {
        guard let file = fopen(path, "wb") else { return false }
        let written = fwrite(bytes, 1, bytes.count, file)
        return fclose(file) == 0 && written == bytes.count
    }

    /// The names of the regular files in the directory at `path`, hidden ones aside, sorted;
    /// nil when it cannot be read.
    static func files(in path: String) -> [String]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            var info = stat()
            guard !name.hasPrefix("."), stat(path + "/" + name, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            names.append(name)
        }
        return names.sorted()
    }
}
