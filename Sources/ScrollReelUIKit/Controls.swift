/// UIKit's `CAGradientLayer` as a view: a linear gradient across its bounds.
/// As a `mask`, its alpha fades what it masks (the pager's title view).
open class GradientView: UIView {
    public var colors: [UIColor] = []
    /// Stop locations (0...1); evenly spaced when nil.
    public var locations: [Double]?
    /// In unit coordinates of the bounds, as CAGradientLayer's.
    public var startPoint = CGPoint(x: 0.5, y: 0)
    public var endPoint = CGPoint(x: 0.5, y: 1)

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    open override func draw(in context: GraphicsContext) {
        guard colors.count >= 2 else { return }
        let stops = colors.enumerated().map { i, c in
            LinearGradient.Stop(locations?[i] ?? Double(i) / Double(colors.count - 1), c)
        }
        let b = bounds
        let g = LinearGradient(start: CGPoint(x: b.minX + startPoint.x * b.width, y: b.minY + startPoint.y * b.height),
                               end: CGPoint(x: b.minX + endPoint.x * b.width, y: b.minY + endPoint.y * b.height),
                               stops: stops)
        context.fill(Path(rect: b), with: g)
    }
}

/// UIKit's `UIPageControl`: a row of dots, the current one highlighted.
open class UIPageControl: UIView {
    public var numberOfPages = 0
    public var currentPage = 0
    public var pageIndicatorTintColor = UIColor(white: 0, alpha: 0.25)
    public var currentPageIndicatorTintColor = UIColor.black
    /// UIKit's `UIPageControl.BackgroundStyle`: `.prominent` puts the dots on a
    /// translucent dark capsule, so that they read on any picture.
    public enum BackgroundStyle: Sendable { case minimal, prominent }
    public var backgroundStyle = BackgroundStyle.minimal
    /// iOS draws 7 pt dots 9 pt apart... (16 pt from centre to centre).
    public static let dotDiameter = 7.0
    public static let dotSpacing = 9.0

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let n = Double(max(numberOfPages, 1))
        return CGSize(width: n * Self.dotDiameter + (n - 1) * Self.dotSpacing + 16, height: 26)
    }

    open override func draw(in context: GraphicsContext) {
        guard numberOfPages > 0 else { return }
        let d = Self.dotDiameter, gap = Self.dotSpacing
        let total = Double(numberOfPages) * d + Double(numberOfPages - 1) * gap
        if backgroundStyle == .prominent {
            let platter = CGRect(x: bounds.midX - total / 2 - 10, y: bounds.midY - 13, width: total + 20, height: 26)
            context.fill(Path(roundedRect: platter, cornerRadius: 13), with: UIColor(white: 0, alpha: 0.32))
        }
        var x = bounds.midX - total / 2
        for i in 0..<numberOfPages {
            let dot = CGRect(x: x, y: bounds.midY - d / 2, width: d, height: d)
            context.fill(Path(ovalIn: dot), with: i == currentPage ? currentPageIndicatorTintColor : pageIndicatorTintColor)
            x += d + gap
        }
    }
}

/// UIKit's `UIButton` (system type): a title that dims while the finger is on it
/// and calls its action on a touch that ends inside.
open class UIButton: UIView {
    public var title: String
    public var font: UIFont = .systemFont(ofSize: 17)
    public var tintColor: UIColor = .systemBlue
    public private(set) var isHighlighted = false
    public var action: (() -> Void)?

    public init(title: String, frame: CGRect = .zero) {
        self.title = title
        super.init(frame: frame)
    }

    open override func touchBegan(at point: CGPoint) { isHighlighted = true }
    open override func touchMoved(to point: CGPoint) { isHighlighted = bounds.insetBy(dx: -70, dy: -70).contains(point) }
    open override func touchCancelled() { isHighlighted = false }
    open override func touchEnded(at point: CGPoint) {
        let inside = bounds.insetBy(dx: -70, dy: -70).contains(point)
        isHighlighted = false
        if inside { action?() }
    }

    open override func draw(in context: GraphicsContext) {
        // UIKit's system button fades its title to 20 % while highlighted.
        let color = isHighlighted ? tintColor.withAlphaComponent(tintColor.alpha * 0.2) : tintColor
        context.draw(title, style: TextStyle(font: font, color: color, alignment: .center), in: bounds)
    }
}

/// UIKit's `UISwitch`: a 51 x 31 track, green when on, and a white thumb that
/// slides across in 0.25 s when it changes with animation.
open class UISwitch: UIView {
    public private(set) var isOn = false
    public var onTintColor = UIColor.systemGreen
    /// Where the thumb is, from 0 (off) to 1 (on).
    public private(set) var thumbPosition = 0.0
    private var slide: PropertyAnimation?
    public static let size = CGSize(width: 51, height: 31)

    public init(origin: CGPoint = .zero) {
        super.init(frame: CGRect(origin: origin, size: Self.size))
    }

    public func setOn(_ on: Bool, animated: Bool) {
        isOn = on
        slide?.cancel()
        let from = thumbPosition, to = on ? 1.0 : 0.0
        guard animated, let window else { thumbPosition = to; return }
        slide = window.animate(duration: 0.25) { [weak self] p in self?.thumbPosition = from + (to - from) * p }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    open override func draw(in context: GraphicsContext) {
        let track = CGRect(origin: .zero, size: Self.size)
        let off = UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16)
        context.fill(Path(roundedRect: track, cornerRadius: track.height / 2), with: off.mixed(with: onTintColor, thumbPosition))
        let d = track.height - 4
        let thumb = CGRect(x: 2 + (track.width - 4 - d) * thumbPosition, y: 2, width: d, height: d)
        context.fill(Path(ovalIn: thumb.offsetBy(dx: 0, dy: 1.5)), with: UIColor(white: 0, alpha: 0.12))
        context.fill(Path(ovalIn: thumb), with: .white)
    }
}
