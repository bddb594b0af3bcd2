// An app file as an iOS app has it: Objective-C-flavoured UIKit. Built through the
// UIKitSources plugin by the UIKitSourcesFixture target; the tests drive it.
import UIKit
import ObjectiveC

@MainActor @objc protocol CounterDelegate: NSObjectProtocol {
    func counterDidChange(_ counter: CounterViewController)
    @objc optional func counter(_ counter: CounterViewController, shouldStepBy step: Int) -> Bool
    @objc optional func counterTitle() -> String?
    /// Renamed for Objective-C, as FSPagerView's delegate methods are.
    @objc(counter:didReachValue:)
    optional func counter(_ counter: CounterViewController, didReach value: Int)
}

public class CounterViewController: UIViewController {
    @IBOutlet public weak var stepButton: UIButton!
    @IBOutlet public weak var resetButton: UIButton!
    public private(set) var count = 0
    public private(set) var lastSender: AnyObject?
    public private(set) var notifications: [String] = []
    weak var delegate: CounterDelegate?

    public override func viewDidLoad() {
        super.viewDidLoad()
        // "@objc" in a string and a comment (@objc func ignored()) stay as they are.
        title = "Counter @objc #selector(x)"
        let step = UIButton(type: .system)
        view.addSubview(step)
        stepButton = step
        stepButton.addTarget(self, action: #selector(stepTapped(_:)), for: .touchUpInside)
        let reset = UIButton(type: .system)
        view.addSubview(reset)
        resetButton = reset
        resetButton.addTarget(self, action: #selector(reset as () -> Void), for: .touchUpInside)
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .refresh, target: self,
                                                            action: #selector(reset))
        NotificationCenter.default.addObserver(self, selector: #selector(didReceive(_:)),
                                               name: .counterShouldReset, object: nil)
    }

    @objc private func stepTapped(_ sender: UIButton) {
        lastSender = sender
        if let allowed = delegate?.counter?(self, shouldStepBy: 1), !allowed { return }
        count += 1
        delegate?.counterDidChange(self)
        // The optional method taken as a value: nil when the delegate did not write it.
        guard let reached = delegate?.counter(_:didReach:) else { return }
        reached(self, count)
    }

    @objc func reset() { count = 0 }

    @objc func didReceive(_ note: Notification) {
        notifications.append(note.name.rawValue)
        reset()
    }

    public func stopObservingResets() { NotificationCenter.default.removeObserver(self) }

    /// A user method named `selector` stays a method.
    func selector() -> String { "selector" }

    public var titleFromDelegate: String? { delegate?.counterTitle?() ?? nil }
    public var delegateResponds: Bool { delegate?.responds(to: #selector(CounterDelegate.counter(_:shouldStepBy:))) ?? false }
    public var delegateHearsValues: Bool { delegate?.responds(to: #selector(CounterDelegate.counter(_:didReach:))) ?? false }

    #if os(iOS)
    @objc func hapticTap() { UIImpactFeedbackGenerator(style: .light).impactOccurred() }
    #endif
}

extension Notification.Name {
    static let counterShouldReset = Notification.Name("CounterShouldReset")
}

private var badgeKey: UInt8 = 0

extension UIView {
    /// A badge kept with the view through the Objective-C runtime's associated objects.
    public var badge: String? {
        get { objc_getAssociatedObject(self, &badgeKey) as? String }
        set { objc_setAssociatedObject(self, &badgeKey, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC) }
    }
}
