import Testing
@testable import ScrollReelUIKit

/// UISegmentedControl's model and taps. Outside a scene text is measured at 0.55 em a
/// character (EstimatingTextMeasurer), so sizes here follow from that by hand.
@MainActor
@Suite struct SegmentedControlTests {
    /// A tap (down and up at one point) at `x`, mid-height, of a control at the origin outside a
    /// window (where window and control coordinates are one).
    func tap(_ control: UISegmentedControl, at x: CGFloat) {
        let touch = UITouch()
        touch.view = control
        touch.windowLocation = CGPoint(x: x, y: 16)
        control.touchesBegan([touch], with: nil)
        control.touchesEnded([touch], with: nil)
    }

    func recording(_ control: UISegmentedControl) -> () -> [Int] {
        var changes: [Int] = []
        control.addAction(UIAction { [unowned control] _ in changes.append(control.selectedSegmentIndex) }, for: .valueChanged)
        return { changes }
    }

    @Test func itemsMakeSegmentsSizedToTheWidestTitle() {
        let control = UISegmentedControl(items: ["First", "Second"])
        #expect(control.numberOfSegments == 2 && control.titleForSegment(at: 1) == "Second" && control.imageForSegment(at: 0) == nil)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && UISegmentedControl.noSegment == -1)
        // "Second": 6 × 13 × 0.55 = 42.9, rounded up to 43, + 2 × 8 padding = 59 a segment, two of them.
        #expect(control.intrinsicContentSize == CGSize(width: 118, height: 32))
        #expect(control.frame.size == control.intrinsicContentSize, "init(items:) sizes the control to fit, as UIKit's")
        control.apportionsSegmentWidthsByContent = true
        // "First": 5 × 7.15 = 35.75 → 36 + 16 = 52, beside 59.
        #expect(control.intrinsicContentSize.width == 111)
        control.setWidth(100, forSegmentAt: 0)
        #expect(control.intrinsicContentSize.width == 159 && control.widthForSegment(at: 0) == 100 && control.widthForSegment(at: 1) == 0)
        #expect(UISegmentedControl().numberOfSegments == 0 && UISegmentedControl(items: nil).intrinsicContentSize.width == 0)
    }

    @Test func insertingAndRemovingKeepsTheSelectionOnItsSegment() {
        // CenteredCollectionView's control center: an index past the end is clamped.
        let control = UISegmentedControl()
        control.insertSegment(withTitle: "Horizontal", at: 1, animated: false)
        control.insertSegment(withTitle: "Vertical", at: 0, animated: false)
        control.selectedSegmentIndex = 1
        #expect((0..<2).map { control.titleForSegment(at: $0) } == ["Vertical", "Horizontal"])
        control.insertSegment(withTitle: "Both", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2 && control.titleForSegment(at: 2) == "Horizontal")
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 1)
        control.removeSegment(at: 1, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && control.numberOfSegments == 1)
        control.selectedSegmentIndex = 7
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment, "an index outside the segments selects none")
        control.setImage(UIImage(size: CGSize(width: 16, height: 16)) { _ in }, forSegmentAt: 0)
        #expect(control.imageForSegment(at: 0) != nil && control.titleForSegment(at: 0) == nil, "an image replaces the title")
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0)
    }

    @Test func aTapSelectsItsSegmentAndSendsValueChangedOnce() {
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        let changes = recording(control)
        control.selectedSegmentIndex = 0
        #expect(changes().isEmpty, "setting the index sends nothing")
        tap(control, at: 150)
        tap(control, at: 150)
        tap(control, at: 299)
        // Three equal 100 pt segments: 150 is the second; the same segment again changes nothing.
        #expect(changes() == [1, 2] && control.selectedSegmentIndex == 2)
        control.setEnabled(false, forSegmentAt: 0)
        tap(control, at: 50)
        #expect(changes() == [1, 2] && !control.isEnabledForSegment(at: 0), "a disabled segment cannot be chosen")
        control.isEnabled = false
        tap(control, at: 150)
        #expect(changes() == [1, 2], "nor can a segment of a disabled control")
    }

    @Test func aMomentaryControlSendsEveryTap() {
        let control = UISegmentedControl(items: ["−", "+"])
        control.frame = CGRect(x: 0, y: 0, width: 100, height: 32)
        control.isMomentary = true
        let changes = recording(control)
        tap(control, at: 75)
        tap(control, at: 75)
        tap(control, at: 10)
        #expect(changes() == [1, 1, 0] && control.selectedSegmentIndex == 0)
    }

    @Test func segmentsOfActionsPerformThemWhenChosen() {
        var performed: [String] = []
        func action(_ name: String) -> UIAction {
            UIAction(title: name, identifier: UIAction.Identifier(name)) { a in
                performed.append("\(a.title) from \(a.sender is UISegmentedControl ? "the control" : "?")")
            }
        }
        let control = UISegmentedControl(frame: CGRect(x: 0, y: 0, width: 200, height: 32), actions: [action("Day"), action("Week")])
        #expect(control.numberOfSegments == 2 && control.titleForSegment(at: 1) == "Week")
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("Week")) == 1)
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("Year")) == UISegmentedControl.noSegment)
        control.insertSegment(action: action("Month"), at: 2, animated: false)
        let changes = recording(control)
        tap(control, at: 100)
        tap(control, at: 190)
        #expect(performed == ["Week from the control", "Month from the control"] && changes() == [1, 2])
        control.setAction(action("Year"), forSegmentAt: 0)
        #expect(control.titleForSegment(at: 0) == "Year" && control.actionForSegment(at: 0)?.title == "Year")
    }

    @Test func apportionedSegmentsShareTheWidthByContent() {
        let control = UISegmentedControl(items: ["A", "Three"])
        control.apportionsSegmentWidthsByContent = true
        // Wants: "A" 7.15 → 8 + 16 = 24; "Three" 35.75 → 36 + 16 = 52. Across 152 pt: 48 and 104.
        control.frame = CGRect(x: 0, y: 0, width: 152, height: 32)
        control.selectedSegmentIndex = 0
        let changes = recording(control)
        tap(control, at: 47)
        #expect(changes().isEmpty, "47 is still in the first segment")
        tap(control, at: 49)
        #expect(changes() == [1])
    }

    @Test func theDeprecatedActivityIndicatorStylesAsTheSDKDeclaresThem() {
        #expect(UIActivityIndicatorView.Style.gray.rawValue == 2 && UIActivityIndicatorView.Style.medium.rawValue == 100)
        let gray = UIActivityIndicatorView(style: .gray), whiteLarge = UIActivityIndicatorView(style: .whiteLarge)
        #expect(gray.frame.size == CGSize(width: 20, height: 20) && whiteLarge.frame.size == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView(style: .white).color == .white && gray.color == .systemGray)
    }
}
