// swift-tools-version:6.0
import PackageDescription

// A user's package of hostile screens: UIKit code that misbehaves as real app code
// does (it hangs, crashes, calls exit(), sets NaN geometry, grows without bound,
// is not deterministic), a tool that films them, and tests that run the tool on
// each, bounded in time and memory, and check that each ends as that demo's named
// failure, while a well-behaved demo beside it is still verified. ScrollReel's
// test command builds and tests it.
let package = Package(
    name: "HostileScreens",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "ScrollReel", path: "../.."),
    ],
    targets: [
        // The screens, as an app's files: they need ScrollReelUIKit and nothing else.
        .target(name: "HostileScreens", dependencies: [.product(name: "ScrollReelUIKit", package: "ScrollReel")]),
        // The screens as demos: an id, a script each.
        .target(name: "HostileDemos", dependencies: ["HostileScreens", .product(name: "ScrollReel", package: "ScrollReel")]),
        // The tool: ScrollReelCommand over the demos.
        .executableTarget(name: "HostileReel", dependencies: [
            "HostileDemos", .product(name: "ScrollReelCommand", package: "ScrollReel"),
        ]),
        // Runs the tool on every case (the tool is built beside the tests), and a
        // golden test through ScrollReelTesting.
        .testTarget(name: "HostileTests", dependencies: [
            "HostileReel", "HostileDemos", .product(name: "ScrollReelTesting", package: "ScrollReel"),
        ]),
    ]
)
