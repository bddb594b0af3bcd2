import Foundation

// UIKit's string drawing (`NSString(UIKitAdditions)`): text drawn into the current
// context with attributes, measured with the scene's fonts.

/// UIKit's `NSParagraphStyle`: how the lines of drawn text are aligned, spaced and broken.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    fileprivate var storedAlignment = NSTextAlignment.natural
    fileprivate var storedLineBreakMode = NSLineBreakMode.byWordWrapping
    fileprivate var storedLineSpacing: CGFloat = 0
    /// Where lines sit across the width (natural, the left, by default).
    open var alignment: NSTextAlignment { storedAlignment }
    /// How lines break and where text that does not fit is cut (word wrapping by default).
    open var lineBreakMode: NSLineBreakMode { storedLineBreakMode }
    /// The points added between one line's bottom and the next line's top (0 by default).
    open var lineSpacing: CGFloat { storedLineSpacing }
    /// The default style: left-aligned, word-wrapped.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }
    /// A default style.
    public override init() { super.init() }

    /// A style with the same settings.
    open func copy(with zone: NSZone? = nil) -> Any { copied(as: NSParagraphStyle()) }
    /// A style with the same settings that can be changed (`NSMutableParagraphStyle`).
    open func mutableCopy(with zone: NSZone? = nil) -> Any { copied(as: NSMutableParagraphStyle()) }
    private func copied<Style: NSParagraphStyle>(as style: Style) -> Style {
        style.storedAlignment = storedAlignment
        style.storedLineBreakMode = storedLineBreakMode
        style.storedLineSpacing = storedLineSpacing
        return style
    }
}

/// UIKit's `NSMutableParagraphStyle`: a paragraph style whose settings can be changed.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// Where lines sit across the width.
    open override var alignment: NSTextAlignment {
        get { storedAlignment }
        set { storedAlignment = newValue }
    }
    /// How lines break and where text that does not fit is cut.
    open override var lineBreakMode: NSLineBreakMode {
        get { storedLineBreakMode }
        set { storedLineBreakMode = newValue }
    }
    /// The points added between lines; a negative or non-finite value counts as 0, as UIKit's.
    open override var lineSpacing: CGFloat {
        get { storedLineSpacing }
        set { storedLineSpacing = newValue.isFinite ? max(newValue, 0) : 0 }
    }
}

/// UIKit's `NSStringDrawingOptions`. Text drawn in a rectangle is always laid out
/// from the top in lines of the font's height, as `.usesLineFragmentOrigin` asks.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    /// The options' bits, with UIKit's values.
    public let rawValue: Int
    /// Creates options from their raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lay out the text from the rectangle's top, in as many lines as it needs.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Count the font's leading in line heights (it is always counted here).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Cut the last line that fits with an ellipsis.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// UIKit's `NSStringDrawingContext`; accepted, nothing is read from it.
open class NSStringDrawingContext: NSObject {}

extension String {
    /// Draws the string in `rect` of the current context, from the top, wrapping at
    /// the rectangle's width; lines below its bottom are not drawn.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        draw(with: rect, options: .usesLineFragmentOrigin, attributes: attrs, context: nil)
    }

    /// Draws the string in `rect` (see `draw(in:withAttributes:)`); with
    /// `.truncatesLastVisibleLine`, the last line that fits ends in an ellipsis.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                     attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext? = nil) {
        guard let ctx = UIGraphicsGetCurrentContext(), !isEmpty, rect.width > 0, rect.height > 0,
              rect.minX.isFinite, rect.minY.isFinite else { return }
        var style = textStyle(attributes)
        if options.contains(.truncatesLastVisibleLine) { style.lineBreakMode = .byTruncatingTail }
        ctx.draw(self, style: style, in: rect)
    }

    /// Draws the string with its top left at `point`, one line per paragraph.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        guard let ctx = UIGraphicsGetCurrentContext(), !isEmpty, point.x.isFinite, point.y.isFinite else { return }
        var style = textStyle(attrs)
        style.alignment = .left
        // Unbounded: one line per paragraph, however the frame's scale measures it.
        ctx.draw(self, style: style, in: CGRect(x: point.x, y: point.y, width: .infinity, height: .infinity))
    }

    /// The size the string takes drawn with `attrs`, one line per paragraph.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        let style = textStyle(attrs)
        return currentTextMeasurer.size(of: self, style: style, width: .infinity)
    }

    /// The rectangle the string takes drawn wrapping at `size`'s width with
    /// `attributes`, from the origin (its height is the text's, whatever `size`'s).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext? = nil) -> CGRect {
        let style = textStyle(attributes)
        let width = size.width > 0 && size.width.isFinite ? size.width : .infinity
        let measured = currentTextMeasurer.size(of: self, style: style, width: width)
        // All the lines, as UIKit answers when the height given is too small for them.
        return CGRect(origin: .zero, size: measured)
    }

}

extension NSString {
    /// Draws the string in `rect` of the current context (see `String.draw(in:withAttributes:)`).
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        String(self).draw(in: rect, withAttributes: attrs)
    }
    /// Draws the string with its top left at `point` (see `String.draw(at:withAttributes:)`).
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        String(self).draw(at: point, withAttributes: attrs)
    }
    /// The size the string takes drawn with `attrs`, one line per paragraph.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        String(self).size(withAttributes: attrs)
    }
}

/// The style ScrollReel draws a string with, read from UIKit's attributes.
private func textStyle(_ attributes: [NSAttributedString.Key: Any]?) -> TextStyle {
    let paragraph = attributes?[.paragraphStyle] as? NSParagraphStyle
    var style = TextStyle(font: attributes?[.font] as? UIFont ?? .systemFont(ofSize: 12),
                          color: attributes?[.foregroundColor] as? UIColor ?? .black,
                          alignment: paragraph?.alignment ?? .left, numberOfLines: 0,
                          lineBreakMode: paragraph?.lineBreakMode ?? .byWordWrapping)
    style.startsAtTop = true
    return style
}
