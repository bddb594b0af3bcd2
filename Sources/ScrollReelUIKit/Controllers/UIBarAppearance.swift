/// UIKit's `UIBarAppearance`: how a bar's background looks — a material, a colour, a
/// shadow line along its edge.
///
/// A bar shows its `standardAppearance` while content is under it and its
/// `scrollEdgeAppearance` when the edge of the scrolled content meets it (iOS 15 and
/// later, for every bar); with no scroll-edge appearance set, that is the standard one
/// with a transparent background, as iOS 15 made the default.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject {
    /// The material blurred behind the bar; nil blurs nothing.
    open var backgroundEffect: UIBlurEffect?
    /// A colour laid over the material; nil lays none.
    open var backgroundColor: UIColor?
    /// The image drawn over the background colour, in `backgroundImageContentMode`.
    open var backgroundImage: UIImage?
    /// How `backgroundImage` fills the bar (`.scaleToFill` by default).
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    /// The colour of the hairline along the bar's edge (the bottom of a navigation bar, the top
    /// of a tab bar); nil or clear draws none.
    open var shadowColor: UIColor?
    /// An image for the edge line instead of `shadowColor`'s hairline; drawn stretched along
    /// the edge, at its own height.
    open var shadowImage: UIImage?

    /// An appearance with the default background: the bars' material and a hairline.
    public override init() {
        super.init()
        configureWithDefaultBackground()
    }

    /// A copy of `barAppearance`'s background.
    public required init(barAppearance: UIBarAppearance) {
        super.init()
        takeBackground(of: barAppearance)
    }

    /// An independent copy (UIKit's `NSCopying` copy).
    open func copy() -> Self { Self.init(barAppearance: self) }

    /// The system's translucent bar: the chrome material and a hairline shadow.
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = UIColor(white: 0, alpha: 0.3)
        shadowImage = nil
    }

    /// An opaque bar in the system background colour, with a hairline shadow.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = UIColor(white: 0, alpha: 0.3)
        shadowImage = nil
    }

    /// No background and no shadow: what scrolls beneath shows through.
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = nil
        shadowImage = nil
    }

    func takeBackground(of other: UIBarAppearance) {
        backgroundEffect = other.backgroundEffect
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        backgroundImageContentMode = other.backgroundImageContentMode
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
    }

    /// Whether the appearance draws nothing (no material, colour, image or shadow).
    var isTransparent: Bool {
        backgroundEffect == nil && (backgroundColor?.alpha ?? 0) == 0 && backgroundImage == nil
            && (shadowColor?.alpha ?? 0) == 0 && shadowImage == nil
    }
}

/// UIKit's `UINavigationBarAppearance`: a bar appearance with the titles' text
/// attributes.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// Attributes of the inline title (`.font`, `.foregroundColor`); empty uses 17 pt semibold in
    /// the label colour.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Attributes of the large title; empty uses 34 pt bold in the label colour.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the inline title is moved from its place.
    open var titlePositionAdjustment = UIOffset.zero

    /// An appearance with the default background.
    public override init() { super.init() }

    /// A copy of `barAppearance`: its background, and its titles' attributes when it is a
    /// navigation bar appearance.
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let nav = barAppearance as? UINavigationBarAppearance {
            titleTextAttributes = nav.titleTextAttributes
            largeTitleTextAttributes = nav.largeTitleTextAttributes
            titlePositionAdjustment = nav.titlePositionAdjustment
        }
    }

    /// What the bar's scroll edge looks like when none is set: this appearance with a
    /// transparent background (the titles' attributes kept).
    var transparentCopy: UINavigationBarAppearance {
        let c = UINavigationBarAppearance(barAppearance: self)
        c.configureWithTransparentBackground()
        return c
    }
}

/// UIKit's `UIOffset`: a horizontal and vertical shift, in points.
public struct UIOffset: Hashable, Sendable {
    /// The shift to the right.
    public var horizontal: CGFloat
    /// The shift downwards.
    public var vertical: CGFloat
    /// An offset of `horizontal` and `vertical` points.
    public init(horizontal: CGFloat, vertical: CGFloat) { self.horizontal = horizontal; self.vertical = vertical }
    /// No shift.
    public init() { self.init(horizontal: 0, vertical: 0) }
    /// No shift.
    public static let zero = UIOffset()
}

extension Dictionary where Key == NSAttributedString.Key, Value == Any {
    /// The font of text attributes, or `fallback`.
    func font(or fallback: UIFont) -> UIFont { self[.font] as? UIFont ?? fallback }
    /// The colour of text attributes, or `fallback`.
    func color(or fallback: UIColor) -> UIColor { self[.foregroundColor] as? UIColor ?? fallback }
}
