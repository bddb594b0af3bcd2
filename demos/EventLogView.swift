#if canImport(UIKit)
import UIKit
#else
import ScrollReelUIKit
#endif

/// A dark panel listing the latest calls (delegate calls, lifecycle calls), each
/// with the time and a few coloured marks, and live state as pills on top: the
/// picture of what the seeds' texts describe.
final class EventLogView: UIView {
    struct Entry {
        let time: Double
        let name: String
        let detail: String
        /// Marks at the right edge: on or off, and the colour when on.
        let marks: [(on: Bool, color: UIColor)]
    }
    private(set) var entries: [Entry] = []
    var title = "UIScrollViewDelegate"
    /// Live state in the header: text, whether it is lit, and its colour — the
    /// colour of the matching mark in the rows, so the pills are the legend of
    /// the marks (an unlit pill shows its colour as a dot).
    var pills: [(text: String, on: Bool, color: UIColor)] = []
    /// What the empty panel says before the first call.
    var placeholder = ""

    var pillWidth = 92.0
    /// The marks' size, in points (4 to 12: they sit in the 28 pt right of the detail).
    var markDiameter = 8.0
    /// How many of the latest calls show.
    var visibleEntries = 9
    static let headerHeight = 38.0
    static let rowHeight = 24.0

    /// The height that shows `entries` calls.
    static func height(showing entries: Int) -> Double { headerHeight + Double(entries) * rowHeight + 8 }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.11, alpha: 1)
        layer.shadowOpacity = 0.25
        layer.shadowRadius = 8
        layer.shadowOffset = CGSize(width: 0, height: 3)
        layer.cornerRadius = 16
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    func append(_ e: Entry) {
        entries.append(e)
        if entries.count > visibleEntries { entries.removeFirst(entries.count - visibleEntries) }
    }

    override func draw(_ rect: CGRect) {
        let pad = 14.0
        title.drawVerticallyCentred(in: CGRect(x: pad, y: 10, width: 200, height: 18),
                                    withAttributes: textAttributes(.systemFont(ofSize: 13, weight: .semibold), UIColor(white: 1, alpha: 0.6)))
        var x = bounds.width - pad
        for (text, on, color) in pills.reversed() {
            let attributes = textAttributes(.systemFont(ofSize: 12, weight: .semibold), on ? .white : UIColor(white: 1, alpha: 0.6),
                                            alignment: .center)
            let r = CGRect(x: x - pillWidth, y: 9, width: pillWidth, height: 20)
            (on ? color : UIColor(white: 1, alpha: 0.12)).setFill()
            UIBezierPath(roundedRect: r, cornerRadius: 10).fill()
            // Unlit, a dot of its colour: the legend of the marks in that colour.
            if !on {
                color.setFill()
                UIBezierPath(ovalIn: CGRect(x: r.minX + 8, y: r.midY - 3.5, width: 7, height: 7)).fill()
            }
            text.drawVerticallyCentred(in: on ? r : r.insetBy(dx: 6, dy: 0).offsetBy(dx: 5, dy: 0), withAttributes: attributes)
            x -= pillWidth + 6
        }
        if entries.isEmpty, !placeholder.isEmpty {
            placeholder.drawVerticallyCentred(in: CGRect(x: 24, y: bounds.height / 2 - 30, width: bounds.width - 48, height: 60),
                                              withAttributes: textAttributes(.systemFont(ofSize: 15), UIColor(white: 1, alpha: 0.55), alignment: .center))
        }

        let rowHeight = Self.rowHeight
        var y = Self.headerHeight
        let name = textAttributes(.systemFont(ofSize: 14, weight: .medium), .white)
        // 13 pt on one line, bright enough to read at the gallery's one pixel a point.
        let detail = textAttributes(.systemFont(ofSize: 13), UIColor(white: 1, alpha: 0.88), alignment: .right)
        let time = textAttributes(.systemFont(ofSize: 13), UIColor(white: 1, alpha: 0.7))
        for (i, e) in entries.enumerated() {
            let fresh = i == entries.count - 1
            if fresh {
                UIColor(white: 1, alpha: 0.1).setFill()
                UIBezierPath(roundedRect: CGRect(x: 6, y: y - 2, width: bounds.width - 12, height: rowHeight), cornerRadius: 6).fill()
            }
            format2(e.time).drawVerticallyCentred(in: CGRect(x: pad, y: y, width: 44, height: 20), withAttributes: time)
            e.name.drawVerticallyCentred(in: CGRect(x: pad + 44, y: y, width: 180, height: 20), withAttributes: name)
            for (k, mark) in e.marks.enumerated() {
                let d = markDiameter
                let cx = bounds.width - pad - 2 - Double(e.marks.count - 1 - k) * (d + 4)
                (mark.on ? mark.color : UIColor(white: 1, alpha: 0.15)).setFill()
                UIBezierPath(ovalIn: CGRect(x: cx - d / 2, y: y + 10 - d / 2, width: d, height: d)).fill()
            }
            // Right-aligned from under a long name's end: "decelerate: YES" on one line at 13 pt.
            let detailX = pad + 44 + 130
            e.detail.drawVerticallyCentred(in: CGRect(x: detailX, y: y, width: bounds.width - pad - 28 - detailX, height: 20),
                                           withAttributes: detail)
            y += rowHeight
        }
    }

    private func format2(_ t: Double) -> String {
        let ms = Int((t * 100).rounded())
        let s = ms / 100, cs = ms % 100
        return "\(s).\(cs < 10 ? "0" : "")\(cs)s"
    }
}
