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
            .wait(duration: 0.4),
            .pinch(center: CGPoint(x: 230, y: 420), scale: 2.2, duration: 0.6),
            .wait(duration: 0.4),
            // Pan the zoomed map, with momentum.
            .touchDown(at: CGPoint(x: 300, y: 600)),
            .moveTo(at: CGPoint(x: 160, y: 480), duration: 0.25),
            .touchUp,
            .wait(duration: 1.2),
            // Past the maximum: the map resists, then the scale springs back to 3.
            .pinch(center: CGPoint(x: 195, y: 450), scale: 2.0, duration: 0.6),
            .wait(duration: 0.8),
            // Below the minimum: back to 1.
            .pinch(center: CGPoint(x: 195, y: 450), scale: 0.15, duration: 0.7),
            .wait(duration: 0.8),
        ]),
        build: { context in
            let c = ZoomController(viewport: context.viewport)
            return Scene(window: c.window, scrollViews: [("main", c.scrollView)], metrics: { [c] in c.metrics }, owners: [c])
        })
}

final class ZoomController: UIScrollViewDelegate {
    let window: UIWindow
    let scrollView: UIScrollView
    let mapView: UIImageView
    /// The zoom scale and its limits, on screen: a bounce back to a limit can be seen.
    let scaleLabel = UILabel()
    private(set) var didZoomCalls = 0
    private(set) var endScales: [Double] = []

    init(viewport: CGSize) {
        window = UIWindow(frame: CGRect(origin: .zero, size: viewport))
        window.backgroundColor = .white
        let bar = NavigationBar(window: window, title: "Zoom")
        let top = bar.frame.maxY
        scrollView = UIScrollView(frame: CGRect(x: 0, y: top, width: viewport.width, height: viewport.height - top))
        // The seed's code sets its insets itself (it predates the safe area), so the
        // safe area is not added on top of them.
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = 3
        scrollView.backgroundColor = UIColor(hex: 0xe9e5dc)
        let size = scrollView.bounds.size
        mapView = UIImageView(image: CityMap.image(size: size), frame: CGRect(origin: .zero, size: size))
        scrollView.addSubview(mapView)
        scrollView.contentSize = size
        window.addSubview(scrollView)
        window.addSubview(bar)
        scaleLabel.frame = CGRect(x: viewport.width - 16 - 132, y: top + 12, width: 132, height: 28)
        scaleLabel.font = .monospacedDigitSystemFont(ofSize: 15, weight: .semibold)
        scaleLabel.textColor = .white
        scaleLabel.textAlignment = .center
        scaleLabel.backgroundColor = UIColor(white: 0, alpha: 0.6)
        scaleLabel.layer.cornerRadius = 14
        scaleLabel.clipsToBounds = true
        window.addSubview(scaleLabel)
        showScale()
        scrollView.delegate = self
    }

    private func showScale() {
        scaleLabel.text = String(format: "%.2f× (1× – 3×)", Double(scrollView.zoomScale))
    }

    var metrics: [JSONValue.Member] {
        [.init("zoomScale", .number(scrollView.zoomScale)), .init("didZoomCalls", .number(Double(didZoomCalls))),
         .init("endScales", .array(endScales.map { .number($0) })),
         .init("mapFrame", [.number(mapView.frame.width), .number(mapView.frame.height)])]
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { mapView }
    // (Seed 004 does not centre a map zoomed out below its size: UIKit keeps the
    // pinch's centre under the fingers, so while the pinch rubber-bands below
    // the minimum the map shrinks towards that point, not to the middle.)
    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        didZoomCalls += 1
        showScale()
    }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) { endScales.append(scale) }
}

/// A street map drawn in vectors, so that it stays sharp at every zoom scale:
/// blocks, avenues, a park, the river, two subway lines and their stations.
/// Names sit on small white plates, big enough to read at scale 1, on the side
/// of their stop where no other name, station or subway line runs under them.
enum CityMap {
    struct Station {
        let name: String
        let point: CGPoint
        /// Which side of the stop the name goes.
        let onTheRight: Bool
    }
    static let lines: [(color: UInt32, stations: [Station])] = [
        (0xee352e, [Station(name: "14 St", point: CGPoint(x: 100, y: 80), onTheRight: true),
                    Station(name: "28 St", point: CGPoint(x: 160, y: 200), onTheRight: true),
                    Station(name: "42 St", point: CGPoint(x: 210, y: 330), onTheRight: false),
                    Station(name: "59 St", point: CGPoint(x: 250, y: 470), onTheRight: true),
                    Station(name: "72 St", point: CGPoint(x: 300, y: 620), onTheRight: true)]),
        (0x0039a6, [Station(name: "Canal", point: CGPoint(x: 330, y: 60), onTheRight: false),
                    Station(name: "Union Sq", point: CGPoint(x: 300, y: 180), onTheRight: false),
                    Station(name: "Herald Sq", point: CGPoint(x: 250, y: 300), onTheRight: true),
                    Station(name: "Lex Av", point: CGPoint(x: 190, y: 500), onTheRight: false),
                    Station(name: "86 St", point: CGPoint(x: 150, y: 650), onTheRight: false)]),
    ]
    static let labelFont = UIFont.systemFont(ofSize: 10, weight: .semibold)
    static let parkFont = UIFont.systemFont(ofSize: 12, weight: .bold)
    // Street numbers grow down the map (north is down), so the park lies below
    // 59 St, between the lines at 72 St and 86 St, as Central Park lies north of
    // Columbus Circle.
    static let parkLabel = (text: "Central Park", rect: CGRect(x: 190, y: 660, width: 86, height: 16))

    /// A station's name plate: 8 pt from the stop, wide enough for the name
    /// (6.4 pt a character at 10 pt, with 4 pt either side).
    static func plate(for s: Station) -> CGRect {
        let width = Double(s.name.count) * 6.4 + 8, height = 14.0
        let x = s.onTheRight ? s.point.x + 8 : s.point.x - 8 - width
        return CGRect(x: x, y: s.point.y - height / 2, width: width, height: height)
    }

    /// Broadway, from the bottom of the map to its top right.
    static func broadway(height h: Double, width w: Double) -> (from: CGPoint, to: CGPoint) {
        (CGPoint(x: 120, y: h), CGPoint(x: w - 20, y: 0))
    }

    static func image(size: CGSize) -> UIImage {
        UIImage(size: size, vector: true) { ctx in
            let w = size.width, h = size.height
            ctx.setFillColor(UIColor(hex: 0xf2efe9).cgColor)
            ctx.fill(CGRect(x: 0, y: 0, width: w, height: h))
            // The river along the left.
            let river = CGMutablePath()
            river.move(to: CGPoint(x: 0, y: 0))
            river.addCurve(to: CGPoint(x: 0, y: h), control1: CGPoint(x: 90, y: h * 0.3), control2: CGPoint(x: 40, y: h * 0.7))
            river.closeSubpath()
            ctx.setFillColor(UIColor(hex: 0xaad3df).cgColor)
            ctx.addPath(river)
            ctx.fillPath()
            // Blocks between streets.
            let street = 6.0, avenue = 10.0
            var y = 12.0, row = 0
            while y < h {
                var x = 70.0, col = 0
                while x < w {
                    let block = CGRect(x: x, y: y, width: 46, height: 26)
                    let park = col >= 2 && col <= 3 && row >= 16 && row <= 21
                    ctx.setFillColor((park ? UIColor(hex: 0xc8e6b0) : UIColor(hex: 0xe2ddd2)).cgColor)
                    ctx.addPath(UIBezierPath(roundedRect: block, cornerRadius: 2).cgPath)
                    ctx.fillPath()
                    x += 46 + avenue
                    col += 1
                }
                y += 26 + street
                row += 1
            }
            // A diagonal avenue, its name along it.
            let road = broadway(height: h, width: w)
            let avenuePath = CGMutablePath()
            avenuePath.move(to: road.from)
            avenuePath.addLine(to: road.to)
            ctx.setLineCap(.round)
            ctx.setLineWidth(5)
            ctx.setStrokeColor(UIColor(hex: 0xfcd68a).cgColor)
            ctx.addPath(avenuePath)
            ctx.strokePath()
            let dx = road.to.x - road.from.x, dy = road.to.y - road.from.y, length = (dx * dx + dy * dy).squareRoot()
            let along = (600 - road.from.y) / (road.to.y - road.from.y)
            let anchor = CGPoint(x: road.from.x + (road.to.x - road.from.x) * along, y: 600)
            ctx.saveGState()
            ctx.translateBy(x: anchor.x, y: anchor.y)
            ctx.concatenate(CGAffineTransform(a: dx / length, b: dy / length, c: -dy / length, d: dx / length, tx: 0, ty: 0))
            "Broadway".drawVerticallyCentred(in: CGRect(x: -40, y: 6, width: 80, height: 14),
                                             withAttributes: textAttributes(labelFont, UIColor(hex: 0x8a6a2a), alignment: .center))
            ctx.restoreGState()
            parkLabel.text.drawVerticallyCentred(in: parkLabel.rect, withAttributes: textAttributes(parkFont, UIColor(hex: 0x3f6e30), alignment: .center))
            ctx.setLineWidth(2.5)
            for (color, stations) in lines {
                let line = CGMutablePath()
                line.move(to: stations[0].point)
                for s in stations.dropFirst() { line.addLine(to: s.point) }
                ctx.setStrokeColor(UIColor(hex: color).cgColor)
                ctx.addPath(line)
                ctx.strokePath()
            }
            for (color, stations) in lines {
                for s in stations {
                    let p = s.point
                    ctx.setFillColor(UIColor.white.cgColor)
                    ctx.fillEllipse(in: CGRect(x: p.x - 3.5, y: p.y - 3.5, width: 7, height: 7))
                    ctx.setStrokeColor(UIColor(hex: color).cgColor)
                    ctx.setLineWidth(1.6)
                    ctx.setLineCap(.butt)
                    ctx.strokeEllipse(in: CGRect(x: p.x - 3.5, y: p.y - 3.5, width: 7, height: 7))
                    let plate = plate(for: s)
                    ctx.setFillColor(UIColor(white: 1, alpha: 0.88).cgColor)
                    ctx.addPath(UIBezierPath(roundedRect: plate, cornerRadius: 4).cgPath)
                    ctx.fillPath()
                    s.name.drawVerticallyCentred(in: plate, withAttributes: textAttributes(labelFont, UIColor(white: 0.2, alpha: 1), alignment: .center))
                }
            }
        }
    }
}
