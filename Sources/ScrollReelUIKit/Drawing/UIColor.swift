/// UIKit's `UIColor`: straight (not premultiplied) sRGB components in 0...1.
///
/// A class, as in UIKit, so that a user's `extension UIColor { convenience init(…) }`
/// compiles here as it does on iOS. Colours are values all the same: immutable,
/// and equal when their components are (UIKit's `isEqual`).
open class UIColor: Hashable, @unchecked Sendable, CustomStringConvertible {
    package let red, green, blue, alpha: CGFloat

    /// A colour from sRGB components, as UIKit's `init(red:green:blue:alpha:)`; the
    /// components are kept as given (0...1 for sRGB), not clamped.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    /// A grey with `white` in each of red, green and blue (0 black, 1 white), as
    /// UIKit's `init(white:alpha:)`.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }
    /// UIKit's `UIColor(hue:saturation:brightness:alpha:, alpha: 1)`, hue in 0...1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (r, g, b) = Self.rgb(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness))
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }
    /// UIKit's `UIColor(cgColor:)`.
    public convenience init(cgColor: CGColor) {
        self.init(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: cgColor.alpha)
    }
    /// `UIColor(hex: 0x5a62d2)`, for ScrollReel's own colours.
    package convenience init(hex: UInt32, alpha: CGFloat = 1) {
        self.init(red: CGFloat((hex >> 16) & 0xff) / 255, green: CGFloat((hex >> 8) & 0xff) / 255,
                  blue: CGFloat(hex & 0xff) / 255, alpha: alpha)
    }

    private static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
        // (A hue that is not finite counts as 0: the sector index below must never trap.)
        let hue = hue.isFinite ? hue : 0
        let h = (hue - hue.rounded(.down)) * 6
        let i = Int(min(max(h, 0), 5.999999)), f = h - Double(i)
        let v = brightness, p = v * (1 - saturation), q = v * (1 - saturation * f), t = v * (1 - saturation * (1 - f))
        switch i {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    /// The same colour with its alpha replaced by `a`.
    public func withAlphaComponent(_ a: CGFloat) -> UIColor { UIColor(red: red, green: green, blue: blue, alpha: a) }

    /// UIKit's `getRed(_:green:blue:alpha:)`.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = self.red; green?.pointee = self.green; blue?.pointee = self.blue; alpha?.pointee = self.alpha
        return true
    }

    /// The same colour as Core Graphics' `CGColor` (what `CALayer`'s colours are).
    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// Linear interpolation in sRGB, as Core Animation interpolates colours.
    package func mixed(with other: UIColor, _ f: CGFloat) -> UIColor {
        UIColor(red: red + (other.red - red) * f, green: green + (other.green - green) * f,
                blue: blue + (other.blue - blue) * f, alpha: alpha + (other.alpha - alpha) * f)
    }

    /// Whether the two colours have the same components (UIKit's `isEqual(_:)`).
    /// `UIColor.tintColor` is equal only to itself: a colour that resolves by where it is drawn is
    /// not the fixed colour it happens to resolve to outside any view.
    public static func == (a: UIColor, b: UIColor) -> Bool {
        a.red == b.red && a.green == b.green && a.blue == b.blue && a.alpha == b.alpha
            && (a is SystemTintColor) == (b is SystemTintColor)
    }
    /// Hashes the four components that `==` compares.
    public func hash(into h: inout Hasher) { h.combine(red); h.combine(green); h.combine(blue); h.combine(alpha) }
    /// The components, as `UIColor(red: …, green: …, blue: …, alpha: …)`.
    public var description: String { "UIColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))" }

    /// UIKit's `UIColor.tintColor` (iOS 15): a colour that resolves, where it is drawn, to the tint
    /// colour of the view that draws it — the first `tintColor` set on the view or up its superview
    /// chain to the window, system blue when none is, dimmed with the view's `tintAdjustmentMode`.
    /// A view's `backgroundColor`, a label's `textColor`, a button's title colour and a control's
    /// tinted colours set to it follow later changes of the inherited tint. Resolved outside any view
    /// (its `cgColor`, or a `CALayer`'s colour), it is the app's default tint, system blue. Setting a
    /// view's own `tintColor` to it is the same as inheriting the tint (nil). It is equal only to
    /// itself, not to the system blue it resolves to by default.
    open class var tintColor: UIColor { SystemTintColor.shared }

    /// Fully transparent black (grey level 0, alpha 0).
    public static let clear = UIColor(white: 0, alpha: 0)
    /// Opaque white (grey level 1).
    public static let white = UIColor(white: 1, alpha: 1)
    /// Opaque black (grey level 0).
    public static let black = UIColor(white: 0, alpha: 1)
    /// UIKit's light grey: grey level 2/3.
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    /// UIKit's grey: grey level 0.5.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// UIKit's dark grey: grey level 1/3.
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    /// Pure sRGB red (1, 0, 0).
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Pure sRGB green (0, 1, 0).
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Pure sRGB blue (0, 0, 1).
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// UIKit's cyan (0, 1, 1).
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// UIKit's yellow (1, 1, 0).
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// UIKit's magenta (1, 0, 1).
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// UIKit's orange (1, 0.5, 0).
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// UIKit's purple (0.5, 0, 0.5).
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// UIKit's brown (0.6, 0.4, 0.2).
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)

    // iOS's system colours in the light appearance (Apple's Human Interface
    // Guidelines, "Color": the default light values).
    /// iOS's system blue, as in light mode: #007AFF.
    public static let systemBlue = UIColor(hex: 0x007aff)
    /// iOS's system red, as in light mode: #FF3B30.
    public static let systemRed = UIColor(hex: 0xff3b30)
    /// iOS's system green, as in light mode: #34C759.
    public static let systemGreen = UIColor(hex: 0x34c759)
    /// iOS's system orange, as in light mode: #FF9500.
    public static let systemOrange = UIColor(hex: 0xff9500)
    /// iOS's system yellow, as in light mode: #FFCC00.
    public static let systemYellow = UIColor(hex: 0xffcc00)
    /// iOS's system pink, as in light mode: #FF2D55.
    public static let systemPink = UIColor(hex: 0xff2d55)
    /// iOS's system purple, as in light mode: #AF52DE.
    public static let systemPurple = UIColor(hex: 0xaf52de)
    /// iOS's system indigo, as in light mode: #5856D6.
    public static let systemIndigo = UIColor(hex: 0x5856d6)
    /// iOS's system teal, as in light mode since iOS 15: #30B0C7.
    public static let systemTeal = UIColor(hex: 0x30b0c7)
    /// iOS's system mint, as in light mode: #00C7BE.
    public static let systemMint = UIColor(hex: 0x00c7be)
    /// iOS's system cyan, as in light mode: #32ADE6.
    public static let systemCyan = UIColor(hex: 0x32ade6)
    /// iOS's system brown, as in light mode: #A2845E.
    public static let systemBrown = UIColor(hex: 0xa2845e)
    /// iOS's base system grey, the same in light and dark mode: #8E8E93.
    public static let systemGray = UIColor(hex: 0x8e8e93)
    /// iOS's second-level system grey, as in light mode: #AEAEB2.
    public static let systemGray2 = UIColor(hex: 0xaeaeb2)
    /// iOS's third-level system grey, as in light mode: #C7C7CC.
    public static let systemGray3 = UIColor(hex: 0xc7c7cc)
    /// iOS's fourth-level system grey, as in light mode: #D1D1D6.
    public static let systemGray4 = UIColor(hex: 0xd1d1d6)
    /// iOS's fifth-level system grey, as in light mode: #E5E5EA.
    public static let systemGray5 = UIColor(hex: 0xe5e5ea)
    /// iOS's sixth-level system grey, the lightest, as in light mode: #F2F2F7.
    public static let systemGray6 = UIColor(hex: 0xf2f2f7)
    /// The colour of an interface's main background, as in light mode: white.
    public static let systemBackground = UIColor.white
    /// The colour of content layered on the main background, as in light mode: #F2F2F7.
    public static let secondarySystemBackground = UIColor(hex: 0xf2f2f7)
    /// The colour of content layered on secondary backgrounds, as in light mode: white.
    public static let tertiarySystemBackground = UIColor.white
    /// The main background of a grouped interface (a grouped table), as in light mode:
    /// #F2F2F7.
    public static let systemGroupedBackground = UIColor(hex: 0xf2f2f7)
    /// The colour of content on a grouped background (a grouped table's cells), as in
    /// light mode: white.
    public static let secondarySystemGroupedBackground = UIColor.white
    /// The colour of content layered on secondary grouped backgrounds, as in light
    /// mode: #F2F2F7.
    public static let tertiarySystemGroupedBackground = UIColor(hex: 0xf2f2f7)
    /// The colour of primary text, as in light mode: black.
    public static let label = UIColor.black
    /// The colour of secondary text, as in light mode: (60, 60, 67) at 60 % opacity.
    public static let secondaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
    /// The colour of tertiary text, as in light mode: (60, 60, 67) at 30 % opacity.
    public static let tertiaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
    /// The colour of quaternary text, as in light mode: (60, 60, 67) at 18 % opacity.
    public static let quaternaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.18)
    /// The colour of placeholder text in controls, as in light mode: (60, 60, 67) at 30 %
    /// opacity.
    public static let placeholderText = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
    /// The colour of thin separators that let the content below show through, as in
    /// light mode: (60, 60, 67) at 29 % opacity.
    public static let separator = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
    /// The colour of separators that hide the content below, as in light mode: #C6C6C8.
    public static let opaqueSeparator = UIColor(hex: 0xc6c6c8)
    /// The colour of links, as in light mode: #007AFF, the system blue.
    public static let link = UIColor(hex: 0x007aff)
    /// The fill of thin and small shapes (a switch's track), as in light mode:
    /// (120, 120, 128) at 20 % opacity.
    public static let systemFill = UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2)
    /// The fill of medium-size shapes (a slider's track), as in light mode:
    /// (120, 120, 128) at 16 % opacity.
    public static let secondarySystemFill = UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16)
    /// The fill of large shapes (input fields, search bars), as in light mode:
    /// (118, 118, 128) at 12 % opacity.
    public static let tertiarySystemFill = UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
    /// The fill of large areas with complex content, as in light mode:
    /// (116, 116, 128) at 8 % opacity.
    public static let quaternarySystemFill = UIColor(red: 116 / 255, green: 116 / 255, blue: 128 / 255, alpha: 0.08)
}

extension UIColor: CGColorConvertible {
    package var cgColorValue: CGColor { cgColor }
}

/// The one instance `UIColor.tintColor` returns: system blue's components (the default tint, what
/// it is outside any view), recognised by its class wherever a view resolves a colour it draws.
final class SystemTintColor: UIColor, @unchecked Sendable {
    static let shared = SystemTintColor()
    private init() { super.init(red: 0, green: 122 / 255, blue: 1, alpha: 1) }
    override var description: String { "UIColor.tintColor" }
}

extension UIColor {
    /// This colour as `view` draws it: `UIColor.tintColor` becomes the view's `tintColor` (dimmed
    /// with it); any other colour is itself.
    @MainActor func resolved(in view: UIView) -> UIColor { self is SystemTintColor ? view.tintColor : self }
}
