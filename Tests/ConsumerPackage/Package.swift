// swift-tools-version:6.0
import PackageDescription

// A package as a ScrollReel user writes one: their own scroll screen ported to
// ScrollReelUIKit, golden tests of it, and a three-line tool that films it. ScrollReel's
// test command builds and tests it, so the public API can never silently break.
let package = Package(
    name: "CardGallery",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "ScrollReel", path: "../.."),
        // The team's snapshot tests, as they run on iOS.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    ],
    targets: [
        .target(name: "CardGallery", dependencies: [.product(name: "ScrollReel", package: "ScrollReel")]),
        .executableTarget(name: "GalleryReel", dependencies: [
            "CardGallery", .product(name: "ScrollReelCommand", package: "ScrollReel"),
        ]),
        // The goldens live beside the tests; they are data, not resources of the target.
        .testTarget(name: "CardGalleryTests", dependencies: [
            "CardGallery", .product(name: "ScrollReelTesting", package: "ScrollReel"),
        ], exclude: ["Goldens"]),
        // Screens written as for iOS (each file starts with
        // `#if canImport(UIKit) import UIKit #else import ScrollReelUIKit #endif`):
        // they need ScrollReelUIKit and nothing else.
        .target(name: "UIKitScreens", dependencies: [.product(name: "ScrollReelUIKit", package: "ScrollReel")]),
        .testTarget(name: "UIKitScreensTests", dependencies: [
            "UIKitScreens", .product(name: "ScrollReelTesting", package: "ScrollReel"),
        ], exclude: ["Goldens"]),
        // A swift-snapshot-testing test file written for iOS, unchanged, and one file
        // that gives it ScrollReel's strategies (LinuxSnapshots.swift); the Linux
        // references sit in __Snapshots__ beside where iOS's would.
        .testTarget(name: "UIKitScreensSnapshotTests", dependencies: [
            "UIKitScreens",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            .product(name: "ScrollReelSnapshotTesting", package: "ScrollReel"),
        ], exclude: ["__Snapshots__"]),
        // An app's own files (App/), written for iOS in Objective-C-flavoured Swift — `import UIKit`,
        // @IBOutlet, #selector and addTarget, an @objc protocol with optional methods, KVO on
        // contentOffset — compiled unchanged through the UIKitSources plugin, which
        // Sources/ObjCScreens/UIKitSources.json points at them. Swift 5 mode, as most apps are.
        .target(name: "ObjCScreens", dependencies: [.product(name: "ScrollReelUIKit", package: "ScrollReel")],
                swiftSettings: [.swiftLanguageMode(.v5)],
                plugins: [.plugin(name: "UIKitSources", package: "ScrollReel")]),
        .testTarget(name: "ObjCScreensTests", dependencies: [
            "ObjCScreens", .product(name: "ScrollReelTesting", package: "ScrollReel"),
        ], exclude: ["Goldens"]),
    ]
)
