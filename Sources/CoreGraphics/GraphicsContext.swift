import Foundation

/// What layers and views draw with. The render module implements it on Cairo;
/// UIKit, Core Animation and demos only ever see this protocol, never a C type.
/// (UIKit adds text: a context that can set type conforms to its `TextDrawingContext`.)
///
/// Coordinates are points in the current user space, which the renderer sets to
/// the layer's bounds before it asks the layer for its content.
public protocol GraphicsContext: AnyObject {
    /// Pushes the transform and the clip.
    func saveGState()
    /// Pops the transform and the clip pushed last.
    func restoreGState()
    /// Applies `transform` to the user space.
    func concatenate(_ transform: CGAffineTransform)
    /// Intersects the clip with `path` (nonzero winding).
    func clip(to path: Path)

    /// Fills `path` (nonzero winding) with `color`.
    func fill(_ path: Path, with color: CGColor)
    /// Fills `path` with `gradient`, its end colours extended past both ends.
    func fill(_ path: Path, with gradient: LinearGradient)
    /// Strokes `path` with `color` in `style`.
    func stroke(_ path: Path, with color: CGColor, style: StrokeStyle)

    /// Draws an image scaled to fill `rect` exactly (content modes and gravities are resolved by the
    /// caller).
    func draw(_ image: CGImage, in rect: CGRect, alpha: Double)
}

extension GraphicsContext {
    /// Moves the origin of the user space by `x` and `y` points, as Core Graphics'
    /// `translateBy(x:y:)`.
    public func translateBy(x: Double, y: Double) { concatenate(CGAffineTransform(translationX: x, y: y)) }
    /// Scales the user space by `x` and `y`, as Core Graphics' `scaleBy(x:y:)`.
    public func scaleBy(x: Double, y: Double) { concatenate(CGAffineTransform(scaleX: x, y: y)) }
    /// Strokes `path` in a line `lineWidth` wide with `color`, with round joins (ScrollReel's own
    /// drawing, and UIKit's through it).
    public func stroke(_ path: Path, with color: CGColor, lineWidth: Double, lineCap: LineCap) {
        stroke(path, with: color, style: StrokeStyle(lineWidth: lineWidth, lineCap: lineCap))
    }
    /// Fills `rect` with `color`.
    public func fill(_ rect: CGRect, with color: CGColor) { fill(Path(rect: rect), with: color) }
    /// Runs `body` between `saveGState()` and `restoreGState()`, so that the transform and clip it
    /// sets are undone afterwards.
    public func withGState(_ body: () -> Void) { saveGState(); body(); restoreGState() }
}
