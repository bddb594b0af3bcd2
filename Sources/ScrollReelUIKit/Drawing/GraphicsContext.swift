/// What a view draws with. The render module implements it on Cairo; views and
/// demos only ever see this protocol, never a C type.
///
/// Coordinates are points in the current user space, which the renderer sets to
/// the view's bounds before calling `UIView.draw(in:)`.
public protocol GraphicsContext: AnyObject {
    func saveGState()
    func restoreGState()
    func concatenate(_ transform: CGAffineTransform)
    func clip(to path: Path)

    func fill(_ path: Path, with color: UIColor)
    func fill(_ path: Path, with gradient: LinearGradient)
    func stroke(_ path: Path, with color: UIColor, lineWidth: Double, lineCap: LineCap)

    /// Draws text laid out in `rect` as a `UILabel` would: wrapped and truncated per
    /// `style`, vertically centred.
    func draw(_ text: String, style: TextStyle, in rect: CGRect)

    /// Draws an image scaled to fill `rect` exactly (content modes are resolved by the caller).
    func draw(_ image: UIImage, in rect: CGRect, alpha: Double)
}

extension GraphicsContext {
    /// Moves the origin of the user space by `x` and `y` points, as Core Graphics'
    /// `translateBy(x:y:)`.
    public func translateBy(x: Double, y: Double) { concatenate(CGAffineTransform(translationX: x, y: y)) }
    /// Scales the user space by `x` and `y`, as Core Graphics' `scaleBy(x:y:)`.
    public func scaleBy(x: Double, y: Double) { concatenate(CGAffineTransform(scaleX: x, y: y)) }
    public func fill(_ rect: CGRect, with color: UIColor) { fill(Path(rect: rect), with: color) }
    /// Runs `body` between `saveGState()` and `restoreGState()`, so that the transform and clip it
    /// sets are undone afterwards.
    public func withGState(_ body: () -> Void) { saveGState(); body(); restoreGState() }
}
