import Testing
@testable import ScrollReelUIKit
@testable import ScrollSimulation
@testable import ScrollRender

/// A navigation controller's toolbar on screen: its background at the bottom 83 pt of an
/// iPhone 14 (the standard appearance while rows are under it, the transparent scroll-edge one
/// when the list ends above it), its items in the tint, and a tap on an item running its action.
@MainActor
@Suite(.serialized) struct ToolbarRenderTests {
    /// A list of `rows` rows in a navigation controller with a yellow toolbar (the legacy
    /// `barTintColor`, the standard appearance's background) holding a trash button and,
    /// after a flexible space, a "Select" button that counts its taps.
    func scene(rows: Int) -> (Scene, UINavigationController, Counter) {
        SceneEnvironment().run {
            let list = GestureList("list", rows: rows)
            let counter = Counter()
            list.toolbarItems = [UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil), .flexibleSpace(),
                                 UIBarButtonItem(title: "Select", image: nil, primaryAction: UIAction { _ in counter.taps += 1 })]
            let nav = UINavigationController(rootViewController: list)
            nav.isToolbarHidden = false
            nav.toolbar.barTintColor = .systemYellow
            return (Scene(rootViewController: nav), nav, counter)
        }
    }
    @MainActor final class Counter { var taps = 0 }

    func render(_ scene: Scene) throws -> Bitmap {
        try Renderer(viewport: scene.window.bounds.size, scale: 1).render(scene.window)
    }

    @Test func theToolbarIsDrawnAtTheBottomWithItsItemsInTheTint() throws {
        let (scene, nav, _) = scene(rows: 60)
        try Stage(scene: scene).run(Script(duration: nil, steps: [.wait(duration: 0.3)]), fps: 60) { _ in }
        let b = try render(scene)
        #expect(nav.toolbar.frame == CGRect(x: 0, y: 761, width: 390, height: 83))
        // Rows are under the bar: its standard background, yellow (255, 204, 0), from y 761 to the
        // bottom, behind the home indicator too; the row above it is not yellow.
        func yellow(_ x: Int, _ y: Int) -> Bool { isColor(b, x, y, 255, 204, 0) }
        #expect(yellow(195, 761) && yellow(195, 800) && yellow(195, 843) && yellow(5, 820))
        #expect(!yellow(195, 759))
        // The trash glyph in the system blue tint, in its 28 × 49 pt box at the leading margin.
        var blue = 0
        for y in 761..<810 { for x in 16..<44 { let p = b.rgba(x: x, y: y); if Int(p.b) - Int(p.r) > 80 && p.g < 180 { blue += 1 } } }
        #expect(blue > 20, "the trash glyph: \(blue) blue pixels")
        // "Select" ends at the trailing margin, 16 pt from the edge; nothing is drawn beyond it.
        var selectInk = 0, beyond = 0
        for y in 761..<810 {
            for x in 300..<374 { let p = b.rgba(x: x, y: y); if Int(p.b) - Int(p.r) > 80 && p.g < 180 { selectInk += 1 } }
            for x in 376..<390 where !yellow(x, y) { beyond += 1 }
        }
        #expect(selectInk > 40, "the title in the tint: \(selectInk)")
        #expect(beyond == 0)
    }

    @Test func atTheEndOfTheContentTheBarIsTransparent() throws {
        let (scene, nav, _) = scene(rows: 3)
        try Stage(scene: scene).run(Script(duration: nil, steps: [.wait(duration: 0.3)]), fps: 60) { _ in }
        let b = try render(scene)
        #expect(!nav.toolbar.isHidden)
        // Three rows end far above the bar: the scroll-edge appearance, no background.
        #expect(isColor(b, 195, 800, 255, 255, 255) && isColor(b, 195, 843, 255, 255, 255))
    }

    @Test func aTapOnAnItemRunsItsAction() throws {
        let (scene, nav, counter) = scene(rows: 60)
        // "Select" ends at x 374, its 49 pt from y 761: a tap 14 pt inside its trailing end.
        try Stage(scene: scene).run(Script(duration: nil, steps: [.wait(duration: 0.2), .tap(at: CGPoint(x: 360, y: 785)),
                                                                  .wait(duration: 0.3)]), fps: 60) { _ in }
        let select = try #require(nav.toolbar.subviews.compactMap { $0 as? BarButtonView }.max { $0.frame.minX < $1.frame.minX })
        #expect(select.convert(select.bounds, to: nil).contains(CGPoint(x: 360, y: 785)))
        #expect(counter.taps == 1)
        // A tap on the bar's empty middle runs nothing.
        try Stage(scene: scene).run(Script(duration: nil, steps: [.tap(at: CGPoint(x: 195, y: 785)), .wait(duration: 0.3)]), fps: 60) { _ in }
        #expect(counter.taps == 1)
    }
}

@MainActor
private func isColor(_ b: Bitmap, _ x: Int, _ y: Int, _ r: UInt8, _ g: UInt8, _ bl: UInt8, tolerance: Int = 3) -> Bool {
    let p = b.rgba(x: x, y: y)
    return abs(Int(p.r) - Int(r)) <= tolerance && abs(Int(p.g) - Int(g)) <= tolerance && abs(Int(p.b) - Int(bl)) <= tolerance
}
