import Testing
import ScrollReelUIKit

/// Values UIKit code reads back or passes by number behave as UIKit's.
@MainActor
struct UIKitValuesTests {
    @Test func textAlignmentHasUIKitsRawValuesAndLabelsStartNatural() {
        #expect([NSTextAlignment.left, .center, .right, .justified, .natural].map(\.rawValue) == [0, 1, 2, 3, 4])
        #expect(UILabel().textAlignment == .natural)
        #expect(NSParagraphStyle.default.alignment == .natural)
    }

    @Test func aPageControlKeepsItsCurrentPageInRange() {
        let control = UIPageControl()
        control.numberOfPages = 5
        control.currentPage = 9
        #expect(control.currentPage == 4)
        control.currentPage = -2
        #expect(control.currentPage == 0)
        control.currentPage = 3
        control.numberOfPages = 2
        #expect(control.currentPage == 1)
    }
}
