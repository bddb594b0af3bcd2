import ScrollReelUIKit

/// swift-snapshot-testing's `ViewImageConfig`, which the library declares only for
/// iOS and tvOS: the same declaration here, so that `.image(on: .iPhone13)` and
/// `ViewImageConfig.iPhoneX(.landscape)` compile on Linux as they do on iOS.
/// A configuration is a screen: its size in points, the safe area the system
/// keeps, and the traits of the device. ScrollReel runs the view controller on
/// that screen (`--device`'s preset of the same size and safe area when there is
/// one: `.iPhone13` is ScrollReel's iPhone 14, `.iPhone8` its iPhone SE (3rd
/// generation)); the picture has no status bar or home indicator, as on iOS.
public struct ViewImageConfig: Sendable {
    /// A phone's orientation.
    public enum Orientation {
        /// Wider than tall.
        case landscape
        /// Taller than wide.
        case portrait
    }

    /// An iPad's orientation and how much of the screen the app has in Split View.
    public enum TabletOrientation {
        /// How much of a portrait iPad's width the app has.
        public enum PortraitSplits {
            /// A third of the width.
            case oneThird
            /// Two thirds of the width.
            case twoThirds
            /// The whole screen.
            case full
        }
        /// How much of a landscape iPad's width the app has.
        public enum LandscapeSplits {
            /// A third of the width.
            case oneThird
            /// Half of the width.
            case oneHalf
            /// Two thirds of the width.
            case twoThirds
            /// The whole screen.
            case full
        }
        /// Landscape, with the app's share of the width.
        case landscape(splitView: LandscapeSplits)
        /// Portrait, with the app's share of the width.
        case portrait(splitView: PortraitSplits)
    }

    /// What of the screen the system keeps (status bar, sensor housing, home indicator).
    public var safeArea: UIEdgeInsets
    /// The screen in points; nil keeps the view controller's own size (a new one's is the
    /// screen's).
    public var size: CGSize?
    /// The device's traits. `displayScale` sets the picture's pixels per point; the
    /// other traits are kept, not applied (see `UITraitCollection`).
    public var traits: UITraitCollection

    /// A screen of `size` points whose system keeps `safeArea`, with `traits`.
    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }

    // MARK: Phones, as swift-snapshot-testing sizes them (points, safe areas in portrait and landscape)

    /// An iPhone SE (1st generation), portrait.
    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
    /// An iPhone SE (1st generation): 320 x 568, a 20 pt status bar in portrait.
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        .homeButtonPhone(320, 568, orientation, traits: .iPhoneSe(orientation))
    }

    /// An iPhone 8, portrait.
    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
    /// An iPhone 8: 375 x 667, a 20 pt status bar in portrait.
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        .homeButtonPhone(375, 667, orientation, traits: .iPhone8(orientation))
    }

    /// An iPhone 8 Plus, portrait.
    public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
    /// An iPhone 8 Plus: 414 x 736, a 20 pt status bar in portrait.
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        .homeButtonPhone(414, 736, orientation, traits: .iPhone8Plus(orientation))
    }

    /// An iPhone X, portrait.
    public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
    /// An iPhone X: 375 x 812, a 44 pt notch.
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        .notchedPhone(375, 812, notch: 44, landscapeBottom: 24, orientation, traits: .iPhoneX(orientation))
    }

    /// An iPhone XS Max, portrait.
    public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
    /// An iPhone XS Max: 414 x 896, a 44 pt notch.
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        .notchedPhone(414, 896, notch: 44, landscapeBottom: 24, orientation, traits: .iPhoneXsMax(orientation))
    }

    /// An iPhone XR, portrait.
    public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
    /// An iPhone XR: 414 x 896, a 44 pt notch, no 3D Touch.
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        .notchedPhone(414, 896, notch: 44, landscapeBottom: 24, orientation, traits: .iPhoneXr(orientation))
    }

    /// An iPhone 12, portrait.
    public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
    /// An iPhone 12: 390 x 844, a 47 pt notch (ScrollReel's iPhone 14 in portrait).
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        .notchedPhone(390, 844, notch: 47, landscapeBottom: 21, orientation, traits: .iPhone12(orientation))
    }

    /// An iPhone 12 Pro, portrait.
    public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
    /// An iPhone 12 Pro: the iPhone 12's screen.
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone12(orientation) }

    /// An iPhone 12 Pro Max, portrait.
    public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
    /// An iPhone 12 Pro Max: 428 x 926, a 47 pt notch.
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        .notchedPhone(428, 926, notch: 47, landscapeBottom: 21, orientation, traits: .iPhone12ProMax(orientation))
    }

    /// An iPhone 13, portrait.
    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
    /// An iPhone 13: 390 x 844, a 47 pt notch (ScrollReel's iPhone 14 in portrait).
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
        .notchedPhone(390, 844, notch: 47, landscapeBottom: 21, orientation, traits: .iPhone13(orientation))
    }

    /// An iPhone 13 mini, portrait.
    public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
    /// An iPhone 13 mini: 375 x 812, a 50 pt notch.
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        .notchedPhone(375, 812, notch: 50, landscapeBottom: 21, orientation, traits: .iPhone13(orientation))
    }

    /// An iPhone 13 Pro, portrait.
    public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
    /// An iPhone 13 Pro: the iPhone 13's screen.
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone13(orientation) }

    /// An iPhone 13 Pro Max, portrait.
    public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
    /// An iPhone 13 Pro Max: 428 x 926, a 47 pt notch.
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
        .notchedPhone(428, 926, notch: 47, landscapeBottom: 21, orientation, traits: .iPhone13ProMax(orientation))
    }

    // MARK: iPads: full screen, or the app's share of it in Split View

    /// An iPad mini, landscape.
    public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
    /// An iPad mini, full screen.
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig { .iPadMini(.fullScreen(orientation)) }
    /// An iPad mini: 1024 x 768 in landscape, the app's share in Split View.
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig {
        .tablet(long: 1024, short: 768, portraitSplits: (320, 438), landscapeSplits: (320, 507, 694), orientation,
                traits: (.iPadMini, .iPadMini_Compact_SplitView))
    }

    /// An iPad (9.7 inch): the iPad mini's screen, landscape.
    public static let iPad9_7 = iPadMini
    /// An iPad (9.7 inch): the iPad mini's screen.
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { iPadMini(orientation) }
    /// An iPad (9.7 inch) in Split View: the iPad mini's screen.
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig { iPadMini(orientation) }

    /// An iPad (10.2 inch), landscape.
    public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
    /// An iPad (10.2 inch), full screen.
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig { .iPad10_2(.fullScreen(orientation)) }
    /// An iPad (10.2 inch): 1080 x 810 in landscape, the app's share in Split View.
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig {
        .tablet(long: 1080, short: 810, portraitSplits: (320, 480), landscapeSplits: (320, 535, 750), orientation,
                traits: (.iPad10_2, .iPad10_2_Compact_SplitView))
    }

    /// An iPad Pro (10.5 inch), landscape.
    public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
    /// An iPad Pro (10.5 inch), full screen.
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig { .iPadPro10_5(.fullScreen(orientation)) }
    /// An iPad Pro (10.5 inch): 1112 x 834 in landscape, the app's share in Split View.
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
        .tablet(long: 1112, short: 834, portraitSplits: (320, 504), landscapeSplits: (320, 551, 782), orientation,
                traits: (.iPadPro10_5, .iPadPro10_5_Compact_SplitView))
    }

    /// An iPad Pro (11 inch), landscape.
    public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
    /// An iPad Pro (11 inch), full screen.
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig { .iPadPro11(.fullScreen(orientation)) }
    /// An iPad Pro (11 inch): 1194 x 834 in landscape, a home indicator, the app's share in Split View.
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig {
        .tablet(long: 1194, short: 834, portraitSplits: (320, 504), landscapeSplits: (375, 592, 809), orientation,
                traits: (.iPadPro11, .iPadPro11_Compact_SplitView), safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    }

    /// An iPad Pro (12.9 inch), landscape.
    public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)
    /// An iPad Pro (12.9 inch), full screen.
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig { .iPadPro12_9(.fullScreen(orientation)) }
    /// An iPad Pro (12.9 inch): 1366 x 1024 in landscape, the app's share in Split View (half of a
    /// landscape screen is still a regular width there).
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
        .tablet(long: 1366, short: 1024, portraitSplits: (375, 639), landscapeSplits: (375, 678, 981), orientation,
                traits: (.iPadPro12_9, .iPadPro12_9_Compact_SplitView), regularHalf: true)
    }

    // MARK: How the presets are made

    /// A phone with a home button: a 20 pt status bar in portrait, none in landscape.
    private static func homeButtonPhone(_ width: CGFloat, _ height: CGFloat, _ orientation: Orientation,
                                        traits: UITraitCollection) -> ViewImageConfig {
        switch orientation {
        case .portrait:
            return ViewImageConfig(safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
                                   size: CGSize(width: width, height: height), traits: traits)
        case .landscape:
            return ViewImageConfig(safeArea: .zero, size: CGSize(width: height, height: width), traits: traits)
        }
    }

    /// A phone with a sensor housing of `notch` points and a home indicator.
    private static func notchedPhone(_ width: CGFloat, _ height: CGFloat, notch: CGFloat, landscapeBottom: CGFloat,
                                     _ orientation: Orientation, traits: UITraitCollection) -> ViewImageConfig {
        switch orientation {
        case .portrait:
            return ViewImageConfig(safeArea: UIEdgeInsets(top: notch, left: 0, bottom: 34, right: 0),
                                   size: CGSize(width: width, height: height), traits: traits)
        case .landscape:
            return ViewImageConfig(safeArea: UIEdgeInsets(top: 0, left: notch, bottom: landscapeBottom, right: notch),
                                   size: CGSize(width: height, height: width), traits: traits)
        }
    }

    /// An iPad screen `long` x `short` in landscape; in Split View the app has the widths
    /// given, at the screen's height, and a compact width below two thirds of a landscape
    /// screen (below the whole of a portrait one).
    private static func tablet(long: CGFloat, short: CGFloat, portraitSplits: (CGFloat, CGFloat),
                               landscapeSplits: (CGFloat, CGFloat, CGFloat), _ orientation: TabletOrientation,
                               traits: (full: UITraitCollection, compact: UITraitCollection),
                               safeArea: UIEdgeInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
                               regularHalf: Bool = false) -> ViewImageConfig {
        let width: CGFloat, height: CGFloat, regular: Bool
        switch orientation {
        case .landscape(let split):
            height = short
            switch split {
            case .oneThird: (width, regular) = (landscapeSplits.0, false)
            case .oneHalf: (width, regular) = (landscapeSplits.1, regularHalf)
            case .twoThirds: (width, regular) = (landscapeSplits.2, true)
            case .full: (width, regular) = (long, true)
            }
        case .portrait(let split):
            height = long
            switch split {
            case .oneThird: (width, regular) = (portraitSplits.0, false)
            case .twoThirds: (width, regular) = (portraitSplits.1, false)
            case .full: (width, regular) = (short, true)
            }
        }
        return ViewImageConfig(safeArea: safeArea, size: CGSize(width: width, height: height),
                               traits: regular ? traits.full : traits.compact)
    }
}

extension ViewImageConfig.TabletOrientation {
    /// The whole screen in `orientation`.
    fileprivate static func fullScreen(_ orientation: ViewImageConfig.Orientation) -> Self {
        orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full)
    }
}

// MARK: - The devices' traits, as swift-snapshot-testing declares them

extension UITraitCollection {
    /// A phone's traits: 3D Touch as given, left to right, medium text, and the size
    /// classes of its orientation (a wide phone's landscape width is regular).
    private static func phone(_ orientation: ViewImageConfig.Orientation, wideInLandscape: Bool,
                              forceTouch: UIForceTouchCapability = .available) -> UITraitCollection {
        let sizeClasses: [UITraitCollection] = switch orientation {
        case .portrait: [.init(horizontalSizeClass: .compact), .init(verticalSizeClass: .regular)]
        case .landscape: [.init(horizontalSizeClass: wideInLandscape ? .regular : .compact), .init(verticalSizeClass: .compact)]
        }
        return UITraitCollection(traitsFrom: [
            .init(forceTouchCapability: forceTouch), .init(layoutDirection: .leftToRight),
            .init(preferredContentSizeCategory: .medium), .init(userInterfaceIdiom: .phone),
        ] + sizeClasses)
    }

    /// An iPhone SE's traits in `orientation`.
    public static func iPhoneSe(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, wideInLandscape: false)
    }
    /// An iPhone 8's traits in `orientation`.
    public static func iPhone8(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, wideInLandscape: false)
    }
    /// An iPhone 8 Plus's traits in `orientation` (a regular width in landscape).
    public static func iPhone8Plus(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, wideInLandscape: true)
    }
    /// An iPhone X's traits in `orientation`.
    public static func iPhoneX(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, wideInLandscape: false)
    }
    /// An iPhone XR's traits in `orientation` (no 3D Touch; a regular width in landscape).
    public static func iPhoneXr(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, wideInLandscape: true, forceTouch: .unavailable)
    }
    /// An iPhone XS Max's traits in `orientation` (a regular width in landscape).
    public static func iPhoneXsMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, wideInLandscape: true)
    }
    /// An iPhone 12's traits in `orientation`.
    public static func iPhone12(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, wideInLandscape: false)
    }
    /// An iPhone 12 Pro Max's traits in `orientation` (a regular width in landscape).
    public static func iPhone12ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, wideInLandscape: true)
    }
    /// An iPhone 13's traits in `orientation`.
    public static func iPhone13(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, wideInLandscape: false)
    }
    /// An iPhone 13 Pro Max's traits in `orientation` (a regular width in landscape).
    public static func iPhone13ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, wideInLandscape: true)
    }

    /// An iPad's traits full screen: regular both ways.
    private static let iPad = UITraitCollection(traitsFrom: [
        .init(horizontalSizeClass: .regular), .init(verticalSizeClass: .regular), .init(userInterfaceIdiom: .pad),
    ])
    /// An iPad's traits in a narrow Split View share: a compact width.
    private static let iPadCompactSplitView = UITraitCollection(traitsFrom: [
        .init(horizontalSizeClass: .compact), .init(verticalSizeClass: .regular), .init(userInterfaceIdiom: .pad),
    ])

    /// An iPad mini's traits, full screen.
    public static let iPadMini = iPad
    /// An iPad mini's traits in a narrow Split View share.
    public static let iPadMini_Compact_SplitView = iPadCompactSplitView
    /// An iPad (9.7 inch)'s traits, full screen.
    public static let iPad9_7 = iPad
    /// An iPad (9.7 inch)'s traits in a narrow Split View share.
    public static let iPad9_7_Compact_SplitView = iPadCompactSplitView
    /// An iPad (10.2 inch)'s traits, full screen.
    public static let iPad10_2 = iPad
    /// An iPad (10.2 inch)'s traits in a narrow Split View share.
    public static let iPad10_2_Compact_SplitView = iPadCompactSplitView
    /// An iPad Pro (10.5 inch)'s traits, full screen.
    public static let iPadPro10_5 = iPad
    /// An iPad Pro (10.5 inch)'s traits in a narrow Split View share.
    public static let iPadPro10_5_Compact_SplitView = iPadCompactSplitView
    /// An iPad Pro (11 inch)'s traits, full screen.
    public static let iPadPro11 = iPad
    /// An iPad Pro (11 inch)'s traits in a narrow Split View share.
    public static let iPadPro11_Compact_SplitView = iPadCompactSplitView
    /// An iPad Pro (12.9 inch)'s traits, full screen.
    public static let iPadPro12_9 = iPad
    /// An iPad Pro (12.9 inch)'s traits in a narrow Split View share.
    public static let iPadPro12_9_Compact_SplitView = iPadCompactSplitView
}
