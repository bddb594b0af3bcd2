import Foundation
import ScrollReelUIKit
import ScrollRender
import SnapshotTesting
import Testing
@testable import ScrollReelSnapshotTesting

/// The iOS-spelled strategies: the screens `ViewImageConfig` names, the scale, the
/// virtual-time wait, the text strategies, and what a snapshot that cannot be taken says.
@MainActor
@Suite struct StrategyTests {
    static let oneX = UITraitCollection(displayScale: 1)

    /// The bar's top edge: the safe area's top, which the configuration sets.
    func barTop(_ b: Bitmap) -> Int? {
        (0..<b.height).first { let p = b.rgba(x: 195, y: $0); return p.r == 255 && p.g == 0 && p.b == 0 }
    }

    @Test func theConfigurationsScreenAndSafeArea() throws {
        let iPhone13 = try picture(of: SafeAreaBarViewController(), as: .image(on: .iPhone13, traits: Self.oneX))
        #expect(iPhone13.width == 390 && iPhone13.height == 844)
        #expect(barTop(iPhone13) == 47)
        let iPhone8 = try picture(of: SafeAreaBarViewController(), as: .image(on: .iPhone8, traits: Self.oneX))
        #expect(iPhone8.width == 375 && iPhone8.height == 667)
        #expect(barTop(iPhone8) == 20)
        let landscape = try picture(of: SafeAreaBarViewController(), as: .image(on: .iPhoneX(.landscape), traits: Self.oneX))
        #expect(landscape.width == 812 && landscape.height == 375)
        #expect(barTop(landscape) == 0)
        // `.image` alone: the default device's screen with no safe area, as on iOS.
        let plain = try picture(of: SafeAreaBarViewController(), as: .image(traits: Self.oneX))
        #expect(plain.width == 390 && plain.height == 844)
        #expect(barTop(plain) == 0)
        let sized = try picture(of: SafeAreaBarViewController(), as: .image(on: .iPhone13, size: CGSize(width: 300, height: 400), traits: Self.oneX))
        #expect(sized.width == 300 && sized.height == 400)
        #expect(barTop(sized) == 47)
    }

    /// `UIScreen.main.scale` of the device the configuration maps to: `.iPhone13` is the
    /// iPhone 14 preset (@3x), `.iPhone8` the iPhone SE (3rd generation) (@2x); iPads are @2x;
    /// the traits' `displayScale` wins.
    @Test func theScale() throws {
        let vc = SafeAreaBarViewController()
        #expect(try picture(of: vc, as: .image(on: .iPhone13)).width == 1170)
        #expect(try picture(of: vc, as: .image(on: .iPhone8)).width == 750)
        #expect(try picture(of: vc, as: .image(on: .iPadMini(.portrait))).width == 1536)
        #expect(try picture(of: vc, as: .image(on: .iPhone13, traits: .init(displayScale: 2))).width == 780)
        #expect(throws: SnapshotError.self) { try picture(of: vc, as: .image(on: .iPhone13, traits: .init(displayScale: 4))) }
    }

    /// The wait is the scene's: after 2.5 s the box has faded in (it animates over 1 s
    /// from viewDidAppear) and the 2 s timer has changed the label; halfway through
    /// the fade (0.5 s, ease in-out) the box is half blue over white.
    @Test func waitingInVirtualTime() throws {
        let strategy = Snapshotting<UIViewController, UIImage>.image(on: .iPhone13, traits: Self.oneX)
        let now = try picture(of: SafeAreaBarViewController(), as: strategy)
        let half = try picture(of: SafeAreaBarViewController(), as: .wait(for: 0.5, on: strategy))
        let later = try picture(of: SafeAreaBarViewController(), as: .wait(for: 2.5, on: strategy))
        let box = (x: 70, y: 47 + 40 + 50)
        #expect(now.rgba(x: box.x, y: box.y) == (255, 255, 255, 255))
        let p = half.rgba(x: box.x, y: box.y)
        #expect(abs(Int(p.r) - 128) <= 2 && p.r == p.g && p.b == 255, "\(p)")
        #expect(later.rgba(x: box.x, y: box.y) == (0, 0, 255, 255))
        // The label's words changed: its area differs, and nothing else does.
        func differs(_ a: Bitmap, _ b: Bitmap, rows: Range<Int>) -> Bool {
            rows.contains { y in (0..<a.width).contains { a.rgba(x: $0, y: y) != b.rgba(x: $0, y: y) } }
        }
        #expect(differs(now, later, rows: (47 + 160)..<(47 + 190)))
        #expect(!differs(now, later, rows: (47 + 200)..<844))
        // Waits nest and add up.
        let nested = try picture(of: SafeAreaBarViewController(), as: .wait(for: 0.25, on: .wait(for: 0.25, on: strategy)))
        #expect(nested == half)
    }

    @Test func aViewAtItsOwnSize() throws {
        let view = UIView(frame: CGRect(x: 30, y: 40, width: 100, height: 50))
        view.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        let b = try picture(of: view, as: .image(traits: Self.oneX))
        #expect(b.width == 100 && b.height == 50)
        #expect(b.rgba(x: 0, y: 0) == (0, 255, 0, 255))
        #expect(view.frame == CGRect(x: 30, y: 40, width: 100, height: 50), "the view is given back as it was")
        #expect(try picture(of: view, as: .image(size: CGSize(width: 20, height: 10))).width == 20 * 3)
    }

    /// A view taken from its superview for a snapshot goes back to the same place
    /// among its siblings, with its frame and autoresizing mask, after a picture and
    /// after a motion.
    @Test func aViewGoesBackWhereItWas() throws {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let siblings = (0..<3).map { UIView(frame: CGRect(x: 0, y: CGFloat($0) * 10, width: 10, height: 10)) }
        let view = UIView(frame: CGRect(x: 30, y: 40, width: 100, height: 50))
        view.autoresizingMask = [.flexibleTopMargin]
        view.backgroundColor = .black
        for s in siblings { parent.addSubview(s) }
        parent.insertSubview(view, at: 1)
        _ = try picture(of: view, as: .image(traits: Self.oneX))
        #expect(parent.subviews.map(ObjectIdentifier.init) == [siblings[0], view, siblings[1], siblings[2]].map(ObjectIdentifier.init))
        #expect(view.frame == CGRect(x: 30, y: 40, width: 100, height: 50))
        #expect(view.autoresizingMask == [.flexibleTopMargin])
        var motion: ScrollMotion?
        Snapshotting<UIView, ScrollMotion>.motion(script: Script(duration: 0.1, steps: [])).snapshot(view).run { motion = $0 }
        #expect(try #require(motion).error == nil)
        #expect(view.superview === parent)
        #expect(parent.subviews.firstIndex { $0 === view } == 1)
        #expect(view.frame == CGRect(x: 30, y: 40, width: 100, height: 50))
    }

    /// A table as a view, whole: 10 rows of 30 pt, no safe area.
    @Test func aTableViewsFullContent() throws {
        let vc = StripesViewController(rows: 10, rowHeight: 30)
        vc.loadViewIfNeeded()
        vc.table.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        let b = try picture(of: vc.table as UIView, as: .image(content: .full, traits: Self.oneX))
        #expect(b.width == 200 && b.height == 300)
        for row in 0..<10 { #expect(Stripes.row(at: 100, row * 30 + 15, in: b) == row) }
    }

    @Test func aViewWithNoSizeFailsWithTheReason() throws {
        var taken: UIImage?
        Snapshotting<UIView, UIImage>.image.snapshot(UIView()).run { taken = $0 }
        let image = try #require(taken)
        let failure = try #require(Diffing<UIImage>.image.diffV2(image, image))
        #expect(failure.0.contains("the view is 0 x 0 pt"))
    }

    /// A text snapshot that could not be taken fails, even against a reference recorded
    /// from the same failure.
    @Test func aTextSnapshotThatCannotBeTakenFailsEvenAgainstItself() throws {
        let strategy = Snapshotting<UIView, String>.recursiveDescription
        let taken = text(of: UIView(), as: strategy)
        #expect(taken.hasPrefix("ScrollReel: the snapshot could not be taken: the view is 0 x 0 pt"))
        let failure = try #require(strategy.diffing.diffV2(taken, taken))
        #expect(failure.0 == taken)
    }

    @Test func recursiveDescriptionInUIKitsWords() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        card.backgroundColor = .white
        let title = UILabel(frame: CGRect(x: 16, y: 12, width: 168, height: 20.5))
        title.text = "Hello"
        title.isOpaque = false
        let badge = UIView(frame: CGRect(x: 150, y: 40, width: 30, height: 30))
        badge.alpha = 0.5
        badge.clipsToBounds = true
        badge.isHidden = true
        badge.tag = 7
        card.addSubview(title)
        card.addSubview(badge)
        #expect(text(of: card, as: .recursiveDescription) == """
            <UIView; frame = (0 0; 200 80); backgroundColor = UIExtendedSRGBColorSpace 1 1 1 1; layer = <CALayer>>
               | <UILabel; frame = (16 12; 168 20.5); text = 'Hello'; opaque = NO; userInteractionEnabled = NO; layer = <CALayer>>
               | <UIView; frame = (150 40; 30 30); alpha = 0.5; hidden = YES; clipsToBounds = YES; tag = 7; layer = <CALayer>>
            """)
    }

    @Test func aScrollViewsDescriptionHasItsOffsetAndInsets() {
        let vc = StripesViewController(rows: 30, rowHeight: 50)
        let described = text(of: vc, as: .recursiveDescription(on: .iPhone13))
        #expect(described.contains("<UITableView; frame = (0 0; 390 844);"))
        #expect(described.contains("contentOffset: {0, -47}; contentSize: {390, 1500}; adjustedContentInset: {47, 0, 34, 0}>"))
        #expect(text(of: vc, as: .hierarchy) == "<StripesViewController>, state: appeared, view: <UIView>")
    }
}
