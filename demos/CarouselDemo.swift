import ScrollReelUIKit
import ScrollSimulation

/// The auto-scrolling banner of seed 004: eight full-width pictures and a copy of
/// the first for the wrap, a timer that turns the page every second with an
/// animated `setContentOffset`, paused while dragging and restarted 2 s after the
/// deceleration ends.
enum CarouselDemo {
    static let demo = Demo(
        id: "carousel",
        summary: "an auto-scrolling banner: a 1 s timer, the wrap back to the first page, paused by a drag",
        defaultScript: Script(duration: 17.5, steps: [
            // Start on the sixth picture so that the wrap comes soon.
            .setContentOffset(scrollView: "main", offset: CGPoint(x: 390 * 5, y: 0), animated: false),
            // What each tick does, in the seed's order: circularDisplayView sets the page
            // control's currentPage first, then starts the animated setContentOffset, so the
            // dot is on the next page as the picture begins to slide. (Up to the wrap's words.)
            .caption(text: "Each second: the dot jumps, then the picture slides", duration: 3.0),
            // The wrap at the third tick (3 s) is said as it turns onto the copy of the
            // first picture, and read up to the drag. The fourth tick jumps to the real
            // first picture and turns on to the second: the same caption says that from
            // its frame ({wrap} is filled in at each frame), so no words about the copy
            // stay up over picture 2 (review: 0.5 s stale), and each tick after it says
            // its page. (A caption that left at the fourth tick would be up 1 s, less than
            // can be read, and not be said at all.) Up the first words' reading time
            // (16 words, 4.5 s) before the drag.
            .wait(duration: 3.0),
            .caption(text: "{wrap}", duration: 4.85),
            .wait(duration: 4.85),
            // A drag pauses the timer (the finger stays down for that to be read, 3.55 s,
            // drifting slowly: the picture moves with it, no tick turns it; held still, the
            // film showed one frozen frame for 3 s), then flicks back a page...
            .touchDown(at: CGPoint(x: 90, y: 420)),
            .moveTo(at: CGPoint(x: 140, y: 420), duration: 0.3),
            .moveTo(at: CGPoint(x: 190, y: 420), duration: 3.1),
            .moveTo(at: CGPoint(x: 310, y: 420), duration: 0.15),
            .touchUp,
            // ...and the timer restarts 2 s after the deceleration ends; its words are read
            // (3.25 s) before the summing up.
            .wait(duration: 5.8),
            .caption(text: "The timer turned {timerFires} pages; after the last picture it starts again at the first", duration: 2.0),
            .wait(duration: 0.3),
        ]),
        build: { _ in
            let c = CarouselViewController()
            var scene = Scene(rootViewController: c, tracedScrollViews: ["main"], metrics: { [c] in
                [.init("currentPage", .number(Double(c.pageControl.currentPage))), .init("timerFires", .number(Double(c.fires))),
                 .init("timerPaused", .bool(c.isTimerPaused))]
            })
            // The pictures are counted from 1, as a reader counts the page control's dots.
            scene.words.saysMotion = false
            // The page control's dots at the bottom are the point.
            scene.captionPlacement = .top
            // The wrap's words about the copy can be up only the timer's second, until the
            // tick that jumps from it: at full opacity from their first frame, not fading in.
            scene.words.saidAtOnce = true
            scene.words.values["picture"] = { Double(c.pageControl.currentPage + 1) }
            scene.words.values["pictures"] = { Double(CarouselViewController.pictures) }
            scene.words.values["restartDelay"] = { CarouselViewController.restartDelay }
            scene.words.values["turnedTo"] = { Double(c.lastTurn.page % CarouselViewController.pictures + 1) }
            // Only the wrap is said, from the tick onto the copy through the next one (a
            // caption a tick long could not be read): the routine ticks speak for themselves.
            // And the timer's first tick after a drag's stop: the restart the stop's words
            // announced (seed 004: 2 s after didEndDecelerating), said at the tick.
            var restartPending = false
            scene.words.metrics["timerFires"] = { _, _ in
                let n = CarouselViewController.pictures
                if restartPending {
                    restartPending = false
                    return "\(SceneWords.number(CarouselViewController.restartDelay)) s after the stop, the timer turns the page again"
                }
                guard c.lastTurn.page == n, !c.lastTurn.wrapped else { return nil }
                return "tick: onto a copy of picture 1; the next tick jumps unseen to the real one"
            }
            // The wrap, said by the script's caption from the tick onto the copy: what that
            // tick did until the next one, then what the next one did.
            scene.words.texts["wrap"] = {
                let n = CarouselViewController.pictures, turn = c.lastTurn
                if turn.wrapped { return "Tick: jumped unseen to the real picture 1, then on to \(turn.page % n + 1)" }
                if turn.page == n { return "Tick: onto a copy of picture 1; the next tick jumps unseen to the real one" }
                return "Tick: on to picture \(turn.page % n + 1)"
            }
            // (The stop's words are up the 2 s until the restart's tick: six words, read in 2 s.)
            scene.words.metrics["timerPaused"] = { _, new in
                restartPending = new == .bool(false)
                return new == .bool(true) ? "a drag pauses the timer: no page turns while the finger is down"
                    : "stopped: the timer waits \(SceneWords.number(CarouselViewController.restartDelay)) s"
            }
            return scene
        })
}
