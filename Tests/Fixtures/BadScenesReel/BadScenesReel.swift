import ScrollReel
import ScrollReelCommand

/// A command line over scenes that go wrong as user code can: one that throws
/// while it is built, one that traps, and a plain one. The command-line tests run
/// it to check that each ends in one clear line naming the demo.
@main struct BadScenesReel {
    struct MissingAsset: Error, CustomStringConvertible {
        var description: String { "the image 'hero.png' is not in the bundle" }
    }

    @MainActor static func plain(_ context: DemoContext) -> Scene {
        let window = UIWindow(frame: CGRect(origin: .zero, size: context.viewport))
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: context.viewport.width, height: 3000)
        window.addSubview(scrollView)
        return Scene(window: window, scrollViews: [("main", scrollView)])
    }

    static let script = Script(duration: 0.5, steps: [])

    static func main() {
        ScrollReelCommand.main(demos: [
            Demo(id: "fine", summary: "a plain scroll view", defaultScript: script, build: plain),
            Demo(id: "throws", summary: "a scene whose build throws", defaultScript: script) { _ in throw MissingAsset() },
            Demo(id: "traps", summary: "a scene whose build traps", defaultScript: script) { context in
                let rows: [Int] = []
                _ = rows[Int(context.viewport.width)]
                return plain(context)
            },
        ])
    }
}
