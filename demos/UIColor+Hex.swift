#if canImport(UIKit)
import UIKit
#else
import ScrollReelUIKit
#endif

extension UIColor {
    /// A colour from its 0xRRGGBB value, as the demos' designs give them (what an
    /// app writes once for its palette; UIKit has no such initializer).
    convenience init(hex: UInt32, alpha: CGFloat = 1) {
        self.init(red: CGFloat((hex >> 16) & 0xff) / 255, green: CGFloat((hex >> 8) & 0xff) / 255,
                  blue: CGFloat(hex & 0xff) / 255, alpha: alpha)
    }
}
