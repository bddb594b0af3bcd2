/// A device a scene runs on: its screen in points (portrait), its scale, and what
/// of the screen the system keeps (status bar, home indicator, the sensor housing),
/// which apps see as the safe area.
///
/// The figures are Apple's: sizes and scales from the Human Interface Guidelines
/// ("Layout", device screen sizes), safe-area insets and status-bar heights as
/// Xcode's Simulator reports them for each model in portrait (`view.safeAreaInsets`
/// of a full-screen view controller, `statusBarManager.statusBarFrame`).
public struct DeviceProfile: Hashable, Sendable, CustomStringConvertible {
    /// What the system draws over the top of the app.
    public enum StatusBarLayout: String, Sendable, Hashable {
        /// A 20 pt bar across the screen, the time in the middle (Touch ID phones).
        case classic
        /// The time and the icons in the two "ears" beside a sensor housing (a notch
        /// or the Dynamic Island; screenshots show neither).
        case ears
        /// A 24 pt bar, the time at the left and the icons at the right (iPad).
        case tablet
    }

    /// The name `--device` takes, e.g. "iPhone 15".
    public var name: String
    /// The screen in points, portrait.
    public var size: CGSize
    /// Pixels per point of the real screen (what `UIScreen.main.scale` answers).
    public var scale: CGFloat
    /// The system's insets in portrait: the status bar (or sensor housing) above,
    /// the home indicator below.
    public var safeAreaInsets: UIEdgeInsets
    /// The status bar's height; a tap in it scrolls to the top.
    public var statusBarHeight: CGFloat
    /// How the status bar is laid out: across the top, in the ears beside the sensor housing, or as on
    /// iPad.
    public var statusBarLayout: StatusBarLayout
    /// Whether the screen has a home indicator (Face ID phones and iPads without a
    /// home button).
    public var hasHomeIndicator: Bool
    /// The width of the sensor housing between the status bar's ears (the notch,
    /// or the Dynamic Island and the room iOS keeps beside it); 0 without one.
    public var sensorHousingWidth: CGFloat
    /// The system's insets with the device on its side (`landscapeLeft`): the sensor housing's
    /// and the rounded corners' room at both sides, the home indicator's below; an iPhone
    /// shows no status bar then.
    public var landscapeSafeAreaInsets: UIEdgeInsets
    /// Whether the screen is turned on its side: the profile `rotated()` made, wider than tall.
    public private(set) var isLandscape = false
    /// The model's name (`name` without what `resized(to:)` and `rotated()` add).
    public private(set) var model: String

    /// Creates a device from its figures, in portrait; `sensorHousingWidth` is 0 for a screen
    /// without a notch or Dynamic Island; without `landscapeSafeAreaInsets`, the portrait top inset
    /// is kept at both sides in landscape and the home indicator's 21 pt below.
    public init(name: String, size: CGSize, scale: CGFloat, safeAreaInsets: UIEdgeInsets, statusBarHeight: CGFloat,
                statusBarLayout: StatusBarLayout, hasHomeIndicator: Bool, sensorHousingWidth: CGFloat = 0,
                landscapeSafeAreaInsets: UIEdgeInsets? = nil) {
        self.name = name; self.model = name; self.size = size; self.scale = scale; self.safeAreaInsets = safeAreaInsets
        self.statusBarHeight = statusBarHeight; self.statusBarLayout = statusBarLayout
        self.hasHomeIndicator = hasHomeIndicator; self.sensorHousingWidth = sensorHousingWidth
        let side = sensorHousingWidth > 0 ? safeAreaInsets.top : 0
        self.landscapeSafeAreaInsets = landscapeSafeAreaInsets
            ?? UIEdgeInsets(top: 0, left: side, bottom: hasHomeIndicator ? 21 : 0, right: side)
    }

    /// The device turned on its side (or back upright): the screen's width and height
    /// swapped, the landscape insets; an iPhone's status bar is hidden in landscape, as iOS
    /// hides it, and an iPad keeps its own.
    public func rotated() -> DeviceProfile {
        var d = self
        d.isLandscape.toggle()
        d.size = CGSize(width: size.height, height: size.width)
        swap(&d.safeAreaInsets, &d.landscapeSafeAreaInsets)
        d.name = d.isLandscape ? "\(model), landscape" : model
        return d
    }

    /// Whether the status bar shows: not on an iPhone on its side.
    public var showsStatusBar: Bool { !(isLandscape && statusBarLayout != .tablet) }

    /// The device's name and screen, e.g. "iPhone 14 (390 x 844 pt @3x)".
    public var description: String {
        "\(name) (\(Self.format(size.width)) x \(Self.format(size.height)) pt @\(Self.format(scale))x)"
    }

    private static func format(_ v: CGFloat) -> String {
        v == v.rounded() ? String(Int(v)) : String(describing: Double(v))
    }

    /// iPhone SE (3rd generation): 375 x 667 @2x, a home button, a 20 pt status bar.
    public static let iPhoneSE3 = DeviceProfile(
        name: "iPhone SE (3rd generation)", size: CGSize(width: 375, height: 667), scale: 2,
        safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), statusBarHeight: 20,
        statusBarLayout: .classic, hasHomeIndicator: false, landscapeSafeAreaInsets: .zero)
    /// iPhone 14 (and 13, 12): 390 x 844 @3x, a notch. ScrollReel's default screen.
    public static let iPhone14 = DeviceProfile(
        name: "iPhone 14", size: CGSize(width: 390, height: 844), scale: 3,
        safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), statusBarHeight: 47,
        statusBarLayout: .ears, hasHomeIndicator: true, sensorHousingWidth: 162)
    /// iPhone 15 (and 15 Pro, 14 Pro): 393 x 852 @3x, the Dynamic Island.
    public static let iPhone15 = DeviceProfile(
        name: "iPhone 15", size: CGSize(width: 393, height: 852), scale: 3,
        safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), statusBarHeight: 54,
        statusBarLayout: .ears, hasHomeIndicator: true, sensorHousingWidth: 150)
    /// iPhone 15 Pro Max (and 15 Plus, 14 Pro Max): 430 x 932 @3x, the Dynamic Island.
    public static let iPhone15ProMax = DeviceProfile(
        name: "iPhone 15 Pro Max", size: CGSize(width: 430, height: 932), scale: 3,
        safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), statusBarHeight: 54,
        statusBarLayout: .ears, hasHomeIndicator: true, sensorHousingWidth: 150)
    /// iPad (10th generation): 820 x 1180 @2x, a home indicator, a 24 pt status bar.
    public static let iPad10 = DeviceProfile(
        name: "iPad (10th generation)", size: CGSize(width: 820, height: 1180), scale: 2,
        safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), statusBarHeight: 24,
        statusBarLayout: .tablet, hasHomeIndicator: true,
        landscapeSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))

    /// The devices `--device` knows, in the order `--help` lists them.
    public static let all: [DeviceProfile] = [.iPhoneSE3, .iPhone14, .iPhone15, .iPhone15ProMax, .iPad10]
    /// The device a run uses unless told otherwise: the iPhone 14.
    public static let `default` = DeviceProfile.iPhone14

    /// A device by name, ignoring case, spaces and punctuation ("iphone-15-pro-max",
    /// "iPhone SE", "ipad"): a unique prefix of a known name is enough.
    public static func named(_ name: String) -> DeviceProfile? {
        func key(_ s: String) -> String { String(s.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }) }
        let k = key(name)
        guard !k.isEmpty else { return nil }
        if let exact = all.first(where: { key($0.name) == k }) { return exact }
        let matches = all.filter { key($0.name).hasPrefix(k) }
        return matches.count == 1 ? matches[0] : nil
    }

    /// The default device's system insets on a screen of another size (`--size`):
    /// a phone of that shape.
    /// A size that is this screen's turned on its side is the device in landscape (`rotated()`).
    public func resized(to size: CGSize) -> DeviceProfile {
        if size == CGSize(width: self.size.height, height: self.size.width) { return rotated() }
        var d = self
        d.name = "\(name), resized"
        d.size = size
        return d
    }
}

/// UIKit's `UIScreen`: the run's device. `UIScreen.main` is the screen of the
/// scene being built or played.
@preconcurrency @MainActor
open class UIScreen {
    /// The device this screen belongs to, as it is held: its `rotated()` profile once the scene
    /// has turned to landscape.
    public internal(set) var device: DeviceProfile

    /// Creates the screen of a device.
    public init(device: DeviceProfile) { self.device = device }

    /// Sets the device as it is held (upright, or `rotated()`), with the device's orientation.
    package func turn(to device: DeviceProfile) {
        self.device = device
        SceneEnvironment.current?.device.turn(to: device.isLandscape ? .landscapeLeft : .portrait)
    }

    /// The screen of the scene being built or played (a default iPhone outside any scene).
    public class var main: UIScreen { SceneEnvironment.current?.screen ?? UIScreen(device: .default) }

    /// The screen's rectangle in points, with its origin at zero, as the interface is turned (as
    /// UIKit's since iOS 8: wider than tall in landscape).
    open var bounds: CGRect { CGRect(origin: .zero, size: device.size) }
    /// The number of pixels per point of the device's screen.
    open var scale: CGFloat { device.scale }
    /// The physical screen's pixels per point; the same as `scale` here.
    open var nativeScale: CGFloat { device.scale }
    /// The most frames per second the screen shows: the scene's display rate (a film's
    /// frame rate; 60 before its frames are known), which display links divide.
    open var maximumFramesPerSecond: Int {
        let interval = SceneEnvironment.current?.clock.displayFrames(after: CACurrentMediaTime()).interval ?? 1.0 / 60
        // (A film's rate is 1 to 1000 frames a second; anything else reads as 60.)
        let rate = 1 / interval
        return rate.isFinite && rate >= 1 && rate <= 1000 ? Int(rate.rounded()) : 60
    }
    /// The screen's rectangle in pixels, in portrait.
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: device.size.width * device.scale, height: device.size.height * device.scale)
    }
}
