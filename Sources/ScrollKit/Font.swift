/// UIKit's `UIFont`, restricted to the faces ScrollReel pins (see the render
/// module's font set): the system sans in its weights, a Georgia-like serif, a light
/// sans and a CJK sans.
public struct Font: Hashable, Sendable {
    public enum Family: String, Sendable, Hashable {
        /// The platform UI sans-serif (San Francisco on iOS).
        case system
        /// A Georgia-like transitional serif.
        case serif
        /// A CJK sans (PingFang on iOS).
        case cjk
    }
    /// UIKit's `UIFont.Weight`, on the CSS scale (100...900).
    public struct Weight: Hashable, Sendable, Comparable {
        public let value: Int
        public init(_ value: Int) { self.value = value }
        public static let ultraLight = Weight(200), thin = Weight(100), light = Weight(300)
        public static let regular = Weight(400), medium = Weight(500), semibold = Weight(600)
        public static let bold = Weight(700), heavy = Weight(800), black = Weight(900)
        public static func < (a: Weight, b: Weight) -> Bool { a.value < b.value }
    }

    public var family: Family
    public var pointSize: Double
    public var weight: Weight
    public var isItalic = false

    public init(family: Family, size: Double, weight: Weight = .regular, italic: Bool = false) {
        self.family = family; self.pointSize = size; self.weight = weight; self.isItalic = italic
    }

    public static func systemFont(ofSize size: Double, weight: Weight = .regular) -> Font {
        Font(family: .system, size: size, weight: weight)
    }
    public static func boldSystemFont(ofSize size: Double) -> Font {
        Font(family: .system, size: size, weight: .bold)
    }

    /// `UIFont(name:size:)` for the names the seed code uses; unknown names fall back
    /// to the system font, as a missing font does on iOS.
    public init(name: String, size: Double) {
        let n = name.lowercased()
        let weight: Weight =
            n.contains("ultralight") ? .ultraLight :
            n.contains("thin") ? .thin :
            n.contains("light") ? .light :
            n.contains("medium") ? .medium :
            n.contains("semibold") ? .semibold :
            n.contains("bold") ? .bold : .regular
        let family: Family =
            n.hasPrefix("georgia") || n.contains("times") || n.contains("serif") && !n.contains("sans") ? .serif :
            n.hasPrefix("pingfang") || n.hasPrefix("heiti") || n.contains("cjk") ? .cjk : .system
        self.init(family: family, size: size, weight: weight, italic: n.contains("italic"))
    }

    public var lineHeight: Double { (pointSize * 1.2).rounded(.up) }
}

/// UIKit's `NSTextAlignment`.
public enum TextAlignment: Sendable, Hashable { case left, center, right }

/// UIKit's `NSLineBreakMode`.
public enum LineBreakMode: Sendable, Hashable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// Everything about how a run of text looks and wraps.
public struct TextStyle: Hashable, Sendable {
    public var font: Font
    public var color: Color
    public var alignment: TextAlignment
    /// 0 means as many lines as needed (UIKit's `numberOfLines`).
    public var numberOfLines: Int
    public var lineBreakMode: LineBreakMode
    public init(font: Font, color: Color = .black, alignment: TextAlignment = .left,
                numberOfLines: Int = 1, lineBreakMode: LineBreakMode = .byTruncatingTail) {
        self.font = font; self.color = color; self.alignment = alignment
        self.numberOfLines = numberOfLines; self.lineBreakMode = lineBreakMode
    }
}

/// Measures text the way the renderer will draw it, so `sizeToFit` agrees with the pixels.
public protocol TextMeasurer: Sendable {
    /// The size of `text` laid out in `style`, wrapping within `width` (infinite: one
    /// line per paragraph).
    func size(of text: String, style: TextStyle, width: Double) -> Size
}

/// The text measurer of the scene being built. `Demo.makeScene` sets it for the
/// length of the build; every window made meanwhile keeps it (`Window.textMeasurer`)
/// and measures with it for the whole run. There is no process-wide measurer: a
/// scene is built with the one it will be drawn with.
public enum TextMeasurement {
    @TaskLocal public static var current: (any TextMeasurer)?
}

/// An estimate: 0.55 em per character, 1.2 em per line. Only views made outside
/// any scene (unit tests of pure layout) measure with it; scenes never do.
public struct EstimatingTextMeasurer: TextMeasurer {
    public init() {}
    public func size(of text: String, style: TextStyle, width: Double) -> Size {
        let em = style.font.pointSize
        let lineWidth = Double(text.count) * em * 0.55
        var lines = 1.0
        if width.isFinite, width > 0, style.numberOfLines != 1 {
            lines = max(1, (lineWidth / width).rounded(.up))
            if style.numberOfLines > 0 { lines = min(lines, Double(style.numberOfLines)) }
        }
        return Size(width: min(lineWidth, width.isFinite ? width : lineWidth), height: lines * style.font.lineHeight)
    }
}
