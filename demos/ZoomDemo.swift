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
/// blocks, avenues, a park, the river, two subway lines and their stations.
/// Names sit on small white plates, big enough to read at scale 1, on the side
/// of their stop where no other name, station or subway line runs under them.
enum CityMap {
    struct Station {
        let name: String
        let point: Point
        /// Which side of the stop the name goes.
        let onTheRight: Bool
    }
    static let lines: [(color: UInt32, stations: [Station])] = [
        (0xee352e, [Station(name: "14 St", point: Point(x: 100, y: 80), onTheRight: true),
                    Station(name: "28 St", point: Point(x: 160, y: 200), onTheRight: true),
                    Station(name: "42 St", point: Point(x: 210, y: 330), onTheRight: false),
                    Station(name: "59 St", point: Point(x: 250, y: 470), onTheRight: true),
                    Station(name: "72 St", point: Point(x: 300, y: 620), onTheRight: true)]),
        (0x0039a6, [Station(name: "Canal", point: Point(x: 330, y: 60), onTheRight: false),
                    Station(name: "Union Sq", point: Point(x: 300, y: 180), onTheRight: false),
                    Station(name: "Herald Sq", point: Point(x: 250, y: 300), onTheRight: true),
                    Station(name: "Lex Av", point: Point(x: 190, y: 500), onTheRight: false),
                    Station(name: "86 St", point: Point(x: 150, y: 650), onTheRight: false)]),
    ]
    static let labelFont = Font.systemFont(ofSize: 10, weight: .semibold)
    static let parkFont = Font.systemFont(ofSize: 12, weight: .bold)
    static let parkLabel = (text: "Central Park", rect: Rect(x: 252, y: 410, width: 86, height: 16))

    /// A station's name plate: 8 pt from the stop, wide enough for the name
    /// (6.4 pt a character at 10 pt, with 4 pt either side).
    static func plate(for s: Station) -> Rect {
        let width = Double(s.name.count) * 6.4 + 8, height = 14.0
        let x = s.onTheRight ? s.point.x + 8 : s.point.x - 8 - width
        return Rect(x: x, y: s.point.y - height / 2, width: width, height: height)
    }

    /// Broadway, from the bottom of the map to its top right.
    static func broadway(height h: Double, width w: Double) -> (from: Point, to: Point) {
        (Point(x: 120, y: h), Point(x: w - 20, y: 0))
    }

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
            // A diagonal avenue, its name along it.
            let road = broadway(height: h, width: w)
            var avenuePath = Path()
            avenuePath.move(to: road.from)
            avenuePath.addLine(to: road.to)
            ctx.stroke(avenuePath, with: Color(hex: 0xfcd68a), lineWidth: 5, lineCap: .round)
            let dx = road.to.x - road.from.x, dy = road.to.y - road.from.y, length = (dx * dx + dy * dy).squareRoot()
            let along = (600 - road.from.y) / (road.to.y - road.from.y)
            let anchor = Point(x: road.from.x + (road.to.x - road.from.x) * along, y: 600)
            ctx.withGState {
                ctx.translateBy(x: anchor.x, y: anchor.y)
                ctx.concatenate(AffineTransform(a: dx / length, b: dy / length, c: -dy / length, d: dx / length, tx: 0, ty: 0))
                ctx.draw("Broadway", style: TextStyle(font: labelFont, color: Color(hex: 0x8a6a2a), alignment: .center),
                         in: Rect(x: -40, y: 6, width: 80, height: 14))
            }
            ctx.draw(parkLabel.text, style: TextStyle(font: parkFont, color: Color(hex: 0x3f6e30), alignment: .center), in: parkLabel.rect)
            for (color, stations) in lines {
                var line = Path()
                line.move(to: stations[0].point)
                for s in stations.dropFirst() { line.addLine(to: s.point) }
                ctx.stroke(line, with: Color(hex: color), lineWidth: 2.5, lineCap: .round)
            }
            for (color, stations) in lines {
                for s in stations {
                    let p = s.point
                    ctx.fill(Path(ovalIn: Rect(x: p.x - 3.5, y: p.y - 3.5, width: 7, height: 7)), with: .white)
                    ctx.stroke(Path(ovalIn: Rect(x: p.x - 3.5, y: p.y - 3.5, width: 7, height: 7)), with: Color(hex: color), lineWidth: 1.6, lineCap: .butt)
                    let plate = plate(for: s)
                    ctx.fill(Path(roundedRect: plate, cornerRadius: 4), with: Color(white: 1, alpha: 0.88))
                    ctx.draw(s.name, style: TextStyle(font: labelFont, color: Color(white: 0.2), alignment: .center), in: plate)
                }
            }
        }
    }
}
