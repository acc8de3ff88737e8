import Foundation
import PackagePlugin

/// Makes `EmbeddedFiles.swift` for the target during the build from the files in `shell/` and
/// `completions/` (what `tick --bash`, `--zsh` and `--fish` print). Its tool, `tick-embed`, runs
/// again whenever one of those files changes or one is added or removed, so one `swift build`
/// follows an edit.
@main
struct EmbedShellFiles: BuildToolPlugin {
    /// The directories, at the top of the package, whose files the binary carries.
    static let directories = ["shell", "completions"]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        // The files as they are now, and their directories: a file added or removed later
        // changes its directory, which the tool lists again when it runs.
        var inputs: [URL] = []
        for directory in Self.directories {
            let url = root.appending(path: directory)
            let names = try FileManager.default.contentsOfDirectory(atPath: url.path)
            inputs += [url] + names.filter { !$0.hasPrefix(".") }.sorted().map { url.appending(path: $0) }
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedFiles.swift")
        return [
            .buildCommand(
                displayName: "Embedding shell/ and completions/ in \(target.name)",
                executable: try context.tool(named: "tick-embed").url,
                arguments: [output.path, "EmbeddedFiles", root.path] + Self.directories,
                inputFiles: inputs,
                outputFiles: [output]
            ),
        ]
    }
}
