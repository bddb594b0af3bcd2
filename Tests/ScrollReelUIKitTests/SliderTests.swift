import Testing
@testable import ScrollReelUIKit

@MainActor
@Suite struct SliderTests {
    /// A 228 pt slider: the thumb's centre travels 200 pt, from x 14 to x 214.
    func slider() -> (UISlider, () -> [Float]) {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 31))
        var values: [Float] = []
        slider.addAction(UIAction { [unowned slider] _ in values.append(slider.value) }, for: .valueChanged)
        return (slider, { values })
    }

    func drag(_ slider: UISlider, from: CGFloat, to points: [CGFloat]) {
        let touch = UITouch()
        touch.view = slider
        touch.windowLocation = CGPoint(x: from, y: 15)
        slider.touchesBegan([touch], with: nil)
        for x in points {
            touch.windowLocation = CGPoint(x: x, y: 15)
            slider.touchesMoved([touch], with: nil)
        }
        slider.touchesEnded([touch], with: nil)
    }

    @Test func valuesAreClampedToTheRange() {
        let (slider, _) = slider()
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1)
        slider.value = 3
        #expect(slider.value == 1)
        slider.minimumValue = 10
        #expect(slider.maximumValue == 10 && slider.value == 10, "the range and the value follow a raised minimum")
        slider.maximumValue = 20
        slider.setValue(.nan, animated: true)
        #expect(slider.value == 10)
    }

    @Test func theThumbFollowsTheFingerFromWhereItWasTaken() {
        let (slider, values) = slider()
        slider.value = 0.5  // thumb centre at 114
        drag(slider, from: 120, to: [140, 170])
        #expect(abs(slider.value - 0.75) < 1e-6, "50 pt of 200 pt of travel from 0.5, whatever the finger's offset on the thumb")
        #expect(values().count == 2 && abs(values()[0] - 0.6) < 1e-6, "continuous: one action per change")
        drag(slider, from: 400, to: [500])
        #expect(abs(slider.value - 0.75) < 1e-6 && values().count == 2, "a finger off the thumb does nothing")
    }

    @Test func aSliderThatIsNotContinuousSendsOnceAtTheEnd() {
        let (slider, values) = slider()
        slider.isContinuous = false
        drag(slider, from: 14, to: [64, 114, 300])
        #expect(slider.value == 1 && values() == [1])
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: 1).maxX == 228)
    }
}
