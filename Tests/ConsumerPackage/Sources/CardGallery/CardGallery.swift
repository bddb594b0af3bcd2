import ScrollReel

/// The gallery as a ScrollReel demo: the view controller of the app, unchanged,
/// and a script of two flicks to the left and one back.
public enum CardGallery {
    public static let demo = Demo(
        id: "card-gallery",
        summary: "a card gallery that snaps each flick to a card (targetContentOffset)",
        defaultScript: Script(steps: [
            .wait(duration: 0.2),
            .fling(scrollView: "gallery", velocity: CGPoint(x: 900, y: 0), duration: 0.1),
            .wait(duration: 1.2),
            .fling(scrollView: "gallery", velocity: CGPoint(x: 2600, y: 0), duration: 0.1),
            .wait(duration: 1.2),
            .fling(scrollView: "gallery", velocity: CGPoint(x: -1200, y: 0), duration: 0.1),
        ]),
        viewController: { CardGalleryViewController() })
}
