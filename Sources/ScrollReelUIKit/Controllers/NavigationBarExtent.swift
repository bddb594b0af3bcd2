/// How tall a navigation bar is for one item, and how that follows the content of the
/// screen's main scroll view: a pure function of how far the content is scrolled from
/// its resting top.
///
/// The bar is the status bar, the 44 pt bar, then what can collapse: the search bar
/// (when `hidesSearchBarWhenScrolling`) and the large title. Scrolling the content up
/// collapses the search bar first, then the large title, point for point with the
/// content, so the content's top edge stays against the bar's bottom until everything
/// that can collapse has; only then does content pass under the bar, and the bar's
/// background turns from its scroll-edge to its standard appearance over 10 pt.
/// Pulled down past the top, a large title area stretches with the content (and the
/// title grows a little). A scroll that comes to rest part-way through a collapsing
/// part snaps to whichever end is nearer: "if a scroll goes past 50 % of the way to the
/// next state, it will snap to finish" (Flutter issue 126028, recorded on iOS 16).
struct NavigationBarExtent: Equatable {
    /// The status bar's height above the bar (the safe area's top); 0 when it is hidden.
    var statusBar: CGFloat
    /// The bar itself (44 pt on iPhone).
    var bar: CGFloat
    /// The large title's area, 0 without a large title.
    var largeTitle: CGFloat
    /// The search bar's area, 0 without a search controller.
    var search: CGFloat
    /// Whether the search bar collapses as the content scrolls.
    var searchCollapses: Bool

    /// The bar at rest with everything open: the top inset it gives the content.
    var expandedHeight: CGFloat { statusBar + bar + largeTitle + search }
    /// How many points of scrolling collapse the bar entirely.
    var collapsible: CGFloat { largeTitle + (searchCollapses ? search : 0) }
    /// The bar once everything that can collapse has.
    var collapsedHeight: CGFloat { expandedHeight - collapsible }

    /// The bar for content scrolled `scrolled` points from its resting top
    /// (`contentOffset.y + adjustedContentInset.top`; negative when pulled down past it).
    func state(scrolled: CGFloat) -> NavigationBarState {
        let s = scrolled.isFinite ? scrolled : 0
        let collapsingSearch = searchCollapses ? search : 0
        let searchShown = searchCollapses ? min(max(search - s, 0), search) : search
        let titleShown = min(max(largeTitle - max(s - collapsingSearch, 0), 0), largeTitle)
        let stretch = largeTitle > 0 ? max(-s, 0) : 0
        let under = max(s - collapsible, 0)
        return NavigationBarState(height: statusBar + bar + titleShown + stretch + searchShown,
                                  largeTitleShown: titleShown, stretch: stretch, searchShown: searchShown,
                                  scrollEdgeProgress: min(under / BarMetrics.scrollUnderExtent, 1))
    }

    /// Where content at rest `scrolled` points from its top should go so that no part of
    /// the bar is left half collapsed (nil: it is not): the nearer end of the part it is in.
    func snapTarget(scrolled: CGFloat) -> CGFloat? {
        let collapsingSearch = searchCollapses ? search : 0
        for (start, length) in [(0, collapsingSearch), (collapsingSearch, largeTitle)] where length > 0 {
            let into = scrolled - start
            if into > 0.5, into < length - 0.5 { return into > length / 2 ? start + length : start }
        }
        return nil
    }
}

/// What a navigation bar shows at one moment.
struct NavigationBarState: Equatable {
    /// From the top of the screen to the bar's bottom edge.
    var height: CGFloat
    /// How much of the large title's 52 pt is open (0 when collapsed or without one).
    var largeTitleShown: CGFloat
    /// How far a large title area is pulled down past its height.
    var stretch: CGFloat
    /// How much of the search bar's 52 pt is open.
    var searchShown: CGFloat
    /// 0: the scroll-edge appearance (nothing under the bar); 1: the standard one.
    var scrollEdgeProgress: CGFloat

    /// A bar part-way from `a` to `b` (a push or pop in progress).
    static func interpolate(_ a: NavigationBarState, _ b: NavigationBarState, _ f: CGFloat) -> NavigationBarState {
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * f }
        return NavigationBarState(height: mix(a.height, b.height), largeTitleShown: mix(a.largeTitleShown, b.largeTitleShown),
                                  stretch: mix(a.stretch, b.stretch), searchShown: mix(a.searchShown, b.searchShown),
                                  scrollEdgeProgress: mix(a.scrollEdgeProgress, b.scrollEdgeProgress))
    }
}
