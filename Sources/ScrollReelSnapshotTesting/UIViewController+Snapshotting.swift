import ScrollReelUIKit
import SnapshotTesting

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// The view controller's view as a picture, on the default device's screen with no
    /// safe area, as iOS's `.image` takes it.
    public static var image: Snapshotting { .image() }

    /// The view controller on a device's screen (its size and safe area; see
    /// ``ViewImageConfig``), drawn as iOS's strategy draws it: the view tree, no
    /// status bar or home indicator, at the device's scale unless the traits' `displayScale`
    /// says otherwise. The reference is `<test>.<n>.linux.png`, beside iOS's `<test>.<n>.png`.
    ///
    /// - Parameters:
    ///   - config: the device's screen.
    ///   - drawHierarchyInKeyWindow: accepted for iOS's sake; every picture here draws the
    ///     whole view tree, blur and materials included.
    ///   - precision: the share of pixels that must match, 0 to 1.
    ///   - perceptualPrecision: how close a pixel's colour must be to match, 0 to 1
    ///     (see ``SnapshotTesting/Diffing/image(precision:perceptualPrecision:scale:)``).
    ///   - size: another screen size, keeping the configuration's safe area.
    ///   - traits: traits over the configuration's; `displayScale` sets the pixels per point.
    public static func image(
        on config: ViewImageConfig, drawHierarchyInKeyWindow: Bool = false, precision: Float = 1,
        perceptualPrecision: Float = 1, size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        hosted(.init(config: config, size: size, traits: traits), precision: precision, perceptualPrecision: perceptualPrecision)
    }

    /// The view controller on a screen of `size` (default the default device's) with no
    /// safe area, as iOS's `.image()` takes it.
    ///
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: accepted for iOS's sake; every picture here draws the whole view tree.
    ///   - precision: the share of pixels that must match, 0 to 1.
    ///   - perceptualPrecision: how close a pixel's colour must be to match, 0 to 1.
    ///   - size: the screen's size in points.
    ///   - traits: `displayScale` sets the pixels per point.
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
        size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        hosted(.init(config: nil, size: size, traits: traits), precision: precision, perceptualPrecision: perceptualPrecision)
    }

    /// ScrollReel's own: the view controller on a device's screen (none: the default
    /// device's, no safe area), showing what `content` asks for — the whole content of
    /// its scroll view as one tall picture (`.full`), or the screen once the scroll view
    /// has been scrolled to an offset, a row or an item, or flung, and has come to rest.
    ///
    ///     assertSnapshot(of: FeedViewController(), as: .image(on: .iPhone13, content: .full))
    ///     assertSnapshot(of: FeedViewController(), as: .image(content: .row(IndexPath(row: 40, section: 0))))
    ///
    /// - Parameters:
    ///   - config: the device's screen.
    ///   - content: what of the screen to show.
    ///   - precision: the share of pixels that must match, 0 to 1.
    ///   - perceptualPrecision: how close a pixel's colour must be to match, 0 to 1.
    ///   - size: another screen size.
    ///   - traits: `displayScale` sets the pixels per point.
    public static func image(
        on config: ViewImageConfig? = nil, content: SnapshotContent, precision: Float = 1,
        perceptualPrecision: Float = 1, size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        hosted(.init(config: config, size: size, traits: traits, content: content),
               precision: precision, perceptualPrecision: perceptualPrecision)
    }

    private static func hosted(_ request: SnapshotTaking.Request, precision: Float, perceptualPrecision: Float) -> Snapshotting {
        Snapshotting(pathExtension: SnapshotTaking.imageExtension,
                     diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)) { viewController in
            Async { done in done(SnapshotTaking.image(of: viewController, request)) }
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// The view controller's view tree as UIKit's `recursiveDescription` writes it (without
    /// addresses), on the default device's screen: `<test>.<n>.linux.txt`.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The view controller's view tree on a device's screen, as UIKit's `recursiveDescription`
    /// writes it.
    ///
    /// - Parameters:
    ///   - config: the device's screen.
    ///   - size: another screen size.
    ///   - traits: kept for iOS's sake.
    public static func recursiveDescription(
        on config: ViewImageConfig = .init(), size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting<UIViewController, String> {
        let request = SnapshotTaking.Request(config: config, size: size, traits: traits)
        return Snapshotting(pathExtension: SnapshotTaking.textExtension, diffing: SnapshotTaking.lines) { viewController in
            Async { done in done(SnapshotTaking.description(of: viewController, request)) }
        }
    }

    /// The view controller and its children, each with its appearance state and view, as
    /// UIKit's `_printHierarchy` writes them.
    public static var hierarchy: Snapshotting {
        Snapshotting(pathExtension: SnapshotTaking.textExtension, diffing: SnapshotTaking.lines) { viewController in
            Async { done in done(SnapshotTaking.hierarchy(of: viewController)) }
        }
    }
}
