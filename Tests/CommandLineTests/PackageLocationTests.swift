import Foundation
import Testing
@testable import ScrollReelCommand

/// Where a tool finds its goldens and how it says to run it again.
@Suite struct PackageLocationTests {
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    @Test func theGoldensAreInThePackageOfTheCallingFile() {
        let main = package + "/Sources/ScrollReelTool/ScrollReelTool.swift"
        #expect(PackageLocation.goldens("golden", calledFrom: main, cwd: "/tmp").path == package + "/golden")
        #expect(PackageLocation.goldens("Tests/X/Goldens", calledFrom: main, cwd: "/").path == package + "/Tests/X/Goldens")
        #expect(PackageLocation.goldens("/abs/goldens", calledFrom: main, cwd: "/tmp").path == "/abs/goldens")
        // A tool whose sources are not on this machine looks from where it runs.
        #expect(PackageLocation.goldens("golden", calledFrom: "/nowhere/Sources/T/main.swift", cwd: package + "/Sources").path == package + "/golden")
        #expect(PackageLocation.goldens("golden", calledFrom: "/nowhere/main.swift", cwd: "/").path == "/golden")
    }

    @Test func theAcceptCommandRunsAsPrinted() {
        #expect(PackageLocation.invocation(argv0: "scrollreel", cwd: "/tmp") == "scrollreel")
        #expect(PackageLocation.invocation(argv0: ".build/debug/scrollreel", cwd: package) == ".build/debug/scrollreel")
        #expect(PackageLocation.invocation(argv0: package + "/.build/x86_64-unknown-linux-gnu/debug/FeedReel", cwd: package) == "swift run FeedReel")
        #expect(PackageLocation.invocation(argv0: package + "/.build/release/FeedReel", cwd: package) == "swift run -c release FeedReel")
        #expect(PackageLocation.invocation(argv0: package + "/.build/debug/FeedReel", cwd: "/tmp") == package + "/.build/debug/FeedReel")
        #expect(PackageLocation.invocation(argv0: "/opt/my tools/reel", cwd: "/") == "'/opt/my tools/reel'")
    }
}
