import Foundation

/// UIKit's `UITraitCollection`: the traits of an interface (size classes, idiom,
/// scale, style), made and combined as on iOS: `UITraitCollection(traitsFrom:)`
/// takes each trait from the last collection that specifies it.
///
/// Snapshot tests build them (`ViewImageConfig`'s device presets carry one, and
/// `.image(traits: .init(displayScale: 1))` sets the picture's scale). A scene's
/// views do not read traits yet: size classes, the idiom and the interface style
/// are kept, not applied.
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// The width's size class; `.unspecified` unless given.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The height's size class; `.unspecified` unless given.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Phone, pad…; `.unspecified` unless given.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Pixels per point; 0 (unspecified) unless given.
    public let displayScale: CGFloat
    /// Light or dark; `.unspecified` unless given.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// Left to right or right to left; `.unspecified` unless given.
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// The Dynamic Type size; `.unspecified` unless given.
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// Whether 3D Touch is there; `.unknown` unless given.
    public let forceTouchCapability: UIForceTouchCapability

    private init(horizontal: UIUserInterfaceSizeClass = .unspecified, vertical: UIUserInterfaceSizeClass = .unspecified,
                 idiom: UIUserInterfaceIdiom = .unspecified, scale: CGFloat = 0, style: UIUserInterfaceStyle = .unspecified,
                 direction: UITraitEnvironmentLayoutDirection = .unspecified,
                 category: UIContentSizeCategory = .unspecified, forceTouch: UIForceTouchCapability = .unknown) {
        horizontalSizeClass = horizontal; verticalSizeClass = vertical; userInterfaceIdiom = idiom
        displayScale = scale.isFinite ? max(scale, 0) : 0
        userInterfaceStyle = style; layoutDirection = direction
        preferredContentSizeCategory = category; forceTouchCapability = forceTouch
        super.init()
    }

    /// A collection that specifies no trait.
    public override convenience init() { self.init(horizontal: .unspecified) }

    /// The traits of `traitCollections` together: each trait from the last collection that
    /// specifies it.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        func last<T: Equatable>(_ trait: (UITraitCollection) -> T, unspecified: T) -> T {
            traitCollections.last { trait($0) != unspecified }.map(trait) ?? unspecified
        }
        self.init(horizontal: last(\.horizontalSizeClass, unspecified: .unspecified),
                  vertical: last(\.verticalSizeClass, unspecified: .unspecified),
                  idiom: last(\.userInterfaceIdiom, unspecified: .unspecified),
                  scale: last(\.displayScale, unspecified: 0),
                  style: last(\.userInterfaceStyle, unspecified: .unspecified),
                  direction: last(\.layoutDirection, unspecified: .unspecified),
                  category: last(\.preferredContentSizeCategory, unspecified: .unspecified),
                  forceTouch: last(\.forceTouchCapability, unspecified: .unknown))
    }

    /// A collection with only the width's size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(horizontal: horizontalSizeClass) }
    /// A collection with only the height's size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(vertical: verticalSizeClass) }
    /// A collection with only the idiom.
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) { self.init(idiom: idiom) }
    /// A collection with only the display scale (pixels per point).
    public convenience init(displayScale scale: CGFloat) { self.init(scale: scale) }
    /// A collection with only the interface style.
    public convenience init(userInterfaceStyle style: UIUserInterfaceStyle) { self.init(style: style) }
    /// A collection with only the layout direction.
    public convenience init(layoutDirection direction: UITraitEnvironmentLayoutDirection) { self.init(direction: direction) }
    /// A collection with only the Dynamic Type size.
    public convenience init(preferredContentSizeCategory category: UIContentSizeCategory) { self.init(category: category) }
    /// A collection with only the 3D Touch capability.
    public convenience init(forceTouchCapability capability: UIForceTouchCapability) { self.init(forceTouch: capability) }

    /// Whether every trait `trait` specifies has the same value here.
    open func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let t = trait else { return true }
        return (t.horizontalSizeClass == .unspecified || t.horizontalSizeClass == horizontalSizeClass)
            && (t.verticalSizeClass == .unspecified || t.verticalSizeClass == verticalSizeClass)
            && (t.userInterfaceIdiom == .unspecified || t.userInterfaceIdiom == userInterfaceIdiom)
            && (t.displayScale == 0 || t.displayScale == displayScale)
            && (t.userInterfaceStyle == .unspecified || t.userInterfaceStyle == userInterfaceStyle)
            && (t.layoutDirection == .unspecified || t.layoutDirection == layoutDirection)
            && (t.preferredContentSizeCategory == .unspecified || t.preferredContentSizeCategory == preferredContentSizeCategory)
            && (t.forceTouchCapability == .unknown || t.forceTouchCapability == forceTouchCapability)
    }

    /// Two collections are equal when every trait is.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UITraitCollection else { return false }
        return horizontalSizeClass == o.horizontalSizeClass && verticalSizeClass == o.verticalSizeClass
            && userInterfaceIdiom == o.userInterfaceIdiom && displayScale == o.displayScale
            && userInterfaceStyle == o.userInterfaceStyle && layoutDirection == o.layoutDirection
            && preferredContentSizeCategory == o.preferredContentSizeCategory && forceTouchCapability == o.forceTouchCapability
    }

    /// Equal collections hash alike.
    open override var hash: Int {
        var h = Hasher()
        h.combine(horizontalSizeClass); h.combine(verticalSizeClass); h.combine(userInterfaceIdiom); h.combine(displayScale)
        h.combine(userInterfaceStyle); h.combine(layoutDirection); h.combine(preferredContentSizeCategory.rawValue)
        h.combine(forceTouchCapability)
        return h.finalize()
    }
}

/// UIKit's `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// Not specified.
    case unspecified = 0
    /// A compact width or height (a phone's width in portrait).
    case compact = 1
    /// A regular width or height (an iPad's, a phone's height in portrait).
    case regular = 2
}

/// UIKit's `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// An iPhone or iPod touch.
    case phone = 0
    /// An iPad.
    case pad = 1
    /// Apple TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// A Mac (Mac Catalyst's Mac idiom).
    case mac = 5
    /// Apple Vision Pro.
    case vision = 6
}

/// UIKit's `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// Not specified.
    case unspecified = 0
    /// Light mode.
    case light = 1
    /// Dark mode.
    case dark = 2
}

/// UIKit's `UITraitEnvironmentLayoutDirection`.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

/// UIKit's `UIForceTouchCapability`.
public enum UIForceTouchCapability: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// The device has no 3D Touch.
    case unavailable = 1
    /// The device has 3D Touch.
    case available = 2
}

/// UIKit's `UIContentSizeCategory`: the Dynamic Type sizes, by UIKit's raw values.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    /// UIKit's raw value, e.g. `UICTContentSizeCategoryL`.
    public let rawValue: String
    /// A size by its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// UIKit's initializer without a label.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Not specified.
    public static let unspecified = UIContentSizeCategory("_UICTContentSizeCategoryUnspecified")
    /// Extra small.
    public static let extraSmall = UIContentSizeCategory("UICTContentSizeCategoryXS")
    /// Small.
    public static let small = UIContentSizeCategory("UICTContentSizeCategoryS")
    /// Medium.
    public static let medium = UIContentSizeCategory("UICTContentSizeCategoryM")
    /// Large: iOS's default.
    public static let large = UIContentSizeCategory("UICTContentSizeCategoryL")
    /// Extra large.
    public static let extraLarge = UIContentSizeCategory("UICTContentSizeCategoryXL")
    /// Extra extra large.
    public static let extraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXL")
    /// Extra extra extra large.
    public static let extraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXXL")
    /// Accessibility medium.
    public static let accessibilityMedium = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityM")
    /// Accessibility large.
    public static let accessibilityLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityL")
    /// Accessibility extra large.
    public static let accessibilityExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXL")
    /// Accessibility extra extra large.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXL")
    /// Accessibility extra extra extra large.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXXL")

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { rawValue.hasPrefix("UICTContentSizeCategoryAccessibility") }
}
