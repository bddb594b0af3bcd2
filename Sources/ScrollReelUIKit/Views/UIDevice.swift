import Foundation

/// UIKit's `UIDeviceOrientation`: how the device is held.
public enum UIDeviceOrientation: Int, Sendable {
    /// The orientation is not known.
    case unknown
    /// Upright, the home button or indicator at the bottom.
    case portrait
    /// Upside down.
    case portraitUpsideDown
    /// On its side, the top of the device to the left (the home indicator at the right).
    case landscapeLeft
    /// On its side, the top of the device to the right.
    case landscapeRight
    /// Flat, the screen up.
    case faceUp
    /// Flat, the screen down.
    case faceDown

    /// Whether the device is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the device is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device lies flat.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the orientation is one an interface can take (portrait or landscape).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// UIKit's `UIDevice`: the device the scene runs on, from its `DeviceProfile`.
///
/// Every figure is fixed, so that every run of a scene sees the same device: the
/// model and idiom of the profile (`--device`), iOS 17.0, a full battery, and an
/// orientation that follows the screen: portrait, or `landscapeLeft` when the
/// screen is wider than tall (`--size 844x390`), which the scene reaches by a
/// rotation before its first frame (see `UIViewController.viewWillTransition(to:with:)`).
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// UIKit's `UIDevice.BatteryState`.
    public enum BatteryState: Int, Sendable {
        /// Battery monitoring is off.
        case unknown
        /// On battery power.
        case unplugged
        /// Plugged in and charging.
        case charging
        /// Plugged in, fully charged.
        case full
    }

    /// Posted (on `NotificationCenter.default`, with the device as the object) when the
    /// device's orientation changes.
    nonisolated public static let orientationDidChangeNotification = NSNotification.Name("UIDeviceOrientationDidChangeNotification")
    /// Posted when the battery's state changes; never here.
    nonisolated public static let batteryStateDidChangeNotification = NSNotification.Name("UIDeviceBatteryStateDidChangeNotification")
    /// Posted when the battery's level changes; never here.
    nonisolated public static let batteryLevelDidChangeNotification = NSNotification.Name("UIDeviceBatteryLevelDidChangeNotification")

    /// The device of the scene being built or played (an iPhone 14 outside any scene).
    open class var current: UIDevice { SceneEnvironment.current?.device ?? UIDevice(profile: .default) }

    let profile: DeviceProfile

    init(profile: DeviceProfile) {
        self.profile = profile
        orientation = profile.size.width > profile.size.height ? .landscapeLeft : .portrait
        super.init()
    }

    /// The device's name as its user sees it: its model's name, e.g. "iPhone 14".
    open var name: String { profile.model }
    /// The model: "iPhone" or "iPad".
    open var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    /// The model, localised: the same as `model` here.
    open var localizedModel: String { model }
    /// The operating system's name: "iOS".
    open var systemName: String { "iOS" }
    /// The operating system's version: "17.0".
    open var systemVersion: String { "17.0" }
    /// A phone, or a pad for the iPad profiles.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { profile.statusBarLayout == .tablet ? .pad : .phone }
    /// How the device is held: portrait, or `landscapeLeft` once the scene's screen has turned
    /// to a landscape size.
    open internal(set) var orientation: UIDeviceOrientation
    /// Whether the device posts `orientationDidChangeNotification`: always, as the scene's
    /// rotation is the only change there is.
    open private(set) var isGeneratingDeviceOrientationNotifications = true
    /// Accepted: orientation notifications are always posted.
    open func beginGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = true }
    /// Accepted: orientation notifications are always posted.
    open func endGeneratingDeviceOrientationNotifications() {}
    /// Whether the app watches the battery; off by default.
    open var isBatteryMonitoringEnabled = false
    /// The battery's charge from 0 to 1: full, or -1 while monitoring is off (as UIKit's).
    open var batteryLevel: Float { isBatteryMonitoringEnabled ? 1 : -1 }
    /// The battery's state: full, or unknown while monitoring is off.
    open var batteryState: BatteryState { isBatteryMonitoringEnabled ? .full : .unknown }
    /// Whether the proximity sensor is watched; there is none here.
    open var isProximityMonitoringEnabled = false
    /// Whether the user's face is near the screen: never.
    open var proximityState: Bool { false }
    /// Whether the device runs more than one app at once: yes.
    open var isMultitaskingSupported: Bool { true }
    /// A fixed identifier, the same in every run, so that a screen that shows or hashes it is
    /// deterministic.
    open var identifierForVendor: UUID? { UUID(uuidString: "5C0E11AE-0000-4000-8000-000000000001") }
    /// Plays the keyboard click: there is no sound here.
    open func playInputClick() {}

    /// Turns the device, as a rotation of the scene's screen does, and posts
    /// `orientationDidChangeNotification`.
    func turn(to orientation: UIDeviceOrientation) {
        guard orientation != self.orientation else { return }
        self.orientation = orientation
        NotificationCenter.default.post(name: Self.orientationDidChangeNotification, object: self)
    }
}
