import ScrollPhysics

/// A page sheet on screen: a card with rounded top corners rising from the bottom to its
/// detent, the screen behind dimmed and, as the sheet reaches its large detent, sunk
/// back (scaled down about its top, corners rounded, black around it, the status bar
/// turned light). A finger drags the card between detents and down to dismiss it, and
/// hands the drag over to and from a scroll view inside it (see `SheetDrag`).
@MainActor
final class SheetPresentation: ModalPresentation {
    let sheet: UISheetPresentationController
    /// The rounded card that holds the presented view; it takes the finger's drags.
    let card = SheetCardView()
    let grabber = UIView()
    /// Black behind the sunk presenting screen.
    private let backdrop = UIView()
    /// The sheet's top edge, in window points.
    var top: CGFloat = 0 { didSet { relayout() } }
    /// The detent the sheet rests at (or is going to).
    private(set) var restingDetent: UISheetPresentationController.Detent.Identifier? {
        didSet { if restingDetent != oldValue { updatePresentingTint() } }
    }

    /// A sheet dims the screen behind's tint when it rests at a detent larger than its
    /// `largestUndimmedDetentIdentifier` (at every detent without one), as it dims that screen.
    override var dimsPresentingTint: Bool {
        guard let undimmed = sheet.largestUndimmedDetentIdentifier else { return true }
        let g = geometry
        guard g.detents.contains(where: { $0.id == undimmed }) else { return true }
        return g.top(of: restingDetent) < g.top(of: undimmed) - 0.5
    }
    /// The presenting screen's view, sunk back at the large detent, and what it was before.
    private weak var sunkView: UIView?
    private var sunkViewWas: (transform: CGAffineTransform, cornerRadius: CGFloat, clips: Bool)?

    init(presented: UIViewController, presenter: UIViewController, controller: UISheetPresentationController) {
        sheet = controller
        super.init(kind: .sheet, presented: presented, presenter: presenter, controller: controller)
        controller.sheet = self
        card.sheet = self
        card.clipsToBounds = true
        card.backgroundColor = .systemBackground
        grabber.backgroundColor = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
        grabber.layer.cornerRadius = 2.5
        grabber.isUserInteractionEnabled = false
        backdrop.backgroundColor = .black
        backdrop.isUserInteractionEnabled = false
        dimming.onTap = { [weak self] in self?.tappedBeside() }
    }

    var geometry: SheetGeometry {
        let b = window?.bounds ?? UIScreen.main.bounds
        return SheetGeometry(controller: sheet, screenHeight: b.height, safeTop: window?.safeAreaInsets.top ?? 0)
    }

    override func install() {
        container.addSubview(card)
        card.addSubview(presented.view)
        card.addSubview(grabber)
        top = container.bounds.height
        restingDetent = geometry.detents.first { $0.id == sheet.selectedDetentIdentifier }?.id ?? geometry.detents.first!.id
        // The screen behind sinks back: the root screen, or the sheet this one is presented over.
        if let window {
            let behind: UIView? = (presenter.presenter?.presentation as? SheetPresentation)?.card ?? presenter.viewIfLoaded
            if let behind, behind.window === window {
                sunkView = behind
                sunkViewWas = (behind.transform, behind.layer.cornerRadius, behind.clipsToBounds)
                behind.ignoresTransformForSafeArea = true
                if behind.superview === window { window.insertSubview(backdrop, belowSubview: behind) }
                backdrop.frame = window.bounds
            }
        }
    }

    override func run(animated: Bool, appearing: Bool, velocity: CGFloat = 0, done: @escaping () -> Void) {
        let g = geometry
        let target = appearing ? g.top(of: restingDetent) : g.screenHeight
        move(to: target, velocity: velocity, animated: animated, done: done)
    }

    /// Moves the sheet's top to `target` on the presentation spring (or at once).
    func move(to target: CGFloat, velocity: CGFloat, animated: Bool, done: (() -> Void)? = nil) {
        animation?.cancel()
        animation = nil
        guard animated, let window, abs(top - target) > 0.01 else {
            top = target
            done?()
            return
        }
        let spring = Spring(from: Double(top), velocity: Double(velocity), to: Double(target), angularFrequency: Self.angularFrequency)
        let duration = max(spring.duration, 1.0 / 60)
        animation = window.animate(duration: duration, curve: .linear, update: { [weak self] f in
            self?.top = CGFloat(spring.position(at: f * duration))
        }, completion: { [weak self] in
            self?.animation = nil
            done?()
        })
    }

    override func relayout() {
        guard let window else { return }
        let b = window.bounds
        let g = geometry
        container.frame = b
        dimming.frame = b
        let radius = sheet.preferredCornerRadius ?? UISheetPresentationController.defaultCornerRadius
        // Between its detents the sheet is as tall as the part shown (its content lays out to
        // it, as UIKit resizes the presented view per detent); below its smallest detent —
        // sliding in or pulled down — it keeps that detent's height and only moves, and once
        // dismissed it slides out at the height it had, so its list does not reflow on the way out.
        let height = isDismissing ? card.bounds.height : max(b.height - min(top, g.smallestTop), 0)
        card.frame = CGRect(x: 0, y: top, width: b.width, height: height)
        card.layer.cornerRadius = radius
        presented.viewIfLoaded?.frame = card.bounds
        grabber.isHidden = !sheet.prefersGrabberVisible
        grabber.frame = CGRect(x: b.width / 2 - 18, y: 5, width: 36, height: 5)
        card.bringSubviewToFront(grabber)
        // Dimmed by 20 % black at the smallest detent (Flutter's `kCupertinoModalBarrierColor`,
        // 0x33 black, taken from Apple's design resources), easing to 10 % over the sunk screen
        // at the large detent (Flutter's sheet `_kOpacityTween`, eyeballed on iOS 18); none at or
        // below `largestUndimmedDetentIdentifier`.
        let shownFraction = g.shownFraction(top: top)
        let large = g.largeFraction(top: top)
        var dim = shownFraction * (0.2 - 0.1 * large)
        if let undimmed = sheet.largestUndimmedDetentIdentifier, g.detents.contains(where: { $0.id == undimmed }) {
            let undimmedTop = g.top(of: undimmed)
            let next = g.detents.last { $0.top < undimmedTop - 0.5 }?.top
            dim = next.map { dim * min(max((undimmedTop - top) / max(undimmedTop - $0, 1), 0), 1) } ?? 0
        }
        dimming.alpha = dim
        dimming.isUserInteractionEnabled = dim > 0.01
        // The screen behind sinks back at the large detent: scaled by 1 − 0.0835 about its top
        // (Flutter's `_kSheetScaleFactor`, measured on an iPhone 16 Pro simulator, iOS 18), its
        // top under the status bar, its corners rounded as the sheet's.
        if let sunk = sunkView, let was = sunkViewWas {
            let k = 1 - 0.0835 * large
            let h = sunk.bounds.height
            let safeTop = window.safeAreaInsets.top
            sunk.transform = was.transform.concatenating(CGAffineTransform(a: k, b: 0, c: 0, d: k, tx: 0,
                                                                           ty: large * safeTop - h / 2 * (1 - k)))
            sunk.layer.cornerRadius = large > 0 ? radius * large : was.cornerRadius
            sunk.clipsToBounds = large > 0 ? true : was.clips
            backdrop.isHidden = large <= 0
        }
    }

    override func tearDown() {
        if let sunk = sunkView, let was = sunkViewWas {
            sunk.transform = was.transform
            sunk.layer.cornerRadius = was.cornerRadius
            sunk.clipsToBounds = was.clips
            sunk.ignoresTransformForSafeArea = false
        }
        backdrop.removeFromSuperview()
        card.removeFromSuperview()
        super.tearDown()
        sheet.sheet = nil
    }

    /// Light over the black around the sunk screen once the sheet is nearly at its large detent.
    override var statusBarStyle: UIWindow.StatusBarStyle? {
        guard sunkView?.superview === window, geometry.largeFraction(top: top) > 0.5 else { return nil }
        return .light
    }

    // MARK: Detents

    func detentsChanged() { selectedDetentChanged() }

    /// Set while a drag's end selects the detent it goes to (it is moving there already).
    private var selectingAfterDrag = false

    func selectedDetentChanged() {
        guard !isDismissing, !selectingAfterDrag else { return }
        let g = geometry
        restingDetent = g.detents.first { $0.id == sheet.selectedDetentIdentifier }?.id ?? g.detents.first!.id
        move(to: g.top(of: restingDetent), velocity: 0, animated: window != nil)
    }

    /// Whether a drag (or a tap beside the sheet) may dismiss it.
    var isDismissible: Bool {
        !presented.isModalInPresentation && (sheet.delegate?.presentationControllerShouldDismiss(sheet) ?? true)
    }

    private func tappedBeside() {
        guard !isDismissing else { return }
        if isDismissible {
            sheet.delegate?.presentationControllerWillDismiss(sheet)
            presenter.dismissPresentation(animated: true) { [sheet] in sheet.delegate?.presentationControllerDidDismiss(sheet) }
        } else {
            sheet.delegate?.presentationControllerDidAttemptToDismiss(sheet)
        }
    }

    // MARK: Dragging

    /// The top of the sheet as the finger would have it without the rubber band.
    private var dragRawTop: CGFloat = 0

    /// A finger began dragging the sheet: it stops where it is.
    func beginDrag() {
        animation?.cancel()
        animation = nil
        let g = geometry
        dragRawTop = CGFloat(RubberBand.unclamp(Double(top), from: Double(g.largestTop)...Double(isDismissible ? g.screenHeight : g.smallestTop),
                                                dimension: Double(g.screenHeight)))
    }

    /// The finger moved the sheet by `dy` points (down positive).
    func drag(by dy: CGFloat) {
        dragRawTop += dy
        top = geometry.rubberBanded(top: dragRawTop, dismissible: isDismissible)
    }

    /// The finger lifted, moving at `velocity` points per second (down positive): the sheet
    /// goes to the detent its momentum points at, or is dismissed.
    func endDrag(velocity: CGFloat) {
        let g = geometry
        let target = g.restingDetent(top: top, velocity: velocity, dismissible: isDismissible)
        // The spring's velocity is in the unit it moves: the sheet's top, points per second.
        guard let target else {
            sheet.delegate?.presentationControllerWillDismiss(sheet)
            presenter.dismissPresentationAfterDrag(velocity: velocity) { [sheet] in sheet.delegate?.presentationControllerDidDismiss(sheet) }
            return
        }
        if !isDismissible, g.restingDetent(top: top, velocity: velocity, dismissible: true) == nil {
            sheet.delegate?.presentationControllerDidAttemptToDismiss(sheet)
        }
        let changed = target != restingDetent
        restingDetent = target
        move(to: g.top(of: target), velocity: velocity, animated: true)
        if changed {
            selectingAfterDrag = true
            sheet.selectedDetentIdentifier = target
            selectingAfterDrag = false
            (sheet.delegate as? any UISheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(sheet)
        }
    }

    /// Whether the sheet is at (or above) its largest detent.
    var isAtLargestDetent: Bool { top <= geometry.largestTop + 0.5 }
}

/// The sheet's card. Its pan recognizer (UIKit's sheet has one on its presentation's views)
/// takes every drag that starts on the card more down or up than across, before the scroll
/// views under the finger can, and shares each movement of the finger between the sheet and
/// the scroll view inside it as iOS does (see `SheetDragHandOver`): it drives that scroll
/// view's drag itself. A drag more across than down fails it and goes to the scroll views.
@MainActor
final class SheetCardView: UIView {
    weak var sheet: SheetPresentation?
    private var handOver: SheetDragHandOver?
    let pan = UIPanGestureRecognizer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        pan.addAction(target: nil, action: "sheetPan") { [unowned self] r in self.panned(r as! UIPanGestureRecognizer) }
        addGestureRecognizer(pan)
    }
    required init?(coder: NSCoder) { return nil }

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === pan else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        let m = pan.movementFromStart
        guard let sheet, !sheet.isDismissing else { return false }
        return abs(m.y) >= abs(m.x)
    }

    private func panned(_ r: UIPanGestureRecognizer) {
        let t = window?.now ?? 0
        switch r.state {
        case .began:
            guard let sheet else { return }
            // The innermost scroll view inside the sheet that scrolls vertically, if the finger is on one.
            var v = r.touches.first?.view
            var scrollView: UIScrollView?
            while let c = v, c !== self {
                if let sv = c as? UIScrollView, sv.isScrollEnabled, sv.canScroll(.vertical) { scrollView = sv; break }
                v = c.superview
            }
            scrollView?.isDrivenByContainer = true
            handOver = SheetDragHandOver(sheet: sheet, scrollView: scrollView)
            handOver?.begin(at: r.location(in: nil))
        case .changed:
            handOver?.move(to: r.location(in: nil), velocity: r.velocity(in: nil), t: t)
        case .ended, .cancelled:
            let cancelled = r.state == .cancelled
            handOver?.end(velocity: cancelled ? .zero : r.velocity(in: nil),
                          pagingVelocity: cancelled ? .zero : r.pagingVelocity, t: t)
            handOver = nil
        case .possible, .failed: break
        }
    }
}

/// One drag on a sheet: each movement of the finger goes to the sheet or to the scroll view
/// inside it, or is split between them, as iOS 15 and later hand it over.
///
/// - Finger moving up: the sheet rises while it is below its largest detent (when
///   `prefersScrollingExpandsWhenScrolledToEdge`, or when the finger is not on a scroll
///   view); what is left scrolls the content.
/// - Finger moving down: the content scrolls back while it is below its top; once it is at
///   its top, the sheet follows the finger down.
///
/// On release, whichever moved last keeps the finger's speed: the content decelerates, or
/// the sheet goes to the detent its momentum points at (or is dismissed) and the content's
/// drag ends without momentum.
@MainActor
final class SheetDragHandOver {
    private unowned let sheet: SheetPresentation
    private let scrollView: UIScrollView?
    private var last: CGPoint = .zero
    private var scrollTranslation: CGFloat = 0
    private var scrollDragging = false
    private var sheetDragging = false
    private var lastMover: Mover?
    private var fingerVelocity = CGPoint.zero
    private enum Mover { case sheet, content }

    init(sheet: SheetPresentation, scrollView: UIScrollView?) {
        self.sheet = sheet
        self.scrollView = scrollView
    }

    func begin(at location: CGPoint) {
        // As a scroll view's pan: measured from where it began, past the touch slop, so
        // nothing jumps by the slop.
        last = location
    }

    func move(to location: CGPoint, velocity: CGPoint, t: Double) {
        fingerVelocity = CGPoint(x: 0, y: velocity.y)
        var dy = location.y - last.y
        last = location
        guard dy != 0 else { return }
        let g = sheet.geometry
        if let sv = scrollView {
            let top = -sv.adjustedContentInset.top
            if dy < 0 {
                // Up: the sheet rises first, to its largest detent.
                if sheet.sheet.prefersScrollingExpandsWhenScrolledToEdge, sheet.top > g.largestTop + 0.01 {
                    let part = max(dy, g.largestTop - sheet.top)
                    moveSheet(by: part)
                    dy -= part
                }
                if dy < 0 { scroll(by: dy, sv, t: t) }
            } else {
                // Down: the content scrolls back to its top first, then the sheet follows.
                let room = max(sv.contentOffset.y - top, 0)
                let part = min(dy, room)
                if part > 0 { scroll(by: part, sv, t: t) }
                dy -= part
                if dy > 0 { moveSheet(by: dy) }
            }
        } else {
            moveSheet(by: dy)
        }
    }

    private func moveSheet(by dy: CGFloat) {
        if !sheetDragging {
            sheetDragging = true
            sheet.beginDrag()
        }
        sheet.drag(by: dy)
        lastMover = .sheet
    }

    private func scroll(by dy: CGFloat, _ sv: UIScrollView, t: Double) {
        scrollTranslation += dy
        if !scrollDragging {
            scrollDragging = true
            sv.panBegan(movement: CGPoint(x: 0, y: dy), at: t)
        }
        sv.panChanged(translation: CGPoint(x: 0, y: scrollTranslation), fingerVelocity: fingerVelocity, at: t)
        lastMover = .content
    }

    func end(velocity: CGPoint, pagingVelocity: CGPoint, t: Double) {
        let contentLast = lastMover == .content
        if let sv = scrollView {
            sv.isDrivenByContainer = false
            if scrollDragging {
                sv.panEnded(fingerVelocity: contentLast ? CGPoint(x: 0, y: velocity.y) : .zero,
                            pagingVelocity: contentLast ? CGPoint(x: 0, y: pagingVelocity.y) : .zero, at: t)
            } else {
                sv.trackingEnded(at: t)
            }
        }
        if sheetDragging || !contentLast {
            if !sheetDragging { sheet.beginDrag() }
            sheet.endDrag(velocity: contentLast ? 0 : velocity.y)
        }
    }
}

extension UIViewController {
    /// Dismisses this view controller's presentation, which a drag let go: it carries the
    /// finger's speed (points per second).
    func dismissPresentationAfterDrag(velocity: CGFloat, completion: (() -> Void)?) {
        guard let p = presentation else { return }
        if let inner = p.presented.presentation { inner.end(animated: false, completion: nil) }
        p.end(animated: true, velocity: velocity, completion: completion)
    }
}
