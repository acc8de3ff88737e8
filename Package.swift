// swift-tools-version:6.0
import PackageDescription

/// tick: pick several rows out of a list.
///
/// `TickCore` is pure (standard library only), `TickTerminal` holds every side effect, and the
/// `tick` executable wires them together. The executable links the Swift runtime statically so
/// that start-up stays near a C program's (see DESIGN.md).
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
        .target(name: "TickTerminal", dependencies: ["TickCore"]),
        .executableTarget(
            name: "tick",
            dependencies: ["TickCore", "TickTerminal"],
            // Release only: the test bundles link against this target and have no static runtime.
            linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(configuration: .release))]
        ),
        // Times the picker's first frame and keystrokes in one process, without a terminal.
        .executableTarget(
            name: "tick-bench",
            dependencies: ["TickCore", "TickTerminal"],
            linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(configuration: .release))]
        ),
        // Test helpers shared by both test targets: a virtual terminal screen and a pty runner.
        .target(name: "TickTestSupport", path: "Tests/TickTestSupport"),
        .testTarget(name: "TickCoreTests", dependencies: ["TickCore", "TickTestSupport"]),
        .testTarget(name: "TickEndToEndTests", dependencies: ["tick", "TickTestSupport"]),
    ]
)
