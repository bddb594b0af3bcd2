import ScrollReelUIKit

// The zoom demo's map: what an app would ship as an image (a PDF kept as
// vectors), drawn here (ScrollReel's `UIImage(size:vector:drawing:)`) so that the
// demo needs none.

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
        (0xee352e, [Station(name: "14 St", point: CGPoint(x: 100, y: 673), onTheRight: true),
                    Station(name: "28 St", point: CGPoint(x: 160, y: 553), onTheRight: true),
                    Station(name: "42 St", point: CGPoint(x: 210, y: 423), onTheRight: false),
                    Station(name: "59 St", point: CGPoint(x: 250, y: 283), onTheRight: true),
                    Station(name: "72 St", point: CGPoint(x: 300, y: 133), onTheRight: true)]),
        (0x0039a6, [Station(name: "Canal", point: CGPoint(x: 330, y: 693), onTheRight: false),
                    Station(name: "Union Sq", point: CGPoint(x: 300, y: 573), onTheRight: false),
                    Station(name: "Herald Sq", point: CGPoint(x: 250, y: 453), onTheRight: true),
                    Station(name: "Lex Av", point: CGPoint(x: 190, y: 253), onTheRight: false),
                    Station(name: "86 St", point: CGPoint(x: 150, y: 103), onTheRight: false)]),
    ]
    static let labelFont = UIFont.systemFont(ofSize: 12, weight: .semibold)
    static let parkFont = UIFont.systemFont(ofSize: 12, weight: .bold)
    // North is up, as on any map of Manhattan: the Hudson on the left (west), street
    // numbers growing up the map, so the park lies above 59 St, between the lines at
    // 72 St and 86 St, as Central Park lies north of Columbus Circle.
    static let parkLabel = (text: "Central Park", rect: CGRect(x: 190, y: 77, width: 86, height: 16))

    /// A station's name plate: 8 pt from the stop, wide enough for the name
    /// (7.7 pt a character at 12 pt, with 4 pt either side; 12 pt, not 10, so that a
    /// name can be read at 1× in the gallery's one pixel a point).
    static func plate(for s: Station) -> CGRect {
        let width = Double(s.name.count) * 7.7 + 8, height = 16.0
        let x = s.onTheRight ? s.point.x + 8 : s.point.x - 8 - width
        return CGRect(x: x, y: s.point.y - height / 2, width: width, height: height)
    }

    /// Broadway, from the top left of the map (uptown, west) down to its bottom right
    /// (downtown, east): drawn that way so that its name reads left to right.
    static func broadway(height h: Double, width w: Double) -> (from: CGPoint, to: CGPoint) {
        (CGPoint(x: 120, y: 0), CGPoint(x: w - 20, y: h))
    }

    static func image(size: CGSize) -> UIImage {
        UIImage(size: size, vector: true) { ctx in
            let w = size.width, h = size.height
            ctx.setFillColor(UIColor(hex: 0xf2efe9).cgColor)
            ctx.fill(CGRect(x: 0, y: 0, width: w, height: h))
            // The river along the left.
            let river = CGMutablePath()
            river.move(to: CGPoint(x: 0, y: 0))
            river.addCurve(to: CGPoint(x: 0, y: h), control1: CGPoint(x: 90, y: h * 0.7), control2: CGPoint(x: 40, y: h * 0.3))
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
                    let park = col >= 2 && col <= 3 && row >= 1 && row <= 6
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
            let along = (153 - road.from.y) / (road.to.y - road.from.y)
            let anchor = CGPoint(x: road.from.x + (road.to.x - road.from.x) * along, y: 153)
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
