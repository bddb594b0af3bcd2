import QuartzCore

// What of UIKit runs on the scene's clock: scroll views in motion step at every
// display frame (as UIKit's scroll views step on an internal display link), a
// dragged scroll view holds the run loop in the tracking mode, and windows lay
// out before the run loop waits again.

extension SceneClock {
    /// Moves `sv` at every display frame until `stopMoving`.
    func startMoving(_ sv: UIScrollView) { add(sv, stage: .motions) }
    /// Stops moving `sv` at display frames.
    func stopMoving(_ sv: UIScrollView) { remove(sv) }
    /// A scroll view began or stopped being dragged (`isDragging`, which stays true
    /// through the deceleration after a drag): the run loop's tracking mode.
    func scrollView(_ sv: UIScrollView, isTracking tracking: Bool) { setTracking(sv, tracking) }
}

extension UIScrollView: FrameClient {
    package func displayFrame(at time: Double) { displayLinkFired(at: time) }
    package var isFinished: Bool { false }
    package var keepsSceneAwake: Bool { true }
}

extension UIWindow: RunLoopObserver {
    /// The layout pass, before the run loop waits again: the views', then Core Animation's for the
    /// layers of one's own.
    package func runLoopWillWait() {
        layoutIfNeeded()
        layer.layOutAndDisplayLayersOfTheirOwn()
    }
}
