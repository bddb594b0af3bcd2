extension UIImage {
    /// UIKit's `UIImage.RenderingMode`: whether a view draws the image as it is or in its tint colour.
    public enum RenderingMode: Int, Sendable {
        /// As the image's kind says: a symbol image in the tint colour, any other as it is.
        case automatic = 0
        /// As the image is (a symbol in its own colour, black unless `withTintColor(_:)` gave one).
        case alwaysOriginal = 1
        /// In the view's tint colour. ScrollReel tints symbol images; any other image is drawn as it is.
        case alwaysTemplate = 2
    }

    /// UIKit's `UIImage.SymbolWeight`, with UIKit's raw values.
    public enum SymbolWeight: Int, Sendable {
        /// No weight given: the text style's, or regular.
        case unspecified = 0
        /// Ultra-light.
        case ultraLight = 1
        /// Thin.
        case thin = 2
        /// Light.
        case light = 3
        /// Regular.
        case regular = 4
        /// Medium.
        case medium = 5
        /// Semibold.
        case semibold = 6
        /// Bold.
        case bold = 7
        /// Heavy.
        case heavy = 8
        /// Black.
        case black = 9
    }

    /// UIKit's `UIImage.SymbolScale`, with UIKit's raw values: a symbol's size against the text it
    /// sits in.
    public enum SymbolScale: Int, Sendable {
        /// The scale of the context (medium).
        case `default` = -1
        /// No scale given.
        case unspecified = 0
        /// Smaller than the text.
        case small = 1
        /// The text's size.
        case medium = 2
        /// Larger than the text.
        case large = 3
    }

    /// UIKit's `UIImage.Configuration`: traits an image is drawn for.
    open class Configuration: NSObject {
        /// The traits the configuration was made for; nil here.
        open private(set) var traitCollection: UITraitCollection?

        package override init() { super.init() }

        /// This configuration with what `otherConfiguration` sets laid over it.
        open func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
            let copy = duplicate()
            if let other = otherConfiguration { copy.take(other) }
            return copy
        }

        /// This configuration for `traitCollection`.
        open func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            let copy = duplicate()
            copy.traitCollection = traitCollection
            return copy
        }

        /// A copy of the same class with the same settings.
        func duplicate() -> Self {
            let copy = blank()
            copy.take(self)
            return copy as! Self
        }

        /// A configuration of this class that sets nothing.
        func blank() -> UIImage.Configuration { Configuration() }

        /// Takes what `other` sets.
        func take(_ other: UIImage.Configuration) {
            if let t = other.traitCollection { traitCollection = t }
        }
    }

    /// UIKit's `UIImage.SymbolConfiguration`: the size, weight and scale a symbol image is drawn at.
    ///
    /// The size follows UIKit's rules: a point size, else a text style's (its Dynamic Type size),
    /// else body text's 17 pt; the scale makes it smaller or larger. ScrollReel's stand-in glyphs
    /// have one weight: `weight` is kept and compared, and draws as regular.
    open class SymbolConfiguration: UIImage.Configuration {
        package private(set) var pointSize: CGFloat?
        package private(set) var weight: SymbolWeight?
        package private(set) var scale: SymbolScale?
        package private(set) var textStyle: UIFont.TextStyle?

        package override init() { super.init() }

        override func blank() -> UIImage.Configuration { SymbolConfiguration() }

        /// The configuration that sets nothing.
        public class var unspecified: UIImage.SymbolConfiguration { SymbolConfiguration() }

        /// A symbol at `pointSize` (the size of the text it goes with).
        public convenience init(pointSize: CGFloat) {
            self.init()
            self.pointSize = pointSize
        }
        /// A symbol at `pointSize` and `weight`.
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {
            self.init(pointSize: pointSize)
            self.weight = weight
        }
        /// A symbol at `pointSize`, `weight` and `scale`.
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) {
            self.init(pointSize: pointSize, weight: weight)
            self.scale = scale
        }
        /// A symbol sized for text of `textStyle`.
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init()
            self.textStyle = textStyle
        }
        /// A symbol sized for text of `textStyle`, at `scale`.
        public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) {
            self.init(textStyle: textStyle)
            self.scale = scale
        }
        /// A symbol of `weight`.
        public convenience init(weight: UIImage.SymbolWeight) {
            self.init()
            self.weight = weight
        }
        /// A symbol at `scale`.
        public convenience init(scale: UIImage.SymbolScale) {
            self.init()
            self.scale = scale
        }
        /// A symbol sized for text in `font`.
        public convenience init(font: UIFont) {
            self.init(pointSize: font.pointSize)
        }
        /// A symbol sized for text in `font`, at `scale`.
        public convenience init(font: UIFont, scale: UIImage.SymbolScale) {
            self.init(font: font)
            self.scale = scale
        }

        /// This configuration without its point size and weight.
        open func configurationWithoutPointSizeAndWeight() -> Self {
            let copy = duplicate()
            copy.pointSize = nil
            copy.weight = nil
            return copy
        }
        /// This configuration without its text style.
        open func configurationWithoutTextStyle() -> Self {
            let copy = duplicate()
            copy.textStyle = nil
            return copy
        }
        /// This configuration without its scale.
        open func configurationWithoutScale() -> Self {
            let copy = duplicate()
            copy.scale = nil
            return copy
        }
        /// This configuration without its weight.
        open func configurationWithoutWeight() -> Self {
            let copy = duplicate()
            copy.weight = nil
            return copy
        }

        /// Whether the two set the same size, weight, scale and text style.
        open func isEqual(to otherConfiguration: UIImage.SymbolConfiguration?) -> Bool {
            guard let o = otherConfiguration else { return false }
            return pointSize == o.pointSize && weight == o.weight && scale == o.scale && textStyle == o.textStyle
        }

        override func take(_ other: UIImage.Configuration) {
            super.take(other)
            guard let o = other as? SymbolConfiguration else { return }
            // A point size and a text style replace each other, as in UIKit.
            if let p = o.pointSize { pointSize = p; textStyle = nil }
            if let t = o.textStyle { textStyle = t; pointSize = nil }
            if let w = o.weight { weight = w }
            if let s = o.scale { scale = s }
        }

        /// The side of the square the symbol is drawn in, in points: 1.2 times the text size (a
        /// symbol stands as tall as the text's line), times 0.78 small or 1.29 large. ScrollReel's
        /// proportions for its stand-ins, close to SF Symbols' at body size (20 pt).
        package var side: CGFloat {
            let text = pointSize ?? textStyle.map { UIFont.preferredFont(forTextStyle: $0).pointSize } ?? 17
            let factor: CGFloat = switch scale {
            case .small: 0.78
            case .large: 1.29
            default: 1
            }
            let size = text.isFinite && text > 0 ? min(text, 1000) : 17
            return (size * 1.2 * factor).rounded()
        }
    }

    /// What a symbol image is: its name, how it is configured, and the colour it is drawn in.
    package struct Symbol {
        let name: String
        /// Material Icons' name for it; nil: the placeholder.
        let ligature: String?
        let configuration: SymbolConfiguration
        /// nil: black, or the tint colour of the view that shows it.
        let color: UIColor?
    }

    /// UIKit's `UIImage(systemName:)`: the SF Symbol of that name at body size, drawn by a view in
    /// its tint colour.
    ///
    /// ScrollReel draws a Material Icons stand-in for the most used names (the table in
    /// `SystemSymbols`); for any other name, a dashed box labelled with the name, and the scene
    /// warns once ("no stand-in for SF Symbol …"), so a missing icon is never a blank area. (UIKit
    /// returns nil for a name that is not an SF Symbol; here every name gets an image.)
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// UIKit's `UIImage(systemName:withConfiguration:)`: the SF Symbol configured (its size, weight
    /// and scale) by `configuration`.
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        let ligature = SystemSymbols.ligatures[name]
        if ligature == nil {
            SceneEnvironment.current?.warn("no stand-in for SF Symbol '\(name)': drawn as a labelled placeholder")
        }
        let base = SymbolConfiguration()
        let config = configuration.map { base.applying($0) } ?? base
        self.init(symbol: Symbol(name: name, ligature: ligature, configuration: config, color: nil), renderingMode: .automatic)
    }

    /// UIKit's `UIImage(systemName:compatibleWith:)`: the SF Symbol (the traits change nothing here).
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// Whether it is an SF Symbol's image.
    public var isSymbolImage: Bool { symbol != nil }

    /// The configuration a symbol image was made with; nil for other images.
    public var symbolConfiguration: UIImage.SymbolConfiguration? { symbol?.configuration }

    /// The image's configuration: a symbol's, or one that sets nothing.
    public var configuration: UIImage.Configuration? { symbol?.configuration }

    /// UIKit's `withConfiguration(_:)`: a symbol image with `configuration` laid over its own (its
    /// size changes with it); any other image as it is.
    public func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
        guard let s = symbol else { return self }
        return UIImage(symbol: Symbol(name: s.name, ligature: s.ligature, configuration: s.configuration.applying(configuration),
                                      color: s.color), renderingMode: renderingMode)
    }

    /// UIKit's `applyingSymbolConfiguration(_:)`: as `withConfiguration(_:)`, nil for an image that
    /// is not a symbol.
    public func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? {
        symbol == nil ? nil : withConfiguration(configuration)
    }

    /// UIKit's `withRenderingMode(_:)`: the same picture, drawn by views as `renderingMode` says.
    public func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage {
        if let s = symbol { return UIImage(symbol: s, renderingMode: renderingMode) }
        return UIImage(copying: self, renderingMode: renderingMode)
    }

    /// UIKit's `withTintColor(_:)`: a symbol image drawn in `color`, whatever view shows it
    /// (`.alwaysOriginal`). Any other image is kept as it is.
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: .alwaysOriginal)
    }

    /// UIKit's `withTintColor(_:renderingMode:)`.
    public func withTintColor(_ color: UIColor, renderingMode: UIImage.RenderingMode) -> UIImage {
        guard let s = symbol else { return withRenderingMode(renderingMode) }
        return UIImage(symbol: Symbol(name: s.name, ligature: s.ligature, configuration: s.configuration, color: color),
                       renderingMode: renderingMode)
    }

    /// Whether a view draws it in its tint colour: a symbol image whose mode is not
    /// `.alwaysOriginal`.
    package var isTintedByViews: Bool { symbol != nil && renderingMode != .alwaysOriginal }

    /// The image as a view with tint colour `tint` shows it: in the tint for a symbol image that
    /// takes it, else itself. The tinted images are kept, one per colour.
    package func shown(withTint tint: UIColor?) -> UIImage {
        guard isTintedByViews, let tint, let s = symbol else { return self }
        if let made = tintedImages[tint] { return made }
        let made = UIImage(symbol: Symbol(name: s.name, ligature: s.ligature, configuration: s.configuration, color: tint),
                           renderingMode: .alwaysOriginal)
        tintedImages[tint] = made
        return made
    }

    /// A symbol image: its glyph (or the placeholder) centred in a square of the configuration's
    /// side.
    convenience init(symbol: Symbol, renderingMode: RenderingMode) {
        let side = symbol.configuration.side
        let color = symbol.color ?? .black
        let box = CGRect(x: 0, y: 0, width: side, height: side)
        self.init(size: box.size, recorded: { context in
            if let ligature = symbol.ligature {
                // Material's glyphs fill about 20/24 of their em, as SF Symbols fill their box.
                let style = TextStyle(font: UIFont(family: .symbols, size: side), color: color, alignment: .center)
                context.draw(ligature, style: style, in: box.insetBy(dx: -side / 2, dy: -side / 2))
            } else {
                UIImage.drawPlaceholder(named: symbol.name, color: color, in: box, context: context)
            }
        })
        self.symbol = symbol
        self.renderingMode = renderingMode
    }

    /// A dashed rounded box with the symbol's name in it: a missing icon that says which it is.
    private static func drawPlaceholder(named name: String, color: UIColor, in box: CGRect, context: any GraphicsContext) {
        let inset = box.insetBy(dx: 1, dy: 1)
        let line = max(box.width / 20, 0.5)
        context.stroke(Path(roundedRect: inset, cornerRadius: box.width / 5), with: color.cgColor,
                       style: StrokeStyle(lineWidth: line, lineCap: .butt, lineJoin: .round, miterLimit: 10,
                                          dash: [line * 3, line * 2], dashPhase: 0))
        let style = TextStyle(font: .systemFont(ofSize: max(box.width / 4.5, 2)), color: color, alignment: .center,
                              numberOfLines: 3, lineBreakMode: .byCharWrapping)
        context.draw(name, style: style, in: inset.insetBy(dx: line * 2, dy: line * 2))
    }
}
