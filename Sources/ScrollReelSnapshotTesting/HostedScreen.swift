import ScrollReelUIKit
import ScrollRender
import ScrollSimulation

/// A view controller or a view on a screen of its own, as swift-snapshot-testing
/// puts one in a window on iOS: a scene with the pinned fonts and a virtual clock
/// at 0, laid out, its view controller's appearance calls made. What the image
/// strategies scroll, wait in and draw; taken down again afterwards, so the same
/// view controller can be snapshotted on another screen.
@MainActor
final class HostedScreen {
    let scene: Scene
    private let stage: Stage
    /// A view hosted on its own, which grows with its screen (`.full`).
    private var hostedView: UIView?
    private let takeDown: () -> Void
    /// Display frames per second while the scene waits or moves.
    static let fps = 60.0

    private init(scene: Scene, takeDown: @escaping () -> Void) {
        self.scene = scene
        self.stage = Stage(scene: scene)
        self.takeDown = takeDown
    }

    var window: UIWindow { scene.window }

    /// `viewController` as the root of a window filling `device`'s screen.
    static func host(_ viewController: UIViewController, on device: DeviceProfile) throws -> HostedScreen {
        let scene = try Self.scene(on: device, named: "\(type(of: viewController))") { _ in
            Scene(rootViewController: viewController)
        }
        return HostedScreen(scene: scene) { scene.window.rootViewController = nil }
    }

    /// `view` at the top left of a plain view controller's view, on a screen its own
    /// size (no safe area), as iOS's `.image` of a view sizes it.
    static func host(_ view: UIView, size: CGSize) throws -> HostedScreen {
        let placement = ViewPlacement(view)
        let scene = try Self.scene(on: .screen(size: size, safeArea: .zero), named: "\(type(of: view))") { _ in
            ViewPlacement.scene(showing: view, size: size)
        }
        let screen = HostedScreen(scene: scene) { placement.restore() }
        screen.hostedView = view
        return screen
    }

    private static func scene(on device: DeviceProfile, named name: String,
                              build: @escaping @MainActor @Sendable (DemoContext) throws -> Scene) throws -> Scene {
        let demo = Demo(id: "snapshot", summary: "a snapshot of \(name)", defaultScript: Script(steps: []), build: build)
        return try demo.makeScene(DemoContext(device: device, textMeasurer: try PinnedFonts.textMeasurer()))
    }

    /// Takes the view controller or view out of the scene again.
    func tearDown() { window.environment.run { takeDown() } }

    // MARK: Time

    /// One display frame at virtual time `t`: what is due runs, what moves steps.
    private func frame(at t: Double) {
        window.environment.run {
            window.clock.advance(to: t)
            window.clock.displayLinkFired()
        }
    }

    /// Lets `seconds` of virtual time pass, a display frame every 1/60 s and one at the end.
    func wait(_ seconds: Double) {
        guard seconds > 0 else { return }
        let start = window.now, end = start + min(seconds, Stage.maximumFilmLength)
        var k = 1.0
        while start + k / Self.fps < end {
            frame(at: start + k / Self.fps)
            k += 1
        }
        frame(at: end)
    }

    /// Plays frames until nothing moves, no finger is down and the scroll indicators
    /// have faded.
    func settle(within limit: Double = 60) throws {
        let start = window.now
        var k = 1.0
        while !window.isAtRest {
            guard k / Self.fps <= limit else {
                throw SnapshotError("the screen was still moving \(Int(limit)) s (virtual) after the scroll; nothing comes to rest")
            }
            frame(at: start + k / Self.fps)
            k += 1
        }
    }

    // MARK: Scrolling

    /// The scroll view `name` names (its `accessibilityIdentifier`), or the one that
    /// shows the most of itself on the screen.
    func scrollView(named name: String?) throws -> UIScrollView {
        let all = scene.scrollViews
        if let name {
            if let sv = all.first(where: { $0.view.accessibilityIdentifier == name || $0.name == name })?.view { return sv }
            throw SnapshotError("there is no scroll view named \"\(name)\" on the screen"
                                + (all.isEmpty ? " (it has none)" : " (it has \(all.map { "\"\($0.name)\"" }.joined(separator: ", ")))"))
        }
        func shown(_ sv: UIScrollView) -> CGFloat {
            guard !sv.isHidden, sv.alpha > 0 else { return 0 }
            let r = sv.convert(sv.bounds, to: window).intersection(window.bounds)
            return r.isNull ? 0 : r.width * r.height
        }
        guard let best = all.map(\.view).max(by: { shown($0) < shown($1) }), shown(best) > 0 else {
            throw SnapshotError("there is no scroll view on the screen to capture")
        }
        // (max(by:) keeps the last of equals; the first in the tree wins a tie.)
        return all.map(\.view).first { shown($0) == shown(best) } ?? best
    }

    /// Scrolls as `content` says and lets everything come to rest.
    func scroll(_ content: SnapshotContent) throws {
        switch content.kind {
        case .screen, .full:
            return
        case .offset(let offset):
            guard offset.x.isFinite, offset.y.isFinite, abs(offset.x) <= 1e7, abs(offset.y) <= 1e7 else {
                throw SnapshotError("the offset \(offset) is not a point on a screen (each coordinate within ±10,000,000 pt)")
            }
            let sv = try scrollView(named: content.scrollView)
            window.environment.run {
                sv.setContentOffset(offset, animated: false)
                window.layoutIfNeeded()
            }
        case .row(let indexPath, let position, let animated):
            let sv = try scrollView(named: content.scrollView)
            guard let table = sv as? UITableView else {
                throw SnapshotError("the scroll view is a \(type(of: sv)), not a UITableView: use .item for a collection view, .offset otherwise")
            }
            guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < table.numberOfSections,
                  indexPath.row >= 0, indexPath.row < table.numberOfRows(inSection: indexPath.section) else {
                throw SnapshotError("the table has no row \(indexPath) (\(table.numberOfSections) sections)")
            }
            try settle(table, animated: animated) { table.scrollToRow(at: indexPath, at: position, animated: $0) }
        case .item(let indexPath, let position, let animated):
            let sv = try scrollView(named: content.scrollView)
            guard let collection = sv as? UICollectionView else {
                throw SnapshotError("the scroll view is a \(type(of: sv)), not a UICollectionView: use .row for a table view, .offset otherwise")
            }
            guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < collection.numberOfSections,
                  indexPath.item >= 0, indexPath.item < collection.numberOfItems(inSection: indexPath.section) else {
                throw SnapshotError("the collection view has no item \(indexPath) (\(collection.numberOfSections) sections)")
            }
            try settle(collection, animated: animated) { collection.scrollToItem(at: indexPath, at: position, animated: $0) }
        case .fling(let velocity, let after):
            guard velocity.x.isFinite, velocity.y.isFinite, abs(velocity.x) <= 1e6, abs(velocity.y) <= 1e6 else {
                throw SnapshotError("the fling's velocity \(velocity) is out of range (each within ±1,000,000 pt/s)")
            }
            if let after, !(after >= 0 && after <= 599.9) {
                throw SnapshotError("the time after the fling, \(after) s, is out of range (0 to 599.9 s: a film lasts at most 600 s)")
            }
            let sv = try scrollView(named: content.scrollView)
            let name = scene.scrollViews.first { $0.view === sv }?.name ?? ""
            let drag = 0.1
            // With a duration the script's last frame is at the lift plus `after`; without
            // one it plays until everything rests.
            let script = Script(duration: after.map { drag + $0 }, steps: [.fling(scrollView: name, velocity: velocity, duration: drag)])
            var playback = try stage.start(script, fps: Int(Self.fps), source: "the fling")
            while try playback.next() != nil {}
            if after == nil { try settle() }
        }
    }

    /// Scrolls with `scroll` until the content stays put: animated, the animation is
    /// played to its end first; then the scroll is asked again without animation until
    /// the offset no longer changes, since rows measured on the way (self-sizing cells
    /// with estimated heights) move what was aimed at.
    private func settle(_ sv: UIScrollView, animated: Bool, _ scroll: @MainActor (Bool) -> Void) throws {
        if animated {
            window.environment.run { scroll(true) }
            try settle()
        }
        for _ in 0..<8 {
            let before = sv.contentOffset
            window.environment.run {
                scroll(false)
                window.layoutIfNeeded()
            }
            if sv.contentOffset == before { break }
        }
        try settle()
    }

    /// Grows the screen until the scroll view shows its whole content, from its top
    /// (left) edge with its insets, and lays it out again.
    func growToShowAll(of name: String?, scale: Double) throws {
        let sv = try scrollView(named: name)
        hostedView?.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        // It keeps the insets it has while it scrolls (UIKit adds the safe area only to
        // a scroll view whose content does not fit, unless it always bounces).
        if sv.contentSize.height > sv.bounds.height { sv.alwaysBounceVertical = true }
        if sv.contentSize.width > sv.bounds.width { sv.alwaysBounceHorizontal = true }
        for _ in 0..<16 {
            window.environment.run { window.layoutIfNeeded() }
            let inset = sv.adjustedContentInset, size = sv.bounds.size
            let extra = CGSize(width: max(0, (sv.contentSize.width + inset.left + inset.right - size.width).rounded(.up)),
                               height: max(0, (sv.contentSize.height + inset.top + inset.bottom - size.height).rounded(.up)))
            // A horizontal list grows wider, a vertical one taller; never both for a
            // content only a little wider than its view (a table's separators).
            let grow = CGSize(width: extra.width > 0.5 && sv.contentSize.width > size.width ? extra.width : 0,
                              height: extra.height > 0.5 ? extra.height : 0)
            guard grow.width > 0 || grow.height > 0 else {
                window.environment.run {
                    sv.contentOffset = CGPoint(x: -inset.left, y: -inset.top)
                    window.layoutIfNeeded()
                }
                return
            }
            let next = CGSize(width: window.bounds.width + grow.width, height: window.bounds.height + grow.height)
            try Renderer.check(next, scale: scale)
            window.environment.run {
                window.frame = CGRect(origin: .zero, size: next)
                sv.contentOffset = CGPoint(x: -inset.left, y: -inset.top)
                window.layoutIfNeeded()
            }
            if sv.bounds.size == size {
                throw SnapshotError("the scroll view did not grow with the screen (its frame stays \(Int(size.width)) x \(Int(size.height)) pt): .full shows a scroll view that is sized by its screen (autoresizing, constraints or layoutSubviews)")
            }
        }
        throw SnapshotError("the scroll view's content kept growing as the screen grew (more than 16 layout passes)")
    }

    // MARK: Drawing

    /// The window as it is now, without status bar or home indicator.
    func picture(scale: Double) throws -> Bitmap {
        try Renderer(viewport: window.bounds.size, scale: scale, showsChrome: false).render(window)
    }
}

extension DeviceProfile {
    /// The `--device` preset with this screen and safe area, else a screen of that
    /// size whose system keeps `safeArea` (drawn at the default device's scale).
    static func screen(size: CGSize, safeArea: UIEdgeInsets) -> DeviceProfile {
        if let preset = all.first(where: { $0.size == size && $0.safeAreaInsets == safeArea }) { return preset }
        var d = DeviceProfile.default.resized(to: size)
        d.name = "a \(Int(size.width)) x \(Int(size.height)) pt screen"
        d.safeAreaInsets = safeArea
        d.statusBarHeight = safeArea.top
        d.statusBarLayout = safeArea.top > 24 ? .ears : .classic
        d.hasHomeIndicator = safeArea.bottom > 0
        d.sensorHousingWidth = 0
        return d
    }
}

/// Where a view was before a snapshot took it into a scene of its own, to put it back.
@MainActor
struct ViewPlacement {
    let view: UIView
    let superview: UIView?
    let index: Int?
    let frame: CGRect
    let autoresizingMask: UIView.AutoresizingMask

    init(_ view: UIView) {
        self.view = view
        superview = view.superview
        index = view.superview?.subviews.firstIndex { $0 === view }
        frame = view.frame
        autoresizingMask = view.autoresizingMask
    }

    /// `view` at the top left of a plain view controller's view, in a scene.
    static func scene(showing view: UIView, size: CGSize) -> Scene {
        let root = UIViewController()
        root.view.addSubview(view)
        view.frame = CGRect(origin: .zero, size: size)
        return Scene(rootViewController: root)
    }

    /// The view back in its superview, at its place, with its frame.
    func restore() {
        view.removeFromSuperview()
        view.autoresizingMask = autoresizingMask
        view.frame = frame
        if let superview { superview.insertSubview(view, at: min(index ?? superview.subviews.count, superview.subviews.count)) }
    }
}

/// Why a snapshot could not be taken, in one line.
struct SnapshotError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
