import Testing
@testable import ScrollPhysics

@Suite struct SpringTimingTests {
    @Test(arguments: [0.2, 0.5, 0.8, 1, 1.5, 4])
    func itIsSettledByItsDurationAndEndsExactly(_ zeta: Double) {
        for v0 in [0.0, 3, -5, 20] {
            let s = SpringTiming(dampingRatio: zeta, initialVelocity: v0, duration: 0.5)
            let t = 0.5 - 1e-9
            #expect(abs(s.position(at: t) - 1) <= SpringTiming.tolerance * 1.001, "ζ \(zeta), v0 \(v0)")
            #expect(s.position(at: 0.5) == 1 && s.position(at: 0) == 0)
            // It leaves at the velocity it was given (UIKit's unit: whole distances per second).
            #expect(abs(s.velocity(at: 0) - v0) < 1e-9 * max(1, abs(v0)))
        }
    }

    @Test func overshootOnlyBelowCriticalDamping() {
        func peak(_ zeta: Double) -> Double {
            let s = SpringTiming(dampingRatio: zeta, initialVelocity: 0, duration: 1)
            return stride(from: 0.0, through: 1, by: 0.001).map { s.position(at: $0) }.max()!
        }
        #expect(peak(0.3) > 1.2)
        #expect(peak(1) <= 1 + 1e-12 && peak(2) <= 1 + 1e-12)
    }

    @Test func velocityIsTheDerivativeOfPosition() {
        for zeta in [0.3, 1, 2.5] {
            let s = SpringTiming(dampingRatio: zeta, initialVelocity: 2, duration: 0.8)
            for t in stride(from: 0.02, to: 0.78, by: 0.05) {
                let h = 1e-6
                let numeric = (s.position(at: t + h) - s.position(at: t - h)) / (2 * h)
                #expect(abs(numeric - s.velocity(at: t)) < 1e-4 * max(1, abs(numeric)), "ζ \(zeta), t \(t)")
            }
        }
    }

    @Test func anyNumbersGiveAFiniteMotion() {
        let hostile: [Double] = [.nan, .infinity, -.infinity, 0, -1, 1e300, 1e-300]
        for a in hostile { for b in hostile { for c in hostile {
            let s = SpringTiming(dampingRatio: a, initialVelocity: b, duration: c)
            #expect(s.duration.isFinite)
            for t in [0, s.duration / 3, s.duration] { #expect(s.position(at: t).isFinite && s.velocity(at: t).isFinite) }
        } } }
    }
}
