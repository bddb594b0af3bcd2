import Testing
@testable import ScrollReelUIKit

@MainActor
@Suite struct DynamicTypeTests {
    @Test func fontsScaleAsBodyTextDoesForADynamicTypeSize() {
        let body = UIFont.preferredFont(forTextStyle: .body)
        #expect(body.pointSize == 17)
        #expect(UIFontMetrics.default.scaledFont(for: body).pointSize == 17, "a scene's size is Large, iOS's default")
        let huge = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(UIFontMetrics(forTextStyle: .body).scaledFont(for: body, compatibleWith: huge).pointSize == 53)
        #expect(UIFontMetrics.default.scaledFont(for: body, maximumPointSize: 30, compatibleWith: huge).pointSize == 30)
        #expect(UIFontMetrics.default.scaledValue(for: 44, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraSmall)) == 44.0 * 14 / 17)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraLarge)).pointSize == 19)
    }

    @Test func aLabelCanBeToldToAdjust() {
        let label = UILabel()
        #expect(!label.adjustsFontForContentSizeCategory)
        label.font = .preferredFont(forTextStyle: .headline)
        label.adjustsFontForContentSizeCategory = true
        let adjusting: any UIContentSizeCategoryAdjusting = label
        #expect(adjusting.adjustsFontForContentSizeCategory && label.font.pointSize == 17)
    }
}
