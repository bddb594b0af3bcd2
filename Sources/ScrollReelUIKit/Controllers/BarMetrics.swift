/// The sizes of UIKit's bars on a device (portrait), and where each number comes from.
///
/// Apple publishes none of these in its API documentation; the figures are the ones
/// measured in public (cited beside each). Where nobody has published a measurement,
/// the comment says so and says what the value was matched against.
struct BarMetrics: Equatable {
    /// The navigation bar's own height, under the status bar: 44 pt on iPhone; 50 pt on
    /// iPad since iOS 12 (Geoff Hackworth, "iPad Navigation Bar and Toolbar Height Changes
    /// in iOS 12", measured with his Adaptivity app in the iOS 11 and 12 Simulators; Flutter's
    /// `_kNavBarPersistentHeight`, cupertino/nav_bar.dart, is the iPhone's 44).
    var navigationBarHeight: CGFloat
    /// What a large title adds below the bar: 52 pt ("iOS 11's large titles add 52 points
    /// to the navigation bar height", Hackworth, same article; Flutter's
    /// `_kNavBarLargeTitleHeightExtension` = 52).
    var largeTitleHeight: CGFloat { 52 }
    /// What a search bar in the navigation item adds: 52 pt, a 36 pt field with 8 pt above
    /// and below (SRG SSR's Play app, `UIScrollView+PlaySRG.m`: `kSearchBarHeightContribution
    /// = 52` beside `kLargeNavigationBarHeightContribution = 52`; the field's 36 pt is
    /// Flutter's `_kSearchFieldHeight`, measured on an iPhone 15 simulator, iOS 17.5).
    var searchBarHeight: CGFloat { 52 }
    /// The search field's height within that.
    var searchFieldHeight: CGFloat { 36 }
    /// The tab bar's height above the home indicator: 49 pt on iPhone, 50 pt on iPad since
    /// iOS 12 (Hackworth, same article, for bars on iPad; the iPhone's 49 pt is UIKit's
    /// long-standing `UITabBar` height, 83 pt with the home indicator's 34).
    var tabBarHeight: CGFloat
    /// The toolbar's own height above the home indicator: 49 pt on a phone with a home indicator
    /// (the tab bar's height there, which UIKit's toolbar takes on those phones: a navigation
    /// controller's toolbar on an iPhone X-class phone is 83 pt, 49 above the indicator's 34),
    /// 44 pt on a phone with a home button (Hackworth, "iPad Navigation Bar and Toolbar Height
    /// Changes in iOS 12": "the navigation bar and toolbar are 44 points tall"), 50 pt on iPad
    /// since iOS 12 (same article).
    var toolbarHeight: CGFloat
    /// The bars' leading and trailing margin: 16 pt, 20 pt on screens 414 pt wide and
    /// wider (Plus and Max phones) and on iPad. 16 is Flutter's `_kNavBarEdgePadding`
    /// ("iOS specifications"); the 20 of the wide screens is UIKit's
    /// `systemMinimumLayoutMargins` there, for which we found no published measurement
    /// (matched to iOS 17 screenshots of Settings on an iPhone 15 Pro Max).
    var margin: CGFloat

    /// The bars of `device`.
    init(device: DeviceProfile) {
        let pad = device.statusBarLayout == .tablet
        navigationBarHeight = pad ? 50 : 44
        tabBarHeight = pad ? 50 : 49
        toolbarHeight = pad ? 50 : device.hasHomeIndicator ? 49 : 44
        margin = pad || device.size.width >= 414 ? 20 : 16
    }

    /// The large title's baseline area ends this far above the bottom of its 52 pt
    /// (Flutter's `_kNavBarBottomPadding`).
    static let largeTitleBottomPadding: CGFloat = 8
    /// How far (points of scrolling) before the large title is gone the inline title
    /// appears (Flutter's `_kNavBarShowLargeTitleThreshold`).
    static let inlineTitleThreshold: CGFloat = 10
    /// The large title, sliding under the bar, is gone when this share of its line still
    /// shows (its descenders and the feet of its letters: 34 pt SF's descent is about a
    /// quarter of its line), and fades in over the next `largeTitleFade` of its line.
    static let largeTitleGoneAt: CGFloat = 0.3
    /// Over what share of its line the collapsing large title fades out.
    static let largeTitleFade: CGFloat = 0.3
    /// How long the inline title takes to fade in or out once it is shown or hidden:
    /// a fade in time, not in scroll (Flutter's `_kNavBarTitleFadeDuration`, 150 ms).
    static let inlineTitleFadeDuration = 0.15
    /// Over how many points of scrolling the bar's background turns from its
    /// scroll-edge appearance to its standard one once content passes under it
    /// (Flutter's `_kNavBarScrollUnderAnimationExtent`, "eyeballed on the native Settings
    /// app on an iPhone 15 simulator running iOS 17.4").
    static let scrollUnderExtent: CGFloat = 10
    /// A large title pulled down grows by 3 % of its height per its height of stretch,
    /// up to 10 % (Flutter's `_RenderLargeTitle._computeTitleScale`).
    static func largeTitleScale(stretch: CGFloat) -> CGFloat {
        let height = 52 - largeTitleBottomPadding
        return min(max(1 + 0.03 * max(stretch, 0) / height, 1), 1.1)
    }
}

extension UIFont {
    /// The navigation bar's inline title: 17 pt semibold (`UIFont.TextStyle.headline`;
    /// Flutter's `navTitleTextStyle`).
    static var navigationTitle: UIFont { .systemFont(ofSize: 17, weight: .semibold) }
    /// The large title: 34 pt bold (`UIFont.TextStyle.largeTitle` in its bold weight;
    /// Flutter's `navLargeTitleTextStyle`).
    static var navigationLargeTitle: UIFont { .systemFont(ofSize: 34, weight: .bold) }
    /// A bar button's title: 17 pt regular, semibold for `.done` (`UIFont.TextStyle.body`).
    static func barButton(done: Bool) -> UIFont { .systemFont(ofSize: 17, weight: done ? .semibold : .regular) }
}
