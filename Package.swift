// swift-tools-version:6.1
import PackageDescription

// Modules in dependency order; each depends only on those above it.
//   ScrollPhysics     motions as pure functions of time (no dependencies)
//   CVirtualClock     the wall clock a playing scene reads (its own now), in C
//   CoreGraphics      Core Graphics' types (CGAffineTransform, CGColor, CGPath, CGContext,
//                     CGImage) and the drawing protocol the renderer implements
//   VirtualTime       the scene's clock: Foundation's RunLoop and Timer and GCD's queues on it
//   QuartzCore        Core Animation: the CALayer tree, CATransform3D, animations,
//                     CATransaction, CADisplayLink
//   ConstraintSolver  Cassowary: the incremental linear constraint solver under Auto Layout
//                     (no dependencies, no UIKit types)
//   ScrollReelUIKit   UIKit's classes by UIKit's names (UIView, UIScrollView, its delegate,
//                     touches), so that a UIKit screen's own Swift file compiles here unchanged
//   ScrollSimulation  scripts, demos (a scene and its script), the virtual clock, traces
//   ScrollRender      frames through Cairo and Pango, the pinned fonts, PNG/GIF/APNG/WebP,
//                     and `Film`, the one run behind traces, frames, goldens and docs
//   ScrollDiff        a perceptual image diff (pixelmatch's method) with clusters
//   ScrollGolden      goldens: record, verify, failure pictures and the HTML report
//   ScrollDocs        documentation output: GIF/APNG/WebP, comparisons, contact sheets, plots
//   ScrollReel        the umbrella: one import for everything above
//   ScrollReelTesting `expectScrollGolden` for a user's Swift Testing / XCTest tests
//   ScrollReelSnapshotTesting  swift-snapshot-testing's strategies (`.image(on: .iPhone13)`, …)
//                     for ScrollReelUIKit's view controllers and views, and ScrollReel's own
//   ScrollReelCommand the command line (`ScrollReelCommand.main(demos:)`) for any demos
//   ScrollDemos       the demo scenes of the seed documents (in demos/)
//   ScrollReelTool    the `scrollreel` executable: the command line with the built-in demos
//
// Beside them, the `UIKitSources` build-tool plugin: it compiles an app's own UIKit files
// (`import UIKit`, `@objc`, `#selector`, `@IBOutlet`, optional protocol methods) through a
// rewriting step (`UIKitSourcesRewriter` on swift-syntax, run by the `uikit-sources` tool) into
// the build folder; `_UIKitSourcesSupport` is what the rewritten code calls.
let package = Package(
    name: "ScrollReel",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "ScrollReel", targets: ["ScrollReel"]),
        // _UIKitSourcesSupport rides along: the UIKitSources plugin's generated code imports it,
        // and a build-tool plugin cannot add a dependency to the target it runs for.
        .library(name: "ScrollReelUIKit", targets: ["ScrollReelUIKit", "_UIKitSourcesSupport"]),
        .library(name: "ScrollReelTesting", targets: ["ScrollReelTesting"]),
        .library(name: "ScrollReelSnapshotTesting", targets: ["ScrollReelSnapshotTesting"]),
        .library(name: "ScrollReelCommand", targets: ["ScrollReelCommand"]),
        .library(name: "ScrollDemos", targets: ["ScrollDemos"]),
        .executable(name: "scrollreel", targets: ["ScrollReelTool"]),
        // A target that applies it compiles the app files its UIKitSources.json lists, unchanged.
        .plugin(name: "UIKitSources", targets: ["UIKitSources"]),
    ],
    dependencies: [
        // Only the command line needs it: a package that uses ScrollReel or
        // ScrollReelTesting alone never resolves it.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Only ScrollReelSnapshotTesting needs it, and only its SnapshotTesting product:
        // swift-syntax, which the library's inline snapshots use, is fetched, never built.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        // `make docs`: the DocC site of the library products (a plugin, nothing is linked).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
        // The UIKitSources plugin's rewriter only: a package that does not apply the plugin never
        // compiles it. 603 is the release that parses Swift 6.3, the language of this toolchain.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
    ],
    targets: [
        .target(name: "ScrollPhysics"),
        .target(name: "ConstraintSolver"),
        // The wall clock a scene's Date() reads: the scene's own now. In C: on Linux it
        // defines clock_gettime, gettimeofday and time for the process that links
        // ScrollReelUIKit; they are the C library's own except on a scene's thread
        // while the scene plays (see VirtualClock.c and the README's "Limits").
        .target(name: "CVirtualClock"),
        // Swift Testing looks for a cross-import overlay named _Testing_CoreGraphics in every
        // file that imports Testing and CoreGraphics (our module's name, so that `import
        // CoreGraphics` compiles in a user's file); Linux's toolchain has none, so this
        // empty module stands in, built before anything that can see CoreGraphics.
        .target(name: "_Testing_CoreGraphics"),
        .target(name: "CoreGraphics", dependencies: ["_Testing_CoreGraphics"]),
        .target(name: "VirtualTime", dependencies: ["CVirtualClock"]),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics", "VirtualTime", "ScrollPhysics"]),
        .target(name: "ScrollReelUIKit", dependencies: ["ScrollPhysics", "ConstraintSolver", "QuartzCore"]),
        .target(name: "ScrollSimulation", dependencies: ["ScrollReelUIKit"]),
        // What the UIKitSources plugin's generated code calls (dispatch tables, optional methods).
        .target(name: "_UIKitSourcesSupport", dependencies: ["ScrollReelUIKit"]),
        .target(name: "UIKitSourcesRewriter", dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        .executableTarget(name: "uikit-sources", dependencies: ["UIKitSourcesRewriter"], path: "Sources/UIKitSourcesTool"),
        .plugin(name: "UIKitSources", capability: .buildTool(), dependencies: ["uikit-sources"]),
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
        .target(name: "ScrollRender",
                dependencies: ["ScrollReelUIKit", "ScrollPhysics", "ScrollSimulation", "CCairo", "CDeflate", "CGif", "CWebP"]),
        .target(name: "ScrollDiff", dependencies: ["ScrollRender"]),
        .target(name: "ScrollGolden", dependencies: ["ScrollDiff", "ScrollRender", "ScrollSimulation"]),
        .target(name: "ScrollDocs", dependencies: ["ScrollRender", "ScrollSimulation"]),
        .target(name: "ScrollReel", dependencies: [
            "ScrollPhysics", "ScrollReelUIKit", "_UIKitSourcesSupport", "ScrollSimulation", "ScrollRender", "ScrollDiff", "ScrollGolden", "ScrollDocs",
        ]),
        .target(name: "ScrollReelTesting", dependencies: ["ScrollReel"]),
        // Under CI, swift-snapshot-testing records nothing unless asked (C: it runs
        // before main, before the library reads its record mode).
        .target(name: "CSnapshotRecordPolicy"),
        // XCTest on Linux runs `@MainActor` test classes (Swift 5 mode on purpose: see the file).
        .target(name: "_ScrollReelXCTestDiscovery", swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "ScrollReelSnapshotTesting", dependencies: [
            "ScrollReelUIKit", "ScrollSimulation", "ScrollRender", "ScrollDiff", "ScrollGolden", "ScrollDocs",
            "CSnapshotRecordPolicy", "_ScrollReelXCTestDiscovery",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        .target(name: "ScrollReelCommand", dependencies: [
            "ScrollReel", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // demos/gallery holds the README's GIFs, which `make demos` writes.
        .target(name: "ScrollDemos", dependencies: ["ScrollReelUIKit", "ScrollSimulation"], path: "demos", exclude: ["gallery"],
                packageAccess: false),
        .executableTarget(name: "ScrollReelTool", dependencies: ["ScrollReelCommand", "ScrollDemos"]),
        .testTarget(name: "ScrollPhysicsTests", dependencies: ["ScrollPhysics"]),
        .testTarget(name: "QuartzCoreTests", dependencies: ["QuartzCore"]),
        .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver"]),
        // Swift 5 code that touches views from nonisolated helpers, as iOS apps have it:
        // it compiles because UIKit's main-actor classes are @preconcurrency, as on iOS.
        .target(name: "Swift5Screens", dependencies: ["ScrollReelUIKit"], path: "Tests/Fixtures/Swift5Screens",
                packageAccess: false, swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "ScrollReelUIKitTests", dependencies: ["ScrollReelUIKit", "Swift5Screens"]),
        // App files in Objective-C-flavoured Swift (Tests/Fixtures/ObjCApp), built through the
        // UIKitSources plugin as a user's package builds them, in Swift 5 mode as most apps are.
        .target(name: "UIKitSourcesFixture", dependencies: ["ScrollReelUIKit", "_UIKitSourcesSupport"],
                path: "Tests/UIKitSourcesFixture", swiftSettings: [.swiftLanguageMode(.v5)],
                plugins: ["UIKitSources"]),
        .testTarget(name: "UIKitSourcesTests", dependencies: ["UIKitSourcesRewriter", "UIKitSourcesFixture", "ScrollReelUIKit"]),
        .testTarget(name: "ScrollSimulationTests", dependencies: ["ScrollSimulation", "ScrollRender", "ScrollDemos"]),
        .testTarget(name: "ScrollRenderTests", dependencies: ["ScrollRender"]),
        .testTarget(name: "ScrollDemosTests", dependencies: ["ScrollDemos", "ScrollRender", "ScrollSimulation"]),
        // A command line over scenes that throw or trap, for the command-line tests.
        .executableTarget(name: "BadScenesReel", dependencies: ["ScrollReelCommand"], path: "Tests/Fixtures/BadScenesReel"),
        .testTarget(name: "CommandLineTests", dependencies: ["ScrollReelTool", "BadScenesReel", "ScrollGolden", "ScrollReelCommand"]),
        .testTarget(name: "ScrollDocsTests", dependencies: ["ScrollDocs", "ScrollRender", "ScrollDemos", "ScrollSimulation"]),
        .testTarget(name: "ScrollDiffTests", dependencies: ["ScrollDiff", "ScrollRender"]),
        // Verifies every demo against golden/ (SCROLLREEL_RECORD=1 records instead),
        // through the same assertion a user's package calls.
        .testTarget(name: "ScrollGoldenTests", dependencies: ["ScrollGolden", "ScrollReelTesting", "ScrollDemos", "ScrollDiff"]),
        // The strategies against hand-derived sizes and offsets, and their references.
        .testTarget(name: "ScrollReelSnapshotTestingTests", dependencies: [
            "ScrollReelSnapshotTesting", "ScrollReelUIKit", "ScrollRender", "ScrollSimulation",
        ], exclude: ["__Snapshots__"]),
    ]
)
