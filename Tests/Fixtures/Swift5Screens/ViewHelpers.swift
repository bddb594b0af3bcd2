// Code as iOS apps written in Swift 5 mode have it: plain classes, protocol
// extensions and structs that touch views from nonisolated code. iOS imports UIKit
// from Objective-C, so its main-actor classes are `@preconcurrency` and this
// compiles there; this target (Swift 5 mode, public API only) proves it compiles
// against ScrollReelUIKit too. Against a plain `@MainActor` UIView each view access
// below is an error ("main actor-isolated property 'frame' can not be mutated from a
// nonisolated context").
#if canImport(UIKit)
import UIKit
#else
import ScrollReelUIKit
#endif
import Foundation

/// A helper object that styles and sizes a badge, as view-model and styling
/// classes do.
public final class BadgeStyler: NSObject {
    public let corner: CGFloat
    public init(corner: CGFloat) { self.corner = corner }

    public func makeBadge(text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        label.layer.cornerRadius = corner
        label.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        return label
    }
}

/// A protocol extension that lays out its adopter's subviews.
public protocol Stacking {}

extension UIView: Stacking {}

extension Stacking where Self: UIView {
    /// Puts the subviews in a column, each `height` tall, and returns the column's height.
    public func stackSubviews(height: CGFloat) -> CGFloat {
        var y: CGFloat = 0
        for view in subviews {
            view.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
            y += height
        }
        return y
    }
}

/// A value type holding a scroll view and reading its state, as layout
/// calculators do.
public struct PageMath {
    public let scrollView: UIScrollView
    public init(scrollView: UIScrollView) { self.scrollView = scrollView }

    public var currentPage: Int {
        guard scrollView.bounds.width > 0 else { return 0 }
        return Int((scrollView.contentOffset.x / scrollView.bounds.width).rounded())
    }

    public func scroll(toPage page: Int) {
        scrollView.setContentOffset(CGPoint(x: CGFloat(page) * scrollView.bounds.width, y: 0), animated: false)
    }
}

/// A scroll-view delegate that is a plain NSObject, not a view controller.
public final class PageTracker: NSObject, UIScrollViewDelegate {
    public private(set) var pages: [Int] = []
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        pages.append(PageMath(scrollView: scrollView).currentPage)
    }
}

/// A free function that builds a view: nonisolated in Swift 5 mode.
public func makeCard(width: CGFloat) -> UIView {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: width, height: width * 0.6))
    card.backgroundColor = .white
    card.layer.cornerRadius = 12
    return card
}
