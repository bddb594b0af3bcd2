#if canImport(UIKit)
import UIKit
#else
import ScrollReelUIKit
#endif

// The demos' views draw their text in UIKit's way (`NSString` drawing with
// attributes); these helpers are what an app would write once for it.

/// The attributes of text in `font` and `color`, its lines placed across by `alignment`.
func textAttributes(_ font: UIFont, _ color: UIColor, alignment: NSTextAlignment = .left) -> [NSAttributedString.Key: Any] {
    let paragraph = NSMutableParagraphStyle()
    paragraph.alignment = alignment
    return [.font: font, .foregroundColor: color, .paragraphStyle: paragraph]
}

extension String {
    /// Draws the string wrapped at `rect`'s width and centred in its height, where a
    /// label would put it.
    func drawVerticallyCentred(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]) {
        let height = boundingRect(with: rect.size, options: .usesLineFragmentOrigin, attributes: attributes, context: nil).height
        draw(in: CGRect(x: rect.minX, y: rect.midY - height / 2, width: rect.width, height: height), withAttributes: attributes)
    }
}

extension String {
    /// `x` with at most two decimals and no trailing zeros ("2.4", not "2.40"; "0",
    /// never "-0"), as the screens print their figures.
    init(twoDecimals x: Double) {
        var s = String(format: "%.2f", (x * 100).rounded() / 100)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        self = s == "-0" ? "0" : s
    }

    /// `x` rounded to a whole number, with a comma every three digits ("2,400", "−60"),
    /// as the films' captions write points.
    init(points x: Double) {
        let n = x.isFinite ? Int(Swift.min(Swift.max(x.rounded(), -1e12), 1e12)) : 0
        var digits = String(abs(n))
        var i = digits.count - 3
        while i > 0 { digits.insert(",", at: digits.index(digits.startIndex, offsetBy: i)); i -= 3 }
        self = (n < 0 ? "−" : "") + digits
    }
}
