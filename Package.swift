// swift-tools-version:6.0
import PackageDescription

// Modules in dependency order; each depends only on those above it.
//   ScrollPhysics    motions as pure functions of time (no dependencies)
//   ScrollKit        the UIKit-like scene: views, ScrollView, its delegate, touches
//   ScrollSimulation virtual clock, scripted fingers, traces
//   ScrollRender     frames through Cairo and Pango, PNG through libdeflate (the only C)
//   ScrollDemos      the demo scenes of the seed documents (in demos/)
//   ScrollDiff       a perceptual image diff (pixelmatch's method) with clusters
//   ScrollGolden     goldens: record, verify, failure pictures and the HTML report
//   ScrollDocs       documentation output: GIF/APNG/WebP, comparisons, contact sheets, plots
//   scrollreel       the command-line tool
let package = Package(
    name: "ScrollReel",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "scrollreel", targets: ["scrollreel"]),
        .library(name: "ScrollKit", targets: ["ScrollKit"]),
        .library(name: "ScrollSimulation", targets: ["ScrollSimulation"]),
        .library(name: "ScrollRender", targets: ["ScrollRender"]),
        .library(name: "ScrollDemos", targets: ["ScrollDemos"]),
        .library(name: "ScrollDiff", targets: ["ScrollDiff"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .target(name: "ScrollPhysics"),
        .target(name: "ScrollKit", dependencies: ["ScrollPhysics"]),
        .target(name: "ScrollSimulation", dependencies: ["ScrollKit"]),
        // No pkg-config on Linux: Pango's pulls in GLib's -pthread, which SwiftPM drops
        // with a warning in our build and in every package that uses ours; shim.h says
        // how the headers are reached instead. macOS keeps it: Homebrew's include paths
        // are not default there.
        .systemLibrary(
            name: "CCairo",
            pkgConfig: {
                #if os(Linux)
                return nil
                #else
                return "pangocairo"
                #endif
            }(),
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"]), .brew(["cairo", "pango"])]),
        .systemLibrary(
            name: "CDeflate", pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]),
        // giflib has no pkg-config file; its header and library are in the system paths.
        .systemLibrary(name: "CGif", providers: [.apt(["libgif-dev"]), .brew(["giflib"])]),
        .systemLibrary(
            name: "CWebP", pkgConfig: "libwebpmux",
            providers: [.apt(["libwebp-dev"]), .brew(["webp"])]),
        .target(name: "ScrollRender", dependencies: ["ScrollKit", "ScrollPhysics", "CCairo", "CDeflate", "CGif", "CWebP"]),
        // demos/gallery holds the README's GIFs, which `make demos` writes.
        .target(name: "ScrollDemos", dependencies: ["ScrollKit", "ScrollSimulation"], path: "demos", exclude: ["gallery"]),
        .target(name: "ScrollDiff", dependencies: ["ScrollRender"]),
        .target(name: "ScrollGolden", dependencies: ["ScrollDemos", "ScrollDiff", "ScrollRender", "ScrollSimulation"]),
        .target(name: "ScrollDocs", dependencies: ["ScrollDemos", "ScrollRender", "ScrollSimulation"]),
        .executableTarget(
            name: "scrollreel",
            dependencies: [
                "ScrollDemos", "ScrollSimulation", "ScrollRender", "ScrollGolden", "ScrollDiff", "ScrollDocs",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .testTarget(name: "ScrollPhysicsTests", dependencies: ["ScrollPhysics"]),
        .testTarget(name: "ScrollKitTests", dependencies: ["ScrollKit"]),
        .testTarget(name: "ScrollSimulationTests", dependencies: ["ScrollSimulation", "ScrollDemos"]),
        .testTarget(name: "ScrollRenderTests", dependencies: ["ScrollRender"]),
        .testTarget(name: "ScrollDemosTests", dependencies: ["ScrollDemos", "ScrollRender", "ScrollSimulation"]),
        .testTarget(name: "CommandLineTests", dependencies: ["scrollreel"]),
        .testTarget(name: "ScrollDocsTests", dependencies: ["ScrollDocs", "ScrollRender", "ScrollDemos", "ScrollSimulation"]),
        .testTarget(name: "ScrollDiffTests", dependencies: ["ScrollDiff", "ScrollRender"]),
        // Verifies every demo against golden/ (SCROLLREEL_RECORD=1 records instead).
        .testTarget(name: "ScrollGoldenTests", dependencies: ["ScrollGolden", "ScrollDemos", "ScrollDiff"]),
    ]
)
