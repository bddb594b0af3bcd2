#if canImport(UIKit)
import UIKit
#else
import ScrollReelUIKit
#endif

/// A scroll view taken out of the window while it decelerates (or the window's
/// root view controller replaced); a default-mode timer must then still fire.
public final class RemovedWhileDeceleratingScreen: ListScreen {
    public let replacesRoot: Bool
    public private(set) var timerFires = 0
    let status = UILabel()
    public init(replacesRoot: Bool) { self.replacesRoot = replacesRoot; super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { nil }
    public override func viewDidLoad() {
        super.viewDidLoad()
        status.font = .systemFont(ofSize: 20, weight: .bold)
        status.text = "timer: 0"
        Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.tick() }
        }
    }
    private func tick() {
        timerFires += 1
        status.text = "timer: \(timerFires)"
    }
    public override func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        // A moment into the deceleration, the list goes away.
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
            if self.replacesRoot, let window = self.view.window {
                let next = UIViewController()
                next.view.backgroundColor = .systemYellow
                next.view.addSubview(self.status)
                self.status.frame = CGRect(x: 20, y: 200, width: 300, height: 40)
                window.rootViewController = next
            } else {
                self.scrollView.removeFromSuperview()
                self.view.addSubview(self.status)
                self.status.frame = CGRect(x: 20, y: 200, width: 300, height: 40)
            }
        }
    }
}

/// Scroll views named alike: two "main"s and one "main#2".
public final class CollidingNamesScreen: UIViewController {
    public let first = UIScrollView(), second = UIScrollView(), third = UIScrollView()
    public override func viewDidLoad() {
        super.viewDidLoad()
        for (sv, name) in [(first, "main"), (second, "main"), (third, "main#2")] {
            sv.accessibilityIdentifier = name
            sv.contentSize = CGSize(width: 390, height: 3000)
            sv.backgroundColor = .secondarySystemBackground
            view.addSubview(sv)
        }
    }
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let h = view.bounds.height / 3
        for (i, sv) in [first, second, third].enumerated() { sv.frame = CGRect(x: 0, y: CGFloat(i) * h, width: view.bounds.width, height: h) }
    }
}

/// Labels laid out in the order of a Set: another order each run.
public final class SetOrderScreen: ListScreen {
    /// Every Set this screen made, kept: a Set's order follows its storage's address as well
    /// as the process's seed, and a run that got the address freed by the run before would
    /// show the same order (the two plays of a record then agree by chance).
    private static var sets: [Set<String>] = []
    public var labels: [UILabel] = []
    public override func viewDidLoad() {
        super.viewDidLoad()
        let names: Set<String> = ["Apples", "Pears", "Plums", "Figs", "Kiwis", "Limes", "Dates", "Grapes"]
        Self.sets.append(names)
        for name in names {
            let label = UILabel()
            label.text = name
            label.font = .systemFont(ofSize: 22, weight: .semibold)
            view.addSubview(label)
            labels.append(label)
        }
    }
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        for (i, label) in labels.enumerated() { label.frame = CGRect(x: 24, y: 200 + CGFloat(i) * 36, width: 200, height: 30) }
    }
}
