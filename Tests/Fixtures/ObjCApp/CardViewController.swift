// Gesture recognizers as iOS apps make them: init(target:action:) with a #selector,
// addTarget/removeTarget, a subclass that overrides UIKit's designated initializer,
// and string-keyed KVO of a recognizer's state.
import UIKit
import UIKit.UIGestureRecognizerSubclass

public final class CardViewController: UIViewController {
    public let card = UIView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
    public private(set) var log: [String] = []
    /// The pan's states as its key-value observer heard them (raw values).
    public private(set) var observedStates: [Int] = []
    public lazy var pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
    public let doubleTap = DoubleTapRecognizer(target: nil, action: nil)
    private var stateContext = 0

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(card)
        card.addGestureRecognizer(pan)
        doubleTap.addTarget(self, action: #selector(cardTapped))
        doubleTap.addTarget(self, action: #selector(cardTapped))  // the same pair: sent once
        doubleTap.addTarget(self, action: #selector(logTap(_:)))
        card.addGestureRecognizer(doubleTap)
        pan.addObserver(self, forKeyPath: #keyPath(UIGestureRecognizer.state), options: [.new], context: &stateContext)
    }

    @objc func handlePan(_ recognizer: UIPanGestureRecognizer) {
        log.append("pan \(recognizer.state.rawValue) \(Int(recognizer.translation(in: view).x.rounded()))")
    }

    @objc func cardTapped() { log.append("tap") }

    @objc func logTap(_ sender: UITapGestureRecognizer) { log.append("taps \(sender.numberOfTapsRequired)") }

    public func stopTapping() { doubleTap.removeTarget(self, action: #selector(cardTapped)) }
    public func stopEverything() { doubleTap.removeTarget(nil, action: nil) }
    public func stopObservingPan() {
        pan.removeObserver(self, forKeyPath: #keyPath(UIGestureRecognizer.state), context: &stateContext)
    }

    public override func observeValue(forKeyPath keyPath: String?, of object: Any?,
                                      change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        guard context == &stateContext else {
            super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
            return
        }
        if let state = (change?[.newKey] as? NSNumber).flatMap({ UIGestureRecognizer.State(rawValue: $0.intValue) }) {
            observedStates.append(state.rawValue)
        }
    }
}

/// A recognizer subclass as apps write them, overriding UIKit's designated initializer.
public final class DoubleTapRecognizer: UITapGestureRecognizer {
    public override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        numberOfTapsRequired = 2
    }

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
    }
}
