// What the Linux test target adds to the iOS test files, in a file of its own:
// ScrollReel's strategies (`.image(on: .iPhone13)` for ScrollReelUIKit's view
// controllers, `ViewImageConfig`, `.wait(for:on:)` in virtual time) for every file
// of the target, and for the list of XCTest methods SwiftPM generates.
#if !canImport(UIKit)
@_exported import ScrollReelSnapshotTesting
#endif
