import CoreGraphics
@testable import ScrollReelUIKit

extension UIWindow {
    /// Two fingers already down at `a` and `b` spread apart along x: each moves `step` pt
    /// outward every 1/120 s (a 120 Hz touch rate), `frames` times — the pinch-out the
    /// recognizer tests share (5 pt a finger on a 100 pt spread: 12 a second).
    @MainActor func spreadFingers(_ ids: (Int, Int), from a: CGPoint, _ b: CGPoint, step: CGFloat = 5, frames: Int = 10) {
        for i in 1...frames {
            clock.advance(to: now + 1.0 / 120)
            touches.move(id: ids.0, to: CGPoint(x: a.x - CGFloat(i) * step, y: a.y))
            touches.move(id: ids.1, to: CGPoint(x: b.x + CGFloat(i) * step, y: b.y))
        }
    }
}
