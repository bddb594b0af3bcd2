import ScrollReelUIKit
import SnapshotTesting

extension Snapshotting where Value == UIView, Format == UIImage {
    /// The view as a picture, at its own size, as iOS's `.image` takes it.
    public static var image: Snapshotting { .image() }

    /// The view as a picture on a screen its size (`sizeToFit` when it has none), in a
    /// window of its own, with no safe area: `<test>.<n>.linux.png`.
    ///
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: accepted for iOS's sake; every picture here draws the whole view tree.
    ///   - precision: the share of pixels that must match, 0 to 1.
    ///   - perceptualPrecision: how close a pixel's colour must be to match, 0 to 1.
    ///   - size: another size for the view.
    ///   - traits: `displayScale` sets the pixels per point (default the default device's).
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
        size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        hosted(.init(config: nil, size: size, traits: traits), precision: precision, perceptualPrecision: perceptualPrecision)
    }

    /// ScrollReel's own: the view (a scroll view, or a view holding one) showing what
    /// `content` asks for, such as the whole content of a table as one tall picture.
    ///
    /// - Parameters:
    ///   - content: what to show.
    ///   - precision: the share of pixels that must match, 0 to 1.
    ///   - perceptualPrecision: how close a pixel's colour must be to match, 0 to 1.
    ///   - size: another size for the view.
    ///   - traits: `displayScale` sets the pixels per point.
    public static func image(
        content: SnapshotContent, precision: Float = 1, perceptualPrecision: Float = 1,
        size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        hosted(.init(config: nil, size: size, traits: traits, content: content),
               precision: precision, perceptualPrecision: perceptualPrecision)
    }

    private static func hosted(_ request: SnapshotTaking.Request, precision: Float, perceptualPrecision: Float) -> Snapshotting {
        Snapshotting(pathExtension: SnapshotTaking.imageExtension,
                     diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)) { view in
            Async { done in done(SnapshotTaking.image(of: view, request)) }
        }
    }
}

extension Snapshotting where Value == UIView, Format == String {
    /// The view tree as UIKit's `recursiveDescription` writes it (without addresses):
    /// `<test>.<n>.linux.txt`.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The view tree at `size` (default the view's own), laid out in a window, as UIKit's
    /// `recursiveDescription` writes it.
    ///
    /// - Parameters:
    ///   - size: another size for the view.
    ///   - traits: kept for iOS's sake.
    public static func recursiveDescription(size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting<UIView, String> {
        let request = SnapshotTaking.Request(config: nil, size: size, traits: traits)
        return Snapshotting(pathExtension: SnapshotTaking.textExtension, diffing: SnapshotTaking.lines) { view in
            Async { done in done(SnapshotTaking.description(of: view, request)) }
        }
    }
}

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// An image compared as a picture: its PNG bytes, or, for an image drawn by code, its
    /// drawing at scale 1 (`<test>.<n>.linux.png`).
    public static var image: Snapshotting { .image() }

    /// An image compared as a picture, within the precisions.
    ///
    /// - Parameters:
    ///   - precision: the share of pixels that must match, 0 to 1.
    ///   - perceptualPrecision: how close a pixel's colour must be to match, 0 to 1.
    ///   - scale: the reference's pixels per point.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Snapshotting {
        Snapshotting(pathExtension: SnapshotTaking.imageExtension,
                     diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
    }
}
