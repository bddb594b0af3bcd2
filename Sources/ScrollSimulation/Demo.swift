import ScrollReelUIKit

/// What a demo's scene is built from: the screen it lays itself out in, the
/// variant asked for, and the text measurer it will be drawn with.
public struct DemoContext: Sendable {
    /// The device the scene runs on: its screen, scale and safe area.
    public var device: DeviceProfile
    /// The device's screen in points (default an iPhone 14: 390 x 844).
    public var viewport: CGSize { device.size }
    /// A demo's variant (e.g. the lazy-load strategy), nil for its default.
    public var variant: String?
    /// How labels measure their text. A scene is always built with the measurer
    /// it will be drawn with (the pinned fonts, through Pango: `Film` provides
    /// it), so `sizeToFit` in a trace agrees with the pixels of a render.
    public var textMeasurer: any TextMeasurer

    /// A context for `device` (default an iPhone 14) and `variant` (nil for the default),
    /// whose labels measure their text with `textMeasurer`.
    public init(device: DeviceProfile = .default, variant: String? = nil, textMeasurer: any TextMeasurer) {
        self.device = device; self.variant = variant; self.textMeasurer = textMeasurer
    }
    /// The default device's screen in points: an iPhone 14's 390 x 844.
    public static let defaultViewport = DeviceProfile.default.size
}

/// A scene to film: how to build it, the script that shows what it is about, and
/// a line that says what it shows. ScrollReel's own demos are values of this type,
/// and so is any scene a user ports to ScrollReelUIKit; every command, golden and film
/// takes them alike.
public struct Demo: Sendable {
    /// The name on the command line and of its golden folder: letters, digits and
    /// `-`, `_` or `.`.
    public let id: String
    /// One line that says what the demo shows, as `scrollreel list` prints it beside the id.
    public let summary: String
    /// The script a run plays when it is given none (a view-controller demo made without
    /// one has an empty script: the run lasts until everything rests).
    public let defaultScript: Script
    /// Variants a user can choose with `--variant`; the first is the default.
    public let variants: [String]
    /// The date its scene begins at: what `Date()` reads in the scene's code at time 0
    /// (and that plus the virtual time later), so a screen that shows the date is
    /// the same on every run (`SceneClock.defaultStartDate` unless given).
    public var startDate = SceneClock.defaultStartDate
    private let build: @MainActor @Sendable (DemoContext) throws -> Scene

    /// - Parameters:
    ///   - id: the name commands take (`render ID`), lowercase words joined by hyphens.
    ///   - summary: one line on what the demo shows, for `list`.
    ///   - variants: the names `--variant` accepts; the first is the default.
    ///   - defaultScript: the finger the demo plays when no script is given.
    ///   - build: makes the scene; it may throw (a resource the scene needs
    ///     is missing), and the error reaches the user as one line naming the demo.
    public init(id: String, summary: String, variants: [String] = [], defaultScript: Script,
                build: @escaping @MainActor @Sendable (DemoContext) throws -> Scene) {
        self.id = id; self.summary = summary; self.variants = variants
        self.defaultScript = defaultScript; self.build = build
    }

    /// A demo of a UIKit screen: `viewController` makes its root view controller
    /// (called afresh for every run); its scroll views are named by their
    /// `accessibilityIdentifier` (see `Scene.scrollViews`; `tracedScrollViews`
    /// narrows the traces to those named, in that order). Without a script the
    /// run lasts until everything has come to rest.
    public init(id: String, summary: String, variants: [String] = [], defaultScript: Script? = nil,
                tracedScrollViews: [String]? = nil,
                viewController: @escaping @MainActor @Sendable () -> UIViewController) {
        self.init(id: id, summary: summary, variants: variants, defaultScript: defaultScript ?? Script(steps: [])) { _ in
            Scene(rootViewController: viewController(), tracedScrollViews: tracedScrollViews)
        }
    }

    /// Builds the scene afresh (a run mutates it). Every window made while it is
    /// built keeps `context.textMeasurer`, and so does every label in it.
    @MainActor public func makeScene(_ context: DemoContext) throws -> Scene {
        let environment = SceneEnvironment(device: context.device, textMeasurer: context.textMeasurer, startDate: startDate)
        SceneActivity.beginStep(.building, at: 0)
        defer { SceneActivity.endStep() }
        let scene: Scene
        do {
            scene = try environment.run {
                let scene = try build(context)
                // In the window's own scene: one made before the build (a test's
                // window) keeps its clock, and the screen's code schedules on it.
                scene.window.environment.run { scene.window.layoutIfNeeded() }
                return scene
            }
        } catch {
            throw SceneError(demo: id, message: "its scene could not be built: \(error)")
        }
        if let failure = environment.clock.failure {
            throw SceneError(demo: id, message: "\(failure), while its scene was built")
        }
        return scene
    }

    /// Whether `id` can name a demo: it becomes a folder name and a command-line word.
    public static func isValidID(_ id: String) -> Bool {
        !id.isEmpty && id.count <= 64 && !id.hasPrefix(".") && !id.hasPrefix("-")
            && id.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0) }
    }
}

/// A demo whose scene could not be made.
public struct SceneError: Error, CustomStringConvertible {
    /// The id of the demo whose scene could not be made.
    public let demo: String
    /// What went wrong, in words.
    public let message: String
    /// The error in one line: `demo '<id>': <message>`.
    public var description: String { "demo '\(demo)': \(message)" }

    /// The failure of `demo`, in words.
    package init(demo: String, message: String) { self.demo = demo; self.message = message }
}
