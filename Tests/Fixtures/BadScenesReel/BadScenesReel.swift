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

    /// A plain scene whose view asks for two widths at once: UIKit prints its
    /// conflict report and breaks one; `--strict-layout` fails on it.
    @MainActor static func conflicting(_ context: DemoContext) -> Scene {
        let scene = plain(context)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        scene.window.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor),
            box.topAnchor.constraint(equalTo: scene.window.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.widthAnchor.constraint(equalToConstant: 200),
        ])
        return scene
    }

    static let script = Script(duration: 0.5, steps: [])

    static func main() {
        ScrollReelCommand.main(demos: [
            Demo(id: "fine", summary: "a plain scroll view", defaultScript: script, build: plain),
            Demo(id: "throws", summary: "a scene whose build throws", defaultScript: script) { _ in throw MissingAsset() },
            Demo(id: "conflicting", summary: "a scene whose constraints cannot all hold", defaultScript: script, build: conflicting),
            Demo(id: "traps", summary: "a scene whose build traps", defaultScript: script) { context in
                let rows: [Int] = []
                _ = rows[Int(context.viewport.width)]
                return plain(context)
            },
        ])
    }
}
