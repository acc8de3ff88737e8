import Foundation
import Testing

/// The repository's root, from this file's place in it.
private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Checks on the checked-in text that no merge or stray command should leave behind.
@Suite("Repository hygiene")
struct RepositoryHygieneTests {
    /// The tracked files, as git lists them (NUL-separated, so any name comes back whole).
    private func trackedFiles() throws -> [String] {
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "-C", root.path, "ls-files", "-z"]
        let pipe = Pipe()
        git.standardOutput = pipe
        try git.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        git.waitUntilExit()
        try #require(git.terminationStatus == 0, "git ls-files failed")
        return data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test("No text file holds a merge's conflict markers")
    func noConflictMarkers() throws {
        let markers = ["<", "=", ">"].map { String(repeating: $0, count: 7) }
        for file in try trackedFiles() where !file.hasPrefix("Tests/Fixtures/") {
            guard let text = try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8) else { continue }
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let opensOrCloses = (line.hasPrefix(markers[0] + " ") || line.hasPrefix(markers[2] + " "))
                #expect(!opensOrCloses && line != markers[1], "\(file):\(number + 1) holds a conflict marker")
            }
        }
    }

    @Test("Every tracked name is a real file name (no shell quotes or blanks left by a slipped command)")
    func noStrayNames() throws {
        for file in try trackedFiles() {
            let name = file.split(separator: "/").last.map(String.init) ?? file
            #expect(!name.contains("'") && !name.contains("\"") && name.trimmingCharacters(in: .whitespaces) == name,
                    "stray file \(file) is tracked")
            // Every name the project chose is plain ASCII; anything else came from a test's input
            // written into the tree (an empty `😀` was tracked from 4cb6c56 on).
            #expect(file.unicodeScalars.allSatisfy { $0.isASCII && $0.value >= 0x20 && $0.value < 0x7f },
                    "tracked name \(file) is not printable ASCII")
        }
    }

    @Test("No tracked file is empty (an empty file is what a stray redirection leaves)")
    func noEmptyFiles() throws {
        for file in try trackedFiles() {
            let path = root.appendingPathComponent(file).path
            guard let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int else { continue }
            #expect(size > 0, "tracked file \(file) is empty")
        }
    }
}
