import Foundation
import ScrollReelUIKit
import ScrollRender
import ScrollSimulation
import SnapshotTesting

/// What every ScrollReel strategy does to take its picture or text: put the view
/// controller or view on its screen (in a scene with the pinned fonts), scroll as
/// asked, wait in virtual time as `.wait(for:on:)` asked, and draw or describe it.
/// It runs on the main actor, where UIKit runs, whichever thread the assertion was
/// made on; a snapshot that cannot be taken is a failing picture that says why.
enum SnapshotTaking {
    /// The file extension of a picture: `linux.png`, so that the Linux reference of
    /// `test.1.png` is `test.1.linux.png` beside it.
    static let imageExtension = "linux.png"
    /// The file extension of a text snapshot (`test.1.linux.txt`).
    static let textExtension = "linux.txt"

    /// What to take: the configuration's screen (or `size`), at the traits' scale, and
    /// what of it to show.
    struct Request: Sendable {
        var config: ViewImageConfig?
        var size: CGSize?
        var traits: UITraitCollection
        var content: SnapshotContent = .screen
    }

    /// The picture of `viewController` on its screen.
    static func image(of viewController: UIViewController, _ request: Request) -> UIImage {
        let wait = SnapshotWait.seconds
        return picture {
            let device = try device(for: request, viewController: viewController)
            return try take(scale: scale(request, device: device), wait: wait, content: request.content) {
                try HostedScreen.host(viewController, on: device)
            }
        }
    }

    /// The picture of `view` on a screen its size (or `request.size`).
    static func image(of view: UIView, _ request: Request) -> UIImage {
        let wait = SnapshotWait.seconds
        return picture {
            let size = try size(of: view, request)
            return try take(scale: scale(request, device: .screen(size: size, safeArea: .zero)), wait: wait, content: request.content) {
                try HostedScreen.host(view, size: size)
            }
        }
    }

    /// The view tree of `viewController`'s view on its screen, as UIKit's `recursiveDescription` says it.
    static func description(of viewController: UIViewController, _ request: Request) -> String {
        let wait = SnapshotWait.seconds
        return text {
            let screen = try HostedScreen.host(viewController, on: try device(for: request, viewController: viewController))
            defer { screen.tearDown() }
            screen.wait(wait)
            return RecursiveDescription.of(viewController.view)
        }
    }

    /// The view tree of `view` on a screen its size.
    static func description(of view: UIView, _ request: Request) -> String {
        let wait = SnapshotWait.seconds
        return text {
            let screen = try HostedScreen.host(view, size: try size(of: view, request))
            defer { screen.tearDown() }
            screen.wait(wait)
            return RecursiveDescription.of(view)
        }
    }

    /// `viewController`'s children and their states, once on its screen.
    static func hierarchy(of viewController: UIViewController) -> String {
        let wait = SnapshotWait.seconds
        return text {
            let screen = try HostedScreen.host(viewController, on: .screen(size: DeviceProfile.default.size, safeArea: .zero))
            defer { screen.tearDown() }
            screen.wait(wait)
            return RecursiveDescription.hierarchy(of: viewController)
        }
    }

    // MARK: Taking it

    /// The hosted screen scrolled, waited and drawn at `scale`.
    @MainActor
    private static func take(scale: Double, wait: Double, content: SnapshotContent,
                             host: () throws -> HostedScreen) throws -> Taken {
        let screen = try host()
        defer { screen.tearDown() }
        try screen.scroll(content)
        screen.wait(wait)
        if case .full = content.kind { try screen.growToShowAll(of: content.scrollView, scale: scale) }
        return Taken(bitmap: try screen.picture(scale: scale), scale: scale, layout: LayoutRecord.of(screen.window))
    }

    /// A picture, its pixels per point, and the view tree it was drawn from.
    struct Taken {
        var bitmap: Bitmap
        var scale: Double
        var layout: String
    }

    /// The picture `body` draws at its scale, as a `UIImage` of PNG bytes with the view
    /// tree it was drawn from; a failure's
    /// red picture (and a line on the standard error) when it throws.
    private static func picture(_ body: @MainActor () throws -> Taken) -> UIImage {
        do {
            let taken = try onMainActor(body)
            return UIImage(pngData: SnapshotPNG.encode(taken.bitmap, layout: taken.layout), scale: taken.scale)
                ?? SnapshotPNG.failure("the picture could not be encoded")
        } catch {
            report(error)
            return SnapshotPNG.failure("\(error)")
        }
    }

    /// The text `body` makes; the reason, as the text, when it throws (the text
    /// strategies' diffing fails on it, also against a reference that says the same).
    private static func text(_ body: @MainActor () throws -> String) -> String {
        do {
            return try onMainActor(body)
        } catch {
            report(error)
            return failurePrefix + "\(error)"
        }
    }

    /// How a text snapshot that could not be taken begins.
    static let failurePrefix = "ScrollReel: the snapshot could not be taken: "

    /// The library's line diff, failing a text that says the snapshot could not be taken.
    static var lines: Diffing<String> {
        let lines = Diffing<String>.lines
        return .diff(toData: lines.toData, fromData: lines.fromData) { reference, text in
            text.hasPrefix(failurePrefix) ? (text, []) : lines.diffV2(reference, text)
        }
    }

    private static func report(_ error: any Error) {
        FileHandle.standardError.write(Data("ScrollReel: the snapshot could not be taken: \(error)\n".utf8))
    }

    // MARK: The screen

    /// The device a view controller is shown on: the configuration's screen (the
    /// `--device` preset of that size and safe area, if any), or, without one, the
    /// default device's screen with no safe area, as iOS's `.image` uses.
    @MainActor
    static func device(for request: Request, viewController: UIViewController) throws -> DeviceProfile {
        let ownSize = viewController.viewIfLoaded.map(\.frame.size).flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil }
        let size = request.size ?? request.config?.size ?? ownSize ?? DeviceProfile.default.size
        try check(size)
        return .screen(size: size, safeArea: request.config?.safeArea ?? .zero)
    }

    /// A view's screen: the size asked for, its frame's, or what `sizeToFit` gives it.
    @MainActor
    static func size(of view: UIView, _ request: Request) throws -> CGSize {
        var size = request.size ?? view.frame.size
        if size.width <= 0 || size.height <= 0, request.size == nil {
            view.sizeToFit()
            size = view.frame.size
        }
        guard size.width > 0, size.height > 0 else {
            throw SnapshotError("the view is \(RecursiveDescription.n(size.width)) x \(RecursiveDescription.n(size.height)) pt: give it a frame, or pass `size:` to the strategy")
        }
        try check(size)
        return size
    }

    private static func check(_ size: CGSize) throws {
        guard size.width.isFinite, size.height.isFinite, size.width >= 1, size.height >= 1,
              size.width <= 100_000, size.height <= 100_000 else {
            throw SnapshotError("a screen must be 1 to 100000 points a side (got \(size.width) x \(size.height))")
        }
    }

    /// Pixels per point: the traits' `displayScale`, else the configuration's, else the
    /// device's (`UIScreen.main.scale` there; 2 for an iPad's configuration, whose
    /// screens are all @2x).
    static func scale(_ request: Request, device: DeviceProfile) throws -> Double {
        let pad = request.config?.traits.userInterfaceIdiom == .pad && !DeviceProfile.all.contains(device)
        let given: [CGFloat] = [request.traits.displayScale, request.config?.traits.displayScale ?? 0]
        let asked: CGFloat = given.first { $0 > 0 } ?? (pad ? 2 : device.scale)
        guard [1, 2, 3].contains(asked) else {
            throw SnapshotError("displayScale \(RecursiveDescription.n(asked)): ScrollReel draws at 1, 2 or 3 pixels per point")
        }
        return Double(asked)
    }
}

/// The virtual time `.wait(for:on:)` asks the strategy inside it to let pass before
/// its snapshot (waits nest: they add up).
enum SnapshotWait {
    @TaskLocal static var seconds: Double = 0
}
