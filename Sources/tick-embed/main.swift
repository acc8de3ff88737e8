// tick-embed: writes a Swift file holding text files as string constants, so that a binary
// carries them. The build runs it (Plugins/EmbedShellFiles) on shell/ and completions/, whose
// files `tick --bash`, `--zsh` and `--fish` print; nothing it writes is checked in.
//
//   tick-embed OUTPUT TYPE ROOT DIRECTORY...
//
// OUTPUT gets `enum TYPE` with one `static let` for each file in each DIRECTORY (a path relative
// to ROOT; hidden files aside), named after its path in lower camel case
// (`shell/key-bindings.bash` is `shellKeyBindingsBash`). Each file must be UTF-8; its text is
// kept exactly. The directories are listed here, when the build runs the tool, so that a file
// added since the build was planned is embedded too.
import Glibc

/// Ends the run with `message` on stderr and status 1 (the build shows the message).
func fail(_ message: String) -> Never {
    var line = "tick-embed: " + message + "\n"
    line.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
    exit(1)
}

/// Writes OUTPUT from `arguments` (the command line): every file of the directories, as
/// `enum TYPE`'s constants.
func embed(_ arguments: [String]) {
    guard arguments.count >= 5 else { fail("usage: tick-embed OUTPUT TYPE ROOT DIRECTORY...") }
    let output = arguments[1]
    let typeName = arguments[2]
    let root = arguments[3]
    var files: [String] = []
    for directory in arguments[4...] {
        guard let names = FileBytes.files(in: root + "/" + directory) else { fail("\(directory): cannot list it: " + String(cString: strerror(errno))) }
        files += names.map { directory + "/" + $0 }
    }

    var constants: [(name: String, path: String, text: String)] = []
    for path in files {
        let name = EmbeddedText.identifier(path)
        guard !name.isEmpty else { fail("\(path): no letters to name it by") }
        if let other = constants.first(where: { $0.name == name }) { fail("\(path) and \(other.path) would both be \(name)") }
        guard let bytes = FileBytes.read(root + "/" + path) else { fail("\(path): cannot read it: " + String(cString: strerror(errno))) }
        guard let text = String(validating: bytes, as: UTF8.self) else { fail("\(path): not UTF-8") }
        constants.append((name, path, text))
    }

    var swift = "// Written during the build by tick-embed from " + files.joined(separator: ", ") + ": do not edit.\n\n"
    swift += "/// The text of files in the repository, as they are: one constant per file.\n"
    swift += "enum " + typeName + " {\n"
    for (name, path, text) in constants {
        swift += "    /// " + path + "\n"
        swift += "    static let " + name + " = " + EmbeddedText.literal(text) + "\n"
    }
    swift += "}\n"
    guard FileBytes.write(Array(swift.utf8), to: output) else { fail("\(output): cannot write it: " + String(cString: strerror(errno))) }
}

embed(CommandLine.arguments)
