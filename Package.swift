// swift-tools-version:6.0
import PackageDescription

/// tick: pick several rows out of a list.
///
/// Three layers, each unaware of the ones above it: `TickCore` is pure (standard library only:
/// items, matching, the picker's state and reducer, frames); `TickEngine` does the work that
/// needs threads and files but no terminal (reading stdin, the match engine, `--filter`, the
/// state file, and the terminal-free picker controller); `TickTerminal` is the terminal (the
/// tty, raw mode, signals, the event loop). The `tick` executable wires them together; the build
/// writes into it the text of `shell/` and `completions/` (`tick --bash`…), through the plugin
/// `EmbedShellFiles` and its tool `tick-embed`. In release the executable is linked fully statically
/// (`-static-executable`): with `-static-stdlib` alone, two thirds of a short run went to the
/// dynamic loader binding libstdc++'s symbols (3.0M instructions against 0.7M; 2.5 ms against
/// 1.2 ms, fzf 2.0 ms, fzy 1.0 ms, on two lines of input).
///
/// The sources' modules reach the metadata of a concrete generic type (`[String: [Action]]`,
/// `Set<String>`) through its accessor function, not through its mangled name: resolving names
/// (demangling, then looking the types up) was a third of the main thread's time in a short
/// picker session on a statically linked binary. `tick --filter a` on two lines, six sets of
/// 200 runs: 1.96 → 1.82 ms on average; the picker's first frame under a pty, two sets of 20
/// runs: median 7.5 → 6.9 and 8.7 → 7.7 ms.
let metadataByAccessor: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"]),
]

let package = Package(
    name: "tick",
    products: [
        .executable(name: "tick", targets: ["tick"]),
    ],
    targets: [
        .target(name: "TickCore", swiftSettings: metadataByAccessor),
        .target(name: "TickEngine", dependencies: ["TickCore"], swiftSettings: metadataByAccessor),
        .target(name: "TickTerminal", dependencies: ["TickCore", "TickEngine"], swiftSettings: metadataByAccessor),
        .executableTarget(
            name: "tick",
            dependencies: ["TickCore", "TickEngine", "TickTerminal"],
            swiftSettings: metadataByAccessor,
            // Release only: the test bundles link against this target and are dynamic.
            linkerSettings: [.unsafeFlags(["-static-executable"], .when(configuration: .release))],
            // `EmbeddedFiles`: the text of shell/ and completions/, written by the build.
            plugins: ["EmbedShellFiles"]
        ),
        // Writes text files into Swift constants during the build, for the plugin below.
        .executableTarget(name: "tick-embed"),
        // Runs tick-embed on every file of shell/ and completions/ (their edits rebuild tick).
        .plugin(name: "EmbedShellFiles", capability: .buildTool(), dependencies: ["tick-embed"]),
        // Times the picker's first frame and keystrokes in one process, without a terminal.
        .executableTarget(
            name: "tick-bench",
            dependencies: ["TickCore", "TickEngine"],
            linkerSettings: [.unsafeFlags(["-static-executable"], .when(configuration: .release))]
        ),
        // Test helpers shared by both test targets: a virtual terminal screen and a pty runner.
        .target(name: "TickTestSupport", path: "Tests/TickTestSupport"),
        .testTarget(name: "TickCoreTests", dependencies: ["TickCore", "TickTestSupport"]),
        .testTarget(name: "TickEngineTests", dependencies: ["TickCore", "TickEngine"]),
        .testTarget(name: "TickTerminalTests", dependencies: ["TickCore", "TickEngine", "TickTerminal", "TickTestSupport"]),
        .testTarget(name: "TickEndToEndTests", dependencies: ["tick", "TickTestSupport"]),
        .testTarget(name: "TickEmbedTests", dependencies: ["tick-embed"]),
    ]
)
