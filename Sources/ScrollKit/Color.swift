/// UIKit's `UIColor`: straight (not premultiplied) sRGB components in 0...1.
public struct Color: Hashable, Sendable {
    public var red, green, blue, alpha: Double
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    public init(white: Double, alpha: Double = 1) { self.init(red: white, green: white, blue: white, alpha: alpha) }
    /// `Color(hex: 0x5a62d2)`.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(red: Double((hex >> 16) & 0xff) / 255, green: Double((hex >> 8) & 0xff) / 255,
                  blue: Double(hex & 0xff) / 255, alpha: alpha)
    }
    /// UIKit's `UIColor(hue:saturation:brightness:alpha:)`, hue in 0...1.
    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6
        let i = Int(h) % 6, f = h - Double(Int(h))
        let v = brightness, p = v * (1 - saturation), q = v * (1 - saturation * f), t = v * (1 - saturation * (1 - f))
        let (r, g, b): (Double, Double, Double) = switch i {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    public func withAlphaComponent(_ a: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: a) }

    /// Linear interpolation in sRGB, as Core Animation interpolates colours.
    public func mixed(with other: Color, _ f: Double) -> Color {
        Color(red: red + (other.red - red) * f, green: green + (other.green - green) * f,
              blue: blue + (other.blue - blue) * f, alpha: alpha + (other.alpha - alpha) * f)
    }

    public static let clear = Color(white: 0, alpha: 0)
    public static let white = Color(white: 1)
    public static let black = Color(white: 0)
    public static let lightGray = Color(white: 2.0 / 3.0)
    public static let gray = Color(white: 0.5)
    public static let darkGray = Color(white: 1.0 / 3.0)
    public static let red = Color(red: 1, green: 0, blue: 0)
    public static let green = Color(red: 0, green: 1, blue: 0)
    public static let blue = Color(red: 0, green: 0, blue: 1)
    // iOS system colours (light appearance).
    public static let systemBlue = Color(hex: 0x007aff)
    public static let systemRed = Color(hex: 0xff3b30)
    public static let systemGreen = Color(hex: 0x34c759)
    public static let systemOrange = Color(hex: 0xff9500)
    public static let systemYellow = Color(hex: 0xffcc00)
    public static let systemPink = Color(hex: 0xff2d55)
    public static let systemPurple = Color(hex: 0xaf52de)
    public static let systemIndigo = Color(hex: 0x5856d6)
    public static let systemTeal = Color(hex: 0x30b0c7)
    public static let systemMint = Color(hex: 0x00c7be)
    public static let systemGray = Color(hex: 0x8e8e93)
    public static let systemGray5 = Color(hex: 0xe5e5ea)
    public static let systemGray6 = Color(hex: 0xf2f2f7)
    public static let systemGroupedBackground = Color(hex: 0xf2f2f7)
    public static let label = Color.black
    public static let secondaryLabel = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
    public static let separator = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
}
