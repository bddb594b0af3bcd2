import Foundation
import Testing
@testable import ScrollReelUIKit

/// A view of a fixed intrinsic size, as a control or an image is.
@MainActor
final class Box: UIView {
    let size: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { size }
}

/// Every distribution and alignment, worked out by hand for three boxes of 50 × 20,
/// 100 × 40 and 30 × 60 in a stack 300 × 100, 10 apart.
@MainActor
@Suite struct StackViewTests {
    func stack(_ axis: NSLayoutConstraint.Axis = .horizontal, _ distribution: UIStackView.Distribution = .fill,
               _ alignment: UIStackView.Alignment = .fill, width: CGFloat? = 300, height: CGFloat? = 100,
               configure: (UIStackView, [Box]) -> Void = { _, _ in }) -> (UIStackView, [Box], UIWindow) {
        let boxes = [Box(50, 20), Box(100, 40), Box(30, 60)]
        var stack: UIStackView!
        let (window, _) = showing { root in
            stack = constrained(UIStackView(arrangedSubviews: boxes), in: root)
            stack.axis = axis
            stack.distribution = distribution
            stack.alignment = alignment
            stack.spacing = 10
            var cs = [stack.leadingAnchor.constraint(equalTo: root.leadingAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 100)]
            if let width { cs.append(stack.widthAnchor.constraint(equalToConstant: width)) }
            if let height { cs.append(stack.heightAnchor.constraint(equalToConstant: height)) }
            NSLayoutConstraint.activate(cs)
            configure(stack, boxes)
        }
        return (stack, boxes, window)
    }

    func xs(_ boxes: [Box]) -> [CGFloat] { boxes.map(\.frame.minX) }
    func widths(_ boxes: [Box]) -> [CGFloat] { boxes.map(\.frame.width) }

    @Test func fillStretchesTheLastOfThoseThatHugAlike() {
        let (_, boxes, _) = stack()
        // 300 - 180 - 20 = 100 more: the last box takes it.
        #expect(widths(boxes) == [50, 100, 130] && xs(boxes) == [0, 60, 170])
        #expect(boxes.allSatisfy { $0.frame.minY == 0 && $0.frame.height == 100 }, "alignment fill")
        let (_, hugged, _) = stack { _, b in b[1].setContentHuggingPriority(UILayoutPriority(200), for: .horizontal) }
        #expect(widths(hugged) == [50, 200, 30], "the one that hugs least stretches")
    }

    @Test func fillShrinksTheOneThatResistsLeast() {
        let (_, boxes, _) = stack(width: 150) { _, b in b[0].setContentCompressionResistancePriority(UILayoutPriority(700), for: .horizontal) }
        // 180 + 20 = 200 in 150: the first box (700) gives 50.
        #expect(widths(boxes) == [0, 100, 30])
    }

    @Test func fillEquallyGivesEveryoneTheSame() {
        let (_, boxes, _) = stack(.horizontal, .fillEqually)
        let w = (300 - 20) / CGFloat(3)   // 93⅓, exact at 3 pixels a point
        #expect(boxes.allSatisfy { abs($0.frame.width - w) < 1e-9 })
        #expect(zip(xs(boxes), [0, w + 10, 2 * (w + 10)]).allSatisfy { abs($0 - $1) < 1e-9 })
    }

    @Test func fillProportionallySharesByIntrinsicSize() {
        let (_, boxes, _) = stack(.horizontal, .fillProportionally)
        // 280 shared 50 : 100 : 30, edges rounded to the 1/3 pt pixels.
        let exact: [CGFloat] = [280 * 50 / 180, 280 * 100 / 180, 280 * 30 / 180]
        #expect(zip(widths(boxes), exact).allSatisfy { abs($0 - $1) <= 1.0 / 3 + 1e-9 }, "\(widths(boxes))")
        #expect(abs(boxes[2].frame.maxX - 300) < 1e-9)
    }

    @Test func equalSpacingKeepsSizesAndSharesTheGaps() {
        let (_, boxes, _) = stack(.horizontal, .equalSpacing)
        // (300 - 180) / 2 = 60 between each.
        #expect(widths(boxes) == [50, 100, 30] && xs(boxes) == [0, 110, 270])
    }

    @Test func equalCenteringSpacesTheCentres() {
        let (_, boxes, _) = stack(.horizontal, .equalCentering)
        // Centres 25 and 285 at the ends; the middle one's at 155.
        #expect(widths(boxes) == [50, 100, 30] && xs(boxes) == [0, 105, 270])
    }

    @Test func everyAlignmentAcrossTheAxis() {
        func ys(_ a: UIStackView.Alignment) -> [CGFloat] { stack(.horizontal, .fill, a).1.map(\.frame.minY) }
        func heights(_ a: UIStackView.Alignment) -> [CGFloat] { stack(.horizontal, .fill, a).1.map(\.frame.height) }
        #expect(ys(.leading) == [0, 0, 0] && heights(.leading) == [20, 40, 60])
        #expect(ys(.top) == [0, 0, 0])
        #expect(ys(.center) == [40, 30, 20])
        #expect(ys(.trailing) == [80, 60, 40] && ys(.bottom) == [80, 60, 40])
        // Without text a view's baseline is its bottom: the bottoms line up, as high as the tallest allows.
        #expect(ys(.firstBaseline) == [40, 20, 0] && ys(.lastBaseline) == [40, 20, 0])
        // A stack whose height nothing sets hugs its tallest view.
        let (free, _, _) = stack(.horizontal, .fill, .center, height: nil)
        #expect(free.frame.height == 60)
    }

    @Test func aColumnSizesItselfAndHidesCollapse() {
        let (column, boxes, window) = stack(.vertical, .fill, .center, height: nil) { s, b in s.setCustomSpacing(30, after: b[0]) }
        // 20 + 30 + 40 + 10 + 60 = 160 tall; centred across 300: x = (300 - w) / 2.
        #expect(column.frame.height == 160)
        #expect(boxes.map(\.frame.minY) == [0, 50, 100])
        #expect(xs(boxes) == [125, 100, 135])
        boxes[1].isHidden = true
        window.layoutIfNeeded()
        // The hidden box and the spacing after it go: 20 + 30 + 60.
        #expect(column.frame.height == 110 && boxes[2].frame.minY == 50)
        #expect(boxes[1].frame.height == 0)
        boxes[1].isHidden = false
        column.removeArrangedSubview(boxes[0])
        window.layoutIfNeeded()
        #expect(column.frame.height == 110 && boxes[1].frame.minY == 0, "40 + 10 + 60; the first is no longer arranged")
        #expect(boxes[0].superview === column, "but still a subview")
    }

    @Test func hidingInsideAnAnimationMovesTheOthersAlongIt() {
        let (_, boxes, window) = stack(.vertical, .fill, .leading, height: nil)
        UIView.animate(withDuration: 1) { boxes[0].isHidden = true }
        #expect(boxes[1].frame.minY == 0, "the model is there at once")
        #expect(boxes[1].presentation.frame.minY == 30, "what is shown starts where it was")
        _ = window
    }

    @Test func marginsRelativeArrangementAndNestedStacks() {
        var outer: UIStackView!, inner: UIStackView!
        let a = Box(40, 40), b = Box(60, 20), c = Box(100, 30)
        _ = showing { root in
            inner = UIStackView(arrangedSubviews: [a, b])
            inner.spacing = 5
            inner.alignment = .center
            outer = constrained(UIStackView(arrangedSubviews: [inner, c]), in: root)
            outer.axis = .vertical
            outer.alignment = .leading
            outer.spacing = 8
            outer.isLayoutMarginsRelativeArrangement = true
            outer.layoutMargins = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
            outer.insetsLayoutMarginsFromSafeArea = false
            NSLayoutConstraint.activate([outer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                         outer.topAnchor.constraint(equalTo: root.topAnchor, constant: 200)])
        }
        // Inner: 40 + 5 + 60 wide, 40 tall (b centred at y 10). Outer: 5 + 40 + 8 + 30 + 5 tall.
        #expect(inner.frame == CGRect(x: 10, y: 5, width: 105, height: 40))
        #expect(b.frame == CGRect(x: 45, y: 10, width: 60, height: 20))
        #expect(c.frame == CGRect(x: 10, y: 53, width: 100, height: 30))
        #expect(outer.frame.size == CGSize(width: 10 + 105 + 10, height: 88))
    }

    @Test func baselinesOfLabelsLineUp() {
        let big = UILabel(), small = UILabel()
        big.font = .systemFont(ofSize: 34)
        big.text = "Big"
        small.text = "small"
        var row: UIStackView!
        _ = showing { root in
            row = constrained(UIStackView(arrangedSubviews: [big, small]), in: root)
            row.alignment = .firstBaseline
            row.spacing = 4
            NSLayoutConstraint.activate([row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                         row.topAnchor.constraint(equalTo: root.topAnchor, constant: 100)])
        }
        func baseline(_ l: UILabel) -> CGFloat {
            let (f, o) = l.baselineOffset(first: true)
            return l.frame.minY + f * l.frame.height + o
        }
        #expect(abs(baseline(big) - baseline(small)) < 0.5)
        #expect(big.frame.minY == 0 && row.frame.height == big.frame.height)
    }

    /// A numbered step: the number sits on the first line of the text beside it, which wraps at
    /// the width the row leaves it (UIKit's first baseline is the first line's, however many
    /// lines follow). It sat on the middle line: the text's height was taken at the width the
    /// body had when the constraint was made (none yet: one line), not at the width solved.
    @Test func aNumberSitsOnTheFirstLineOfTheTextItIsAlignedWith() {
        let number = UILabel(), body = UILabel()
        number.text = "1"
        body.text = String(repeating: "Simmer until the lentils have fallen apart. ", count: 3)
        body.numberOfLines = 0
        var row: UIStackView!
        _ = showing { root in
            row = constrained(UIStackView(arrangedSubviews: [number, body]), in: root)
            row.alignment = .firstBaseline
            row.spacing = 12
            NSLayoutConstraint.activate([row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                                         row.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
                                         row.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                                         number.widthAnchor.constraint(equalToConstant: 20)])
        }
        // 390 - 2 · 20 - 20 - 12 = 318 for the text, three lines or more of 17 pt (20.5 each).
        #expect(body.frame.width == 318)
        #expect(body.frame.height >= 3 * number.frame.height)
        // The same font: the first baselines line up when the tops do.
        #expect(number.frame.minY == body.frame.minY, "number \(number.frame), body \(body.frame)")
        #expect(body.frame.minY == 0 && row.frame.height == body.frame.height)
    }
}
