// swift-tools-version:6.0
import PackageDescription

// Modules in dependency order; each depends only on those above it.
//   ScrollPhysics    motions as pure functions of time (no dependencies)
//   ScrollKit        the UIKit-like scene: views, ScrollView, its delegate, touches
//   ScrollSimulation virtual clock, scripted fingers, traces
//   ScrollDemos      the demo scenes of the seed documents (in demos/)
//   scrollreel       the command-line tool
let package = Package(
    name: "ScrollReel",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "scrollreel", targets: ["scrollreel"]),
        .library(name: "ScrollKit", targets: ["ScrollKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .target(name: "ScrollPhysics"),
        .target(name: "ScrollKit", dependencies: ["ScrollPhysics"]),
        .target(name: "ScrollSimulation", dependencies: ["ScrollKit"]),
        .target(name: "ScrollDemos", dependencies: ["ScrollKit", "ScrollSimulation"], path: "demos"),
        .executableTarget(
            name: "scrollreel",
            dependencies: [
                "ScrollDemos", "ScrollSimulation",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .testTarget(name: "ScrollPhysicsTests", dependencies: ["ScrollPhysics"]),
        .testTarget(name: "ScrollKitTests", dependencies: ["ScrollKit"]),
        .testTarget(name: "ScrollSimulationTests", dependencies: ["ScrollSimulation", "ScrollDemos"]),
    ]
)
