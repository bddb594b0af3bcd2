/// UIKit's `UIFontDescriptor`: a description of a font — its face's traits and a size —
/// from which `UIFont(descriptor:size:)` makes the font. Apps use it to make a bold or
/// italic version of a font they were given (`font.fontDescriptor.withSymbolicTraits(.traitBold)`)
/// and to pick the serif, rounded or monospaced design of the system font.
///
/// A descriptor here describes one of ScrollReel's pinned faces (see `UIFont`): the family,
/// the weight, italic or not, and the size. The traits the pinned faces cannot show (expanded,
/// condensed, vertical, leading) are kept in ``symbolicTraits`` and change nothing drawn.
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// UIKit's `UIFontDescriptor.SymbolicTraits`, with UIKit's raw values (Core Text's
    /// `CTFontSymbolicTraits`).
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        /// The raw bits, as Core Text's `CTFontSymbolicTraits`.
        public let rawValue: UInt32
        /// Traits from their raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// An italic face.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// A bold face.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// An expanded face.
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// A condensed face.
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// A face whose glyphs all have the same advance.
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// A face for vertical text.
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        /// A face drawn for the screen (the system font's).
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        /// Tighter line spacing.
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Looser line spacing.
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// UIKit's `UIFontDescriptor.SystemDesign`: the designs of the system font.
    public struct SystemDesign: Hashable, Sendable, RawRepresentable {
        /// UIKit's name for the design.
        public let rawValue: String
        /// A design with UIKit's name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The system font's own design (San Francisco).
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        /// Rounded letter ends; drawn here with the pinned system sans.
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        /// The serif design (New York on iOS): drawn with the pinned serif.
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        /// The monospaced design (SF Mono on iOS); drawn here with the pinned system sans.
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }

    package let family: UIFont.Family
    package let weight: UIFont.Weight
    /// The size in points the descriptor asks for (0: none; `UIFont(descriptor:size:)` is then
    /// given one).
    open private(set) var pointSize: CGFloat
    /// The face's traits: bold and italic as the face is drawn, the others as they were asked for.
    open private(set) var symbolicTraits: SymbolicTraits

    package init(family: UIFont.Family, weight: UIFont.Weight, italic: Bool, size: CGFloat, otherTraits: SymbolicTraits = []) {
        self.family = family
        self.weight = weight
        self.pointSize = size
        var traits = otherTraits.subtracting([.traitBold, .traitItalic])
        // Core Text counts a face as bold from the semibold weight up.
        if weight >= .semibold { traits.insert(.traitBold) }
        if italic { traits.insert(.traitItalic) }
        if family == .system { traits.insert(.traitUIOptimized) }
        self.symbolicTraits = traits
        super.init()
    }

    /// The descriptor of the system font for `style` at iOS's default Dynamic Type size, as
    /// `UIFont.preferredFont(forTextStyle:)` draws it.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// The same face with exactly `symbolicTraits` (bold and italic as asked, whatever the face
    /// had): bold gives the bold weight to a face lighter than semibold, no bold gives the
    /// regular weight to one that was bold. Never nil here: every pinned family has bold and
    /// italic faces.
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        let wantsBold = symbolicTraits.contains(.traitBold)
        let newWeight: UIFont.Weight = wantsBold ? (weight >= .semibold ? weight : .bold) : (weight >= .semibold ? .regular : weight)
        return UIFontDescriptor(family: family, weight: newWeight, italic: symbolicTraits.contains(.traitItalic),
                                size: pointSize, otherTraits: symbolicTraits)
    }

    /// The same face at `newPointSize`.
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(family: family, weight: weight, italic: symbolicTraits.contains(.traitItalic),
                         size: newPointSize, otherTraits: symbolicTraits)
    }

    /// The system font's `design` with this descriptor's weight, traits and size; nil for a
    /// descriptor that is not of the system font (or its serif design), as on iOS.
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        guard family == .system || family == .serif else { return nil }
        return UIFontDescriptor(family: design == .serif ? .serif : .system, weight: weight,
                                italic: symbolicTraits.contains(.traitItalic), size: pointSize, otherTraits: symbolicTraits)
    }
}

extension UIFont {
    /// The font `descriptor` describes, at `pointSize` points (0: the descriptor's own size, or
    /// 17 pt if it has none, as iOS does for a descriptor without one).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let size = pointSize > 0 ? pointSize : (descriptor.pointSize > 0 ? descriptor.pointSize : 17)
        self.init(family: descriptor.family, size: size, weight: descriptor.weight,
                  italic: descriptor.symbolicTraits.contains(.traitItalic))
    }
}
