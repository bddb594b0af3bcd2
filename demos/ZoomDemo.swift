import ScrollReelUIKit
import ScrollSimulation

/// Pinch zoom (seed 004): `minimumZoomScale` 1, `maximumZoomScale` 3 and
/// `viewForZooming`; a pinch past either limit resists and springs back, the
/// zoomed map pans, and the delegate hears `scrollViewDidZoom` and
/// `scrollViewDidEndZooming(_:with:atScale:)`.
enum ZoomDemo {
    static let demo = Demo(
        id: "zoom",
        summary: "pinch zoom: min/max scale, viewForZooming, panning the zoomed map, zoom past the limits bouncing back",
        defaultScript: Script(steps: [
            // Up until the next caption (1.2 s at full opacity), over the pinch (its
            // result is on the badge).
            .caption(text: "Pinch to zoom: the map allows {minimumZoomScale}× to {maximumZoomScale}×", duration: 1.4),
            .wait(duration: 0.4),
            .pinch(center: CGPoint(x: 230, y: 420), scale: 2.2, duration: 0.6),
            .wait(duration: 0.4),
            // Pan the zoomed map, with momentum.
            .caption(text: "Zoomed in, the map pans, and glides on after the finger lifts", duration: 1.6),
            .touchDown(at: CGPoint(x: 300, y: 600)),
            .moveTo(at: CGPoint(x: 160, y: 480), duration: 0.25),
            .touchUp,
            .wait(duration: 1.2),
            // Past the maximum: the map resists, then the scale springs back to 3.
            .pinch(center: CGPoint(x: 195, y: 450), scale: 2.0, duration: 0.6),
            // Long enough for the spring to end at 3× (and its caption to be read) before
            // the next pinch.
            .wait(duration: 1.5),
            // Below the minimum: back to 1.
            .pinch(center: CGPoint(x: 195, y: 450), scale: 0.15, duration: 0.7),
            // (Long enough to read that it springs back before the result: 1.2 s at full opacity.)
            .wait(duration: 1.5),
            // The result, held on the film's last frame (faded in by then).
            .caption(text: "Zoom stays from {minimumZoomScale}× to {maximumZoomScale}×: pinched past either limit, it springs back", duration: 5.0),
            .wait(duration: 0.2),
        ]),
        build: { _ in
            let c = ZoomViewController()
            var scene = Scene(rootViewController: c, tracedScrollViews: ["main"], metrics: { [c] in
                [.init("zoomScale", .number(c.scrollView.zoomScale)), .init("didZoomCalls", .number(Double(c.didZoomCalls))),
                 .init("endScales", .array(c.endScales.map { .number($0) })),
                 .init("mapFrame", [.number(c.mapView.frame.width), .number(c.mapView.frame.height)])]
            })
            scene.words.values["minimumZoomScale"] = { c.scrollView.minimumZoomScale }
            scene.words.values["maximumZoomScale"] = { c.scrollView.maximumZoomScale }
            return scene
        })
}
