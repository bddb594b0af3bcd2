/// UIKit's `UIFont`, drawn with the faces ScrollReel pins (see the render
/// module's font set): the system sans in its weights, a Georgia-like serif, a light
/// sans and a CJK sans. A class, as in UIKit, and immutable.
open class UIFont: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// Which pinned face draws the font.
    package enum Family: String, Sendable, Hashable {
        /// The platform UI sans-serif (San Francisco on iOS).
        case system
        /// A Georgia-like transitional serif.
        case serif
        /// A CJK sans (PingFang on iOS).
        case cjk
    }
    /// UIKit's `UIFont.Weight`, with UIKit's raw values (−1...1).
    public struct Weight: Hashable, Sendable, Comparable, RawRepresentable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(-0.8), thin = Weight(-0.6), light = Weight(-0.4)
        public static let regular = Weight(0), medium = Weight(0.23), semibold = Weight(0.3)
        public static let bold = Weight(0.4), heavy = Weight(0.56), black = Weight(0.62)
        public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }

        /// The weight on the CSS scale (100...900) that the pinned faces are drawn
        /// at: the nearest of UIKit's named weights.
        package var cssWeight: Int {
            let named: [(Weight, Int)] = [(.ultraLight, 200), (.thin, 100), (.light, 300), (.regular, 400),
                                          (.medium, 500), (.semibold, 600), (.bold, 700), (.heavy, 800), (.black, 900)]
            let r = rawValue.isFinite ? rawValue : 0
            return named.min { abs($0.0.rawValue - r) < abs($1.0.rawValue - r) }!.1
        }
    }

    package let family: Family
    public let pointSize: CGFloat
    package let weight: Weight
    package let isItalic: Bool

    package init(family: Family, size: CGFloat, weight: Weight = .regular, italic: Bool = false) {
        self.family = family; self.pointSize = size; self.weight = weight; self.isItalic = italic
    }

    open class func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(family: .system, size: size, weight: weight)
    }
    open class func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(family: .system, size: size) }
    open class func boldSystemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(family: .system, size: size, weight: .bold)
    }
    open class func italicSystemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(family: .system, size: size, italic: true)
    }
    open class func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(family: .system, size: size, weight: weight)
    }

    /// UIKit's `UIFont.TextStyle`, with the sizes and weights of iOS's default
    /// Dynamic Type size ("Large"; Apple's Human Interface Guidelines, "Typography").
    public struct TextStyle: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let (size, weight): (CGFloat, Weight) = switch style {
        case .largeTitle: (34, .regular)
        case .title1: (28, .regular)
        case .title2: (22, .regular)
        case .title3: (20, .regular)
        case .headline: (17, .semibold)
        case .subheadline: (15, .regular)
        case .callout: (16, .regular)
        case .footnote: (13, .regular)
        case .caption1: (12, .regular)
        case .caption2: (11, .regular)
        default: (17, .regular)
        }
        return UIFont(family: .system, size: size, weight: weight)
    }

    /// `UIFont(name:size:)`: the fonts iOS ships that the seed code and apps name
    /// most (their PostScript or family names), drawn with the nearest pinned face;
    /// nil for any other name, as iOS answers for a font it does not have.
    public convenience init?(name: String, size: CGFloat) {
        let n = name.lowercased().replacingOccurrences(of: " ", with: "")
        let serifs = ["georgia", "times", "newyork", "baskerville", "palatino", "didot", "hoefler", "charter",
                      "cochin", "bodoni", "iowan"]
        let sans = [".sfui", "sfpro", "sf-pro", ".applesystem", "helvetica", "arial", "avenir", "gillsans",
                    "futura", "verdana", "trebuchet", "optima", "sfcompact", "system"]
        let cjk = ["pingfang", "heiti", "hiragino", "stheiti", "applesdgothic", "notosanscjk"]
        let family: Family
        if serifs.contains(where: n.hasPrefix) { family = .serif }
        else if cjk.contains(where: n.hasPrefix) { family = .cjk }
        else if sans.contains(where: n.hasPrefix) { family = .system }
        else { return nil }
        let weight: Weight =
            n.contains("ultralight") ? .ultraLight :
            n.contains("thin") ? .thin :
            n.contains("light") ? .light :
            n.contains("medium") ? .medium :
            n.contains("semibold") ? .semibold :
            n.contains("heavy") || n.contains("black") ? .heavy :
            n.contains("bold") ? .bold : .regular
        self.init(family: family, size: size, weight: weight, italic: n.contains("italic"))
    }

    /// The same face at another size.
    open func withSize(_ size: CGFloat) -> UIFont {
        UIFont(family: family, size: size, weight: weight, italic: isItalic)
    }

    open var lineHeight: CGFloat { (pointSize * 1.2).rounded(.up) }
    open var familyName: String {
        switch family { case .system: ".AppleSystemUIFont"; case .serif: "Georgia"; case .cjk: "PingFang SC" }
    }

    public static func == (a: UIFont, b: UIFont) -> Bool {
        a.family == b.family && a.pointSize == b.pointSize && a.weight == b.weight && a.isItalic == b.isItalic
    }
    public func hash(into h: inout Hasher) { h.combine(family); h.combine(pointSize); h.combine(weight); h.combine(isItalic) }
    public var description: String { "UIFont(\(familyName), \(pointSize) pt)" }
}

/// UIKit's `NSTextAlignment`.
public enum NSTextAlignment: Sendable, Hashable { case left, center, right }

/// UIKit's `NSLineBreakMode`.
public enum NSLineBreakMode: Sendable, Hashable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// Everything about how a run of text looks and wraps.
public struct TextStyle: Hashable, Sendable {
    public var font: UIFont
    public var color: UIColor
    public var alignment: NSTextAlignment
    /// 0 means as many lines as needed (UIKit's `numberOfLines`).
    public var numberOfLines: Int
    public var lineBreakMode: NSLineBreakMode
    public init(font: UIFont, color: UIColor = .black, alignment: NSTextAlignment = .left,
                numberOfLines: Int = 1, lineBreakMode: NSLineBreakMode = .byTruncatingTail) {
        self.font = font; self.color = color; self.alignment = alignment
        self.numberOfLines = numberOfLines; self.lineBreakMode = lineBreakMode
    }
}

/// Measures text the way the renderer will draw it, so `sizeToFit` agrees with the pixels.
public protocol TextMeasurer: Sendable {
    /// The size of `text` laid out in `style`, wrapping within `width` (infinite: one
    /// line per paragraph).
    func size(of text: String, style: TextStyle, width: Double) -> CGSize
}

/// An estimate: 0.55 em per character, 1.2 em per line. Only views made outside
/// any scene (unit tests of pure layout) measure with it; scenes never do.
public struct EstimatingTextMeasurer: TextMeasurer {
    public init() {}
    public func size(of text: String, style: TextStyle, width: Double) -> CGSize {
        let em = style.font.pointSize
        let lineWidth = Double(text.count) * em * 0.55
        var lines = 1.0
        if width.isFinite, width > 0, style.numberOfLines != 1 {
            lines = max(1, (lineWidth / width).rounded(.up))
            if style.numberOfLines > 0 { lines = min(lines, Double(style.numberOfLines)) }
        }
        return CGSize(width: min(lineWidth, width.isFinite ? width : lineWidth), height: lines * style.font.lineHeight)
    }
}
