#if canImport(UIKit)
import UIKit
#else
import ScrollReelUIKit
#endif

/// The zoom screen: a vector street map in a scroll view that zooms from 1× to 3×,
/// with its scale on screen.
final class ZoomViewController: DemoViewController, UIScrollViewDelegate {
    private(set) var scrollView: UIScrollView!
    private(set) var mapView: UIImageView!
    /// The zoom scale and its limits, on screen: a bounce back to a limit can be seen.
    let scaleLabel = UILabel()
    private(set) var didZoomCalls = 0
    private(set) var endScales: [Double] = []

    override func buildViews() {
        let viewport = view.bounds.size
        view.backgroundColor = .white
        let bar = NavigationBar(on: view, title: "Zoom")
        let top = bar.frame.maxY
        scrollView = UIScrollView(frame: CGRect(x: 0, y: top, width: viewport.width, height: viewport.height - top))
        scrollView.accessibilityIdentifier = "main"
        // The seed's code sets its insets itself (it predates the safe area), so the
        // safe area is not added on top of them.
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = 3
        scrollView.backgroundColor = UIColor(hex: 0xe9e5dc)
        let size = scrollView.bounds.size
        mapView = UIImageView(image: CityMap.image(size: size))
        scrollView.addSubview(mapView)
        scrollView.contentSize = size
        view.addSubview(scrollView)
        view.addSubview(bar)
        // In the bar, where a bar button would stand: over the map it covered a station's name.
        // The number the film is about, as large as the bar's title.
        scaleLabel.frame = CGRect(x: viewport.width - 8 - 156, y: top - 6 - 32, width: 156, height: 32)
        scaleLabel.font = .monospacedDigitSystemFont(ofSize: 17, weight: .semibold)
        scaleLabel.textColor = .white
        scaleLabel.textAlignment = .center
        scaleLabel.backgroundColor = UIColor(white: 0, alpha: 0.6)
        scaleLabel.layer.cornerRadius = 16
        scaleLabel.clipsToBounds = true
        view.addSubview(scaleLabel)
        showScale()
        scrollView.delegate = self
    }

    private func showScale() {
        scaleLabel.text = String(format: "%.2f× (1× – 3×)", Double(scrollView.zoomScale))
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { mapView }
    // (Seed 004 does not centre a map zoomed out below its size: UIKit keeps the
    // pinch's centre under the fingers, so while the pinch rubber-bands below
    // the minimum the map shrinks towards that point, not to the middle.)
    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        didZoomCalls += 1
        showScale()
    }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) { endScales.append(scale) }
}
