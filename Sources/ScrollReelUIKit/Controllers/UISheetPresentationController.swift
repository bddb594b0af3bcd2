import ScrollPhysics

/// UIKit's `UISheetPresentationControllerDetentResolutionContext`: what a custom
/// detent's resolver is told.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext {
    /// The height of the largest detent (the large one), in points.
    var maximumDetentValue: CGFloat { get }
}

/// UIKit's `UISheetPresentationControllerDelegate`: told when the sheet's detent changes.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The sheet came to rest at another detent (after a drag).
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    /// Does nothing.
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {}
}

/// UIKit's `UISheetPresentationController` (iOS 15): a sheet that rests at one of its
/// detents — `.medium()`, about half the screen, and `.large()`, the full height below
/// the status bar — and that a finger drags between them and down to dismiss it.
///
/// A sheet holding a scroll view hands the drag over as iOS does: while the sheet is
/// below its largest detent, dragging the content up raises the sheet
/// (`prefersScrollingExpandsWhenScrolledToEdge`, true by default); at its largest detent
/// the content scrolls; and content scrolled to its top, dragged down, pulls the sheet
/// down — all in one drag.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// UIKit's `UISheetPresentationController.Detent`: a height the sheet rests at.
    @MainActor
    public final class Detent: NSObject {
        /// UIKit's detent identifier.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            /// The identifier's string.
            public let rawValue: String
            /// An identifier from its string.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// An identifier from its string.
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// The system's medium detent.
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// The system's large detent.
            public static let large = Identifier("com.apple.UIKit.large")
        }
        /// Which detent this is.
        public let identifier: Identifier
        let resolve: (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        init(identifier: Identifier, resolve: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolve = resolve
        }

        /// About half the height of the screen (Apple's documentation: "approximately half the
        /// height of the screen"; ScrollReel takes exactly half the screen's height, for want of
        /// a published measurement).
        public static func medium() -> Detent { Detent(identifier: .medium) { _ in nil } }
        /// The full height the sheet can have: from 10 pt below the status bar to the bottom.
        public static func large() -> Detent { Detent(identifier: .large) { $0.maximumDetentValue } }
        /// A detent of your own (iOS 16): `resolver` answers its height (nil: left out).
        public static func custom(identifier: Identifier? = nil,
                                  resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Detent {
            customCount += 1
            return Detent(identifier: identifier ?? Identifier("custom.\(customCount)"), resolve: resolver)
        }
        private static var customCount = 0
    }

    /// The detents the sheet rests at (`[.large()]` by default), smallest to largest as they are
    /// resolved.
    open var detents: [Detent] = [.large()] { didSet { sheet?.detentsChanged() } }
    /// The detent the sheet is at; nil: the smallest.
    open var selectedDetentIdentifier: Detent.Identifier? { didSet { if selectedDetentIdentifier != oldValue { sheet?.selectedDetentChanged() } } }
    /// The largest detent at which the screen behind is not dimmed (nil: it is dimmed at every detent).
    open var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { sheet?.relayout(); sheet?.updatePresentingTint() } }
    /// Whether the grabber shows at the sheet's top (false by default).
    open var prefersGrabberVisible = false { didSet { sheet?.relayout() } }
    /// Whether dragging the sheet's content up while the sheet is below its largest detent
    /// raises the sheet instead of scrolling (true by default).
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether the sheet sits at the bottom edge in compact height: accepted; screens here are portrait.
    open var prefersEdgeAttachedInCompactHeight = false
    /// Accepted, as `prefersEdgeAttachedInCompactHeight`.
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    /// The radius of the sheet's top corners; nil: the system's 10 pt.
    open var preferredCornerRadius: CGFloat? { didSet { sheet?.relayout() } }

    /// The sheet on screen, while presented.
    weak var sheet: SheetPresentation?

    /// Changes the detents or the selected detent with an animation, as UIKit's; here the
    /// change is made, and the sheet moves to its detent with its spring.
    open func animateChanges(_ changes: () -> Void) {
        changes()
        sheet?.selectedDetentChanged()
    }

    /// The system's sheet corner radius (iOS 15 to 17), matched by eye; UIKit publishes none.
    static let defaultCornerRadius: CGFloat = 10
}

/// Where a sheet's detents are on a screen: the sheet's top edge for each, in window
/// points, from the smallest detent (lowest top) to the largest.
struct SheetGeometry: Equatable {
    /// The screen's height.
    let screenHeight: CGFloat
    /// The highest the sheet's top goes: 10 pt below the status bar (the safe area's top),
    /// iOS 15–17's page sheet (Flutter's `_kTopGapRatio`, 8 % of the screen on iOS 18, is the
    /// same place within a point on an iPhone 15).
    let largeTop: CGFloat
    /// Each detent's identifier and top edge, smallest detent first.
    let detents: [(id: UISheetPresentationController.Detent.Identifier, top: CGFloat)]

    static func == (a: SheetGeometry, b: SheetGeometry) -> Bool {
        a.screenHeight == b.screenHeight && a.largeTop == b.largeTop && a.detents.map(\.id) == b.detents.map(\.id)
            && a.detents.map(\.top) == b.detents.map(\.top)
    }

    /// The sheet of `controller` on a screen `screenHeight` tall whose safe area starts at `safeTop`.
    @MainActor
    init(controller: UISheetPresentationController?, screenHeight: CGFloat, safeTop: CGFloat) {
        self.screenHeight = screenHeight
        largeTop = safeTop + 10
        let maximum = screenHeight - largeTop
        struct Context: UISheetPresentationControllerDetentResolutionContext { let maximumDetentValue: CGFloat }
        var resolved: [(id: UISheetPresentationController.Detent.Identifier, top: CGFloat)] = []
        for d in controller?.detents ?? [.large()] {
            let height: CGFloat
            if d.identifier == .medium {
                height = screenHeight / 2
            } else if let h = d.resolve(Context(maximumDetentValue: maximum)), h.isFinite {
                height = min(max(h, 0), maximum)
            } else {
                continue
            }
            resolved.append((d.identifier, screenHeight - height))
        }
        if resolved.isEmpty { resolved = [(.large, largeTop)] }
        detents = resolved.sorted { $0.top > $1.top }
    }

    /// The top of the smallest detent (the lowest the sheet rests).
    var smallestTop: CGFloat { detents.first!.top }
    /// The top of the largest detent.
    var largestTop: CGFloat { detents.last!.top }

    /// The top of the detent `id`, or of the smallest when nil or unknown.
    func top(of id: UISheetPresentationController.Detent.Identifier?) -> CGFloat {
        detents.first { $0.id == id }?.top ?? smallestTop
    }

    /// Where a sheet let go at `top` moving at `velocity` (points per second, downwards
    /// positive) comes to rest: the detent nearest to where its momentum would carry it
    /// (Apple's projection, WWDC 2018 "Designing Fluid Interfaces": distance = v / 1000 ·
    /// r / (1 − r) with UIScrollView's normal rate r = 0.998), or off the screen (nil, a
    /// dismissal) when that is nearer than the smallest detent and `dismissible`.
    func restingDetent(top: CGFloat, velocity: CGFloat, dismissible: Bool) -> UISheetPresentationController.Detent.Identifier? {
        let r = 0.998
        let projected = top + velocity / 1000 * r / (1 - r)
        var best: (id: UISheetPresentationController.Detent.Identifier?, distance: CGFloat) = (nil, .infinity)
        for d in detents where abs(d.top - projected) < best.distance { best = (d.id, abs(d.top - projected)) }
        if dismissible, abs(screenHeight - projected) < best.distance { return nil }
        return best.id ?? detents.first!.id
    }

    /// How far the sheet may be dragged above its largest detent or, when it may not be
    /// dismissed, below its smallest: UIScrollView's rubber band over the screen's height.
    func rubberBanded(top: CGFloat, dismissible: Bool) -> CGFloat {
        let lower = dismissible ? screenHeight : smallestTop
        return RubberBand.clamp(Double(top), to: Double(largestTop)...Double(max(lower, largestTop)), dimension: Double(screenHeight))
    }

    /// 0 with the sheet at (or below) its smallest detent that is not the large one, 1 at the
    /// large detent: how far the screen behind has sunk back.
    func largeFraction(top: CGFloat) -> CGFloat {
        let from = detents.count > 1 && smallestTop > largeTop + 1 ? smallestTop : screenHeight
        return min(max((from - top) / max(from - largeTop, 1), 0), 1)
    }

    /// 0 with the sheet off the screen, 1 at its smallest detent or above.
    func shownFraction(top: CGFloat) -> CGFloat {
        min(max((screenHeight - top) / max(screenHeight - smallestTop, 1), 0), 1)
    }
}
