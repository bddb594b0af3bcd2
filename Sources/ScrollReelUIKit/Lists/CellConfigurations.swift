/// What a cell keeps for its configurations: whether `updateConfiguration(using:)` is due
/// before its next layout or measurement, and the view drawing its background configuration.
@MainActor
final class CellConfigurations {
    var isUpdateDue = true
    var background: BackgroundConfigurationView?
}

/// The configuration plumbing UIKit's two cells share (`UITableViewCell`,
/// `UICollectionViewCell`): the state a configuration is updated for, the content
/// configuration's view put in place of the content view, the background
/// configuration's view behind everything, and the update asked for by a state change
/// and run before the next layout.
@MainActor
protocol ConfigurableCell: ListContentHost {
    var contentConfiguration: (any UIContentConfiguration)? { get }
    var automaticallyUpdatesContentConfiguration: Bool { get }
    var automaticallyUpdatesBackgroundConfiguration: Bool { get }
    var configurationState: UICellConfigurationState { get }
    var isSelected: Bool { get }
    var isHighlighted: Bool { get }
    var contentView: UIView { get set }
    func updateConfiguration(using state: UICellConfigurationState)
    var cellConfigurations: CellConfigurations { get }
    /// The background configuration to draw now (nil: none).
    var shownBackgroundConfiguration: UIBackgroundConfiguration? { get }
    /// The corners a list section rounds on this cell's background (nil: none).
    var backgroundSectionCorners: (mask: CACornerMask, radius: CGFloat)? { get }
}

extension ConfigurableCell {
    var backgroundSectionCorners: (mask: CACornerMask, radius: CGFloat)? { nil }

    /// The cell's selected and highlighted state, in the cell's traits.
    func selectionState() -> UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }

    /// Asks for `updateConfiguration(using:)` before the next layout.
    func configurationUpdateIsDue() {
        cellConfigurations.isUpdateDue = true
        setNeedsLayout()
    }

    /// Runs `updateConfiguration(using:)` with the current state if a change asked for it.
    func updateConfigurationIfDue() {
        guard cellConfigurations.isUpdateDue else { return }
        cellConfigurations.isUpdateDue = false
        updateConfiguration(using: configurationState)
    }

    /// Shows the content and background configurations as they look in `state` (when they
    /// update automatically).
    func showConfigurations(for state: UICellConfigurationState) {
        showContent(state)
        showBackground(state)
    }

    /// Puts the content configuration's view in place of the content view.
    func showContent(_ state: UICellConfigurationState? = nil) {
        guard let configuration = contentConfiguration else { return }
        let shown = automaticallyUpdatesContentConfiguration ? configuration.updated(for: state ?? configurationState) : configuration
        contentView = installContent(shown, replacing: contentView, in: self)
    }

    /// Draws the background configuration to show behind everything, or removes its view.
    func showBackground(_ state: UICellConfigurationState? = nil) {
        guard var configuration = shownBackgroundConfiguration else {
            cellConfigurations.background?.removeFromSuperview()
            cellConfigurations.background = nil
            return
        }
        if automaticallyUpdatesBackgroundConfiguration { configuration = configuration.updated(for: state ?? configurationState) }
        if let view = cellConfigurations.background {
            view.configuration = configuration
        } else {
            let view = BackgroundConfigurationView(configuration)
            insertSubview(view, at: 0)
            cellConfigurations.background = view
        }
        cellConfigurations.background?.sectionCorners = backgroundSectionCorners
        setNeedsLayout()
    }
}
