#if canImport(UIKit)
import UIKit
#else
import ScrollReelUIKit
#endif

/// The NYC screen of the seeds: a title scroll view the user drags, a content
/// scroll view 200 pt wider that follows it, and a skyline behind them.
final class NYCViewController: DemoViewController, UIScrollViewDelegate {
    static let titles = [
        "New York City", "History", "Geography", "Demographics", "Economy", "Human Resources",
        "Culture and Contemporary Life", "Infrastructure", "Government and Politics", "Notable People",
        "Global Outreach", "The End",
    ]

    static let texts = [
        "",
        "Long before the Dutch laid out New Amsterdam at the tip of Manhattan in 1624, the Lenape fished and farmed these islands. The English took the harbor in 1664 and named it for the Duke of York.",
        "The city stands where the Hudson meets a deep, sheltered harbor open to the Atlantic. Three of its five boroughs are on islands, so land is scarce and the city grows upward.",
        "More than eight million people live in the five boroughs, more than in any other American city, and between them they speak hundreds of languages.",
        "Wall Street, two of the largest stock exchanges on earth and the headquarters of banks, publishers and broadcasters make New York one of the great centers of world commerce.",
        "Its public schools form the largest school system in the United States, with about a million children in some 1,800 schools, alongside the City University and private colleges.",
        "Broadway's theaters, the Metropolitan Museum of Art, Carnegie Hall, jazz clubs and galleries have made the city a capital of art, music and fashion for a century.",
        "The subway runs around the clock through more than 470 stations. Grand Central Terminal has more platforms than any other railway station in the world.",
        "Since the five boroughs were joined in 1898 the city has been governed by a mayor and a council, today of 51 members, each elected for four years.",
        "Presidents and poets, painters and ballplayers: the people born here, or who came here to become themselves, would fill a library of biographies.",
        "Through its Global Partners program the city trades ideas and policy with cities around the world, from London and Tokyo to Jakarta and Johannesburg.",
        "Demo after Allen of Glow, Inc. Skyline drawn by ScrollReel.",
    ]

    private(set) var titleScrollView: UIScrollView!
    private(set) var contentScrollView: UIScrollView!
    private(set) var backgroundImage: UIImageView!
    var maxTranslation: Double { max(0, backgroundImage.frame.width - view.bounds.width) }

    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

    override func buildViews() {
        let w = view.bounds.width, h = view.bounds.height
        view.backgroundColor = .black
        let pages = Self.titles.count

        let skyline = Skyline.image(height: h)
        backgroundImage = UIImageView(image: skyline)
        view.addSubview(backgroundImage)
        // A backing for the text: the sky darkens towards the top, as a photo
        // app's scrim does, so that white text reads over any part of the city.
        let scrim = GradientView(frame: CGRect(x: 0, y: 0, width: w, height: h * Skyline.highestPoint))
        scrim.gradientLayer.colors = [UIColor(white: 0, alpha: 0.45).cgColor, UIColor(white: 0, alpha: 0.3).cgColor, UIColor.clear.cgColor]
        scrim.gradientLayer.locations = [0, 0.6, 1]
        view.addSubview(scrim)

        contentScrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: w + 200, height: h))
        contentScrollView.accessibilityIdentifier = "content"
        contentScrollView.isPagingEnabled = true
        contentScrollView.isUserInteractionEnabled = false
        contentScrollView.showsHorizontalScrollIndicator = false
        contentScrollView.contentSize = CGSize(width: (w + 200) * Double(pages), height: h)
        view.addSubview(contentScrollView)

        titleScrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: w, height: h))
        titleScrollView.accessibilityIdentifier = "main"
        titleScrollView.isPagingEnabled = true
        titleScrollView.showsHorizontalScrollIndicator = false
        titleScrollView.contentSize = CGSize(width: w * Double(pages), height: h)
        view.addSubview(titleScrollView)

        // setupPages of the seed; the title starts 30 pt below the status bar, as in
        // the original (50 pt under a 20 pt status bar).
        let top = view.safeAreaInsets.top + 30
        for i in 0..<pages {
            // 15 pt margins on both sides (the original's 5 pt right margin was for a
            // 320 pt screen).
            let title = UILabel(frame: CGRect(x: w * Double(i) + 15, y: top, width: w - 30, height: 50))
            title.text = Self.titles[i]
            title.font = UIFont(name: "Georgia", size: 32)!
            title.textColor = .white
            title.numberOfLines = 0
            title.sizeToFit()
            titleScrollView.addSubview(title)

            let contentY = title.frame.maxY + 10
            let maxHeight = h - contentY - 100
            let frame = CGRect(x: (w + 200) * Double(i) + 15, y: contentY, width: w - 30, height: maxHeight)
            let content = UILabel(frame: frame)
            content.text = Self.texts[i]
            content.font = UIFont(name: "HelveticaNeue-Light", size: 18)!
            // Near white: the seed's light grey was faint on the dusk sky at one pixel a point.
            content.textColor = UIColor(white: 0.96, alpha: 1)
            content.numberOfLines = 0
            content.sizeToFit()
            if content.frame.height > maxHeight { content.frame = frame }
            contentScrollView.addSubview(content)
        }
        titleScrollView.delegate = self
    }

    func scrollViewDidScroll(_ sv: UIScrollView) {
        guard sv === titleScrollView else { return }
        let x = sv.contentOffset.x
        contentScrollView.contentOffset = CGPoint(x: x / sv.bounds.width * contentScrollView.bounds.width, y: 0)
        var transX = x / (sv.contentSize.width - sv.bounds.width) * maxTranslation
        transX = min(max(transX, 0), maxTranslation)
        backgroundImage.transform = CGAffineTransform(translationX: -transX, y: 0)
    }
}
