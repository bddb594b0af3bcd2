import ObjCScreens
import ScrollReelTesting
import Testing

/// The wallet's card screen (App/Wallet, compiled unchanged through the UIKitSources plugin):
/// gesture recognizers with target–action, a sublayer turned in perspective, SF Symbols and a
/// `UIButton.Configuration` button. Where a finger lands is read from the laid-out screen.
@MainActor enum WalletFilm {
    static func demo(script: Script = Script(steps: []), made: @escaping @MainActor (CardFlipViewController) -> Void = { _ in }) -> Demo {
        Demo(id: "wallet", summary: "a card turned in perspective by a pan, a tap marks it a favourite, a button flips it",
             defaultScript: script, viewController: {
                 let screen = CardFlipViewController()
                 made(screen)
                 return screen
             })
    }

    /// The centre (window points) of the view `find` picks in the screen at rest.
    static func locate(_ find: @escaping @MainActor (CardFlipViewController) -> UIView?) throws -> CGRect {
        var screen: CardFlipViewController?
        try Film(demo: demo(script: Script(steps: [.wait(duration: 0.1)]), made: { screen = $0 })).play { _, _ in }
        let view = try #require(screen.flatMap(find))
        return view.convert(view.bounds, to: nil)
    }

    /// A third of a turn and back; past a quarter turn, the back up; a tap on the card; the
    /// Flip Card button.
    static func script() throws -> Script {
        let card = try locate { $0.cardView }
        let flip = try locate { $0.view.firstVisible { $0.accessibilityIdentifier == "flip" } }
        let y = card.midY
        return Script(steps: [
            .wait(duration: 0.3),
            .touchDown(at: CGPoint(x: card.minX + 80, y: y)),
            .moveTo(at: CGPoint(x: card.minX + 80 + card.width / 3, y: y), duration: 0.5),
            .touchUp,
            .wait(duration: 0.6),
            .touchDown(at: CGPoint(x: card.minX + 20, y: y)),
            .moveTo(at: CGPoint(x: card.maxX - 20, y: y), duration: 0.7),
            .touchUp,
            .wait(duration: 0.6),
            .tap(at: CGPoint(x: card.midX, y: y)),
            .wait(duration: 0.5),
            .tap(at: CGPoint(x: flip.midX, y: flip.midY)),
            .wait(duration: 0.8),
        ])
    }
}

@MainActor @Suite struct WalletTests {
    @Test func theWalletMatchesItsGolden() throws {
        try expectScrollGolden(of: WalletFilm.demo(), script: try WalletFilm.script())
    }

    /// The recognizers' and the button's actions ran in order; the face turned with the
    /// finger in perspective and settled flat; the second drag brought the back up and the
    /// button turned it to the front again.
    @Test func thePanTurnsTheCardTheTapAndTheButtonAct() throws {
        var screen: CardFlipViewController?
        var angles: [CGFloat] = [], backs: [Bool] = []
        var turned: (picture: Bitmap, card: CGRect)?
        try Film(demo: WalletFilm.demo(script: try WalletFilm.script(), made: { screen = $0 })).play { _, scene in
            guard let screen else { return }
            angles.append(screen.angle)
            if backs.last != screen.showsBack { backs.append(screen.showsBack) }
            if turned == nil, screen.angle > 0.8 {
                turned = (try Renderer(viewport: scene.window.bounds.size, scale: 1).render(scene.window),
                          screen.cardView.convert(screen.cardView.bounds, to: nil))
            }
        }
        let s = try #require(screen)
        #expect(s.events == ["pan began", "pan ended front", "pan began", "pan ended back", "favorite", "flip"])
        #expect(s.isFavorite)
        #expect(!s.showsBack, "the button turned the back over")
        #expect(backs == [false, true, false])
        #expect(angles.contains { $0 > 0.9 && $0 < 1.1 }, "nearly a third of a turn (π/3) under the first drag")
        #expect(angles.last == 0, "flat at rest")
        let face = try #require(s.cardView.layer.sublayers?.first)
        #expect(face.transform.m34 == -1.0 / 600)

        // Turned by more than 0.8 rad in perspective, the face is drawn narrower than the card,
        // across its centre (the nearer half wider than the farther), and its two side edges are
        // of different heights (the nearer taller).
        let (picture, card) = try #require(turned)
        func isFace(_ x: Int, _ y: Int) -> Bool {
            let p = picture.rgba(x: x, y: y)
            return Int(max(p.r, p.g, p.b)) - Int(min(p.r, p.g, p.b)) > 60
        }
        let rows = Int(card.minY) - 40..<Int(card.maxY) + 40
        let columns = (Int(card.minX)..<Int(card.maxX)).filter { x in rows.contains { isFace(x, $0) } }
        let left = try #require(columns.first), right = try #require(columns.last)
        #expect(Double(right - left) < 0.75 * card.width, "narrower than the card: \(left)...\(right)")
        #expect(Double(left) < card.midX && Double(right) > card.midX, "turned about its centre: \(left)...\(right)")
        let leftHeight = rows.filter { isFace(left + 3, $0) }.count, rightHeight = rows.filter { isFace(right - 3, $0) }.count
        #expect(abs(leftHeight - rightHeight) > 10, "one edge nearer than the other: \(leftHeight) and \(rightHeight) px")
    }
}
