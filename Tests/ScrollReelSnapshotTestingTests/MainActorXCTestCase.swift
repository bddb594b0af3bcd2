// As a user's test target does: one file re-exports the strategies to every file of
// the target and to the list of XCTest methods SwiftPM generates.
@_exported import ScrollReelSnapshotTesting
import ScrollReelUIKit
import XCTest

/// An XCTest class isolated to the main actor, as iOS test files written for Swift 6
/// declare them. Without the overloads that list its methods, the whole test process
/// stops before any test runs ("Could not cast value of type '(…) -> @MainActor () -> ()'").
@MainActor
final class MainActorXCTestCase: XCTestCase {
    func testRunsOnTheMainActorAndTakesASnapshot() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .black
        var taken: UIImage?
        Snapshotting<UIView, UIImage>.image.snapshot(view).run { taken = $0 }
        XCTAssertEqual(taken?.size, CGSize(width: 10, height: 10))
    }

    func testThatThrows() throws {
        XCTAssertTrue(Thread.isMainThread)
    }
}
