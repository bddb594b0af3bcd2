import ScrollKit
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
            .wait(duration: 0.4),
            .pinch(center: Point(x: 230, y: 420), scale: 2.2, duration: 0.6),
            .wait(duration: 0.4),
            // Pan the zoomed map, with momentum.
            .touchDown(at: Point(x: 300, y: 600)),
            .moveTo(at: Point(x: 160, y: 480), duration: 0.25),
            .touchUp,
            .wait(duration: 1.2),
            // Past the maximum: the map resists, then the scale springs back to 3.
            .pinch(center: Point(x: 195, y: 450), scale: 2.0, duration: 0.6),
            .wait(duration: 0.8),
            // Below the minimum: back to 1.
            .pinch(center: Point(x: 195, y: 450), scale: 0.15, duration: 0.7),
            .wait(duration: 0.8),
        ]),
        build: { context in
            let c = ZoomController(viewport: context.viewport)
            return Scene(window: c.window, scrollViews: [("main", c.scrollView)], metrics: { [c] in c.metrics }, owners: [c])
        })
}

final class ZoomController: ScrollViewDelegate {
    let window: Window
    let scrollView: ScrollView
    let mapView: ImageView
    private(set) var didZoomCalls = 0
    private(set) var endScales: [Double] = []

    init(viewport: Size) {
        window = Window(frame: Rect(origin: .zero, size: viewport))
        window.backgroundColor = .white
        let bar = NavigationBar(window: window, title: "Zoom")
        let top = bar.frame.maxY
        scrollView = ScrollView(frame: Rect(x: 0, y: top, width: viewport.width, height: viewport.height - top))
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = 3
        scrollView.backgroundColor = Color(hex: 0xe9e5dc)
        let size = scrollView.bounds.size
        mapView = ImageView(image: CityMap.image(size: size), frame: Rect(origin: .zero, size: size))
        scrollView.addSubview(mapView)
        scrollView.contentSize = size
        window.addSubview(scrollView)
        window.addSubview(bar)
        scrollView.delegate = self
    }

    var metrics: [JSONValue.Member] {
        [.init("zoomScale", .number(scrollView.zoomScale)), .init("didZoomCalls", .number(Double(didZoomCalls))),
         .init("endScales", .array(endScales.map { .number($0) })),
         .init("mapFrame", [.number(mapView.frame.width), .number(mapView.frame.height)])]
    }

    func viewForZooming(in scrollView: ScrollView) -> View? { mapView }
    func scrollViewDidZoom(_ scrollView: ScrollView) { didZoomCalls += 1 }
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) { endScales.append(scale) }
}

/// A street map drawn in vectors, so that it stays sharp at every zoom scale:
/// blocks, avenues, a park, the river, stations and names that only become
/// readable when zoomed in.
enum CityMap {
    static func image(size: Size) -> Image {
        Image(size: size, vector: true) { ctx in
            let w = size.width, h = size.height
            ctx.fill(Path(rect: Rect(x: 0, y: 0, width: w, height: h)), with: Color(hex: 0xf2efe9))
            // The river along the left.
            var river = Path()
            river.move(to: Point(x: 0, y: 0))
            river.addCurve(to: Point(x: 0, y: h), control1: Point(x: 90, y: h * 0.3), control2: Point(x: 40, y: h * 0.7))
            river.close()
            ctx.fill(river, with: Color(hex: 0xaad3df))
            // Blocks between streets.
            let street = 6.0, avenue = 10.0
            var y = 12.0, row = 0
            while y < h {
                var x = 70.0, col = 0
                while x < w {
                    let block = Rect(x: x, y: y, width: 46, height: 26)
                    let park = col >= 2 && col <= 4 && row >= 8 && row <= 15
                    ctx.fill(Path(roundedRect: block, cornerRadius: 2), with: park ? Color(hex: 0xc8e6b0) : Color(hex: 0xe2ddd2))
                    x += 46 + avenue
                    col += 1
                }
                y += 26 + street
                row += 1
            }
            ctx.draw("Central Park", style: TextStyle(font: .systemFont(ofSize: 9, weight: .semibold), color: Color(hex: 0x4b7a3a), alignment: .center),
                     in: Rect(x: 182, y: 370, width: 150, height: 14))
            // A diagonal avenue.
            var broadway = Path()
            broadway.move(to: Point(x: 120, y: h))
            broadway.addLine(to: Point(x: w - 20, y: 0))
            ctx.stroke(broadway, with: Color(hex: 0xfcd68a), lineWidth: 5, lineCap: .round)
            ctx.draw("Broadway", style: TextStyle(font: .systemFont(ofSize: 7, weight: .medium), color: Color(hex: 0x8a6a2a)),
                     in: Rect(x: 250, y: 300, width: 60, height: 10))
            // Subway stations with tiny names.
            let lines: [(UInt32, [Point])] = [
                (0xee352e, [Point(x: 100, y: 80), Point(x: 160, y: 200), Point(x: 210, y: 330), Point(x: 250, y: 470), Point(x: 300, y: 620)]),
                (0x0039a6, [Point(x: 330, y: 60), Point(x: 300, y: 180), Point(x: 250, y: 300), Point(x: 190, y: 500), Point(x: 150, y: 650)]),
            ]
            for (color, stops) in lines {
                var line = Path()
                line.move(to: stops[0])
                for p in stops.dropFirst() { line.addLine(to: p) }
                ctx.stroke(line, with: Color(hex: color), lineWidth: 2.5, lineCap: .round)
                for (k, p) in stops.enumerated() {
                    ctx.fill(Path(ovalIn: Rect(x: p.x - 3, y: p.y - 3, width: 6, height: 6)), with: .white)
                    ctx.stroke(Path(ovalIn: Rect(x: p.x - 3, y: p.y - 3, width: 6, height: 6)), with: Color(hex: color), lineWidth: 1.2, lineCap: .butt)
                    ctx.draw("\(k * 14 + 14) St", style: TextStyle(font: .systemFont(ofSize: 4.5), color: Color(white: 0.25)),
                             in: Rect(x: p.x + 5, y: p.y - 3, width: 30, height: 6))
                }
            }
        }
    }
}
