// swift-tools-version:6.0
import PackageDescription

/// tick: pick several rows out of a list.
///
/// Three layers, each unaware of the ones above it: `TickCore` is pure (standard library only:
/// items, matching, the picker's state and reducer, frames); `TickEngine` does the work that
/// needs threads and files but no terminal (reading stdin, the match engine, `--filter`, the
/// state file, and the terminal-free picker controller); `TickTerminal` is the terminal (the
/// tty, raw mode, signals, the event loop). The `tick` executable wires them together. In release the executable is linked fully statically
/// (`-static-executable`): with `-static-stdlib` alone, two thirds of a short run went to the
/// dynamic loader binding libstdc++'s symbols (3.0M instructions against 0.7M; 2.5 ms against
/// 1.2 ms, fzf 2.0 ms, fzy 1.0 ms, on two lines of input).
let package = Package(
    name: "tick",
    products: [
        .executable(name: "tick", targets: ["tick"]),
    ],
    targets: [
        .target(
            name: "TickCore",
            swiftSettings: []
        ),
        .target(name: "TickEngine", dependencies: ["TickCore"]),
        .target(name: "TickTerminal", dependencies: ["TickCore", "TickEngine"]),
        .executableTarget(
            name: "tick",
            dependencies: ["TickCore", "TickEngine", "TickTerminal"],
            // Release only: the test bundles link against this target and are dynamic.
            linkerSettings: [.unsafeFlags(["-static-executable"], .when(configuration: .release))]
        ),
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
    ]
)
