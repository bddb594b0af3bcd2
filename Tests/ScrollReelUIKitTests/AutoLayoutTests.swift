import Foundation
import Testing
@testable import ScrollReelUIKit

/// A root view controller's view on a device's screen, laid out once: what a
/// screen's `viewDidLoad` builds, as UIKit shows it.
@MainActor
func showing(on device: DeviceProfile = .iPhone14, _ build: (UIView) -> Void) -> (window: UIWindow, root: UIView) {
    let environment = SceneEnvironment(device: device)
    return environment.run {
        let vc = UIViewController()
        build(vc.view)
        let window = UIWindow()
        window.rootViewController = vc
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        shownWindows.append(window)
        return (window, vc.view)
    }
}

/// The windows the tests show, kept alive for the test's length (views hold their superviews weakly).
@MainActor var shownWindows: [UIWindow] = []

@MainActor
func constrained<V: UIView>(_ view: V, in superview: UIView) -> V {
    view.translatesAutoresizingMaskIntoConstraints = false
    superview.addSubview(view)
    return view
}

/// Results derived by hand: each expectation says where it comes from.
@MainActor
@Suite struct AutoLayoutTests {
    @Test func aSquareCentredInTheScreen() {
        var square: UIView!
        _ = showing { root in
            square = constrained(UIView(), in: root)
            NSLayoutConstraint.activate([
                square.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                square.centerYAnchor.constraint(equalTo: root.centerYAnchor),
                square.widthAnchor.constraint(equalToConstant: 100),
                square.heightAnchor.constraint(equalTo: square.widthAnchor),
            ])
        }
        // (390 - 100) / 2 = 145, (844 - 100) / 2 = 372.
        #expect(square.frame == CGRect(x: 145, y: 372, width: 100, height: 100))
        #expect(!square.hasAmbiguousLayout)
    }

    @Test func equalWidthsWithAMultiplier() {
        var wide: UIView!, half: UIView!
        _ = showing { root in
            wide = constrained(UIView(), in: root)
            half = constrained(UIView(), in: root)
            NSLayoutConstraint.activate([
                wide.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                wide.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
                wide.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
                wide.heightAnchor.constraint(equalToConstant: 10),
                half.widthAnchor.constraint(equalTo: wide.widthAnchor, multiplier: 0.5, constant: 5),
                half.trailingAnchor.constraint(equalTo: wide.trailingAnchor),
                half.topAnchor.constraint(equalTo: wide.bottomAnchor, constant: 8),
                half.heightAnchor.constraint(equalTo: wide.heightAnchor, multiplier: 2),
            ])
        }
        // 390 - 2·20 = 350 wide; half = 350 / 2 + 5 = 180, ending where the wide one ends (370).
        #expect(wide.frame == CGRect(x: 20, y: 47, width: 350, height: 10))
        #expect(half.frame == CGRect(x: 190, y: 65, width: 180, height: 20))
    }

    @Test func inequalitiesGiveWayByPriority() {
        var box: UIView!
        var wish: NSLayoutConstraint!
        _ = showing { root in
            box = constrained(UIView(), in: root)
            wish = box.widthAnchor.constraint(equalToConstant: 300)
            wish.priority = .defaultHigh
            let floor = box.widthAnchor.constraint(greaterThanOrEqualToConstant: 250)
            floor.priority = UILayoutPriority(999)
            let many = (0..<5).map { _ in
                let c = box.widthAnchor.constraint(equalToConstant: 10)
                c.priority = UILayoutPriority(998)
                return c
            }
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                box.topAnchor.constraint(equalTo: root.topAnchor),
                box.heightAnchor.constraint(equalToConstant: 10),
                box.widthAnchor.constraint(lessThanOrEqualToConstant: 200),
                wish, floor,
            ] + many)
        }
        // The required ≤ 200 wins over the 999 ≥ 250; 999 then beats five 998s wanting 10: it
        // pulls as close to 250 as 200 allows. The 750 wish of 300 is lower still.
        #expect(box.frame.width == 200)
    }

    @Test func aConstantChangeMovesTheViewAtTheNextPass() {
        var box: UIView!
        var top: NSLayoutConstraint!
        let (window, _) = showing { root in
            box = constrained(UIView(), in: root)
            top = box.topAnchor.constraint(equalTo: root.topAnchor, constant: 100)
            NSLayoutConstraint.activate([top, box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                         box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 50)])
        }
        #expect(box.frame.minY == 100)
        top.constant = 300
        #expect(box.frame.minY == 100, "nothing moves before the layout pass")
        window.layoutIfNeeded()
        #expect(box.frame.minY == 300)
        top.isActive = false
        window.layoutIfNeeded()
        #expect(!top.isActive && !box.superview!.constraints.contains { $0 === top })
        #expect(box.constraints.count == 2, "its width and height, installed on itself")
    }

    @Test func huggingDecidesWhoStretchesAndCompressionWhoShrinks() {
        var left: UILabel!, right: UILabel!
        let (window, root) = showing { root in
            left = constrained(UILabel(), in: root)
            right = constrained(UILabel(), in: root)
            left.text = "Name"
            right.text = "Value"
            left.setContentHuggingPriority(.defaultLow, for: .horizontal)
            right.setContentHuggingPriority(.defaultHigh, for: .horizontal)
            NSLayoutConstraint.activate([
                left.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 8),
                right.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                left.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                right.firstBaselineAnchor.constraint(equalTo: left.firstBaselineAnchor),
            ])
        }
        let valueWidth = right.sizeThatFits(CGSize(width: CGFloat.infinity, height: .infinity)).width
        // The value hugs (750) its text; the name (250) takes the rest: 390 - 16 - 8 - 16 - value.
        #expect(right.frame.width == valueWidth)
        #expect(left.frame.width == 390 - 40 - valueWidth)
        #expect(left.frame.height == left.intrinsicContentSize.height)
        // Too long to fit: the one that resists compression less gives way.
        left.text = String(repeating: "A long name ", count: 10)
        right.setContentCompressionResistancePriority(UILayoutPriority(760), for: .horizontal)
        window.layoutIfNeeded()
        #expect(right.frame.width == valueWidth)
        #expect(left.frame.width == 390 - 40 - valueWidth)
        right.text = String(repeating: "A long value ", count: 10)
        left.setContentCompressionResistancePriority(UILayoutPriority(770), for: .horizontal)
        window.layoutIfNeeded()
        #expect(left.frame.width == left.intrinsicContentSize.width || left.frame.width == 390 - 40 - right.frame.width)
        #expect(right.frame.width < right.intrinsicContentSize.width, "the value (760) now gives way to the name (770)")
        _ = root
    }

    @Test func aWrappingLabelIsAsTallAsItsLinesAtTheWidthItIsGiven() {
        var label: UILabel!
        _ = showing { root in
            label = constrained(UILabel(), in: root)
            label.numberOfLines = 0
            label.text = String(repeating: "Words that wrap over several lines. ", count: 6)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 95),
                label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -95),
                label.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            ])
        }
        let wrapped = label.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
        #expect(label.frame.width == 200)
        #expect(label.frame.height == wrapped.height)
        #expect(wrapped.height >= 3 * label.font.lineHeight, "several lines")
    }

    /// A chat bubble's label, as wide as its text up to 200 pt, given a long message after a
    /// short one (a reused cell): it wraps at the 200 pt it may take, as UIKit measures it
    /// again from its text on one line. It wrapped at the short message's width, which its
    /// own intrinsic width then kept (each solve gave it back the width it was measured at).
    @Test func aWrappingLabelGivenLongerTextTakesTheRoomItMayHaveAgain() {
        var label: UILabel!
        let (window, _) = showing { root in
            label = constrained(UILabel(), in: root)
            label.numberOfLines = 0
            label.text = "Perfect"
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                label.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                label.widthAnchor.constraint(lessThanOrEqualToConstant: 200),
            ])
        }
        #expect(label.frame.size == label.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude)))
        label.text = "Can you bring the photos from the trip? Everyone keeps asking about the hike."
        window.layoutIfNeeded()
        let wrapped = label.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
        #expect(wrapped.width > 150 && wrapped.height >= 3 * label.font.lineHeight, "several lines, nearly 200 pt wide")
        #expect(label.frame.size == wrapped)
        // And back to a short one: as wide as its text.
        label.text = "See you there!"
        window.layoutIfNeeded()
        #expect(label.frame.size == label.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude)))
    }

    @Test func safeAreaAndMarginsOnEveryDevice() {
        for device in [DeviceProfile.iPhoneSE3, .iPhone14, .iPhone15, .iPhone15ProMax, .iPad10] {
            var safe: UIView!, margins: UIView!, readable: UIView!
            _ = showing(on: device) { root in
                safe = constrained(UIView(), in: root)
                margins = constrained(UIView(), in: root)
                readable = constrained(UIView(), in: root)
                for (v, g) in [(safe!, root.safeAreaLayoutGuide), (margins!, root.layoutMarginsGuide), (readable!, root.readableContentGuide)] {
                    NSLayoutConstraint.activate([
                        v.leadingAnchor.constraint(equalTo: g.leadingAnchor), v.trailingAnchor.constraint(equalTo: g.trailingAnchor),
                        v.topAnchor.constraint(equalTo: g.topAnchor), v.bottomAnchor.constraint(equalTo: g.bottomAnchor),
                    ])
                }
            }
            let s = device.size, i = device.safeAreaInsets
            let side: CGFloat = s.width >= 414 ? 20 : 16
            #expect(safe.frame == CGRect(x: 0, y: i.top, width: s.width, height: s.height - i.top - i.bottom), "\(device.name)")
            // A root view's margins: the system minimum (no top or bottom, 16 or 20 at the sides) inside the safe area.
            #expect(margins.frame == CGRect(x: side, y: i.top, width: s.width - 2 * side, height: s.height - i.top - i.bottom), "\(device.name)")
            let readableWidth = min(s.width - 2 * side, 672)
            #expect(readable.frame == CGRect(x: (s.width - readableWidth) / 2, y: i.top, width: readableWidth,
                                            height: s.height - i.top - i.bottom), "\(device.name)")
        }
    }

    @Test func aScrollViewTakesItsContentSizeFromItsContentLayoutGuide() {
        var scroll: UIScrollView!, content: UIView!
        let (window, _) = showing { root in
            scroll = constrained(UIScrollView(), in: root)
            content = constrained(UIView(), in: scroll)
            NSLayoutConstraint.activate([
                scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor), scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                scroll.topAnchor.constraint(equalTo: root.topAnchor), scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
                content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
                content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
                content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
                content.heightAnchor.constraint(equalToConstant: 2000),
            ])
        }
        #expect(scroll.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(scroll.contentSize == CGSize(width: 390, height: 2000))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 390, height: 2000))
        // Content pinned to the frame layout guide stays on screen as the content scrolls.
        let badge = constrained(UIView(), in: scroll)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor, constant: 10),
            badge.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 30), badge.heightAnchor.constraint(equalToConstant: 30),
        ])
        scroll.contentOffset = CGPoint(x: 0, y: 500)
        window.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 350, y: 510, width: 30, height: 30))
    }

    @Test func anAutoresizingMaskBecomesConstraints() {
        var container: UIView!, translated: UIView!, child: UIView!
        var width: NSLayoutConstraint!
        let (window, _) = showing { root in
            container = constrained(UIView(), in: root)
            width = container.widthAnchor.constraint(equalToConstant: 200)
            NSLayoutConstraint.activate([container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                         container.topAnchor.constraint(equalTo: root.topAnchor), width,
                                         container.heightAnchor.constraint(equalToConstant: 100)])
            // A view that keeps its mask: 10 pt margins, flexible width.
            translated = UIView(frame: CGRect(x: 10, y: 10, width: 0, height: 20))
            container.addSubview(translated)
            child = constrained(UIView(), in: root)
            NSLayoutConstraint.activate([child.widthAnchor.constraint(equalTo: translated.widthAnchor),
                                         child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                         child.topAnchor.constraint(equalTo: root.topAnchor, constant: 300),
                                         child.heightAnchor.constraint(equalToConstant: 5)])
        }
        // Before the container's size is known the translated view is 0 wide in a 0-wide container.
        translated.autoresizingMask = [.flexibleWidth]
        width.constant = 300
        window.layoutIfNeeded()
        #expect(container.frame.width == 300)
        #expect(translated.frame == CGRect(x: 10, y: 10, width: 100, height: 20), "its margins stay, its width follows: 300 - 200")
        #expect(child.frame.width == 100, "and a constraint to it sees the same width")
    }

    @Test func aViewThatStopsTranslatingItsMaskTakesNewConstraintsWithoutAConflict() {
        var view: UIView!
        let (window, root) = showing { root in
            // A frame-placed view that a constraint names: the engine holds its mask's constraints.
            view = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
            root.addSubview(view)
            let follower = constrained(UIView(), in: root)
            NSLayoutConstraint.activate([follower.widthAnchor.constraint(equalTo: view.widthAnchor),
                                         follower.heightAnchor.constraint(equalToConstant: 5),
                                         follower.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                         follower.topAnchor.constraint(equalTo: root.topAnchor, constant: 300)])
        }
        #expect(view.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
        // In one pass it gives up its frame and is placed by constraints, as a HUD moved to anchors:
        // UIKit drops the mask's constraints first, so nothing conflicts (no report).
        view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([view.widthAnchor.constraint(equalToConstant: 100), view.heightAnchor.constraint(equalToConstant: 40),
                                     view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                                     view.topAnchor.constraint(equalTo: root.topAnchor, constant: 30)])
        window.layoutIfNeeded()
        #expect(window.environment.layoutWarnings.isEmpty)
        #expect(view.frame == CGRect(x: 20, y: 30, width: 100, height: 40))
    }

    @Test func removingAViewRemovesTheConstraintsThatNameIt() {
        var a: UIView!, b: UIView!
        _ = showing { root in
            a = constrained(UIView(), in: root)
            b = constrained(UIView(), in: root)
            NSLayoutConstraint.activate([a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                         b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
                                         a.widthAnchor.constraint(equalToConstant: 10)])
        }
        let root = a.superview!
        #expect(root.constraints.count == 2 && a.constraints.count == 1)
        a.removeFromSuperview()
        #expect(root.constraints.isEmpty, "both named a, installed above it")
        #expect(a.constraints.count == 1, "its own width stays with it")
        _ = b
    }

    @Test func conflictsAreReportedAsUIKitReportsThemAndTheLastIsBroken() {
        var box: UIView!
        var second: NSLayoutConstraint!
        let (window, _) = showing { root in
            box = constrained(UIView(), in: root)
            second = box.widthAnchor.constraint(equalToConstant: 200)
            NSLayoutConstraint.activate([box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                         box.topAnchor.constraint(equalTo: root.topAnchor),
                                         box.heightAnchor.constraint(equalToConstant: 10),
                                         box.widthAnchor.constraint(equalToConstant: 100), second])
        }
        #expect(box.frame.width == 100)
        let warnings = window.environment.layoutWarnings
        #expect(warnings.count == 1)
        let report = warnings.first ?? ""
        #expect(report.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints."))
        #expect(report.contains(".width == 100   (active)>\""))
        #expect(report.contains("Will attempt to recover by breaking constraint \n<NSLayoutConstraint:"))
        #expect(report.hasSuffix("may also be helpful."))
        #expect(second.isActive, "a broken constraint stays active")
        // Once the other one goes, the broken one holds.
        box.constraints.first { $0.constant == 100 }?.isActive = false
        window.layoutIfNeeded()
        #expect(box.frame.width == 200)
    }

    @Test func aViewWithoutEnoughConstraintsIsAmbiguous() {
        var box: UIView!
        _ = showing { root in
            box = constrained(UIView(), in: root)
            NSLayoutConstraint.activate([box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                         box.widthAnchor.constraint(equalToConstant: 10),
                                         box.heightAnchor.constraint(equalToConstant: 10)])
        }
        #expect(box.hasAmbiguousLayout, "nothing places it vertically")
        #expect(box.constraintsAffectingLayout(for: .horizontal).count == 2)
    }

    @Test func systemLayoutSizeFittingMeasuresTheSubtreeAlone() {
        let card = UIView()
        let title = constrained(UILabel(), in: card)
        title.text = "Title"
        let body = constrained(UILabel(), in: card)
        body.numberOfLines = 0
        body.text = String(repeating: "Body text that wraps. ", count: 8)
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -16),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            body.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            body.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            body.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
        ])
        let size = card.systemLayoutSizeFitting(CGSize(width: 300, height: UIView.layoutFittingCompressedSize.height),
                                                withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        let titleHeight = title.intrinsicContentSize.height
        let bodyHeight = body.sizeThatFits(CGSize(width: 268, height: CGFloat.greatestFiniteMagnitude)).height
        #expect(size == CGSize(width: 300, height: 12 + titleHeight + 4 + bodyHeight + 12))
        let compressed = title.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(compressed == title.intrinsicContentSize)
    }

    /// A view measured again (a self-sizing cell reused for another row) is measured in the engine
    /// it kept from the last time; what it finds follows every change a new engine would see.
    @Test func aViewMeasuredAgainFollowsItsNewTextConstantsAndWidth() {
        let card = UIView()
        let title = constrained(UILabel(), in: card)
        title.text = "Title"
        let body = constrained(UILabel(), in: card)
        body.numberOfLines = 0
        let top = title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12)
        NSLayoutConstraint.activate([
            top,
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            body.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            body.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            body.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
        ])
        func measured(width: CGFloat = 300) -> CGFloat {
            card.systemLayoutSizeFitting(CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
                                         withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
        }
        func expected(width: CGFloat = 300, top: CGFloat = 12) -> CGFloat {
            top + title.intrinsicContentSize.height + 4
                + body.sizeThatFits(CGSize(width: width - 32, height: CGFloat.greatestFiniteMagnitude)).height + 12
        }
        let long = String(repeating: "Body text that wraps. ", count: 8), short = "One line."
        body.text = long
        #expect(measured() == expected())
        let kept = card.layoutState.keptFitting?.engine
        #expect(kept != nil)
        // New text: the label is measured again from one line, not at the width the old text took.
        body.text = short
        #expect(measured() == expected())
        body.text = long
        #expect(measured() == expected())
        #expect(card.layoutState.keptFitting?.engine === kept, "the same engine measured all three")
        // A constant, the target width, a font.
        top.constant = 30
        #expect(measured() == expected(top: 30))
        #expect(measured(width: 200) == expected(width: 200, top: 30))
        body.font = .systemFont(ofSize: 24)
        #expect(measured(width: 200) == expected(width: 200, top: 30))
        #expect(card.layoutState.keptFitting?.engine === kept)
        // A new constraint is a new subtree to measure: a new engine.
        let floor = card.heightAnchor.constraint(greaterThanOrEqualToConstant: 400)
        floor.isActive = true
        #expect(measured() == 400)
        #expect(card.layoutState.keptFitting?.engine !== kept)
        floor.isActive = false
        #expect(measured() == expected(top: 30))
    }
}
