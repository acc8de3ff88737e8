import Foundation
import Testing
@testable import tick_embed

@Suite("tick-embed: files written into Swift constants")
struct EmbeddedTextTests {
    @Test("A file's constant is named after its path in lower camel case")
    func identifiers() {
        #expect(EmbeddedText.identifier("shell/key-bindings.bash") == "shellKeyBindingsBash")
        #expect(EmbeddedText.identifier("completions/_tick") == "completionsTick")
        #expect(EmbeddedText.identifier("completions/tick.fish") == "completionsTickFish")
        #expect(EmbeddedText.identifier("9lives/x.sh") == "_9livesXSh")
        #expect(EmbeddedText.identifier("Shell/ÉÈ.zsh") == "shellZsh")
        #expect(EmbeddedText.identifier("../.") == "")
    }

    @Test("The literal's value is the text: quotes and backslashes as they are, one more # than the text holds after them")
    func hashes() {
        #expect(EmbeddedText.literal("echo \"$x\" \\n\n") == "#\"\"\"\necho \"$x\" \\n\n\n\"\"\"#")
        // `"#` or `\#` in the text would end the literal or start an escape: two #s, then three.
        #expect(EmbeddedText.literal("a \"# b") == "##\"\"\"\na \"# b\n\"\"\"##")
        #expect(EmbeddedText.literal("x=\\## \"\"\"#") == "###\"\"\"\nx=\\## \"\"\"#\n\"\"\"###")
    }

    @Test("Control characters other than tab and line feed are escapes; the rest stays as it is")
    func controls() {
        #expect(EmbeddedText.literal("a\u{1B}[0m\tb\r\n") == "#\"\"\"\na\\#u{1B}[0m\tb\\#u{D}\n\n\"\"\"#")
        #expect(EmbeddedText.literal("\u{7F}\u{85}é\u{0}") == "#\"\"\"\n\\#u{7F}\\#u{85}é\\#u{0}\n\"\"\"#")
        #expect(EmbeddedText.literal("") == "#\"\"\"\n\n\"\"\"#")
    }

    @Test("A directory's files are its regular files, sorted, hidden ones and directories aside; a file reads back as written")
    func directoryFiles() throws {
        let dir = NSTemporaryDirectory() + "tick-embed-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir + "/sub", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for name in ["b.zsh", "a.bash", ".hidden", "_tick"] {
            #expect(FileManager.default.createFile(atPath: dir + "/" + name, contents: Data(name.utf8)))
        }
        #expect(FileBytes.files(in: dir) == ["_tick", "a.bash", "b.zsh"])
        #expect(FileBytes.files(in: dir + "/none") == nil)
        let bytes: [UInt8] = Array(0...255) + Array(repeating: 7, count: 70_000)
        #expect(FileBytes.write(bytes, to: dir + "/out"))
        #expect(FileBytes.read(dir + "/out") == bytes)
        #expect(FileBytes.read(dir + "/none") == nil)
    }
}
