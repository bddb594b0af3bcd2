import Foundation

// UIKit's attributes of an `NSAttributedString` (`NSAttributedString.Key` in UIKit's
// `NSAttributedString+UIKitAdditions`), with UIKit's names and raw keys, and how a label's
// attributed text becomes the runs the renderer lays out.

extension NSAttributedString.Key {
    /// The text's `UIFont` (UIKit's default when absent: 12 pt system font).
    public static let font = NSAttributedString.Key("NSFont")
    /// The text's `UIColor` (black when absent).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The `UIColor` filled behind the text's glyphs (nothing when absent).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Extra space after each character, in points (a `CGFloat` or `NSNumber`; 0 when absent).
    public static let kern = NSAttributedString.Key("NSKern")
    /// The text's underline: an `NSUnderlineStyle`'s raw value (an `Int` or `NSNumber`), or the
    /// style itself; none when absent.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The `UIColor` of the underline (the text's colour when absent).
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// A line through the text: an `NSUnderlineStyle`'s raw value or the style, as `underlineStyle`.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The `UIColor` of the line through the text (the text's colour when absent).
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// How far the text's baseline is raised, in points (negative: lowered; a `CGFloat` or
    /// `NSNumber`).
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// The text's `NSParagraphStyle`: its alignment, line spacing and line breaks.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}

/// UIKit's `NSUnderlineStyle`: how an underline or a strikethrough is drawn, with UIKit's raw
/// values. A line is single, thick or double; the dash patterns are drawn as a solid line, and
/// `byWord` as a line under the spaces too (Pango, which lays the text out, has neither).
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    /// The style's bits, with UIKit's values.
    public let rawValue: Int
    /// A style from its raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// One thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One thick line (drawn as a single line: Pango has no thick one).
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A dotted line (drawn solid).
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// A dashed line (drawn solid).
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// A dash-dot line (drawn solid).
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// A dash-dot-dot line (drawn solid).
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Only under the words, not the spaces (drawn under both).
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)

    /// The style an attribute's value names: the style, or its raw value as an `Int` or `NSNumber`.
    /// Nil for no line (a zero) or a value of another type, as UIKit ignores one.
    init?(attribute value: Any?) {
        let raw: Int? = switch value {
        case let s as NSUnderlineStyle: s.rawValue
        case let n as Int: n
        case let n as NSNumber: n.intValue
        default: nil
        }
        guard let raw, raw != 0 else { return nil }
        self.init(rawValue: raw)
    }
}

extension TextStyle {
    /// A range of the text drawn in looks of its own: what an attributed string's attributes say
    /// over it. What a run leaves nil is the style's (its font and colour) or nothing (no
    /// background, kerning, lines or offset).
    package struct Run: Hashable, Sendable {
        /// The run's bytes in the text's UTF-8, the unit the renderer's layout counts in (an
        /// attributed string's ranges count UTF-16 units: converted once, here).
        package var range: Range<Int>
        package var font: UIFont?
        package var color: UIColor?
        package var backgroundColor: UIColor?
        /// Points added after each character.
        package var kern: CGFloat?
        package var underline: NSUnderlineStyle?
        package var underlineColor: UIColor?
        package var strikethrough: NSUnderlineStyle?
        package var strikethroughColor: UIColor?
        /// Points the baseline is raised.
        package var baselineOffset: CGFloat?

        /// The run's colours through `transform` (a view's tint resolved, a context's alpha applied).
        package func mapColors(_ transform: (UIColor) -> UIColor) -> Run {
            var r = self
            r.color = color.map(transform); r.backgroundColor = backgroundColor.map(transform)
            r.underlineColor = underlineColor.map(transform); r.strikethroughColor = strikethroughColor.map(transform)
            return r
        }
    }

    /// The style with every colour in it through `transform`.
    package func mapColors(_ transform: (UIColor) -> UIColor) -> TextStyle {
        var s = self
        s.color = transform(color)
        s.runs = runs.map { $0.mapColors(transform) }
        return s
    }

    /// The runs of `attributed`'s attributes that change how its text is drawn in this style, in
    /// order: a font or colour the style has already is left to it, and a range with nothing else
    /// makes no run.
    package func runs(of attributed: NSAttributedString) -> [Run] {
        let length = attributed.length
        guard length > 0 else { return [] }
        let utf8Offsets = Self.utf8Offsets(of: attributed.string)
        func bytes(_ utf16: Int) -> Int { utf8Offsets[min(max(utf16, 0), utf8Offsets.count - 1)] }
        var runs: [Run] = []
        attributed.enumerateAttributes(in: NSRange(location: 0, length: length), options: []) { attributes, range, _ in
            let run = Run(range: bytes(range.location)..<bytes(range.location + range.length),
                          font: (attributes[.font] as? UIFont).flatMap { $0 == font ? nil : $0 },
                          color: (attributes[.foregroundColor] as? UIColor).flatMap { $0 == color ? nil : $0 },
                          backgroundColor: attributes[.backgroundColor] as? UIColor,
                          kern: Self.points(attributes[.kern]),
                          underline: NSUnderlineStyle(attribute: attributes[.underlineStyle]),
                          underlineColor: attributes[.underlineColor] as? UIColor,
                          strikethrough: NSUnderlineStyle(attribute: attributes[.strikethroughStyle]),
                          strikethroughColor: attributes[.strikethroughColor] as? UIColor,
                          baselineOffset: Self.points(attributes[.baselineOffset]))
            guard !run.range.isEmpty, run != Run(range: run.range) else { return }
            runs.append(run)
        }
        return runs
    }

    /// For each UTF-16 offset into `string` (and its end), the UTF-8 offset of the same place; an
    /// offset inside a character's code units maps to the character's start.
    private static func utf8Offsets(of string: String) -> [Int] {
        var offsets: [Int] = []
        offsets.reserveCapacity(string.utf16.count + 1)
        var bytes = 0
        for scalar in string.unicodeScalars {
            for _ in 0..<UTF16.width(scalar) { offsets.append(bytes) }
            bytes += UTF8.width(scalar)
        }
        offsets.append(bytes)
        return offsets
    }

    /// A number of points an attribute holds (`CGFloat`, `Double`, `Float`, `Int` or `NSNumber`); nil for
    /// none, or one that is not finite.
    private static func points(_ value: Any?) -> CGFloat? {
        let v: Double? = switch value {
        case let c as CGFloat: Double(c)
        case let d as Double: d
        case let f as Float: Double(f)
        case let i as Int: Double(i)
        case let n as NSNumber: n.doubleValue
        default: nil
        }
        guard let v, v.isFinite, v != 0 else { return nil }
        return v
    }
}
