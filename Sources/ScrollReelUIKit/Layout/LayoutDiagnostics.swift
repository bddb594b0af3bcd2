import Foundation

/// Auto Layout's console messages, as UIKit prints them (the "Unable to
/// simultaneously satisfy constraints" block, a non-finite constant), on standard
/// error, and kept by the scene so that `--strict-layout` can fail on them.
///
/// Objects are named as UIKit names them (`UILabel:0x…'Title'`), with
/// "addresses" numbered in the order the objects were made, so a report is the
/// same on every run.
@MainActor
package enum LayoutDiagnostics {
    private static var serials = 0
    /// Messages reported outside any scene (tests that lay out views of their own).
    static var detachedWarnings: [String] = []

    /// The next number in the order constraints, guides and laid-out views are made.
    static func nextSerial() -> Int {
        serials += 1
        return serials
    }

    /// A deterministic stand-in for an object's address.
    static func address(_ serial: Int) -> String {
        "0x6000" + String(0x1000_0000 + serial * 16, radix: 16)
    }

    /// What is being played, as the command line names it (a demo), for `warnings`.
    package static var context: String?
    /// Every warning of the process with what was being played when it came (the first 100):
    /// what `--strict-layout` fails on.
    package private(set) static var warnings: [(context: String?, message: String)] = []

    /// Writes a message on standard error and keeps it with the scene's warnings.
    static func report(_ message: String) {
        let line = message.hasSuffix("\n") ? message : message + "\n"
        FileHandle.standardError.write(Data(line.utf8))
        if warnings.count < 100 { warnings.append((context, message)) }
        if let environment = SceneEnvironment.current {
            environment.layoutWarnings.append(message)
        } else {
            detachedWarnings.append(message)
        }
    }

    static func typeName(_ object: AnyObject) -> String {
        String(describing: type(of: object))
    }

    /// `UILabel:0x…'Title'`, `UILayoutGuide:0x…'UIViewSafeAreaLayoutGuide'`, as UIKit writes items.
    static func describe(_ item: AnyObject?) -> String {
        guard let item else { return "(null)" }
        if let view = item as? UIView {
            var s = "\(typeName(view)):\(address(view.layoutState.serial))"
            if let label = view as? UILabel, let text = label.text { s += "'\(text.prefix(30))'" }
            else if let id = view.accessibilityIdentifier { s += "'\(id)'" }
            return s
        }
        if let guide = item as? UILayoutGuide {
            return "\(typeName(guide)):\(address(guide.serial))'\(guide.identifier)'"
        }
        return typeName(item)
    }

    /// A number as UIKit's descriptions write it (no trailing `.0`).
    static func number(_ x: CGFloat) -> String {
        if x == x.rounded(), abs(x) < 1e15 { return String(Int(x)) }
        var s = String(format: "%.4f", Double(x))
        while s.hasSuffix("0") { s.removeLast() }
        return s
    }

    static func attributeName(_ a: NSLayoutConstraint.Attribute) -> String {
        switch a {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }

    /// UIKit's report of a conflict among required constraints, naming the one it breaks.
    static func reportUnsatisfiable(_ constraints: [NSLayoutConstraint], breaking broken: NSLayoutConstraint) {
        var lines = [
            "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want. ",
            "\tTry this: ",
            "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
        ]
        if constraints.contains(where: { $0 is NSAutoresizingMaskLayoutConstraint }) {
            lines.append("\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) ")
        }
        lines.append("(")
        lines.append(constraints.map { "    \"\($0)\"" }.joined(separator: ",\n"))
        lines.append(")")
        lines.append("")
        lines.append("Will attempt to recover by breaking constraint ")
        lines.append("\(broken)")
        lines.append("")
        lines.append("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.")
        lines.append("The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.")
        report(lines.joined(separator: "\n"))
    }
}

extension SceneEnvironment {
    /// The Auto Layout warnings the scene printed (unsatisfiable constraints, refused
    /// values), in order: what `--strict-layout` fails on.
    package var layoutWarnings: [String] {
        get { layoutState.warnings }
        set { layoutState.warnings = newValue }
    }
}
