import Foundation

/// Core Graphics' `CGColor`: an sRGB colour, as `CALayer` takes its colours.
public final class CGColor: Hashable, @unchecked Sendable, CustomStringConvertible {
    package let red, green, blue: CGFloat
    /// The colour's opacity, 0...1.
    public let alpha: CGFloat
    /// A colour from sRGB components, kept as given (0...1 for sRGB), as Core Graphics'
    /// `CGColor(red:green:blue:alpha:)`.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    /// A grey: `gray` in each of red, green and blue (0 black, 1 white).
    public convenience init(gray: CGFloat, alpha: CGFloat) { self.init(red: gray, green: gray, blue: gray, alpha: alpha) }
    /// A colour from the components of `space` (ScrollReel draws every space as sRGB): one grey
    /// and an alpha, or red, green, blue and alpha. Nil for any other count, as Core Graphics answers.
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        switch space.numberOfComponents {
        case 1: self.init(gray: components[0], alpha: components[1])
        case 3: self.init(red: components[0], green: components[1], blue: components[2], alpha: components[3])
        default: return nil
        }
    }
    /// The red, green, blue and alpha components.
    public var components: [CGFloat]? { [red, green, blue, alpha] }
    /// Always 4: red, green, blue and alpha, as `components` lists them.
    public var numberOfComponents: Int { 4 }
    /// The colour space of the components: sRGB.
    public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }
    /// The same colour with another opacity.
    public func copy(alpha: CGFloat) -> CGColor? { CGColor(red: red, green: green, blue: blue, alpha: alpha) }
    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// Whether the two colours have the same components.
    public static func == (a: CGColor, b: CGColor) -> Bool {
        a.red == b.red && a.green == b.green && a.blue == b.blue && a.alpha == b.alpha
    }
    /// Hashes the four components that `==` compares.
    public func hash(into h: inout Hasher) { h.combine(red); h.combine(green); h.combine(blue); h.combine(alpha) }
    /// The components, as `CGColor(red: …, green: …, blue: …, alpha: …)`.
    public var description: String { "CGColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))" }

    /// The colour with its opacity multiplied by `k` (a context's or a layer's alpha).
    package func fading(_ k: CGFloat) -> CGColor {
        k < 1 ? CGColor(red: red, green: green, blue: blue, alpha: alpha * k) : self
    }

    /// Linear interpolation in sRGB, as Core Animation interpolates colours.
    package func mixed(with other: CGColor, _ f: CGFloat) -> CGColor {
        CGColor(red: red + (other.red - red) * f, green: green + (other.green - green) * f,
                blue: blue + (other.blue - blue) * f, alpha: alpha + (other.alpha - alpha) * f)
    }
}

/// What can stand for a `CGColor` where Core Graphics or Core Animation take an
/// array of colours (`CGGradient`, `CAGradientLayer.colors`): a `CGColor`, and
/// UIKit's `UIColor`, which code passes there by mistake and iOS forgives.
package protocol CGColorConvertible {
    var cgColorValue: CGColor { get }
}

extension CGColor: CGColorConvertible {
    package var cgColorValue: CGColor { self }
}

/// Core Graphics' `CGColorSpace`: ScrollReel draws in sRGB, whatever space is named.
public final class CGColorSpace: Sendable {
    /// The name of a colour space, as Core Graphics' `CFString` constants.
    public let name: String?
    /// The number of colour components (without alpha): 1 for a grey space, 3 for the others.
    public let numberOfComponents: Int
    /// A colour space by name (`CGColorSpace.sRGB`, …); every space draws as sRGB here.
    public init?(name: String) {
        self.name = name
        numberOfComponents = [Self.genericGrayGamma2_2, Self.linearGray, Self.extendedGray].contains(name) ? 1 : 3
    }
    init(components: Int) { name = nil; numberOfComponents = components }
    /// The name of the sRGB space.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// The name of the Display P3 space (drawn as sRGB).
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// The name of the generic grey space with a gamma of 2.2.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// The name of the linear grey space.
    public static let linearGray = "kCGColorSpaceLinearGray"
    /// The name of the extended-range grey space.
    public static let extendedGray = "kCGColorSpaceExtendedGray"
}

/// Core Graphics' device RGB colour space (sRGB here).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(components: 3) }
/// Core Graphics' device grey colour space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(components: 1) }

/// Core Foundation's `CFArray`, as `CGGradient` takes its colours: `colors as CFArray`
/// compiles as it does on iOS.
public typealias CFArray = [Any]
