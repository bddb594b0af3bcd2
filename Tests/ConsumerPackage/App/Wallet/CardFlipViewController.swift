import UIKit

/// A payment card a finger turns over, written as an iOS app's screen: a pan recognizer
/// (target–action) turns the card about its vertical axis in perspective — a sublayer whose
/// 3-D transform has `m34` set — and, let go, it settles flat on the face that is up; a tap
/// recognizer on the card marks it a favourite (an SF Symbol star); a filled
/// `UIButton.Configuration` button flips it over in two implicit Core Animation halves.
public final class CardFlipViewController: UIViewController {
    /// The view the card is drawn in; its layer holds the turning face.
    public let cardView = UIView()
    /// The face that turns: a gradient sublayer of the card view, with its number and name.
    private let face = CAGradientLayer()
    private let numberLayer = CATextLayer()
    private let nameLayer = CATextLayer()
    private let brandView = UIImageView(image: UIImage(systemName: "creditcard.fill"))
    private let titleLabel = UILabel()
    private let favoriteView = UIImageView(image: UIImage(systemName: "star"))
    private var flipButton: UIButton!

    /// The card's turn, radians: 0 with the front up; the face shown is the one nearer.
    public private(set) var angle: CGFloat = 0
    /// Whether the back of the card is up.
    public private(set) var showsBack = false
    /// Whether the card is marked a favourite.
    public private(set) var isFavorite = false
    /// What the recognizers and the button did, in order.
    public private(set) var events: [String] = []
    private var turnAtPanStart: CGFloat = 0

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground

        titleLabel.text = "Wallet"
        titleLabel.font = .systemFont(ofSize: 34, weight: .bold)
        view.addSubview(titleLabel)
        brandView.tintColor = .systemIndigo
        brandView.contentMode = .scaleAspectFit
        view.addSubview(brandView)

        cardView.accessibilityIdentifier = "card"
        view.addSubview(cardView)
        face.cornerRadius = 16
        face.masksToBounds = true
        face.startPoint = CGPoint(x: 0, y: 0)
        face.endPoint = CGPoint(x: 1, y: 1)
        for text in [numberLayer, nameLayer] {
            text.foregroundColor = UIColor.white.cgColor
            text.alignmentMode = .left
            face.addSublayer(text)
        }
        numberLayer.fontSize = 22
        nameLayer.fontSize = 15
        cardView.layer.addSublayer(face)
        showFace()

        favoriteView.tintColor = .systemYellow
        favoriteView.contentMode = .scaleAspectFit
        view.addSubview(favoriteView)

        let pan = UIPanGestureRecognizer(target: self, action: #selector(cardPanned(_:)))
        cardView.addGestureRecognizer(pan)
        let tap = UITapGestureRecognizer(target: self, action: #selector(cardTapped(_:)))
        cardView.addGestureRecognizer(tap)

        var configuration = UIButton.Configuration.filled()
        configuration.title = "Flip Card"
        configuration.image = UIImage(systemName: "arrow.triangle.2.circlepath")
        configuration.imagePadding = 8
        configuration.cornerStyle = .capsule
        configuration.buttonSize = .large
        flipButton = UIButton(configuration: configuration)
        flipButton.accessibilityIdentifier = "flip"
        flipButton.addTarget(self, action: #selector(flipTapped(_:)), for: .touchUpInside)
        view.addSubview(flipButton)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let safe = view.safeAreaLayoutGuide.layoutFrame
        let width = view.bounds.width - 48
        titleLabel.frame = CGRect(x: 24, y: safe.minY + 16, width: width - 40, height: 41)
        brandView.frame = CGRect(x: view.bounds.width - 24 - 34, y: safe.minY + 20, width: 34, height: 34)
        cardView.frame = CGRect(x: 24, y: safe.minY + 120, width: width, height: (width / 1.586).rounded())
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        face.frame = cardView.bounds
        numberLayer.frame = CGRect(x: 24, y: cardView.bounds.height - 86, width: width - 48, height: 30)
        nameLayer.frame = CGRect(x: 24, y: cardView.bounds.height - 46, width: width - 48, height: 22)
        applyAngle()
        CATransaction.commit()
        favoriteView.frame = CGRect(x: view.bounds.midX - 16, y: cardView.frame.maxY + 32, width: 32, height: 32)
        let size = flipButton.intrinsicContentSize
        flipButton.frame = CGRect(x: view.bounds.midX - size.width / 2, y: favoriteView.frame.maxY + 40,
                                  width: size.width, height: size.height)
    }

    /// The face turned by `angle` in perspective: the eye 600 pt in front of the card.
    private func applyAngle() {
        var t = CATransform3DIdentity
        t.m34 = -1 / 600
        face.transform = CATransform3DRotate(t, angle, 0, 1, 0)
    }

    /// Draws the face that is up: the front's number, or the back's stripe colours.
    private func showFace() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        if showsBack {
            face.colors = [UIColor.darkGray.cgColor, UIColor.black.cgColor]
            numberLayer.string = "CVC 123"
            nameLayer.string = "Call 0800 000 000 if found"
        } else {
            face.colors = [UIColor.systemIndigo.cgColor, UIColor.systemPink.cgColor]
            numberLayer.string = "•••• •••• •••• 4242"
            nameLayer.string = "JANE APPLESEED"
        }
        CATransaction.commit()
    }

    /// The pan turns the card with the finger: half a turn across the card's width. Past a
    /// quarter turn the other face is up; let go, the card settles flat on the face that is up.
    @objc private func cardPanned(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            turnAtPanStart = (showsBack ? .pi : 0) + angle
            events.append("pan began")
        case .changed:
            // The whole turn since the front was up; the face up is the one it is nearer to.
            let turn = turnAtPanStart + pan.translation(in: view).x / cardView.bounds.width * .pi
            let halfTurns = (turn / .pi).rounded()
            let back = Int(abs(halfTurns)) % 2 == 1
            if back != showsBack {
                showsBack = back
                showFace()
            }
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            angle = turn - halfTurns * .pi
            applyAngle()
            CATransaction.commit()
        case .ended, .cancelled:
            events.append("pan ended \(showsBack ? "back" : "front")")
            CATransaction.begin()
            CATransaction.setAnimationDuration(0.3)
            angle = 0
            applyAngle()
            CATransaction.commit()
        default:
            break
        }
    }

    @objc private func cardTapped(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended else { return }
        isFavorite.toggle()
        favoriteView.image = UIImage(systemName: isFavorite ? "star.fill" : "star")
        events.append(isFavorite ? "favorite" : "not favorite")
    }

    /// Flips the card: a quarter turn away, the other face, a quarter turn back.
    @objc private func flipTapped(_ sender: UIButton) {
        events.append("flip")
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.2)
        CATransaction.setCompletionBlock { [weak self] in
            guard let self else { return }
            self.showsBack.toggle()
            self.showFace()
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            self.angle = -.pi / 2
            self.applyAngle()
            CATransaction.commit()
            CATransaction.begin()
            CATransaction.setAnimationDuration(0.2)
            self.angle = 0
            self.applyAngle()
            CATransaction.commit()
        }
        angle = .pi / 2
        applyAngle()
        CATransaction.commit()
    }
}
