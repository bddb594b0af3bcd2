import Foundation

extension NSLayoutConstraint {
    /// UIKit's `NSLayoutConstraint.FormatOptions` (`NSLayoutFormatOptions`), with UIKit's
    /// raw values: which attribute every view of a visual format is aligned on
    /// (across the format's axis), the direction a horizontal format runs in, and how
    /// vertical spacing between views is measured.
    public struct FormatOptions: OptionSet, Sendable, Hashable {
        /// The options as UIKit's bit mask.
        public let rawValue: UInt
        /// Options from UIKit's bit mask.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Align every view of the format on its left edge.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Align every view on its right edge.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Align every view on its top edge.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Align every view on its bottom edge.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Align every view on its leading edge.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Align every view on its trailing edge.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Align every view on its horizontal centre.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Align every view on its vertical centre.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Align every view on the baseline of its last line of text.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Align every view on the baseline of its first line of text.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The bits that name alignments.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        /// A horizontal format runs in the direction of text (left to right: ScrollReel lays
        /// out left to right). The default.
        public static let directionLeadingToTrailing = FormatOptions([])
        /// A horizontal format runs from left to right, with left and right attributes.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// A horizontal format runs from right to left, with left and right attributes.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The bits that name a direction.
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        /// Vertical spacing between views runs from one's bottom edge to the next one's top. The default.
        public static let spacingEdgeToEdge = FormatOptions([])
        /// Vertical spacing between views runs from one's last baseline to the next one's first.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The bits that name a kind of spacing.
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)
    }
}

/// Auto Layout's Visual Format Language, as `NSLayoutConstraint.constraints(withVisualFormat:
/// options:metrics:views:)` reads it (Apple's Auto Layout Guide, "Visual Format Syntax"):
///
///     (H:|V:)? (| connection)? [view(predicates)] (connection [view(predicates)])* (connection |)?
///
/// A connection is nothing (flush: `[a][b]`), `-` (the standard space), or `-predicates-`; a
/// predicate is `(==|<=|>=)? (number|metric|view) (@ (number|metric))?`, a list of them in
/// parentheses separated by commas. Each connection between two items becomes one constraint,
/// `later.before (relation) earlier.after + constant` (UIKit's order: the later item first), each
/// predicate of a view one on its width (H) or height (V), and an alignment option one constraint
/// per view after the first, to the view before it.
///
/// Choices where Apple's grammar is silent, made as UIKit behaves: a connection may hold one
/// predicate without parentheses, priority included (`-0@750-`, `->=20-`); a number inside
/// parentheses may be negative; spaces between tokens are skipped.
@MainActor
enum VisualFormat {
    /// The standard space between two sibling views, and between a view and its superview's edge
    /// (Apple's Auto Layout Guide, "Auto Layout Cookbook": "the standard spacing between a view and
    /// its superview's edge is 20 points, between sibling views 8 points").
    static let standardSiblingSpacing: CGFloat = 8
    static let standardSuperviewSpacing: CGFloat = 20

    /// A format that UIKit refuses: its reason, and where in the format it stopped.
    struct ParseError: Error, CustomStringConvertible {
        let reason: String
        let format: String
        /// Characters from the start of the format (0 for the first).
        let offset: Int

        /// UIKit's exception reason on one line, with the format and the character it stopped at.
        var description: String {
            "Unable to parse constraint format: \(reason) Format \"\(format)\", at character \(offset + 1)."
        }
    }

    enum Relation { case equal, lessThanOrEqual, greaterThanOrEqual }

    struct Predicate {
        enum Object { case constant(CGFloat), view(UIView) }
        var relation: NSLayoutConstraint.Relation
        var object: Object
        var priority: UILayoutPriority
    }

    enum Item {
        case superview
        case view(UIView, [Predicate])
    }

    enum Connection {
        /// Flush: no space between the two items.
        case flush
        /// `-`: the standard space.
        case standard
        /// `-predicates-`.
        case predicates([Predicate])
    }

    /// The constraints a format describes, or a failure saying why not (the one-line reason
    /// UIKit's exception gives).
    static func parse(_ format: String, options: NSLayoutConstraint.FormatOptions,
                      metrics: [String: Any]?, views: [String: Any]) throws(ParseError) -> [NSLayoutConstraint] {
        var parser = Parser(format: format, metrics: metrics ?? [:], views: views)
        return try parser.constraints(options: options)
    }

    /// What `constraints(withVisualFormat:…)` returns: the constraints, or, for a format UIKit
    /// raises on, UIKit's exception: the playing scene stops with its reason
    /// (`NSInvalidArgumentException: Unable to parse constraint format: …`) and no constraint is
    /// made; outside a scene the process stops with it, as an uncaught exception stops an app.
    static func constraints(_ format: String, options: NSLayoutConstraint.FormatOptions,
                            metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        do {
            return try parse(format, options: options, metrics: metrics, views: views)
        } catch {
            let message = "NSInvalidArgumentException: \(error)"
            guard let clock = SceneEnvironment.current?.clock else { fatalError(message) }
            clock.fail(message)
            return []
        }
    }

    @MainActor private struct Parser {
        let format: String
        let chars: [Character]
        let metrics: [String: Any]
        let views: [String: Any]
        var index = 0

        init(format: String, metrics: [String: Any], views: [String: Any]) {
            self.format = format
            chars = Array(format)
            self.metrics = metrics
            self.views = views
        }

        func fail(_ reason: String, at offset: Int? = nil) -> ParseError {
            ParseError(reason: reason, format: format, offset: offset ?? min(index, max(chars.count - 1, 0)))
        }

        var current: Character? {
            mutating get {
                while index < chars.count, chars[index].isWhitespace { index += 1 }
                return index < chars.count ? chars[index] : nil
            }
        }

        mutating func take(_ c: Character) -> Bool {
            guard current == c else { return false }
            index += 1
            return true
        }

        mutating func expect(_ c: Character, _ reason: String) throws(ParseError) {
            guard take(c) else { throw fail(reason) }
        }

        // MARK: The whole format

        mutating func constraints(options: NSLayoutConstraint.FormatOptions) throws(ParseError) -> [NSLayoutConstraint] {
            var vertical = false
            if index + 1 < chars.count, chars[index + 1] == ":", chars[index] == "H" || chars[index] == "V" {
                vertical = chars[index] == "V"
                index += 2
            }
            let edges = try Edges(format: format, vertical: vertical, options: options)

            var items: [(item: Item, offset: Int)] = []
            var connections: [Connection] = []
            if current == "|" {
                items.append((.superview, index))
                index += 1
                connections.append(try connection())
            }
            guard current == "[" else { throw fail("Expected a view") }
            while true {
                guard current == "[" else { throw fail("Expected a view") }
                items.append(try view())
                guard current != nil else { break }
                let link = try connection()
                if current == "|" {
                    items.append((.superview, index))
                    connections.append(link)
                    index += 1
                    guard current == nil else { throw fail("Expected the end of the format after the superview's '|'") }
                    break
                }
                guard current != nil else { throw fail("Expected a view or '|' after a connection") }
                connections.append(link)
            }

            var made: [NSLayoutConstraint] = []
            for (i, entry) in items.enumerated() {
                if i > 0 { made += try edges.connect(items[i - 1], entry, by: connections[i - 1]) }
                if case .view(let view, let predicates) = entry.item {
                    for p in predicates { made.append(edges.size(of: view, p)) }
                }
            }
            let laidOut = items.compactMap { if case .view(let v, _) = $0.item { v } else { nil } }
            for attribute in edges.alignments {
                for (earlier, later) in zip(laidOut, laidOut.dropFirst()) {
                    made.append(NSLayoutConstraint(item: later, attribute: attribute, relatedBy: .equal,
                                                   toItem: earlier, attribute: attribute, multiplier: 1, constant: 0))
                }
            }
            return made
        }

        // MARK: Pieces

        /// `[name(predicates)]`.
        mutating func view() throws(ParseError) -> (item: Item, offset: Int) {
            try expect("[", "Expected a view")
            let start = index
            guard let name = identifier() else { throw fail("Expected a view name after '['") }
            guard let value = views[name] else { throw fail("\(name) is not a key in the views dictionary.", at: start) }
            guard let view = value as? UIView else {
                throw fail("The value for \(name) in the views dictionary is not a view.", at: start)
            }
            var predicates: [Predicate] = []
            if current == "(" { predicates = try predicateList(allowsViews: true) }
            try expect("]", "Expected a ']' to close the view \(name).")
            return (.view(view, predicates), start)
        }

        /// What follows an item: nothing before `[` (flush), `-` before `[` or `|` (standard), or
        /// `-predicates-`.
        mutating func connection() throws(ParseError) -> Connection {
            if current == "[" || current == "|" { return .flush }
            guard take("-") else { throw fail("Expected '-', '[' or '|' after an item") }
            if current == "[" || current == "|" { return .standard }
            let predicates = current == "(" ? try predicateList(allowsViews: false) : [try predicate(allowsViews: false)]
            try expect("-", "Expected a '-' after the spacing")
            return .predicates(predicates)
        }

        /// `(predicate, predicate, …)`.
        mutating func predicateList(allowsViews: Bool) throws(ParseError) -> [Predicate] {
            try expect("(", "Expected '('")
            var list = [try predicate(allowsViews: allowsViews)]
            while take(",") { list.append(try predicate(allowsViews: allowsViews)) }
            try expect(")", "Expected ')' or ',' in a list of predicates")
            return list
        }

        /// `(==|<=|>=)? object (@priority)?`.
        mutating func predicate(allowsViews: Bool) throws(ParseError) -> Predicate {
            var relation = NSLayoutConstraint.Relation.equal
            if let c = current, c == "=" || c == "<" || c == ">", index + 1 < chars.count {
                guard chars[index + 1] == "=" else { throw fail("Expected '==', '<=' or '>='") }
                relation = c == "=" ? .equal : c == "<" ? .lessThanOrEqual : .greaterThanOrEqual
                index += 2
            }
            let start = index
            let object: Predicate.Object
            if let number = number() {
                object = .constant(number)
            } else if let name = identifier() {
                if let value = metrics[name] {
                    guard let number = Self.metric(value) else {
                        throw fail("The value for \(name) in the metrics dictionary is not a number.", at: start)
                    }
                    object = .constant(number)
                } else if allowsViews, let value = views[name] {
                    guard let view = value as? UIView else {
                        throw fail("The value for \(name) in the views dictionary is not a view.", at: start)
                    }
                    object = .view(view)
                } else {
                    throw fail("\(name) is not a key in the metrics dictionary.", at: start)
                }
            } else {
                throw fail("Expected a number, a metric name or a view name")
            }
            var priority = UILayoutPriority.required
            if take("@") {
                let at = index
                let value: CGFloat
                if let number = number() {
                    value = number
                } else if let name = identifier() {
                    guard let metric = metrics[name] else { throw fail("\(name) is not a key in the metrics dictionary.", at: at) }
                    guard let number = Self.metric(metric) else {
                        throw fail("The value for \(name) in the metrics dictionary is not a number.", at: at)
                    }
                    value = number
                } else {
                    throw fail("Expected a priority after '@'")
                }
                guard value > 0, value <= 1000 else { throw fail("A priority must be greater than 0 and at most 1000.", at: at) }
                priority = UILayoutPriority(Float(value))
            }
            return Predicate(relation: relation, object: object, priority: priority)
        }

        /// A C identifier (a view or metric name).
        mutating func identifier() -> String? {
            guard let c = current, c == "_" || (c.isASCII && c.isLetter) else { return nil }
            let start = index
            while index < chars.count, chars[index] == "_" || (chars[index].isASCII && (chars[index].isLetter || chars[index].isNumber)) {
                index += 1
            }
            return String(chars[start..<index])
        }

        /// A decimal number, signed only inside parentheses (where `-` cannot be a connection).
        mutating func number() -> CGFloat? {
            guard let c = current else { return nil }
            var end = index
            if (c == "-" || c == "+"), index > 0, chars[index - 1] == "(" || chars[index - 1] == "," { end += 1 }
            let digitsStart = end
            while end < chars.count, chars[end].isASCII, chars[end].isNumber || chars[end] == "." { end += 1 }
            guard end > digitsStart, let value = Double(String(chars[index..<end])), value.isFinite else { return nil }
            index = end
            return CGFloat(value)
        }

        /// A metric as UIKit takes it: any number (NSNumber on iOS; Swift's numbers and
        /// `UILayoutPriority` bridge to it).
        static func metric(_ value: Any) -> CGFloat? {
            let number: Double? = switch value {
            case let v as CGFloat: Double(v)
            case let v as Double: v
            case let v as Float: Double(v)
            case let v as Int: Double(v)
            case let v as UILayoutPriority: Double(v.rawValue)
            case let v as NSNumber: v.doubleValue
            case let v as any BinaryInteger: Double(v)
            default: nil
            }
            guard let number, number.isFinite else { return nil }
            return CGFloat(number)
        }
    }

    /// The attributes a format's axis, direction and spacing options name.
    @MainActor private struct Edges {
        let format: String
        /// Attributes of a view on the side it meets the item before it, and the item after it.
        let before: NSLayoutConstraint.Attribute
        let after: NSLayoutConstraint.Attribute
        /// Between two views of a vertical format with `spacingBaselineToBaseline`.
        let baselineSpacing: Bool
        /// A right-to-left format: the earlier item is the first item of each connection.
        let reversed: Bool
        let size: NSLayoutConstraint.Attribute
        let alignments: [NSLayoutConstraint.Attribute]

        init(format: String, vertical: Bool, options: NSLayoutConstraint.FormatOptions) throws(ParseError) {
            self.format = format
            let direction = options.intersection(.directionMask)
            if vertical {
                (before, after, size, reversed) = (.top, .bottom, .height, false)
            } else if direction == .directionLeftToRight {
                (before, after, size, reversed) = (.left, .right, .width, false)
            } else if direction == .directionRightToLeft {
                (before, after, size, reversed) = (.right, .left, .width, true)
            } else if direction.isEmpty {
                (before, after, size, reversed) = (.leading, .trailing, .width, false)
            } else {
                throw ParseError(reason: "The options name no direction UIKit knows (raw value \(direction.rawValue)).", format: format, offset: 0)
            }
            baselineSpacing = vertical && options.contains(.spacingBaselineToBaseline)
            let named: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
                (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
                (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
                (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
            ]
            let asked = options.intersection(.alignmentMask)
            alignments = named.filter { asked.contains($0.0) }.map(\.1)
            let unknown = named.reduce(asked) { $0.subtracting($1.0) }
            if !unknown.isEmpty {
                throw ParseError(reason: "The options name an alignment UIKit does not know (raw value \(unknown.rawValue)).", format: format, offset: 0)
            }
            // Aligning views along the axis they are laid out on would fight the layout itself.
            let layoutAxis: NSLayoutConstraint.Axis = vertical ? .vertical : .horizontal
            if let along = alignments.first(where: { $0.axis == layoutAxis }) {
                let axis = layoutAxis == .horizontal ? "horizontal" : "vertical"
                throw ParseError(reason: "Options mask required views to be aligned on a \(axis) edge (\(LayoutDiagnostics.attributeName(along))), which is not allowed for layout that is also \(axis).", format: format, offset: 0)
            }
        }

        /// The constraints of one connection, one per predicate: `later.before (r) earlier.after +
        /// constant` (a superview contributes its own edge on that side), or the other way round
        /// for a right-to-left format.
        func connect(_ earlier: (item: Item, offset: Int), _ later: (item: Item, offset: Int),
                     by connection: Connection) throws(ParseError) -> [NSLayoutConstraint] {
            let first: (UIView, NSLayoutConstraint.Attribute), second: (UIView, NSLayoutConstraint.Attribute)
            let betweenViews: Bool
            switch (earlier.item, later.item) {
            case (.superview, .view(let view, _)):
                guard let superview = view.superview else { throw noSuperview(earlier.offset) }
                (first, second, betweenViews) = ((view, before), (superview, before), false)
            case (.view(let view, _), .superview):
                guard let superview = view.superview else { throw noSuperview(later.offset) }
                (first, second, betweenViews) = ((superview, after), (view, after), false)
            case (.view(let a, _), .view(let b, _)):
                (first, second, betweenViews) = baselineSpacing ? ((b, .firstBaseline), (a, .lastBaseline), true) : ((b, before), (a, after), true)
            case (.superview, .superview):
                throw noSuperview(later.offset)
            }
            let spacings: [(NSLayoutConstraint.Relation, CGFloat, UILayoutPriority)]
            switch connection {
            case .flush: spacings = [(.equal, 0, .required)]
            case .standard:
                spacings = [(.equal, betweenViews ? VisualFormat.standardSiblingSpacing : VisualFormat.standardSuperviewSpacing, .required)]
            case .predicates(let list):
                spacings = list.compactMap { p in
                    if case .constant(let c) = p.object { (p.relation, c, p.priority) } else { nil }
                }
            }
            let (x, y) = reversed ? (second, first) : (first, second)
            return spacings.map { relation, constant, priority in
                let made = NSLayoutConstraint(item: x.0, attribute: x.1, relatedBy: relation, toItem: y.0, attribute: y.1,
                                              multiplier: 1, constant: constant)
                made.priority = priority
                return made
            }
        }

        /// One predicate of a view: its width (H) or height (V) against a constant or another view's.
        func size(of view: UIView, _ p: Predicate) -> NSLayoutConstraint {
            let made: NSLayoutConstraint
            switch p.object {
            case .constant(let c):
                made = NSLayoutConstraint(item: view, attribute: size, relatedBy: p.relation, toItem: nil,
                                          attribute: .notAnAttribute, multiplier: 1, constant: c)
            case .view(let other):
                made = NSLayoutConstraint(item: view, attribute: size, relatedBy: p.relation, toItem: other,
                                          attribute: size, multiplier: 1, constant: 0)
            }
            made.priority = p.priority
            return made
        }

        func noSuperview(_ offset: Int) -> ParseError {
            ParseError(reason: "Unable to interpret '|' character, because the related view doesn't have a superview.",
                       format: format, offset: offset)
        }
    }
}
