import Foundation
import ScrollReelUIKit

/// UIKit's `recursiveDescription` (a private method iOS's `.recursiveDescription`
/// strategy calls): each view on a line, in UIKit's words and number format,
/// its subviews below it behind `   | `, with no addresses (swift-snapshot-testing
/// removes them on iOS). ScrollReel's UIKit lays out as iOS does, not to the
/// last digit of every label, so the Linux text is a reference of its own.
@MainActor
enum RecursiveDescription {
    /// `view` and everything under it.
    static func of(_ view: UIView) -> String {
        var lines: [String] = []
        func visit(_ v: UIView, depth: Int) {
            lines.append(String(repeating: "   | ", count: depth) + line(v))
            for s in v.subviews { visit(s, depth: depth + 1) }
        }
        visit(view, depth: 0)
        return lines.joined(separator: "\n")
    }

    /// One view, as UIKit's `description` says it.
    static func line(_ v: UIView) -> String {
        let all = fields(v)
        let own = all.filter { !$0.isScrolling }.map { "\($0.key) = \($0.value)" }
        let scrolling = all.filter(\.isScrolling).map { "\($0.key): \($0.value)" }
        return "<\(type(of: v)); " + (own + ["layer = <\(type(of: v.layer))>"] + scrolling).joined(separator: "; ") + ">"
    }

    /// What UIKit's `description` says of a view, field by field, in its words and
    /// order: the view's own fields, then a scroll view's (which UIKit writes as
    /// `key: value` after the layer).
    static func fields(_ v: UIView) -> [(key: String, value: String, isScrolling: Bool)] {
        var parts: [(String, String)] = [("frame", "(\(n(v.frame.minX)) \(n(v.frame.minY)); \(n(v.frame.width)) \(n(v.frame.height)))")]
        if let label = v as? UILabel, let text = label.text { parts.append(("text", "'\(clipped(text))'")) }
        if let button = v as? UIButton, let title = button.title(for: .normal) { parts.append(("title", "'\(clipped(title))'")) }
        if !v.transform.isIdentity {
            let t = v.transform
            parts.append(("transform", "[\(n(t.a)), \(n(t.b)), \(n(t.c)), \(n(t.d)), \(n(t.tx)), \(n(t.ty))]"))
        }
        if v.alpha != 1 { parts.append(("alpha", n(v.alpha))) }
        if v.isHidden { parts.append(("hidden", "YES")) }
        if !v.isOpaque { parts.append(("opaque", "NO")) }
        if v.clipsToBounds { parts.append(("clipsToBounds", "YES")) }
        if !v.autoresizingMask.isEmpty { parts.append(("autoresize", autoresize(v.autoresizingMask))) }
        if v.tag != 0 { parts.append(("tag", "\(v.tag)")) }
        if !v.isUserInteractionEnabled { parts.append(("userInteractionEnabled", "NO")) }
        if let c = v.backgroundColor {
            var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
            c.getRed(&r, green: &g, blue: &b, alpha: &a)
            parts.append(("backgroundColor", "UIExtendedSRGBColorSpace \(n(r)) \(n(g)) \(n(b)) \(n(a))"))
        }
        var all = parts.map { (key: $0.0, value: $0.1, isScrolling: false) }
        if let sv = v as? UIScrollView {
            let i = sv.adjustedContentInset
            all += [("contentOffset", "{\(n(sv.contentOffset.x)), \(n(sv.contentOffset.y))}"),
                    ("contentSize", "{\(n(sv.contentSize.width)), \(n(sv.contentSize.height))}"),
                    ("adjustedContentInset", "{\(n(i.top)), \(n(i.left)), \(n(i.bottom)), \(n(i.right))}")]
                .map { (key: $0.0, value: $0.1, isScrolling: true) }
        }
        return all
    }

    /// UIKit's number format: up to six significant digits, no trailing zeros.
    nonisolated static func n(_ v: CGFloat) -> String {
        guard v.isFinite else { return v.isNaN ? "nan" : (v < 0 ? "-inf" : "inf") }
        let s = String(format: "%g", Double(v))
        return s == "-0" ? "0" : s
    }

    /// UIKit's short names of the flexible edges and sizes.
    nonisolated static func autoresize(_ mask: UIView.AutoresizingMask) -> String {
        let names: [(UIView.AutoresizingMask, String)] = [
            (.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
            (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM"),
        ]
        return names.filter { mask.contains($0.0) }.map(\.1).joined(separator: "+")
    }

    /// Text on one line, at most 80 characters.
    private static func clipped(_ text: String) -> String {
        let one = text.replacingOccurrences(of: "\n", with: "\\n")
        return one.count > 80 ? String(one.prefix(79)) + "…" : one
    }

    /// A view controller and its children, as UIKit's `_printHierarchy` says them.
    static func hierarchy(of vc: UIViewController) -> String {
        var lines: [String] = []
        func visit(_ c: UIViewController, depth: Int) {
            let state = c.isVisible ? "appeared" : "disappeared"
            let view = c.viewIfLoaded.map { v in "<\(type(of: v))>" + (v.window == nil ? " not in the window" : "") } ?? "(view not loaded)"
            lines.append(String(repeating: "   | ", count: depth) + "<\(type(of: c))>, state: \(state), view: \(view)")
            for child in c.children { visit(child, depth: depth + 1) }
        }
        visit(vc, depth: 0)
        return lines.joined(separator: "\n")
    }
}
