import Testing
import Foundation
@testable import ScrollPhysics

/// UIKit's zoom band and return duration (iOS 26.1 UIKitCore decompile), against the
/// reference's values.
@Suite struct ZoomBandTests {
    @Test func belowTheMinimumTheScaleShowsMinOverTwoMinusSOverMin() {
        // Pinched to 0.3 of a minimum of 1: 1 / 1.7, not the offset band's 0.722.
        #expect(abs(ZoomBand.shownScale(forFingers: 0.3, minimum: 1, maximum: 3) - 0.588_235) < 1e-6)
        #expect(abs(ZoomBand.shownScale(forFingers: 0.25, minimum: 0.5, maximum: 3) - 0.5 / 1.5) < 1e-12)
        // Never under min / 2, however far the fingers pinch.
        #expect(ZoomBand.shownScale(forFingers: 0, minimum: 1, maximum: 3) == 0.5)
        #expect(ZoomBand.shownScale(forFingers: -5, minimum: 1, maximum: 3) == 0.5)
    }

    @Test func beyondTheMaximumTheScaleShowsMaxTimesTwoMinusMaxOverS() {
        #expect(ZoomBand.shownScale(forFingers: 4, minimum: 1, maximum: 3) == 3.75)
        #expect(ZoomBand.shownScale(forFingers: 6, minimum: 1, maximum: 3) == 4.5)
        #expect(ZoomBand.shownScale(forFingers: 1e9, minimum: 1, maximum: 3) < 6)
        // Inside the limits the fingers' scale is shown as it is.
        #expect(ZoomBand.shownScale(forFingers: 2.2, minimum: 1, maximum: 3) == 2.2)
    }

    @Test func theBandHasSlopeOneAtEachLimitAndItsInverseTakesTheScaleBack() {
        let h = 1e-6
        for limit in [1.0, 3.0] {
            let out = limit == 1 ? -h : h
            let slope = (ZoomBand.shownScale(forFingers: limit + out, minimum: 1, maximum: 3) - limit) / out
            #expect(abs(slope - 1) < 1e-4)
        }
        for s in [0.05, 0.3, 0.9, 1.5, 3.2, 5, 40] {
            let shown = ZoomBand.shownScale(forFingers: s, minimum: 1, maximum: 3)
            #expect(abs(ZoomBand.fingersScale(showing: shown, minimum: 1, maximum: 3) - s) < 1e-9 * max(1, s))
        }
    }

    @Test func theReturnTakesPointThreeTimesTheLogOfTheRatioPlusATenthAtMostPointFour() {
        #expect(abs(ZoomBand.returnDuration(from: 1 / 1.7, to: 1) - (0.3 * log(1.7) + 0.1)) < 1e-12)
        #expect(abs(ZoomBand.returnDuration(from: 3.75, to: 3) - (0.3 * log(1.25) + 0.1)) < 1e-12)
        #expect(ZoomBand.returnDuration(from: 1, to: 1) == 0.1)
        #expect(ZoomBand.returnDuration(from: 1, to: 3) == 0.4)
        #expect(ZoomBand.returnDuration(from: 0, to: 1) == 0.4)
        #expect(ZoomBand.returnDuration(from: .nan, to: 1) == 0.4)
    }
}
