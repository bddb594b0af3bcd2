// A test target re-exports this module from one file
// (`@_exported import ScrollReelSnapshotTesting`), and every test file in it sees
// swift-snapshot-testing, the strategies for ScrollReel's UIKit classes and
// `ViewImageConfig` without an import of its own; the generated XCTest list sees
// the overloads that run `@MainActor` test classes on Linux.
@_exported import SnapshotTesting
// `Script` and `DiffOptions`, which ScrollReel's own strategies take. Not
// ScrollReelUIKit: a test file has it from its `#if canImport(UIKit)` header, and
// re-exported to every file its `Timer` and `DispatchQueue` would clash with
// Foundation's in the files that have none.
@_exported import ScrollSimulation
@_exported import ScrollDiff
@_exported import _ScrollReelXCTestDiscovery
