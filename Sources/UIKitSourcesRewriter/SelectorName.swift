/// The Objective-C name Swift gives a method (`tap(_:)` → `tap:`, `handle(gesture:)` →
/// `handleWithGesture:`, `collectionView(_:didSelectItemAt:)` →
/// `collectionView:didSelectItemAt:`), the name `#selector` and the dispatch tables share.
public enum SelectorName {
    /// The selector of a method with this base name and argument labels (nil for `_`).
    public static func of(_ baseName: String, labels: [String?]) -> String {
        guard let first = labels.first else { return baseName }
        var name = baseName
        if let first {
            // As the compiler names it: `handle(gesture:)` → handleWithGesture:, but a label that
            // starts with a preposition is kept as it is (`observeValue(forKeyPath:)` →
            // observeValueForKeyPath:).
            let firstWord = String(first.prefix { !$0.isUppercase })
            name += (prepositions.contains(firstWord) ? "" : "With") + first.prefix(1).uppercased() + first.dropFirst()
        }
        name += ":"
        for label in labels.dropFirst() { name += (label ?? "") + ":" }
        return name
    }

    /// The words Swift counts as prepositions when it names a selector.
    private static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since",
        "to", "until", "using", "via", "when", "with", "within",
    ]

    /// The Objective-C getter of a Swift property UIKit renames (`isHidden` → `hidden`).
    static func objcPropertyName(_ name: String) -> String {
        renamedProperties[name] ?? name
    }

    private static let renamedProperties: [String: String] = [
        "isHidden": "hidden", "isOpaque": "opaque", "isEnabled": "enabled", "isSelected": "selected",
        "isHighlighted": "highlighted", "isUserInteractionEnabled": "userInteractionEnabled",
        "isPagingEnabled": "pagingEnabled", "isScrollEnabled": "scrollEnabled", "isTracking": "tracking",
        "isDragging": "dragging", "isDecelerating": "decelerating", "isOn": "on",
    ]
}

