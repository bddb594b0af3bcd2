import ScrollPhysics

/// UIKit's `UIActivityIndicatorView` (iOS 13 and later): eight rounded spokes
/// whose brightness turns once a second. The phase is read from the window's
/// clock when the view is drawn, so the spinner is a function of time like
/// every other motion, and it keeps no scene awake.
open class UIActivityIndicatorView: UIView {
    /// UIKit's `UIActivityIndicatorView.Style`, with UIKit's raw values: how big the indicator is
    /// and, for the styles iOS 13 deprecated, its colour.
    public enum Style: Int, Sendable {
        /// The 20 x 20 pt indicator, UIKit's usual one.
        case medium = 100
        /// The 37 x 37 pt indicator.
        case large = 101
        /// Before iOS 13: the large indicator, white. Drawn as `.large` with white spokes.
        @available(iOS, introduced: 2.0, deprecated: 13.0, message: "No longer supported; please adopt UIActivityIndicatorViewStyleMedium and UIActivityIndicatorViewStyleLarge.")
        case whiteLarge = 0
        /// Before iOS 13: the small indicator, white. Drawn as `.medium` with white spokes.
        @available(iOS, introduced: 2.0, deprecated: 13.0, message: "No longer supported; please adopt UIActivityIndicatorViewStyleMedium and UIActivityIndicatorViewStyleLarge.")
        case white = 1
        /// Before iOS 13: the small indicator, gray. Drawn as `.medium`.
        @available(iOS, introduced: 2.0, deprecated: 13.0, message: "No longer supported; please adopt UIActivityIndicatorViewStyleMedium and UIActivityIndicatorViewStyleLarge.")
        case gray = 2

        /// Whether the style is one of the large ones.
        var isLarge: Bool { self == .large || self == .whiteLarge }
    }
    /// The indicator's style, which sets its size. It is fixed when the indicator is made (UIKit's can change).
    open private(set) var style: Style
    /// The colour of the spokes (system gray by default; nil sets it back): the leading spoke has it at
    /// full strength, the others fade from it.
    open var color: UIColor! {
        get { spokeColor }
        set { spokeColor = newValue ?? .systemGray }
    }
    private var spokeColor: UIColor = .systemGray
    /// As UIKit's: a stopped indicator hides itself (the default).
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }
    /// Whether the indicator is spinning: true from ``startAnimating()`` until ``stopAnimating()``.
    open private(set) var isAnimating = false

    /// The size UIKit gives each style.
    public static func size(of style: Style) -> CGSize {
        style.isLarge ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
    }

    /// Creates a stopped, hidden indicator of the given style, at the size UIKit gives that style; it
    /// takes no touches. The deprecated `.white` and `.whiteLarge` styles draw white spokes.
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: Self.size(of: style)))
        if style == .white || style == .whiteLarge { spokeColor = .white }
        isUserInteractionEnabled = false
        isHidden = true
    }
    public convenience override init(frame: CGRect) {
        self.init(style: .medium)
        self.frame = frame
    }
    public required init?(coder: NSCoder) { return nil }

    /// Starts the spinner and shows the indicator. The spokes turn once a second with the window's virtual
    /// clock, read when the view is drawn, so a spinning indicator keeps no scene awake.
    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    /// Stops the spinner, and hides the indicator when `hidesWhenStopped` is true.
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size(of: style) }

    /// The indicator's size for its style.
    open override var intrinsicContentSize: CGSize { Self.size(of: style) }

    open override func draw(in ctx: GraphicsContext) {
        let spokes = 8
        let c = CGPoint(x: bounds.midX, y: bounds.midY)
        let r = min(bounds.width, bounds.height) / 2
        let width = style.isLarge ? 3.6 : 2.2
        // Eight steps a second; the brightest spoke leads clockwise.
        let turns = ((window?.now ?? 0) * Double(spokes)).truncatingRemainder(dividingBy: Double(spokes))
        let step = isAnimating && turns.isFinite && turns >= 0 ? Int(turns) : 0
        for k in 0..<spokes {
            let angle = Double(k) * 2 * Double.pi / Double(spokes) - Double.pi / 2
            var spoke = Path()
            spoke.move(to: CGPoint(x: c.x + (r * 0.5) * _cosine(angle), y: c.y + (r * 0.5) * _sine(angle)))
            spoke.addLine(to: CGPoint(x: c.x + (r - width / 2) * _cosine(angle), y: c.y + (r - width / 2) * _sine(angle)))
            let age = (step - k + spokes) % spokes
            ctx.stroke(spoke, with: color.withAlphaComponent(color.alpha * (1 - 0.72 * Double(age) / Double(spokes - 1))),
                       lineWidth: width, lineCap: .round)
        }
    }
}
