import Testing
import ScrollReelUIKit
import ScrollRender
import ScrollSimulation

/// The benchmarks split a film's record time into simulation, layout and
/// display-list recording, so that a slow layout shows up by name.
@MainActor
@Suite(.serialized) struct RecordTimesTests {
    /// A view whose layout pass does a fixed amount of arithmetic, asked for
    /// again by a timer at every frame.
    final class SlowLayout: UIView {
        nonisolated(unsafe) static var sink = 0.0
        override func layoutSubviews() {
            super.layoutSubviews()
            var x = 0.0
            for i in 0..<400_000 { x += Double(i & 7).squareRoot() }
            Self.sink = x
        }
    }

    final class Screen: UIViewController {
        let slow = SlowLayout(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
        var timer: Timer?
        override func viewDidLoad() {
            super.viewDidLoad()
            slow.backgroundColor = .systemBlue
            view.addSubview(slow)
            timer = Timer.scheduledTimer(withTimeInterval: 1.0 / 60, repeats: true) { [slow] _ in
                slow.setNeedsLayout()
            }
        }
    }

    @Test func aSlowLayoutShowsUpAsLayout() throws {
        let demo = Demo(id: "slow-layout", summary: "", defaultScript: Script(duration: 0.5, steps: []), viewController: { Screen() })
        let film = Film(demo: demo, fps: 60)
        let (frames, drawn) = try RecordTimes.measure { () throws -> Int in
            let playback = try film.start()
            var n = 0
            while try playback.next() != nil { _ = try playback.drawing(); n += 1 }
            return n
        }
        #expect(frames == 31)
        #expect(drawn.layout > drawn.simulation * 3, "\(drawn)")
        #expect(drawn.recording > .zero && drawn.simulation > .zero)
        // Played without drawing: no recording; the layout as before.
        let (_, played) = try RecordTimes.measure { try film.play { _, _ in } }
        #expect(played.recording == .zero && played.layout > played.simulation * 3, "\(played)")
        // Outside a measurement nothing is added up.
        try film.play { _, _ in }
        let (_, nothing) = RecordTimes.measure { 0 }
        #expect(nothing.simulation + nothing.layout + nothing.recording < .milliseconds(5), "\(nothing)")
    }
}
