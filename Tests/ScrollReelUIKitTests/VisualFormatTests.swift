import Foundation
import Testing
@testable import ScrollReelUIKit

/// Auto Layout's Visual Format Language. Frames are laid out on an iPhone 14's
/// 390 × 844 pt root view; each expectation says how it follows from the format.
@MainActor
@Suite struct VisualFormatTests {
    /// Adds a view for each name to the root view, activates the constraints of `formats` (the
    /// first with `options`; all with `metrics`), lays out, and returns the views by name.
    func layOut(_ formats: [String], options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil,
                names: [String]) -> [String: UIView] {
        var views: [String: UIView] = [:]
        _ = showing { root in
            for name in names { views[name] = constrained(UIView(), in: root) }
            for (i, format) in formats.enumerated() {
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: format, options: i == 0 ? options : [],
                                                                           metrics: metrics, views: views))
            }
        }
        return views
    }

    func failure(_ format: String, options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil,
                 views: [String: Any]) -> String? {
        do {
            _ = try VisualFormat.parse(format, options: options, metrics: metrics, views: views)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func standardSpacesAreTwentyToTheSuperviewAndEightBetweenViews() {
        let v = layOut(["H:|-[a]-[b(50)]-|", "V:|-100-[a(30)]", "V:|-100-[b(==a)]"], names: ["a", "b"])
        // b: 50 wide, ending 20 before 390 (x 320); a: from 20 to 8 before b (312), 292 wide.
        #expect(v["a"]!.frame == CGRect(x: 20, y: 100, width: 292, height: 30))
        #expect(v["b"]!.frame == CGRect(x: 320, y: 100, width: 50, height: 30), "(==a) in V: the same height")
    }

    @Test func flushViewsAndEqualWidths() {
        let v = layOut(["H:|[a][b(==a)]|", "V:|[a]|", "V:|[b(200)]"], names: ["a", "b"])
        // Two equal widths filling 390: 195 each, b starting where a ends.
        #expect(v["a"]!.frame == CGRect(x: 0, y: 0, width: 195, height: 844))
        #expect(v["b"]!.frame == CGRect(x: 195, y: 0, width: 195, height: 200))
    }

    @Test func metricsPrioritiesAndRelationsAsParallaxHeaderWritesThem() {
        let metrics: [String: Any] = ["highPriority": UILayoutPriority.defaultHigh, "height": CGFloat(200)]
        let short = layOut(["H:|[v]|", "V:|[v(>=height)]-0.0@highPriority-|"], metrics: metrics, names: ["v"])
        // ≥ 200 tall, the bottom held at 750: the bottom is reachable, so v fills the 844.
        #expect(short["v"]!.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        let tall = layOut(["H:|[v]|", "V:|[v(>=height)]-0.0@highPriority-|"],
                          metrics: ["highPriority": UILayoutPriority.defaultHigh, "height": 1000], names: ["v"])
        // The required ≥ 1000 wins over the bottom at 750.
        #expect(tall["v"]!.frame == CGRect(x: 0, y: 0, width: 390, height: 1000))
    }

    @Test func aPredicateListAndInequalitiesWithPriorities() {
        let v = layOut(["H:|-(>=30,<=40)-[a(>=70,<=100)]", "H:[a]-(>=0@250)-|", "V:|[a(10)]"], names: ["a"])
        // Within each range the place is the solver's choice (UIKit reports such a layout as
        // ambiguous): only the ranges are asserted.
        let f = v["a"]!.frame
        #expect((30...40).contains(f.minX) && (70...100).contains(f.width))
        let cs = NSLayoutConstraint.constraints(withVisualFormat: "H:[a]-(>=8,<=20@500)-[b]", metrics: nil,
                                                views: ["a": v["a"]!, "b": UIView()])
        #expect(cs.count == 2)
        #expect(cs.map(\.relation) == [.greaterThanOrEqual, .lessThanOrEqual])
        #expect(cs.map(\.constant) == [8, 20] && cs.map(\.priority) == [.required, UILayoutPriority(500)])
    }

    @Test func constraintsReadLaterItemFirstAsUIKitMakesThem() {
        let root = UIView(), a = UIView(), b = UIView()
        root.addSubview(a); root.addSubview(b)
        let cs = NSLayoutConstraint.constraints(withVisualFormat: "|-8-[a]-[b]-(12)-|", metrics: nil, views: ["a": a, "b": b])
        #expect(cs.count == 3)
        // |-8-[a]: a.leading == root.leading + 8.
        #expect(cs[0].firstItem === a && cs[0].firstAttribute == .leading && cs[0].secondItem === root
            && cs[0].secondAttribute == .leading && cs[0].constant == 8)
        // [a]-[b]: b.leading == a.trailing + 8.
        #expect(cs[1].firstItem === b && cs[1].firstAttribute == .leading && cs[1].secondItem === a
            && cs[1].secondAttribute == .trailing && cs[1].constant == 8)
        // [b]-(12)-|: root.trailing == b.trailing + 12.
        #expect(cs[2].firstItem === root && cs[2].firstAttribute == .trailing && cs[2].secondItem === b
            && cs[2].secondAttribute == .trailing && cs[2].constant == 12)
        #expect(cs.allSatisfy { !$0.isActive && $0.multiplier == 1 && $0.priority == .required })
        #expect(a.translatesAutoresizingMaskIntoConstraints, "a format leaves the autoresizing flag alone, as UIKit's")
        let v = NSLayoutConstraint.constraints(withVisualFormat: "V:[a]-[b]", metrics: nil, views: ["a": a, "b": b])
        #expect(v.count == 1 && v[0].firstAttribute == .top && v[0].secondAttribute == .bottom && v[0].constant == 8)
    }

    @Test func alignmentOptionsAlignEachViewWithTheOneBefore() {
        let v = layOut(["H:|-[a(40)]-[b(60)]-[c(10)]", "V:|-100-[a(40)]", "V:[b(20)]", "V:[c(80)]"],
                       options: .alignAllCenterY, names: ["a", "b", "c"])
        // Only the first format aligns: b and c share a's centre y, 100 + 40 / 2 = 120.
        #expect(v["b"]!.frame == CGRect(x: 68, y: 110, width: 60, height: 20))
        #expect(v["c"]!.frame == CGRect(x: 136, y: 80, width: 10, height: 80))
        let root = UIView(), a = UIView(), b = UIView()
        root.addSubview(a); root.addSubview(b)
        let cs = NSLayoutConstraint.constraints(withVisualFormat: "V:[a][b]", options: [.alignAllLeading, .alignAllTrailing],
                                                metrics: nil, views: ["a": a, "b": b])
        #expect(cs.count == 3 && cs[1].firstItem === b && cs[1].firstAttribute == .leading && cs[1].secondItem === a
            && cs[2].firstAttribute == .trailing)
    }

    @Test func directionsOfAHorizontalFormat() {
        let ltr = layOut(["H:|-20-[a(50)]", "V:|[a(10)]"], options: .directionLeftToRight, names: ["a"])
        #expect(ltr["a"]!.frame.minX == 20)
        let rtl = layOut(["H:|-20-[a(50)]-[b(30)]", "V:|[a(10)]", "V:|[b(10)]"], options: .directionRightToLeft, names: ["a", "b"])
        // Right to left: a ends 20 before the right edge (x 320), b 8 to its left (x 282).
        #expect(rtl["a"]!.frame.minX == 320 && rtl["b"]!.frame.minX == 282)
        let root = UIView(), a = UIView()
        root.addSubview(a)
        let left = NSLayoutConstraint.constraints(withVisualFormat: "|[a]", options: .directionLeftToRight, metrics: nil, views: ["a": a])
        #expect(left[0].firstAttribute == .left && left[0].secondAttribute == .left)
    }

    @Test func metricsOfEveryNumberKind() {
        let root = UIView(), a = UIView()
        root.addSubview(a)
        for value: Any in [CGFloat(5), 5.0, Float(5), 5, Int32(5), NSNumber(value: 5), UILayoutPriority(5)] {
            let cs = NSLayoutConstraint.constraints(withVisualFormat: "|-m-[a(m@m)]", metrics: ["m": value], views: ["a": a])
            #expect(cs.map(\.constant) == [5, 5] && cs[1].priority == UILayoutPriority(5), "\(type(of: value))")
        }
        let negative = NSLayoutConstraint.constraints(withVisualFormat: "|-(-10)-[a]", metrics: nil, views: ["a": a])
        #expect(negative[0].constant == -10)
        let spaced = NSLayoutConstraint.constraints(withVisualFormat: "H: | - [ a ( 20 ) ] ", metrics: nil, views: ["a": a])
        #expect(spaced.map(\.constant) == [20, 20])
    }

    @Test func formatsUIKitRefusesSayWhyAndWhere() {
        let root = UIView(), a = UIView(), lone = UIView()
        root.addSubview(a)
        #expect(failure("H:[a]-[v2]", views: ["a": a])
            == "Unable to parse constraint format: v2 is not a key in the views dictionary. Format \"H:[a]-[v2]\", at character 8.")
        #expect(failure("H:|[lone]", views: ["lone": lone])
            == "Unable to parse constraint format: Unable to interpret '|' character, because the related view doesn't have a superview. Format \"H:|[lone]\", at character 3.")
        #expect(failure("[lone]|", views: ["lone": lone])?.contains("doesn't have a superview. Format \"[lone]|\", at character 7.") == true)
        #expect(failure("V:[a(==height)]", views: ["a": a])?.contains("height is not a key in the metrics dictionary.") == true)
        #expect(failure("[a(20]", views: ["a": a])?.contains("Expected ')'") == true)
        #expect(failure("[a", views: ["a": a])?.contains("Expected a ']'") == true)
        #expect(failure("[a]-(20)", views: ["a": a])?.contains("Expected a '-'") == true)
        #expect(failure("H:[a]", options: .alignAllLeft, views: ["a": a])?.contains("aligned on a horizontal edge") == true)
        #expect(failure("[a(m)]", metrics: ["m": "wide"], views: ["a": a])?.contains("m in the metrics dictionary is not a number") == true)
        #expect(failure("[a]", views: ["a": "a view"])?.contains("a in the views dictionary is not a view") == true)
        #expect(failure("[a(20@0)]", views: ["a": a])?.contains("A priority must be greater than 0") == true)
        #expect(failure("|-|", views: [:])?.contains("Expected a view") == true)
        #expect(failure("[a]=[a]", views: ["a": a])?.contains("at character 4") == true)
    }

    @Test func aRefusedFormatStopsTheSceneAndMakesNothing() {
        let environment = SceneEnvironment(device: .iPhone14)
        let made = environment.run {
            NSLayoutConstraint.constraints(withVisualFormat: "H:[a]-[b]", metrics: nil, views: ["a": UIView()])
        }
        #expect(made.isEmpty)
        #expect(environment.clock.failure?.message
            == "NSInvalidArgumentException: Unable to parse constraint format: b is not a key in the views dictionary. Format \"H:[a]-[b]\", at character 8.")
    }

    @Test func anEmptyConstraintAsNSLayoutConstraintMakesIt() {
        let c = NSLayoutConstraint()
        #expect(c.firstItem == nil && c.secondItem == nil && c.constant == 0 && !c.isActive)
        #expect(NSLayoutConstraint.FormatOptions(rawValue: 0).isEmpty && NSLayoutConstraint.FormatOptions.alignAllCenterY.rawValue == 1024)
        #expect(NSLayoutConstraint.FormatOptions.directionRightToLeft.rawValue == 0x20000
            && NSLayoutConstraint.FormatOptions.spacingBaselineToBaseline.rawValue == 0x80000)
    }
}
