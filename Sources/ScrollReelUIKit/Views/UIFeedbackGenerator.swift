/// UIKit's `UIFeedbackGenerator`: haptic feedback. A scene has no Taptic Engine: the
/// generators accept every call and play nothing; the first feedback a scene asks for
/// is noted among its warnings (what ScrollReel could not do as UIKit does).
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    /// Readies the engine for feedback soon: nothing to ready here.
    open func prepare() {}

    /// Notes, once per scene, that feedback of this kind was asked for and not played.
    func played(_ what: String) {
        SceneEnvironment.current?.warn("\(type(of: self)).\(what): haptic feedback is not played in a scene")
    }
}

/// UIKit's `UIImpactFeedbackGenerator`: the tap of a collision (a thumb snapping to a detent,
/// a pull-to-refresh that triggers).
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// UIKit's `UIImpactFeedbackGenerator.FeedbackStyle`, with UIKit's raw values.
    public enum FeedbackStyle: Int, Sendable {
        /// A light impact.
        case light = 0
        /// A medium impact.
        case medium = 1
        /// A heavy impact.
        case heavy = 2
        /// A soft, flexible impact.
        case soft = 3
        /// A hard, rigid impact.
        case rigid = 4
    }

    /// The style the generator was made with.
    public let style: FeedbackStyle

    /// A generator of impacts of `style`.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A generator of medium impacts, as UIKit's `init()`.
    public override convenience init() { self.init(style: .medium) }

    /// Plays an impact (not here: see `UIFeedbackGenerator`).
    open func impactOccurred() { played("impactOccurred") }

    /// Plays an impact of `intensity`, 0 to 1 (not here: see `UIFeedbackGenerator`).
    open func impactOccurred(intensity: CGFloat) { played("impactOccurred") }
}

/// UIKit's `UISelectionFeedbackGenerator`: the tick of a selection changing (a picker's wheel).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays a selection tick (not here: see `UIFeedbackGenerator`).
    open func selectionChanged() { played("selectionChanged") }
}

/// UIKit's `UINotificationFeedbackGenerator`: the pattern of a task succeeding, warning or failing.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// UIKit's `UINotificationFeedbackGenerator.FeedbackType`, with UIKit's raw values.
    public enum FeedbackType: Int, Sendable {
        /// A task succeeded.
        case success = 0
        /// A task produced a warning.
        case warning = 1
        /// A task failed.
        case error = 2
    }

    /// Plays the pattern of `notificationType` (not here: see `UIFeedbackGenerator`).
    open func notificationOccurred(_ notificationType: FeedbackType) { played("notificationOccurred") }
}
