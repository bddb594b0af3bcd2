import Foundation
import SwiftSyntax

/// Which clause of an `#if` is compiled on Linux with ScrollReelUIKit: code under
/// `#if os(iOS)` or `#if canImport(UIKit)` is left exactly as it is (it is not
/// compiled here), and its methods get no dispatch-table entries.
enum ConditionalCompilation {
    /// Modules that `canImport` finds in a build through the plugin.
    static let importable: Set<String> = [
        "Foundation", "ScrollReelUIKit", "_UIKitSourcesSupport", "Glibc", "Dispatch", "Swift", "XCTest", "Testing",
        "FoundationEssentials", "Synchronization", "QuartzCore",
    ]

    /// The index of the active clause of an `#if`, or nil when none is.
    static func activeClause(of node: IfConfigDeclSyntax) -> Int? {
        for (i, clause) in node.clauses.enumerated() {
            guard let condition = clause.condition else { return i }  // #else
            if evaluate(condition) { return i }
        }
        return nil
    }

    /// A condition's value on Linux; what cannot be known here (a custom flag other than
    /// `DEBUG`) is false, as it is when the build passes no such flag.
    static func evaluate(_ e: ExprSyntax) -> Bool {
        if let p = e.as(TupleExprSyntax.self), p.elements.count == 1, let only = p.elements.first {
            return evaluate(only.expression)
        }
        if let prefix = e.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return !evaluate(prefix.expression)
        }
        if let infix = e.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
            switch op.operator.text {
            case "&&": return evaluate(infix.leftOperand) && evaluate(infix.rightOperand)
            case "||": return evaluate(infix.leftOperand) || evaluate(infix.rightOperand)
            default: return false
            }
        }
        if let seq = e.as(SequenceExprSyntax.self) {
            // Unfolded `a && b || c`: && binds tighter than ||.
            var orTerms: [[ExprSyntax]] = [[]]
            for (i, element) in seq.elements.enumerated() {
                if i % 2 == 1, let op = element.as(BinaryOperatorExprSyntax.self) {
                    if op.operator.text == "||" { orTerms.append([]) }
                } else {
                    orTerms[orTerms.count - 1].append(element)
                }
            }
            return orTerms.contains { $0.allSatisfy(evaluate) }
        }
        if let ref = e.as(DeclReferenceExprSyntax.self) {
            return ["DEBUG", "true"].contains(ref.baseName.text)
        }
        if let literal = e.as(BooleanLiteralExprSyntax.self) { return literal.literal.text == "true" }
        if let call = e.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let argument = call.arguments.first?.expression.trimmedDescription ?? ""
            switch callee.baseName.text {
            case "os": return argument == "Linux"
            case "canImport": return importable.contains(argument.split(separator: ".").first.map(String.init) ?? argument)
            case "targetEnvironment": return false
            case "arch": return argument == "x86_64" || argument == "arm64" || argument == "aarch64"
            case "swift", "compiler": return argument.hasPrefix(">=") ? compareVersion(argument.dropFirst(2)) : !compareVersion(argument.dropFirst(1))
            case "hasFeature", "hasAttribute": return true
            default: return false
            }
        }
        return false
    }

    /// Whether Swift 6.3 is at least `version` (as in `swift(>=5.9)`).
    private static func compareVersion(_ version: Substring) -> Bool {
        let parts = version.trimmingCharacters(in: .whitespaces).split(separator: ".").compactMap { Int($0) }
        let ours = [6, 3]
        for i in 0..<max(parts.count, 2) {
            let a = i < ours.count ? ours[i] : 0, b = i < parts.count ? parts[i] : 0
            if a != b { return a > b }
        }
        return true
    }
}

/// A visitor that walks only the code compiled on Linux: the active clause of each `#if`.
class ActiveCodeVisitor: SyntaxVisitor {
    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        if let active = ConditionalCompilation.activeClause(of: node), let elements = node.clauses[node.clauses.index(node.clauses.startIndex, offsetBy: active)].elements {
            walk(elements)
        }
        return .skipChildren
    }
}

