import Foundation
import Testing
@testable import ScrollReelUIKit

/// `UILabel.text` and `attributedText` as UIKit keeps them: each replaces the other, the attributed
/// text's first character sets the label's font, colour, alignment and line breaks, and those set
/// afterwards apply to all of it; and the runs the renderer draws come from the attributes.
@MainActor
@Suite struct LabelAttributedTextTests {
    @Test func plainTextReadsAsAttributedTextInTheLabelsAttributes() {
        let label = UILabel()
        #expect(label.attributedText == nil, "no text, no attributed text")
        label.font = .systemFont(ofSize: 24)
        label.textColor = .blue
        label.textAlignment = .right
        label.text = "Inbox"
        let a = try! #require(label.attributedText)
        #expect(a.string == "Inbox")
        let first = a.attributes(at: 0, effectiveRange: nil)
        #expect(first[.font] as? UIFont == .systemFont(ofSize: 24))
        #expect(first[.foregroundColor] as? UIColor == .blue)
        #expect((first[.paragraphStyle] as? NSParagraphStyle)?.alignment == .right)
        #expect((first[.paragraphStyle] as? NSParagraphStyle)?.lineBreakMode == .byTruncatingTail)
        #expect(label.style.runs.isEmpty, "plain text is drawn in the label's style alone")
    }

    @Test func attributedTextSetsTheTextAndTheLabelsLooksFromItsFirstCharacter() {
        let label = UILabel()
        let centred = NSMutableParagraphStyle()
        centred.alignment = .center
        let a = NSMutableAttributedString(string: "Sale ends today", attributes: [
            .font: UIFont.boldSystemFont(ofSize: 30), .foregroundColor: UIColor.red, .paragraphStyle: centred,
        ])
        a.addAttribute(.foregroundColor, value: UIColor.green, range: NSRange(location: 5, length: 4))
        label.attributedText = a
        #expect(label.text == "Sale ends today")
        #expect(label.font == .boldSystemFont(ofSize: 30) && label.textColor == .red)
        #expect(label.textAlignment == .center)
        #expect(label.lineBreakMode == .byWordWrapping, "a paragraph style's default, as UIKit takes it from the string")
        // Its ranges are kept, and what a range leaves out the label fills in.
        #expect(label.attributedText?.attribute(.foregroundColor, at: 6, effectiveRange: nil) as? UIColor == .green)
        let bare = UILabel()
        bare.font = .systemFont(ofSize: 13)
        bare.attributedText = NSAttributedString(string: "x", attributes: [.kern: 2])
        #expect(bare.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == .systemFont(ofSize: 13))
        #expect(bare.font == .systemFont(ofSize: 13) && bare.textColor == .black)
    }

    @Test func settingTheFontColourAlignmentOrLineBreaksAppliesToAllOfTheAttributedText() {
        let label = UILabel()
        let spaced = NSMutableParagraphStyle()
        spaced.lineSpacing = 6
        let a = NSMutableAttributedString(string: "Big small", attributes: [.paragraphStyle: spaced])
        a.addAttribute(.font, value: UIFont.systemFont(ofSize: 40), range: NSRange(location: 0, length: 3))
        a.addAttribute(.underlineStyle, value: NSUnderlineStyle.single.rawValue, range: NSRange(location: 4, length: 5))
        label.attributedText = a
        #expect(label.style.lineSpacing == 6)
        label.font = .systemFont(ofSize: 12)
        label.textColor = .purple
        label.textAlignment = .right
        label.lineBreakMode = .byTruncatingMiddle
        let now = try! #require(label.attributedText)
        for i in [0, 6] {
            #expect(now.attribute(.font, at: i, effectiveRange: nil) as? UIFont == .systemFont(ofSize: 12))
            #expect(now.attribute(.foregroundColor, at: i, effectiveRange: nil) as? UIColor == .purple)
            let p = now.attribute(.paragraphStyle, at: i, effectiveRange: nil) as? NSParagraphStyle
            #expect(p?.alignment == .right && p?.lineBreakMode == .byTruncatingMiddle && p?.lineSpacing == 6,
                    "the paragraph style changed where asked, its spacing kept")
        }
        #expect(now.attribute(.underlineStyle, at: 6, effectiveRange: nil) as? Int == 1, "the other attributes stay")
        #expect(spaced.alignment == .natural, "the string's own paragraph style is not changed")
    }

    @Test func settingTextReplacesTheAttributedText() {
        let label = UILabel()
        label.font = .systemFont(ofSize: 15)
        label.attributedText = NSAttributedString(string: "Styled", attributes: [.font: UIFont.systemFont(ofSize: 40),
                                                                                 .backgroundColor: UIColor.yellow])
        #expect(!label.style.runs.isEmpty)
        label.text = "Plain"
        #expect(label.attributedText?.string == "Plain")
        #expect(label.attributedText?.attribute(.backgroundColor, at: 0, effectiveRange: nil) == nil)
        #expect(label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == .systemFont(ofSize: 40),
                "the label's font is the one the attributed text gave it")
        #expect(label.style.runs.isEmpty)
        label.attributedText = nil
        #expect(label.text == nil && label.attributedText == nil)
    }

    @Test func theRunsCountTheTextsBytesAndKeepEachAttribute() {
        let label = UILabel()
        // "👍" is two UTF-16 units and four UTF-8 bytes; "é" one unit and two bytes.
        let a = NSMutableAttributedString(string: "👍 café red")
        a.addAttributes([.foregroundColor: UIColor.red, .underlineStyle: NSUnderlineStyle.double,
                         .strikethroughStyle: NSNumber(value: 1), .strikethroughColor: UIColor.blue],
                        range: NSRange(location: 8, length: 3))
        a.addAttributes([.kern: CGFloat(1.5), .baselineOffset: NSNumber(value: -2), .backgroundColor: UIColor.yellow],
                        range: NSRange(location: 3, length: 4))
        label.attributedText = a
        let runs = label.style.runs
        #expect(runs.count == 2)
        #expect(runs.first?.range == 5..<10, "café: after the emoji (4 bytes) and the space")
        #expect(runs.first?.kern == 1.5 && runs.first?.baselineOffset == -2 && runs.first?.backgroundColor == .yellow)
        #expect(runs.last?.range == 11..<14)
        #expect(runs.last?.color == .red && runs.last?.underline == .double && runs.last?.strikethrough == .single)
        #expect(runs.last?.strikethroughColor == .blue)
        #expect(runs.allSatisfy { $0.font == nil }, "the label's own font is left to the style")
    }

    @Test func aTintColorRangeIsDrawnInTheLabelsTint() {
        let label = UILabel()
        label.tintColor = .orange
        let a = NSMutableAttributedString(string: "Read more")
        a.addAttribute(.foregroundColor, value: UIColor.tintColor, range: NSRange(location: 5, length: 4))
        label.attributedText = a
        #expect(label.style.color == .black)
        #expect(label.style.runs.count == 1 && label.style.runs.first?.color == .orange)
        // All of it in the tint: the label's own colour is the tint, and no run is needed.
        label.attributedText = NSAttributedString(string: "Link", attributes: [.foregroundColor: UIColor.tintColor])
        #expect(label.style.color == .orange && label.style.runs.isEmpty)
    }

    @Test func theFittingSizeMeasuresTheLargestRun() {
        // (Outside a scene the estimate measures: it takes the largest font's line height.)
        let label = UILabel()
        label.text = "Small BIG"
        let plain = label.sizeThatFits(CGSize(width: 1000, height: 1000))
        let a = NSMutableAttributedString(string: "Small BIG")
        a.addAttribute(.font, value: UIFont.systemFont(ofSize: 40), range: NSRange(location: 6, length: 3))
        label.attributedText = a
        let big = label.sizeThatFits(CGSize(width: 1000, height: 1000))
        #expect(big.height == UIFont.systemFont(ofSize: 40).lineHeight && big.height > plain.height)
        #expect(label.intrinsicContentSize == big)
    }
}
