import Foundation
import Testing
@testable import ScrollReelUIKit

/// UIApplication.shared as a headless scene has it: one app and one window scene per
/// scene, its windows and key window, URLs that open nothing, ignored touches.
@MainActor
@Suite struct ApplicationTests {
    final class KeyWatchingWindow: UIWindow {
        var calls: [String] = []
        override func becomeKey() { calls.append("become") }
        override func resignKey() { calls.append("resign") }
    }

    @Test func eachSceneHasItsOwnAppWindowSceneAndKeyWindow() {
        let a = SceneEnvironment(device: .iPhone14), b = SceneEnvironment(device: .iPhone14)
        let appA = a.run { UIApplication.shared }, appB = b.run { UIApplication.shared }
        #expect(appA !== appB && a.run { UIApplication.shared } === appA)
        #expect(UIApplication.shared === UIApplication.shared && UIApplication.shared !== appA, "outside a scene: one app for the process")
        #expect(appA.applicationState == .active && !appA.supportsMultipleScenes)
        a.run {
            let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
            #expect(UIApplication.shared.connectedScenes.count == 1 && scene != nil && scene?.activationState == .foregroundActive)
            #expect(UIApplication.shared.keyWindow == nil && scene?.windows.isEmpty == true)
            let first = KeyWatchingWindow(), second = KeyWatchingWindow()
            #expect(scene?.windows == [first, second] && UIApplication.shared.windows == [first, second])
            #expect(UIApplication.shared.keyWindow === first && first.isKeyWindow && !second.isKeyWindow,
                    "a scene's first window is key until another is made key")
            second.makeKeyAndVisible()
            #expect(UIApplication.shared.keyWindow === second && second.isKeyWindow && !first.isKeyWindow)
            #expect(first.calls == ["resign"] && second.calls == ["become"])
            first.makeKey()
            #expect(scene?.keyWindow === first && first.calls == ["resign", "become"] && second.calls == ["become", "resign"])
            #expect(first.windowScene === scene && UIWindow(windowScene: scene!).frame == scene!.screen.bounds)
            // The idiom of iOS 13 and later for the key window.
            let key = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap(\.windows).first { $0.isKeyWindow }
            #expect(key === first)
        }
        #expect(b.run { UIApplication.shared.windows.isEmpty }, "windows stay in their scene")
    }

    @Test func urlsOpenNothingAndAnswerFalseOnTheNextTurn() {
        let environment = SceneEnvironment(device: .iPhone14)
        var answers: [Bool] = []
        environment.run {
            let app = UIApplication.shared
            #expect(!app.canOpenURL(URL(string: "https://example.com")!))
            app.open(URL(string: UIApplication.openSettingsURLString)!, options: [.universalLinksOnly: false]) { answers.append($0) }
            #expect(answers.isEmpty, "called back on the run loop, not at once")
            app.isIdleTimerDisabled = true
            #expect(app.isIdleTimerDisabled)
        }
        environment.clock.advance(to: 0.1)
        #expect(answers == [false])
        #expect(environment.warnings.contains { $0.contains("app-settings:") && $0.contains("opens no URL") })
    }

    final class Handler: UIView {
        var received: [String] = []
        var touches = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { self.touches += 1 }
    }

    @Test func sendActionGoesUpTheResponderChainFromTheSender() {
        MethodDispatch.register([MethodTable(selectors: ["refresh:"], isDeclared: { $0 is Handler.Type }, perform: { object, _, arguments in
            (object as? Handler)?.received.append("refresh from \(arguments.first.map { "\(type(of: $0!))" } ?? "nothing")")
            return ()
        })])
        let environment = SceneEnvironment(device: .iPhone14)
        environment.run {
            let handler = Handler(), leaf = UIView()
            handler.addSubview(leaf)
            let app = UIApplication.shared
            #expect(app.sendAction(Selector("refresh:"), to: nil, from: leaf, for: nil))
            #expect(app.sendAction(Selector("refresh:"), to: handler, from: nil, for: nil))
            #expect(!app.sendAction(Selector("refresh:"), to: nil, from: UIView(), for: nil), "nobody up the chain implements it")
            #expect(handler.received == ["refresh from UIView", "refresh from UIApplication"])
        }
    }

    @Test func fingersThatComeDownWhileIgnoringReachNothing() {
        let environment = SceneEnvironment(device: .iPhone14)
        let (window, view) = environment.run { () -> (UIWindow, Handler) in
            let window = UIWindow()
            let view = Handler(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
            window.addSubview(view)
            window.makeKeyAndVisible()
            return (window, view)
        }
        let app = environment.run { UIApplication.shared }
        app.beginIgnoringInteractionEvents()
        app.beginIgnoringInteractionEvents()
        window.touches.down(id: 1, at: CGPoint(x: 50, y: 150))
        window.touches.up(id: 1, at: CGPoint(x: 50, y: 150))
        app.endIgnoringInteractionEvents()
        window.touches.down(id: 2, at: CGPoint(x: 50, y: 150))
        window.touches.up(id: 2, at: CGPoint(x: 50, y: 150))
        #expect(view.touches == 0 && app.isIgnoringInteractionEvents, "nested: one end is not enough")
        app.endIgnoringInteractionEvents()
        app.endIgnoringInteractionEvents()
        #expect(!app.isIgnoringInteractionEvents)
        window.touches.down(id: 3, at: CGPoint(x: 50, y: 150))
        window.touches.up(id: 3, at: CGPoint(x: 50, y: 150))
        #expect(view.touches == 1)
    }
}
