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
        /// The icon font SF Symbols' stand-ins are drawn with (see `SystemSymbols`).
        case symbols
    }
    /// UIKit's `UIFont.Weight`, with UIKit's raw values (−1...1).
    public struct Weight: Hashable, Sendable, Comparable, RawRepresentable {
        /// UIKit's value for the weight, from −1 (lightest) to 1 (heaviest); 0 is regular.
        public let rawValue: CGFloat
        /// A weight with UIKit's raw value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// A weight with UIKit's raw value, as in `UIFont.Weight(0.3)`.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// The ultra-light weight (−0.8), UIKit's lightest.
        public static let ultraLight = Weight(-0.8)
        /// The thin weight (−0.6).
        public static let thin = Weight(-0.6)
        /// The light weight (−0.4).
        public static let light = Weight(-0.4)
        /// The regular weight (0), the weight of body text.
        public static let regular = Weight(0)
        /// The medium weight (0.23).
        public static let medium = Weight(0.23)
        /// The semibold weight (0.3), the weight of headlines.
        public static let semibold = Weight(0.3)
        /// The bold weight (0.4).
        public static let bold = Weight(0.4)
        /// The heavy weight (0.56).
        public static let heavy = Weight(0.56)
        /// The black weight (0.62), UIKit's heaviest.
        public static let black = Weight(0.62)
        /// Whether `a` is lighter than `b`.
        public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }

        /// The weight on the CSS scale (100...900) that the pinned faces are drawn
        /// at: the nearest of UIKit's named weights.
        package var cssWeight: Int {
            // UIKit's ultra-light is the lightest face, then thin (CSS names the two the other way round).
            let named: [(Weight, Int)] = [(.ultraLight, 100), (.thin, 200), (.light, 300), (.regular, 400),
                                          (.medium, 500), (.semibold, 600), (.bold, 700), (.heavy, 800), (.black, 900)]
            let r = rawValue.isFinite ? rawValue : 0
            return named.min { abs($0.0.rawValue - r) < abs($1.0.rawValue - r) }!.1
        }
    }

    package let family: Family
    /// The font's size in points.
    public let pointSize: CGFloat
    package let weight: Weight
    package let isItalic: Bool

    package init(family: Family, size: CGFloat, weight: Weight = .regular, italic: Bool = false) {
        self.family = family; self.pointSize = size; self.weight = weight; self.isItalic = italic
    }

    /// The system font (San Francisco on iOS, drawn with ScrollReel's pinned system sans)
    /// at `size` points and `weight`.
    open class func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(family: .system, size: size, weight: weight)
    }
    /// The system font at `size` points, in the regular weight.
    open class func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(family: .system, size: size) }
    /// The system font at `size` points, in the bold weight.
    open class func boldSystemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(family: .system, size: size, weight: .bold)
    }
    /// The italic system font at `size` points, in the regular weight.
    open class func italicSystemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(family: .system, size: size, italic: true)
    }
    /// UIKit's system font with fixed-width digits. Here it is the same font as
    /// `systemFont(ofSize:weight:)`: ScrollReel draws no separate monospaced-digit variant.
    open class func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(family: .system, size: size, weight: weight)
    }

    /// UIKit's `UIFont.TextStyle`, with the sizes and weights of iOS's default
    /// Dynamic Type size ("Large"; Apple's Human Interface Guidelines, "Typography").
    public struct TextStyle: Hashable, Sendable, RawRepresentable {
        /// UIKit's name for the style, such as `UICTFontTextStyleBody`.
        public let rawValue: String
        /// A style with UIKit's name; `preferredFont(forTextStyle:)` sizes an unknown one as
        /// `.body`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The style of large titles: 34 pt, regular.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// The style of first-level titles: 28 pt, regular.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// The style of second-level titles: 22 pt, regular.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// The style of third-level titles: 20 pt, regular.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// The style of headings: 17 pt, semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// The style of subheadings: 15 pt, regular.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// The style of body text: 17 pt, regular.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// The style of callouts: 16 pt, regular.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// The style of footnotes: 13 pt, regular.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// The style of standard captions: 12 pt, regular.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// The style of alternate captions: 11 pt, regular.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    /// The system font for `style`, at iOS's default Dynamic Type size (Large): the
    /// size does not follow a content size category.
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

    /// The font's descriptor: its face and size, to derive other fonts from
    /// (`withSymbolicTraits`, `withDesign`, `UIFont(descriptor:size:)`).
    open var fontDescriptor: UIFontDescriptor {
        UIFontDescriptor(family: family, weight: weight, italic: isItalic, size: pointSize)
    }

    /// The same face at another size.
    open func withSize(_ size: CGFloat) -> UIFont {
        UIFont(family: family, size: size, weight: weight, italic: isItalic)
    }

    /// The height of a line of text: 1.2 times the point size, rounded up to a whole
    /// point.
    open var lineHeight: CGFloat { (pointSize * 1.2).rounded(.up) }
    /// The family name of the face iOS would use: `.AppleSystemUIFont` for the system
    /// font, `Georgia` for a serif, `PingFang SC` for a CJK font.
    open var familyName: String {
        switch family { case .system: ".AppleSystemUIFont"; case .serif: "Georgia"; case .cjk: "PingFang SC"; case .symbols: "SF Pro" }
    }

    /// Whether two fonts are the same face (family, weight, italic) at the same size.
    public static func == (a: UIFont, b: UIFont) -> Bool {
        a.family == b.family && a.pointSize == b.pointSize && a.weight == b.weight && a.isItalic == b.isItalic
    }
    /// Hashes the properties that `==` compares.
    public func hash(into h: inout Hasher) { h.combine(family); h.combine(pointSize); h.combine(weight); h.combine(isItalic) }
    /// The family name and point size, as `UIFont(.AppleSystemUIFont, 17.0 pt)`.
    public var description: String { "UIFont(\(familyName), \(pointSize) pt)" }
}

/// UIKit's `NSTextAlignment`, with UIKit's raw values.
public enum NSTextAlignment: Int, Sendable, Hashable {
    /// Lines are aligned along the left edge.
    case left = 0
    /// Lines are centred in the width.
    case center = 1
    /// Lines are aligned along the right edge.
    case right = 2
    /// Lines fill the width (the last line of a paragraph is aligned left).
    case justified = 3
    /// The writing direction's leading edge: the left, for the scripts ScrollReel draws
    /// (left to right). UIKit's default for labels and paragraphs.
    case natural = 4
}

/// UIKit's `NSLineBreakMode`.
public enum NSLineBreakMode: Sendable, Hashable {
    /// Wraps at word boundaries, unless a word itself does not fit on a line.
    case byWordWrapping
    /// Wraps before the first character that does not fit.
    case byCharWrapping
    /// Lines do not extend past the edge: what does not fit is cut off.
    case byClipping
    /// The end of the line fits, and an ellipsis stands for the missing start.
    case byTruncatingHead
    /// The start of the line fits, and an ellipsis stands for the missing end (UILabel's
    /// default).
    case byTruncatingTail
    /// The start and end of the line fit, and an ellipsis stands for the missing middle.
    case byTruncatingMiddle
}

/// Everything about how a run of text looks and wraps.
public struct TextStyle: Hashable, Sendable {
    /// The font the text is drawn in.
    public var font: UIFont
    /// The colour of the glyphs (UILabel's `textColor`).
    public var color: UIColor
    /// Where the lines sit across the width (UILabel's `textAlignment`).
    public var alignment: NSTextAlignment
    /// 0 means as many lines as needed (UIKit's `numberOfLines`).
    public var numberOfLines: Int
    /// How lines wrap, and where text that does not fit is truncated (UILabel's
    /// `lineBreakMode`).
    public var lineBreakMode: NSLineBreakMode
    /// Whether the text starts at the top of the rectangle it is drawn in, as UIKit's
    /// string drawing does, rather than centred in its height, as a label does.
    package var startsAtTop = false
    /// Ranges of the text drawn in looks of their own (an attributed string's); none: all of it in
    /// `font` and `color`.
    package var runs: [Run] = []
    /// Points added between lines (a paragraph style's `lineSpacing`).
    package var lineSpacing: CGFloat = 0
    /// A style; the defaults are UILabel's: black, left-aligned, one line, truncating
    /// the tail.
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
    /// An estimating measurer; it needs no fonts.
    public init() {}
    /// An estimate of `text`'s size: 0.55 em per character in one line, wrapped into as
    /// many lines of the font's `lineHeight` as `width` needs when the style allows more
    /// than one line.
    public func size(of text: String, style: TextStyle, width: Double) -> CGSize {
        // Attributed text: as if all of it were in its largest font.
        let em = style.runs.compactMap(\.font?.pointSize).reduce(style.font.pointSize, max)
        let lineWidth = Double(text.count) * em * 0.55
        var lines = 1.0
        if width.isFinite, width > 0, style.numberOfLines != 1 {
            lines = max(1, (lineWidth / width).rounded(.up))
            if style.numberOfLines > 0 { lines = min(lines, Double(style.numberOfLines)) }
        }
        let lineHeight = em == style.font.pointSize ? style.font.lineHeight : style.font.withSize(em).lineHeight
        return CGSize(width: min(lineWidth, width.isFinite ? width : lineWidth),
                      height: lines * lineHeight + (lines - 1) * style.lineSpacing)
    }
}
