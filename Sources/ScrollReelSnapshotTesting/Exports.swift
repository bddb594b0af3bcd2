// A test target re-exports this module from one file
// (`@_exported import ScrollReelSnapshotTesting`), and every test file in it sees
// swift-snapshot-testing, the strategies for ScrollReel's UIKit classes and
// `ViewImageConfig` without an import of its own; the generated XCTest list sees
// the overloads that run `@MainActor` test classes on Linux.
@_exported import SnapshotTesting
@_exported import _ScrollReelXCTestDiscovery
