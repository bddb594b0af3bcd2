import Testing
@testable import ScrollReelUIKit
@testable import ScrollSimulation
@testable import ScrollRender

/// A view that logs each `tintColorDidChange()` by name, with its tint colour and mode then.
@MainActor
private final class TintLogView: UIView {
    let name: String
    let log: (String) -> Void
    init(_ name: String, log: @escaping (String) -> Void) {
        self.name = name; self.log = log
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { return nil }
    override func tintColorDidChange() {
        super.tintColorDidChange()
        log("\(name) \(tintAdjustmentMode == .dimmed ? "dimmed" : "normal")")
    }
}

/// `tintAdjustmentMode` and `tintColorDidChange()` as UIKit's: inherited down the tree like
/// `tintColor`, a dimmed tint drawn grey, the call on the view first and then down its subtree,
/// and an alert or a dimming sheet dimming the screen behind it while it is up.
@MainActor
@Suite(.serialized) struct TintAdjustmentTests {
    @Test func theModeIsInheritedAndDimsTheTint() {
        SceneEnvironment().run {
            let root = UIView(), child = UIView(), grandchild = UIView()
            root.addSubview(child)
            child.addSubview(grandchild)
            #expect(grandchild.tintAdjustmentMode == .normal, "no mode set anywhere: normal")
            #expect(grandchild.tintColor == .systemBlue)
            root.tintAdjustmentMode = .dimmed
            #expect(grandchild.tintAdjustmentMode == .dimmed)
            let grey = grandchild.tintColor!
            #expect(grey.red == grey.green && grey.green == grey.blue, "desaturated")
            #expect(grey.red < 0.5 && grey.red > 0.3, "darker than the blue's brightness")
            #expect(grey.alpha == 1)
            child.tintAdjustmentMode = .normal
            #expect(grandchild.tintAdjustmentMode == .normal, "the nearest mode set wins")
            #expect(grandchild.tintColor == .systemBlue)
            child.tintAdjustmentMode = .automatic
            child.tintColor = .systemRed
            #expect(grandchild.tintColor == UIColor.systemRed.dimmedTint, "a colour of its own is dimmed too")
            root.tintAdjustmentMode = .automatic
            #expect(grandchild.tintColor == .systemRed)
            child.tintColor = nil
            #expect(grandchild.tintColor == .systemBlue, "nil inherits again")
        }
    }

    /// UIKit calls `tintColorDidChange()` on the view whose tint changed, then on its subviews
    /// in order, depth first, on each view whose tint the change reaches — and only when the
    /// tint really changed.
    @Test func tintColorDidChangeGoesDownTheTreeInOrder() {
        SceneEnvironment().run {
            var log: [String] = []
            let add: (String) -> Void = { log.append($0) }
            let root = TintLogView("root", log: add), a = TintLogView("a", log: add), a1 = TintLogView("a1", log: add)
            let a2 = TintLogView("a2", log: add), b = TintLogView("b", log: add), b1 = TintLogView("b1", log: add)
            root.addSubview(a); a.addSubview(a1); a.addSubview(a2)
            root.addSubview(b); b.addSubview(b1)
            #expect(log.isEmpty, "building a tree of the same tint changes nothing")

            root.tintAdjustmentMode = .dimmed
            #expect(log == ["root dimmed", "a dimmed", "a1 dimmed", "a2 dimmed", "b dimmed", "b1 dimmed"])
            log = []
            root.tintAdjustmentMode = .dimmed
            #expect(log.isEmpty, "the same mode again: no change")

            // A view with a mode of its own keeps its branch out of a change of mode; a view
            // with a colour of its own keeps its branch out of a change of colour, not of mode.
            b.tintAdjustmentMode = .normal
            #expect(log == ["b normal", "b1 normal"])
            log = []
            a.tintColor = .systemRed
            #expect(log == ["a dimmed", "a1 dimmed", "a2 dimmed"])
            log = []
            root.tintColor = .systemGreen
            #expect(log == ["root dimmed", "b normal", "b1 normal"], "a's branch keeps its own red")
            log = []
            root.tintAdjustmentMode = .normal
            #expect(log == ["root normal", "a normal", "a1 normal", "a2 normal"], "b's branch is normal already")

            // Moving a view under a differently tinted superview tells it and its subviews.
            log = []
            let dimmed = UIView()
            dimmed.tintAdjustmentMode = .dimmed
            dimmed.addSubview(a)
            #expect(log == ["a dimmed", "a1 dimmed", "a2 dimmed"])
            log = []
            a.removeFromSuperview()
            #expect(log == ["a normal", "a1 normal", "a2 normal"])
        }
    }

    /// The drawn colour of the "Add" bar button behind an alert: system blue before, grey while
    /// the alert is up (its own buttons stay blue), blue again once it is gone.
    @Test func aBarButtonBehindAnAlertIsDrawnGrey() throws {
        var log: [String] = []
        let (scene, list, probe) = SceneEnvironment().run { () -> (Scene, GestureList, TintLogView) in
            let list = GestureList("list")
            list.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Add", style: .plain, target: nil, action: nil)
            let nav = UINavigationController(rootViewController: list)
            let scene = Scene(rootViewController: nav)
            let probe = TintLogView("probe", log: { log.append($0) })
            list.view.addSubview(probe)
            return (scene, list, probe)
        }
        _ = try play(scene, [.wait(duration: 0.5)])
        let before = try barButtonColours(scene, list)
        #expect(before.blue > 20 && before.grey == 0, "the title in system blue: \(before)")
        #expect(log.isEmpty)

        let alert = SceneEnvironment().run { () -> UIAlertController in
            let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            list.present(alert, animated: true)
            return alert
        }
        #expect(log == ["probe dimmed"], "dimmed as the presentation begins")
        #expect(probe.tintAdjustmentMode == .dimmed)
        #expect(alert.view.tintAdjustmentMode == .normal, "the alert itself is not dimmed")
        _ = try play(scene, [.wait(duration: 1)])
        let behind = try barButtonColours(scene, list)
        #expect(behind.blue == 0 && behind.grey > 20, "the title grey behind the alert: \(behind)")

        SceneEnvironment().run { list.dismiss(animated: true) }
        _ = try play(scene, [.wait(duration: 1)])
        #expect(list.presentedViewController == nil)
        #expect(log == ["probe dimmed", "probe normal"], "back to normal as the dismissal begins")
        let after = try barButtonColours(scene, list)
        #expect(after.blue > 20 && after.grey == 0, "blue again: \(after)")
    }

    /// A sheet dims the screen behind only above its `largestUndimmedDetentIdentifier`; a
    /// full-screen presentation does not dim it.
    @Test func aSheetDimsTheTintOnlyWhereItDimsTheScreen() throws {
        let (scene, list, sheet) = SceneEnvironment().run { () -> (Scene, GestureList, UIViewController) in
            let list = GestureList("list")
            let nav = UINavigationController(rootViewController: list)
            let scene = Scene(rootViewController: nav)
            let sheet = UIViewController()
            let controller = try! #require(sheet.sheetPresentationController)
            controller.detents = [.medium(), .large()]
            controller.largestUndimmedDetentIdentifier = .medium
            nav.present(sheet, animated: true)
            return (scene, list, sheet)
        }
        _ = try play(scene, [.wait(duration: 1)])
        #expect(list.view.tintAdjustmentMode == .normal, "at the medium detent, undimmed")
        SceneEnvironment().run { sheet.sheetPresentationController?.selectedDetentIdentifier = .large }
        #expect(list.view.tintAdjustmentMode == .dimmed, "at the large detent, dimmed")
        SceneEnvironment().run { sheet.dismiss(animated: true) }
        #expect(list.view.tintAdjustmentMode == .normal)
        _ = try play(scene, [.wait(duration: 1)])

        SceneEnvironment().run {
            let cover = UIViewController()
            cover.modalPresentationStyle = .fullScreen
            list.navigationController!.present(cover, animated: false)
        }
        #expect(list.view.tintAdjustmentMode == .normal, "a full-screen presentation hides the screen instead")
    }
}

extension TintAdjustmentTests {
    /// A tab bar's symbols take their titles' colours: the selected tab's in the tint, the
    /// others grey; behind an alert the selected one is grey too.
    @Test func aTabBarsSymbolsFollowTheirTitlesAndDim() throws {
        let (scene, tabs) = SceneEnvironment().run { () -> (Scene, UITabBarController) in
            let home = GestureList("home"), settings = GestureList("settings")
            home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
            settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 1)
            let tabs = UITabBarController()
            tabs.viewControllers = [home, settings]
            return (Scene(rootViewController: tabs), tabs)
        }
        /// Blue pixels in each tab's 30 pt image box.
        func blueInImages() throws -> [Int] {
            _ = try play(scene, [.wait(duration: 0.5)])
            let bitmap = try Renderer(viewport: scene.window.bounds.size, scale: 1).render(scene.window)
            let bar = tabs.tabBar.convert(tabs.tabBar.bounds, to: nil)
            return (0..<2).map { i in
                let midX = Int(bar.minX + bar.width / 4 * CGFloat(2 * i + 1))
                var blue = 0
                for y in Int(bar.minY) + 4..<Int(bar.minY) + 34 {
                    for x in midX - 15..<midX + 15 {
                        let p = bitmap.rgba(x: x, y: y)
                        if Int(p.b) - Int(p.r) > 80 { blue += 1 }
                    }
                }
                return blue
            }
        }
        let normal = try blueInImages()
        #expect(normal[0] > 20, "the selected tab's symbol in the tint: \(normal)")
        #expect(normal[1] == 0, "the other tab's symbol grey: \(normal)")
        SceneEnvironment().run {
            let alert = UIAlertController(title: "Sign out?", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            tabs.present(alert, animated: false)
        }
        #expect(try blueInImages() == [0, 0], "behind an alert, both grey")
    }
}

extension TintAdjustmentTests {
    /// A bar button item's image (a symbol) is drawn in the item's own tint, as its title is.
    @Test func aBarButtonsSymbolTakesItsItemsTint() throws {
        let (scene, list) = SceneEnvironment().run { () -> (Scene, GestureList) in
            let list = GestureList("list")
            let item = UIBarButtonItem(image: UIImage(systemName: "heart.fill"), style: .plain, target: nil, action: nil)
            item.tintColor = .systemRed
            list.navigationItem.rightBarButtonItem = item
            return (Scene(rootViewController: UINavigationController(rootViewController: list)), list)
        }
        _ = try play(scene, [.wait(duration: 0.3)])
        let symbol = try barButtonColours(scene, list)
        #expect(symbol.red > 20 && symbol.blue == 0, "\(symbol)")
    }
}

/// The pixels of each colour drawn in a bar button's box.
private struct BarButtonColours {
    var blue = 0, grey = 0, red = 0
}

/// Renders `scene` and counts the colours in the box of the first visible bar button of
/// `list`'s navigation bar.
@MainActor
private func barButtonColours(_ scene: Scene, _ list: UIViewController) throws -> BarButtonColours {
    let bitmap = try Renderer(viewport: scene.window.bounds.size, scale: 1).render(scene.window)
    let bar = try #require(list.navigationController?.navigationBar)
    let button = try #require(bar.firstSubview { $0 is BarButtonView && !$0.isHidden })
    let box = button.convert(button.bounds, to: nil)
    var colours = BarButtonColours()
    for y in Int(box.minY)..<Int(box.maxY) {
        for x in Int(box.minX)..<Int(box.maxX) {
            let p = bitmap.rgba(x: x, y: y)
            if Int(p.b) - Int(p.r) > 80 { colours.blue += 1 }
            if abs(Int(p.r) - Int(p.b)) < 12, p.r < 200 { colours.grey += 1 }
            if Int(p.r) - Int(p.b) > 100 { colours.red += 1 }
        }
    }
    return colours
}

private extension UIView {
    func firstSubview(where test: (UIView) -> Bool) -> UIView? {
        for s in subviews {
            if test(s) { return s }
            if let found = s.firstSubview(where: test) { return found }
        }
        return nil
    }
}

/// Plays `steps` on `scene` at 60 fps.
@MainActor
private func play(_ scene: Scene, _ steps: [Script.Step]) throws -> [Frame] {
    var frames: [Frame] = []
    try Stage(scene: scene).run(Script(duration: nil, steps: steps), fps: 60) { frames.append($0) }
    return frames
}
