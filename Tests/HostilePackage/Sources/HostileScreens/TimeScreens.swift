#if canImport(UIKit)
import UIKit
#else
import ScrollReelUIKit
#endif
#if canImport(Glibc)
import Glibc
#endif

/// `DispatchQueue.main.async` that posts itself again, for ever.
public final class MainQueueRepostScreen: ListScreen {
    private var count = 0
    public override func viewDidLoad() {
        super.viewDidLoad()
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { self.again() }
    }
    private func again() {
        count += 1
        DispatchQueue.main.async { self.again() }
    }
}

/// A zero-second animation whose completion starts it again.
public final class ZeroAnimationLoopScreen: ListScreen {
    public override func viewDidLoad() {
        super.viewDidLoad()
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { self.blink() }
    }
    private func blink() {
        UIView.animate(withDuration: 0, animations: { self.badge.alpha = self.badge.alpha < 1 ? 1 : 0.5 },
                       completion: { _ in self.blink() })
    }
}

/// `asyncAfter(.now() + 1 ns)` posting itself: virtual time creeps, never a frame.
public final class TinyDelayRepostScreen: ListScreen {
    public override func viewDidLoad() {
        super.viewDidLoad()
        tick()
    }
    private func tick() {
        DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(1)) { self.tick() }
    }
}

/// The ordinary pulse: a one-second animation started in viewDidLoad, whose
/// completion starts the next. (UIKit calls the first completion on a later turn.)
public final class PulseScreen: ListScreen {
    public var pulses = 0
    public override func viewDidLoad() {
        super.viewDidLoad()
        pulse(up: false)
    }
    private func pulse(up: Bool) {
        UIView.animate(withDuration: 1, animations: { self.badge.alpha = up ? 1 : 0.3 }, completion: { _ in
            self.pulses += 1
            self.pulse(up: !up)
        })
    }
}

/// `sleep` in a delegate call: the film would take for ever in wall time.
public final class SleepScreen: ListScreen {
    public override func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        sleep(3600)
    }
}

/// A loop that never ends, in a timer's block.
public final class EndlessLoopScreen: ListScreen {
    public var spins = 0
    public override func viewDidLoad() {
        super.viewDidLoad()
        Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { [weak self] _ in
            MainActor.assumeIsolated {
                while true { self?.spins += 1 }
            }
        }
    }
}

/// `Task { @MainActor in … }` from viewDidLoad: work that UIKit would run on the
/// main actor soon after.
public final class MainActorTaskScreen: ListScreen {
    public override func viewDidLoad() {
        super.viewDidLoad()
        Task { @MainActor in
            self.badge.backgroundColor = .systemGreen
        }
    }
}

/// Tasks on the main actor that each start two more, for ever.
public final class TaskStormScreen: ListScreen {
    public override func viewDidLoad() {
        super.viewDidLoad()
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { Self.spawn() }
    }
    private static func spawn() {
        Task { @MainActor () -> Void in spawn(); spawn() }
    }
}

/// A screen that shows the date it was opened at.
public final class DateLabelScreen: ListScreen {
    public let label = UILabel()
    public override func viewDidLoad() {
        super.viewDidLoad()
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
        label.text = "Updated " + formatter.string(from: Date())
        label.font = .systemFont(ofSize: 15)
        view.addSubview(label)
    }
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        label.frame = CGRect(x: 16, y: view.safeAreaInsets.top + 8, width: view.bounds.width - 32, height: 24)
    }
}
