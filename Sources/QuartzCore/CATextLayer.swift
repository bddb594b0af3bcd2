import CoreGraphics
import VirtualTime

/// Core Animation's `CATextLayer`: a string set in the layer's bounds, from the top,
/// in `font` at `fontSize`, wrapped or truncated as asked.
///
/// `font` may be a `UIFont` (its face; the size is `fontSize`), a font name or nil
/// (the system font); ScrollReel draws it with its pinned faces, as it draws labels.
open class CATextLayer: CALayer {
    /// The text: a `String` or an `NSAttributedString` (drawn in the layer's font and colour).
    open var string: Any?
    /// The face: a `UIFont`, a font name, or nil for the system font.
    open var font: Any?
    /// The size of the text, in points (36 by default, as Core Animation's). Animatable.
    open var fontSize: CGFloat = 36 { willSet { pendingAction = willChange(.fontSize) } didSet { didChange(takePending()) } }
    /// The colour of the text (opaque white by default, as Core Animation's). Animatable.
    open var foregroundColor: CGColor? = CGColor.white {
        willSet { pendingAction = willChange(.foregroundColor) } didSet { didChange(takePending()) }
    }
    /// Whether the text wraps at the bounds' width (false: one line per paragraph).
    open var isWrapped = false
    /// Where text that does not fit is cut.
    open var truncationMode = CATextLayerTruncationMode.none
    /// Where the lines sit across the width.
    open var alignmentMode = CATextLayerAlignmentMode.natural
    /// Accepted and ignored.
    open var allowsFontSubpixelQuantization = false

    /// The text as plain characters.
    package var text: String? {
        switch string {
        case let s as String: s
        case let a as NSAttributedString: a.string
        case let s?: "\(s)"
        case nil: nil
        }
    }

    override package func copyModel(of other: CALayer) {
        super.copyModel(of: other)
        guard let o = other as? CATextLayer else { return }
        string = o.string; font = o.font; fontSize = o.fontSize; foregroundColor = o.foregroundColor
        isWrapped = o.isWrapped; truncationMode = o.truncationMode; alignmentMode = o.alignmentMode
    }

    override package func blankCopy() -> CALayer { CATextLayer() }

    override package func ownAnimatableValue(_ keyPath: String) -> AnimatableValue? {
        switch keyPath {
        case "fontSize": .scalar(fontSize)
        case "foregroundColor": .color(foregroundColor)
        default: nil
        }
    }

    override package func setOwnAnimatableValue(_ value: AnimatableValue, _ keyPath: String) -> Bool {
        switch (keyPath, value) {
        case ("fontSize", .scalar(let v)): fontSize = v
        case ("foregroundColor", .color(let c)): foregroundColor = c
        default: return false
        }
        return true
    }

    /// Sets the text, through the context's text drawing (UIKit's fonts).
    override package func drawOwnContent(in context: any GraphicsContext) {
        guard let text, !text.isEmpty, let color = foregroundColor, color.alpha > 0,
              let drawer = context as? any LayerTextDrawing else { return }
        drawer.drawText(of: self, text: text, color: color, in: bounds)
    }
}

/// A context that can set a text layer's string (the renderer's, which has the fonts).
package protocol LayerTextDrawing: GraphicsContext {
    /// Sets `text` of `layer` in `rect` in `color`, as the layer's font, size, wrapping,
    /// truncation and alignment say.
    func drawText(of layer: CATextLayer, text: String, color: CGColor, in rect: CGRect)
}

/// Core Animation's `CATextLayerTruncationMode`.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public let rawValue: String
    /// A mode by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Cut off at the edge.
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// An ellipsis at the start.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// An ellipsis at the end.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// An ellipsis in the middle.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// Core Animation's `CATextLayerAlignmentMode`.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public let rawValue: String
    /// A mode by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The writing direction's leading edge (the left).
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// The left edge.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// The right edge.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Centred.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Both edges (the last line left).
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}
