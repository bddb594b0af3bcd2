import QuartzCore
import ScrollPhysics

// UIKit's swipe actions on the rows of a table view or of a list section: a finger that
// drags a row sideways slides the row with it and uncovers the row's actions behind it
// (`UISwipeActionsConfiguration`), coloured buttons from the edge inward. On release the
// row springs open to the buttons' width or closed; dragged past the full-swipe point
// with `performsFirstActionWithFullSwipe`, the first action's button covers the whole
// uncovered part and the release performs it. A tap on a button runs its action's
// handler; a touch anywhere else on the list closes the open row first.
//
// UIKit publishes none of this motion's numbers; the ones below are ScrollReel's, chosen
// to look like iOS 17's on an iPhone and written down where they are used.

/// Which edge of a row the actions come from: `leading` actions are uncovered by a drag
/// toward the trailing edge (the row moves right), `trailing` ones by a drag toward the
/// leading edge.
enum SwipeEdge: Sendable {
    case leading, trailing
    /// The sign of the row's horizontal offset when this edge's actions show.
    var sign: CGFloat { self == .leading ? 1 : -1 }
}

/// What a list view tells the swipe about its rows (content coordinates).
@MainActor
protocol SwipeActionsHost: UIScrollView {
    /// The row under `point`, if it is a row that can be swiped now.
    func swipeRow(at point: CGPoint) -> IndexPath?
    /// Where the row is when it is not swiped.
    func swipeRowRect(_ path: IndexPath) -> CGRect?
    /// The view that slides: the row's cell, while it has one.
    func swipeCell(_ path: IndexPath) -> UIView?
    /// The actions of the row's `edge`: nil or an empty configuration for none.
    func swipeActions(for path: IndexPath, edge: SwipeEdge) -> UISwipeActionsConfiguration?
    /// The row began or ended showing its actions (the table's `willBeginEditingRowAt` and
    /// `didEndEditingRowAt`).
    func swipeDidOpen(_ path: IndexPath?, closed: IndexPath?)
}

extension SwipeActionsHost {
    func swipeDidOpen(_ path: IndexPath?, closed: IndexPath?) {}
}

/// The swipe of one list view: at most one row is swiped at a time, as in UIKit.
@MainActor
final class SwipeActionsController: FrameClient {
    /// The spring a row settles with, open or closed: critically damped, with a 0.4 s response
    /// (ω = 2π / 0.4). ScrollReel's choice: UIKit's settle is quick, without a visible overshoot.
    static let angularFrequency = 2 * Double.pi / 0.4
    /// How fast (points per second) a release must move toward open or closed for its direction to
    /// decide, whatever the position. ScrollReel's choice.
    static let flickVelocity: CGFloat = 300

    unowned let host: any SwipeActionsHost
    let recognizer: SwipeActionsPanGestureRecognizer

    /// The swiped row, its edge and the actions shown; nil when no row is swiped.
    private(set) var row: IndexPath?
    private(set) var edge: SwipeEdge = .trailing
    private(set) var configuration: UISwipeActionsConfiguration?
    /// How far the row is moved, in points: positive to the right (leading actions), negative to
    /// the left.
    private(set) var offset: CGFloat = 0
    /// Where the row rests when the finger lifts (0: closed).
    private(set) var restingOffset: CGFloat = 0
    /// Whether the row, moved past the full-swipe point, performs its first action on release.
    private(set) var isFullSwipeArmed = false
    private var pullView: SwipeActionsPullView?
    private var dragStartOffset: CGFloat = 0
    private var settle: (spring: Spring, start: Double, then: (() -> Void)?)?
    /// The actions asked for when the swipe was about to begin (so that they are asked once).
    private var asked: (path: IndexPath, edge: SwipeEdge, configuration: UISwipeActionsConfiguration)?
    /// Whether an action's handler has run and not yet called its completion.
    private var isAwaitingCompletion = false
    /// The row whose swipe ended while its action was running: the list is told when the action
    /// completes, as UIKit tells `didEndEditingRowAt` after the handler (even when the handler
    /// itself deleted the row).
    private var endAfterCompletion: IndexPath?

    init(host: any SwipeActionsHost) {
        self.host = host
        recognizer = SwipeActionsPanGestureRecognizer { r in (r as? SwipeActionsPanGestureRecognizer)?.stateChanged() }
        recognizer.controller = self
        recognizer.name = "swipe actions"
        host.addGestureRecognizer(recognizer)
    }

    /// The offset of the row at `path` (0 for every row but the swiped one).
    func offset(at path: IndexPath) -> CGFloat { path == row ? offset : 0 }

    /// The row's open width: the sum of its buttons' widths.
    var openWidth: CGFloat { pullView?.naturalWidth ?? 0 }

    // MARK: The finger

    /// Whether a finger that came down at `start` (window points) and moved by `movement` starts
    /// a swipe: mostly sideways, on a row with actions that way (or the open row).
    func shouldBegin(start: CGPoint, movement: CGPoint) -> Bool {
        guard abs(movement.x) > abs(movement.y) else { return false }
        let point = host.convert(start, from: nil)
        guard let path = host.swipeRow(at: point) else { return false }
        if path == row { return true }
        let edge: SwipeEdge = movement.x > 0 ? .leading : .trailing
        guard let actions = host.swipeActions(for: path, edge: edge), !actions.actions.isEmpty else { return false }
        if row != nil { close(animated: false) }
        asked = (path, edge, actions)
        return true
    }

    /// The swipe began: the row under the finger follows it from where it is.
    func began(at start: CGPoint) {
        let path = host.swipeRow(at: host.convert(start, from: nil))
        stopSettling()
        if path != row { reset() }
        row = path
        dragStartOffset = offset
    }

    /// The finger moved by `translation` (window points) since the swipe began.
    func changed(translation: CGPoint) {
        guard let path = row, let rect = host.swipeRowRect(path) else { return }
        let raw = dragStartOffset + translation.x
        let wanted: SwipeEdge = raw >= 0 ? .leading : .trailing
        if configuration == nil || wanted != edge {
            show(edge: wanted, of: path, rect: rect)
        }
        guard let configuration, !configuration.actions.isEmpty else { setOffset(0, armed: false); return }
        let x = abs(raw), open = openWidth, width = rect.width
        var moved = x
        if x > open, !configuration.performsFirstActionWithFullSwipe {
            // Without a full swipe the row resists past its buttons, as a scroll view past its edge.
            moved = open + CGFloat(RubberBand.offset(forOvershoot: Double(x - open), dimension: Double(width)))
        }
        moved = min(moved, width)
        setOffset(edge.sign * moved, armed: configuration.performsFirstActionWithFullSwipe && moved >= fullSwipePoint(rowWidth: width))
    }

    /// The finger lifted with `velocity` (window points per second): the row springs open or
    /// closed, or a full swipe performs the first action.
    func ended(velocity: CGPoint) {
        guard let path = row, let rect = host.swipeRowRect(path), let configuration, !configuration.actions.isEmpty else {
            close(animated: true)
            return
        }
        let x = abs(offset), toward = velocity.x * edge.sign
        if isFullSwipeArmed, let first = configuration.actions.first {
            // The row goes off the edge and the first action runs, as a tap on its button would.
            settle(to: edge.sign * rect.width, velocity: velocity.x) {}
            perform(first, fromFullSwipe: true)
            return
        }
        let opens = toward > Self.flickVelocity ? true : toward < -Self.flickVelocity ? false : x > openWidth / 2
        if opens {
            settle(to: edge.sign * openWidth, velocity: velocity.x) {}
        } else {
            close(animated: true, velocity: velocity.x)
        }
    }

    /// The swipe was cancelled: the row closes.
    func cancelled() { close(animated: true) }

    /// Where a full swipe arms: halfway from the open row to the row's whole width off. ScrollReel's
    /// choice, as UIKit publishes no threshold.
    func fullSwipePoint(rowWidth: CGFloat) -> CGFloat { openWidth + (rowWidth - openWidth) / 2 }

    // MARK: Actions

    /// Runs `action`'s handler with its button and a completion; the row closes when the handler
    /// says it is done (at once for a button tapped, unless the action deleted the row).
    func perform(_ action: UIContextualAction, fromFullSwipe: Bool = false) {
        let button = pullView?.button(for: action) ?? UIView()
        let path = row
        isAwaitingCompletion = true
        action.handler(action, button) { [weak self] performed in
            guard let self else { return }
            if self.isAwaitingCompletion {
                self.isAwaitingCompletion = false
                if let ended = self.endAfterCompletion {
                    self.endAfterCompletion = nil
                    self.host.swipeDidOpen(nil, closed: ended)
                }
            }
            guard self.row == path else { return }
            // A destructive action that was performed took the row away (or will, with the table's
            // update); anything else slides the row back.
            if performed, action.style == .destructive, fromFullSwipe { return }
            self.close(animated: true)
        }
    }

    // MARK: Opening and closing

    /// Opens the row at `path` to its `edge`'s actions with the settle spring, as a swipe released
    /// past the middle does (the table's delete confirmation).
    func open(_ path: IndexPath, edge: SwipeEdge) {
        guard let rect = host.swipeRowRect(path) else { return }
        if row != path { reset() }
        row = path
        show(edge: edge, of: path, rect: rect)
        guard configuration != nil else { reset(); return }
        settle(to: edge.sign * openWidth, velocity: 0) {}
    }

    /// Closes the swiped row (if any), with the settle spring or at once.
    func close(animated: Bool, velocity: CGFloat = 0) {
        guard row != nil else { return }
        if animated, offset != 0, host.window != nil {
            settle(to: 0, velocity: velocity) { [weak self] in self?.reset() }
        } else {
            reset()
        }
    }

    /// Hands over the swiped row's buttons, for them to leave with the row that an update deletes:
    /// the swipe forgets them and stops moving the row.
    func takeButtons() -> SwipeActionsPullView? {
        stopSettling()
        defer { pullView = nil }
        return pullView
    }

    /// Forgets the swiped row at once: its cell goes back to its place and the buttons go away
    /// (the list reloaded or changed its rows).
    func reset() {
        stopSettling()
        let closed = row
        if let path = row, let rect = host.swipeRowRect(path), let cell = host.swipeCell(path) {
            cell.frame.origin.x = rect.minX
        }
        pullView?.removeFromSuperview()
        pullView = nil
        row = nil
        configuration = nil
        offset = 0
        restingOffset = 0
        isFullSwipeArmed = false
        guard let closed else { return }
        if isAwaitingCompletion { endAfterCompletion = closed } else { host.swipeDidOpen(nil, closed: closed) }
    }

    private func show(edge: SwipeEdge, of path: IndexPath, rect: CGRect) {
        pullView?.removeFromSuperview()
        let isNew = configuration == nil
        self.edge = edge
        if let asked, asked.path == path, asked.edge == edge {
            configuration = asked.configuration
        } else {
            configuration = host.swipeActions(for: path, edge: edge)
        }
        asked = nil
        guard let configuration, !configuration.actions.isEmpty else { pullView = nil; return }
        let pull = SwipeActionsPullView(configuration: configuration, edge: edge, controller: self)
        pull.frame = rect
        host.insertSubview(pull, at: 0)
        pullView = pull
        if isNew { host.swipeDidOpen(path, closed: nil) }
    }

    /// Moves the row to `newOffset` and lays out the buttons it uncovers.
    private func setOffset(_ newOffset: CGFloat, armed: Bool) {
        offset = newOffset
        isFullSwipeArmed = armed
        guard let path = row, let rect = host.swipeRowRect(path) else { return }
        host.swipeCell(path)?.frame.origin.x = rect.minX + offset
        if let pull = pullView {
            placeButtons(in: rect)
            // Above the cells below the row's place but behind the row itself.
            if let cell = host.swipeCell(path), let index = host.subviews.firstIndex(where: { $0 === cell }) {
                if let own = host.subviews.firstIndex(where: { $0 === pull }), own != index - 1 {
                    pull.removeFromSuperview()
                    host.insertSubview(pull, belowSubview: cell)
                }
            }
        }
    }

    /// The layout pass put the row's cell back in its place: it takes its offset again.
    func layoutDidPlace(_ cell: UIView, at path: IndexPath) {
        guard path == row, let rect = host.swipeRowRect(path) else { return }
        cell.frame.origin.x = rect.minX + offset
        placeButtons(in: rect)
    }

    /// The buttons sit in the part of the row's place (`rect`) that the row uncovered.
    private func placeButtons(in rect: CGRect) {
        guard let pull = pullView else { return }
        let exposed = abs(offset)
        pull.frame = edge == .leading
            ? CGRect(x: rect.minX, y: rect.minY, width: exposed, height: rect.height)
            : CGRect(x: rect.maxX - exposed, y: rect.minY, width: exposed, height: rect.height)
        pull.layOutButtons(exposed: exposed, fullSwipe: isFullSwipeArmed)
    }

    // MARK: The settle, frame by frame

    private func settle(to target: CGFloat, velocity: CGFloat, then: @escaping () -> Void) {
        stopSettling()
        restingOffset = target
        guard let clock = host.window?.clock else { setOffset(target, armed: isFullSwipeArmed); then(); return }
        let spring = Spring(from: Double(offset), velocity: Double(velocity), to: Double(target),
                            angularFrequency: Self.angularFrequency)
        settle = (spring, clock.now, then)
        clock.add(self, stage: .animations)
    }

    private func stopSettling() {
        guard settle != nil else { return }
        settle = nil
        host.window?.clock.remove(self)
    }

    func displayFrame(at time: Double) {
        guard let s = settle else { return }
        let t = time - s.start
        setOffset(CGFloat(s.spring.position(at: t)), armed: isFullSwipeArmed)
        if s.spring.isDone(at: t) {
            settle = nil
            host.window?.clock.remove(self)
            s.then?()
        }
    }
    var isFinished: Bool { settle == nil }
    var keepsSceneAwake: Bool { settle != nil }
}

/// UIKit's swipe-actions pan: a pan that begins only when the finger moves mostly sideways on a row
/// with actions that way, before the list's own scroll takes the touch.
@MainActor
final class SwipeActionsPanGestureRecognizer: UIPanGestureRecognizer {
    weak var controller: SwipeActionsController?
    private var startPoint = CGPoint.zero

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches == 1, let t = touches.first { startPoint = t.windowLocation }
        super.touchesBegan(touches, with: event)
        if numberOfTouches > 1, state == .possible { state = .failed }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, let t = touches.first {
            let d = t.windowLocation - startPoint
            if d.length >= Self.hysteresis {
                guard controller?.shouldBegin(start: startPoint, movement: d) == true else { state = .failed; return }
            }
        }
        super.touchesMoved(touches, with: event)
    }

    func stateChanged() {
        guard let controller else { return }
        switch state {
        case .began: controller.began(at: startPoint)
        case .changed: controller.changed(translation: translation(in: nil))
        case .ended: controller.ended(velocity: velocity(in: nil))
        case .cancelled, .failed: controller.cancelled()
        default: break
        }
    }
}

/// The buttons a swiped row uncovers, in the part of the row's place the row left.
@MainActor
final class SwipeActionsPullView: UIView {
    // A button is its title (or image) with padding each side, between a least and a greatest
    // width: UIKit's own numbers, from UIKitCore's UISwipeActionVisualStyle_iOS
    // (defaultButtonWidth 74, maxButtonWidth 120, horizontalPadding 6) as used by
    // UISwipeActionStandardButton's buttonWidth (iOS 26.1).
    /// The least width of a button, in points.
    static let minimumButtonWidth: CGFloat = 74
    /// The greatest width of a button, in points: a longer title wraps onto a second line.
    static let maximumButtonWidth: CGFloat = 120
    /// The space each side of a button's title.
    static let buttonPadding: CGFloat = 6

    let edge: SwipeEdge
    private(set) var buttons: [SwipeActionButton] = []
    unowned let controller: SwipeActionsController

    init(configuration: UISwipeActionsConfiguration, edge: SwipeEdge, controller: SwipeActionsController) {
        self.edge = edge
        self.controller = controller
        super.init(frame: .zero)
        clipsToBounds = true
        for action in configuration.actions {
            let button = SwipeActionButton(action: action, controller: controller)
            buttons.append(button)
            addSubview(button)
        }
    }
    required init?(coder: NSCoder) { return nil }

    /// The buttons' widths added up: how far the row moves to show them all.
    var naturalWidth: CGFloat { buttons.reduce(0) { $0 + $1.naturalWidth } }

    func button(for action: UIContextualAction) -> UIView? { buttons.first { $0.action === action } }

    /// Lays the buttons out in `exposed` points: each in proportion to its width (narrower while the
    /// row opens, wider when it is pulled past open), the first at the edge; armed for a full swipe,
    /// the first covers them all.
    func layOutButtons(exposed: CGFloat, fullSwipe: Bool) {
        let total = naturalWidth, h = bounds.height
        var cursor: CGFloat = edge == .leading ? 0 : exposed
        for (i, button) in buttons.enumerated() {
            let w: CGFloat
            if fullSwipe { w = i == 0 ? exposed : 0 } else { w = total > 0 ? button.naturalWidth * exposed / total : 0 }
            if edge == .leading {
                button.frame = CGRect(x: fullSwipe ? 0 : cursor, y: 0, width: w, height: h)
                cursor += w
            } else {
                cursor -= w
                button.frame = CGRect(x: fullSwipe ? exposed - w : cursor, y: 0, width: w, height: h)
            }
            button.isHidden = w <= 0
        }
        // The first action's button is in front, as it slides over the others for a full swipe.
        if let first = buttons.first, subviews.last !== first { bringSubviewToFront(first) }
    }
}

/// One action's button: its colour, its image above its title, in white.
@MainActor
final class SwipeActionButton: UIView {
    let action: UIContextualAction
    unowned let controller: SwipeActionsController
    let titleLabel = UILabel()
    let imageView = UIImageView()
    /// The title's font. ScrollReel's choice: iOS's swipe buttons use a medium system font of this size.
    static let titleFont = UIFont.systemFont(ofSize: 15, weight: .medium)

    init(action: UIContextualAction, controller: SwipeActionsController) {
        self.action = action
        self.controller = controller
        super.init(frame: .zero)
        backgroundColor = action.backgroundColor ?? (action.style == .destructive ? .systemRed : .systemGray)
        clipsToBounds = true
        titleLabel.text = action.title
        titleLabel.font = Self.titleFont
        titleLabel.textColor = .white
        titleLabel.textAlignment = .center
        // UIKit's buttons wrap a title onto at most two lines.
        titleLabel.numberOfLines = 2
        imageView.image = action.image
        imageView.tintColor = .white
        imageView.contentMode = .center
        addSubview(imageView)
        addSubview(titleLabel)
    }
    required init?(coder: NSCoder) { return nil }

    /// The button's width at rest: its title (or image) on one line with padding, within the least
    /// and the greatest width.
    var naturalWidth: CGFloat {
        let title = action.title == nil ? 0 : titleLabel.sizeThatFits(CGSize(width: CGFloat.infinity, height: .infinity)).width
        let image = action.image?.size.width ?? 0
        let padded = ceil(max(title, image)) + 2 * SwipeActionsPullView.buttonPadding
        return min(SwipeActionsPullView.maximumButtonWidth, max(SwipeActionsPullView.minimumButtonWidth, padded))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // The content keeps its width and stays beside the row: centred in the button's width at
        // rest, on the row's side of the button.
        let w = naturalWidth, b = bounds, padding = SwipeActionsPullView.buttonPadding
        let x = controller.edge == .trailing ? b.minX : b.maxX - w
        let title = action.title == nil ? CGSize.zero
            : titleLabel.sizeThatFits(CGSize(width: w - 2 * padding, height: .infinity))
        let image = action.image?.size ?? .zero
        // UIKit's visual style puts 5 pt between the icon and the title.
        let gap: CGFloat = title.height > 0 && image.height > 0 ? 5 : 0
        let top = b.midY - (title.height + gap + image.height) / 2
        imageView.frame = CGRect(x: x, y: top, width: w, height: image.height)
        titleLabel.frame = CGRect(x: x + padding, y: top + image.height + gap, width: w - 2 * padding, height: title.height)
    }

    // A tap on the button runs its action (it is not a tap on the row).
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        controller.perform(action)
    }
}
