#if canImport(UIKit)
import UIKit
#else
import ScrollReelUIKit
#endif

/// Numbers out of any sensible range where a screen sets how things look and when
/// they happen (not geometry: see BadGeometryScreen). UIKit takes each of them
/// without raising; the film must end, drawn, in bounded time and memory.
public final class OutOfRangeScreen: ListScreen {
    public enum Kind: String, CaseIterable, Sendable {
        case nanAlpha, hugeCornerRadius, hugeBorder, hugeShadow, hugeScale, nanAnimationDuration, hugeAnimationDuration,
             nanTimerInterval, zeroRepeatingTimer, hugeFont, nanFont, longText, hugeContentSize, hugeInset,
             distantDeadline, negativeSize
    }
    let kind: Kind
    let label = UILabel()
    public init(_ kind: Kind) { self.kind = kind; super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { nil }
    public override func viewDidLoad() {
        super.viewDidLoad()
        label.text = "Hello"
        label.frame = CGRect(x: 20, y: 200, width: 300, height: 60)
        view.addSubview(label)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { self.misbehave() }
    }
    private func misbehave() {
        let zero: CGFloat = 0
        switch kind {
        case .nanAlpha: badge.alpha = zero / zero
        case .hugeCornerRadius: badge.layer.cornerRadius = .greatestFiniteMagnitude
        case .hugeBorder:
            badge.layer.borderWidth = 1e300
            badge.layer.borderColor = UIColor.black.cgColor
        case .hugeShadow:
            badge.layer.shadowOpacity = 1
            badge.layer.shadowRadius = 1e9
            badge.layer.shadowOffset = CGSize(width: 1e12, height: -1e12)
        case .hugeScale: badge.transform = CGAffineTransform(scaleX: 1e12, y: 1e12)
        case .nanAnimationDuration: UIView.animate(withDuration: Double(zero / zero)) { self.badge.alpha = 0.2 }
        case .hugeAnimationDuration: UIView.animate(withDuration: 1e300) { self.badge.alpha = 0.2 }
        case .nanTimerInterval: Timer.scheduledTimer(withTimeInterval: Double(zero / zero), repeats: true) { _ in self.badge.alpha = 0.5 }
        case .zeroRepeatingTimer: Timer.scheduledTimer(withTimeInterval: 0, repeats: true) { _ in self.badge.alpha = 0.5 }
        case .hugeFont: label.font = .systemFont(ofSize: 1e6)
        case .nanFont: label.font = .systemFont(ofSize: zero / zero)
        case .longText:
            label.numberOfLines = 0
            label.text = String(repeating: "All work and no play. ", count: 50_000)
            label.sizeToFit()
        case .hugeContentSize: scrollView.contentSize = CGSize(width: 1e308, height: 1e308)
        case .hugeInset: scrollView.contentInset = UIEdgeInsets(top: 1e308, left: 0, bottom: 1e308, right: 0)
        case .distantDeadline: DispatchQueue.main.asyncAfter(deadline: .distantFuture) { self.badge.alpha = 0.5 }
        case .negativeSize: badge.frame = CGRect(x: 10, y: 10, width: -1e9, height: -1e9)
        }
    }
}
