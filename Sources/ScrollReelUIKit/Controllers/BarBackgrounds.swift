/// A bar's two backgrounds (a navigation bar's, a toolbar's, a tab bar's): the scroll-edge
/// appearance's under the standard one's, cross-faded by how far the content under the bar is
/// from its edge, as UIKit's bars fade between the two.
@MainActor
struct BarBackgrounds {
    private let scrollEdge: BarBackgroundView
    private let standard: BarBackgroundView

    /// The backgrounds of a bar whose hairline is along `edge` (a navigation bar's bottom, a bottom
    /// bar's top).
    init(hairlineAlong edge: BarBackgroundView.Edge) {
        scrollEdge = BarBackgroundView(edge: edge)
        standard = BarBackgroundView(edge: edge)
    }

    /// Adds both to `bar`, under the subviews it adds after them.
    func install(in bar: UIView) {
        bar.addSubview(scrollEdge)
        bar.addSubview(standard)
    }

    /// Fills `bounds` with `standardAppearance` over `scrollEdgeAppearance` (nil: the standard one with
    /// a transparent background), at `progress` (0: only the scroll-edge appearance shows; 1: only
    /// the standard one).
    func layout(standard standardAppearance: UIBarAppearance, scrollEdge scrollEdgeAppearance: UIBarAppearance?,
                progress: CGFloat, in bounds: CGRect) {
        let edgeAppearance = scrollEdgeAppearance ?? {
            let a = type(of: standardAppearance).init(barAppearance: standardAppearance)
            a.configureWithTransparentBackground()
            return a
        }()
        for (background, appearance) in [(scrollEdge, edgeAppearance), (standard, standardAppearance)] {
            background.appearance = appearance
            background.frame = bounds
        }
        scrollEdge.alpha = 1 - progress
        standard.alpha = progress
    }
}
