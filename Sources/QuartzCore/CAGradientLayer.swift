import CoreGraphics
import VirtualTime

/// Core Animation's `CAGradientLayer`: a linear gradient across the layer's bounds,
/// drawn over its background colour; as a view's `layerClass`, a sublayer, or the
/// layer of a view used as a `mask` (its colours' alpha fades what it masks).
open class CAGradientLayer: CALayer {
    /// The gradient's colours (`CGColor`s), from `startPoint` to `endPoint`; with fewer than two
    /// nothing is drawn. Animatable.
    open var colors: [Any]? { willSet { pendingAction = willChange(.colors) } didSet { didChange(takePending()) } }
    /// Where each colour sits, 0...1 (one per colour); evenly spaced when nil or of another count.
    /// Animatable.
    open var locations: [NSNumber]? { willSet { pendingAction = willChange(.locations) } didSet { didChange(takePending()) } }
    /// Where the gradient starts, in unit coordinates of the bounds (top centre by default). Animatable.
    open var startPoint = CGPoint(x: 0.5, y: 0) { willSet { pendingAction = willChange(.startPoint) } didSet { didChange(takePending()) } }
    /// Where the gradient ends, in unit coordinates of the bounds (bottom centre by default). Animatable.
    open var endPoint = CGPoint(x: 0.5, y: 1) { willSet { pendingAction = willChange(.endPoint) } didSet { didChange(takePending()) } }
    /// The kind of gradient: only `.axial` (linear) is drawn.
    open var type = CAGradientLayerType.axial

    override package func copyModel(of other: CALayer) {
        super.copyModel(of: other)
        guard let o = other as? CAGradientLayer else { return }
        colors = o.colors; locations = o.locations; startPoint = o.startPoint; endPoint = o.endPoint; type = o.type
    }

    override package func blankCopy() -> CALayer { CAGradientLayer() }

    private var cgColors: [CGColor] { (colors ?? []).compactMap { ($0 as? any CGColorConvertible)?.cgColorValue } }

    override package func ownAnimatableValue(_ keyPath: String) -> AnimatableValue? {
        switch keyPath {
        case "colors": .colors(cgColors)
        case "locations": .numbers((locations ?? []).map(\.doubleValue))
        case "startPoint": .point(startPoint)
        case "endPoint": .point(endPoint)
        default: nil
        }
    }

    override package func setOwnAnimatableValue(_ value: AnimatableValue, _ keyPath: String) -> Bool {
        switch (keyPath, value) {
        case ("colors", .colors(let c)): colors = c
        case ("locations", .numbers(let n)): locations = n.map { NSNumber(value: $0) }
        case ("startPoint", .point(let p)): startPoint = p
        case ("endPoint", .point(let p)): endPoint = p
        default: return false
        }
        return true
    }

    /// The gradient across `bounds`, or nil when it has fewer than two colours.
    package func gradient(in bounds: CGRect) -> LinearGradient? {
        let colors = cgColors
        guard colors.count >= 2 else { return nil }
        let locations = self.locations?.count == colors.count ? self.locations?.map(\.doubleValue) : nil
        let stops = colors.enumerated().map { i, c in
            LinearGradient.Stop(locations?[i] ?? Double(i) / Double(colors.count - 1), c)
        }
        return LinearGradient(start: CGPoint(x: bounds.minX + startPoint.x * bounds.width, y: bounds.minY + startPoint.y * bounds.height),
                              end: CGPoint(x: bounds.minX + endPoint.x * bounds.width, y: bounds.minY + endPoint.y * bounds.height),
                              stops: stops)
    }
}

/// Core Animation's `CAGradientLayerType`: only the axial (linear) kind is drawn here;
/// asking for another does not compile.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The type's name, as Core Animation's.
    public let rawValue: String
    /// Creates a type from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A linear gradient between `startPoint` and `endPoint`.
    public static let axial = CAGradientLayerType(rawValue: "axial")
}

/// Core Animation's `CATransformLayer`: a layer whose sublayers keep their depth.
/// ScrollReel flattens every layer into its superlayer's plane, this one too: its
/// sublayers are drawn in sublayer order, each with its own 3-D transform, and its
/// own background and border are not drawn, as Core Animation's.
open class CATransformLayer: CALayer {
    override package func blankCopy() -> CALayer { CATransformLayer() }
}
