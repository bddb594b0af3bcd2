// swift-tools-version:6.0
import PackageDescription

// Benchmarks live in their own package so the main build stays lean.
// Run: swift run -c release --package-path Benchmarks render-benchmark
let package = Package(
    name: "ScrollReelBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "ScrollReel", path: "..")],
    targets: [
        .executableTarget(
            name: "render-benchmark",
            dependencies: ["BenchmarkSupport",
                .product(name: "ScrollReel", package: "ScrollReel"),
                .product(name: "ScrollDemos", package: "ScrollReel"),
            ]),
    ]
)
package.targets.append(.executableTarget(name: "png-levels", dependencies: [
    .product(name: "ScrollReel", package: "ScrollReel"), .product(name: "ScrollDemos", package: "ScrollReel")]))
package.targets.append(.target(name: "BenchmarkSupport"))
package.targets.append(.executableTarget(name: "diff-benchmark", dependencies: ["BenchmarkSupport",
    .product(name: "ScrollReel", package: "ScrollReel"), .product(name: "ScrollDemos", package: "ScrollReel")]))
package.targets.append(.executableTarget(name: "gif-benchmark", dependencies: ["BenchmarkSupport",
    .product(name: "ScrollReel", package: "ScrollReel")]))
package.targets.append(.executableTarget(name: "verify-benchmark", dependencies: ["BenchmarkSupport",
    .product(name: "ScrollReel", package: "ScrollReel"), .product(name: "ScrollDemos", package: "ScrollReel")]))
package.targets.append(.executableTarget(name: "layout-benchmark", dependencies: [.product(name: "ScrollReel", package: "ScrollReel")]))
