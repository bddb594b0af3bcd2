import SwiftSyntax

/// What the rewriter knows of the whole module before it rewrites a file: its
/// classes, the methods of each class that a selector can name, and the optional
/// requirements of its `@objc` protocols. Extensions in other files and subclasses
/// are why the rewriter reads every file first.
struct AppModule {
    /// A method that a selector can name.
    struct Method {
        let typeName: String
        let baseName: String
        let labels: [String?]
        let selector: String
    }
    /// An optional requirement of an `@objc` protocol of the module, or of UIKit's.
    struct OptionalRequirement {
        /// Its Swift name, `pagerView(_:didSelectItemAt:)`.
        let swiftName: String
        /// Its Objective-C name: its `@objc(name)`, or the one Swift gives it.
        let selector: String
        /// The parameter types as written (the module's requirements only).
        var parameterTypes: [String] = []
        /// The return type as written ("Void" when there is none).
        let returnType: String
        /// Whether it is UIKit's (a Swift protocol method with a default in ScrollReelUIKit) rather
        /// than the module's (removed from its protocol and reached through the tables).
        let isUIKit: Bool
    }

    var classes: Set<String> = []
    var objcMembersClasses: Set<String> = []
    var methods: [Method] = []
    /// By Swift name: a conforming class's method and a call name the requirement in Swift, and
    /// the requirement's `@objc(name)` is the selector both answer to.
    var optionalRequirements: [String: OptionalRequirement] = [:]
    /// Every method requirement of the module's `@objc` protocols with an `@objc(name)`, by Swift
    /// name: the method that satisfies one answers to that selector.
    var renamedRequirements: [String: String] = [:]

    init(files: [SourceFileSyntax]) {
        for (name, returnType) in UIKitProtocols.optionalMethods {
            let (base, labels) = Self.splitName(name)
            let swiftName = Self.swiftName(base, labels)
            optionalRequirements[swiftName] = OptionalRequirement(swiftName: swiftName, selector: SelectorName.of(base, labels: labels),
                                                                  returnType: returnType, isUIKit: true)
        }
        for file in files {
            let collector = DeclarationCollector(viewMode: .sourceAccurate)
            collector.walk(file)
            classes.formUnion(collector.classes)
            objcMembersClasses.formUnion(collector.objcMembersClasses)
            for r in collector.requirements { optionalRequirements[r.swiftName] = r }
            renamedRequirements.merge(collector.renamed) { a, _ in a }
        }
        // Methods last: whether a method is reachable depends on every protocol.
        for file in files {
            let collector = MethodCollector(module: self)
            collector.walk(file)
            methods += collector.methods
        }
    }

    /// `tap(_:)` → ("tap", [nil]).
    static func splitName(_ name: String) -> (String, [String?]) {
        guard let open = name.firstIndex(of: "(") else { return (name, []) }
        let base = String(name[..<open])
        let inner = name[name.index(after: open)..<(name.lastIndex(of: ")") ?? name.endIndex)]
        let labels = inner.split(separator: ":", omittingEmptySubsequences: true).map { $0 == "_" ? nil : String($0) }
        return (base, labels)
    }

    /// The selector of a method declaration: its `@objc(name)`, or the name Swift gives it.
    static func selector(of f: FunctionDeclSyntax) -> String {
        for case .attribute(let a) in f.attributes where a.attributeName.trimmedDescription == "objc" {
            if case .objCName(let pieces)? = a.arguments {
                return pieces.map { ($0.name?.text ?? "") + ($0.colon != nil ? ":" : "") }.joined()
            }
        }
        return SelectorName.of(f.name.text, labels: labels(of: f))
    }

    /// `pagerView(_:didSelectItemAt:)`.
    static func swiftName(_ base: String, _ labels: [String?]) -> String {
        "\(base)(\(labels.map { ($0 ?? "_") + ":" }.joined()))"
    }
    static func swiftName(of f: FunctionDeclSyntax) -> String { swiftName(f.name.text, labels(of: f)) }

    /// The selector a class's method answers to: its `@objc(name)`, else that of the `@objc`
    /// protocol requirement it satisfies (FSPagerView's `@objc(pagerView:didSelectItemAtIndex:)`),
    /// else the name Swift gives it.
    func selector(of f: FunctionDeclSyntax) -> String {
        if Self.explicitObjCName(f) == nil {
            let name = Self.swiftName(of: f)
            if let renamed = renamedRequirements[name] { return renamed }
            if let r = optionalRequirements[name] { return r.selector }
        }
        return Self.selector(of: f)
    }

    static func explicitObjCName(_ f: FunctionDeclSyntax) -> String? {
        for case .attribute(let a) in f.attributes where a.attributeName.trimmedDescription == "objc" {
            if case .objCName(let pieces)? = a.arguments {
                return pieces.map { ($0.name?.text ?? "") + ($0.colon != nil ? ":" : "") }.joined()
            }
        }
        return nil
    }

    static func labels(of f: FunctionDeclSyntax) -> [String?] {
        f.signature.parameterClause.parameters.map { p in p.firstName.tokenKind == .wildcard ? nil : p.firstName.text }
    }

    /// Whether a selector can name this method: `@objc`, `@IBAction`, in an `@objcMembers` class,
    /// an optional requirement's method (the module's or UIKit's), or KVO's `observeValue`.
    func isReachable(_ f: FunctionDeclSyntax, inObjCMembersClass: Bool) -> Bool {
        guard Self.canBeCalledThroughTable(f) else { return false }
        if f.attributes.contains(where: { Self.attributeName($0).map(Self.objcAttributes.contains) ?? false }) { return true }
        if inObjCMembersClass { return true }
        return optionalRequirements[Self.swiftName(of: f)] != nil || Self.selector(of: f) == Self.observeValueSelector
    }

    static let observeValueSelector = "observeValueForKeyPath:of:change:context:"
    static let objcAttributes: Set<String> = ["objc", "IBAction", "IBSegueAction"]

    static func attributeName(_ element: AttributeListSyntax.Element) -> String? {
        if case .attribute(let a) = element { return a.attributeName.trimmedDescription }
        return nil
    }

    /// Instance methods that are not generic, async or throwing: what a sender can call.
    static func canBeCalledThroughTable(_ f: FunctionDeclSyntax) -> Bool {
        if f.genericParameterClause != nil { return false }
        if f.signature.effectSpecifiers?.asyncSpecifier != nil || f.signature.effectSpecifiers?.throwsClause != nil { return false }
        if f.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) { return false }
        if case .binaryOperator = f.name.tokenKind { return false }
        if f.signature.parameterClause.parameters.contains(where: { $0.ellipsis != nil || $0.type.is(AttributedTypeSyntax.self) && $0.type.trimmedDescription.hasPrefix("inout") }) { return false }
        return true
    }

    /// The selector `#selector(name)` means when the name has no argument list: the method of that
    /// base name, preferring the named type, then the enclosing one.
    func selector(forBareName base: String, preferring types: [String]) -> String? {
        let candidates = methods.filter { $0.baseName == base }
        for t in types { if let m = candidates.first(where: { $0.typeName == t }) { return m.selector } }
        let distinct = Set(candidates.map(\.selector))
        if distinct.count == 1 { return distinct.first }
        return candidates.first?.selector
    }

    /// The selector of a name written with labels, taking a custom `@objc(name)` into account.
    func selector(for base: String, labels: [String?], preferring types: [String]) -> String {
        let candidates = methods.filter { $0.baseName == base && $0.labels == labels }
        for t in types { if let m = candidates.first(where: { $0.typeName == t }) { return m.selector } }
        return candidates.first?.selector ?? SelectorName.of(base, labels: labels)
    }
}

/// Classes, `@objcMembers` classes and `@objc` protocols' optional requirements.
final class DeclarationCollector: ActiveCodeVisitor {
    var classes: Set<String> = []
    var objcMembersClasses: Set<String> = []
    var requirements: [AppModule.OptionalRequirement] = []
    var renamed: [String: String] = [:]

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        classes.insert(node.name.text)
        if node.attributes.contains(where: { AppModule.attributeName($0) == "objcMembers" }) {
            objcMembersClasses.insert(node.name.text)
        }
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        for member in node.memberBlock.members {
            guard let f = member.decl.as(FunctionDeclSyntax.self) else { continue }
            if let name = AppModule.explicitObjCName(f) { renamed[AppModule.swiftName(of: f)] = name }
            guard f.modifiers.contains(where: { $0.name.text == "optional" }) else { continue }
            let returnType = f.signature.returnClause?.type.trimmedDescription ?? "Void"
            requirements.append(.init(swiftName: AppModule.swiftName(of: f), selector: AppModule.selector(of: f),
                                      parameterTypes: f.signature.parameterClause.parameters.map { FileRewriter.argumentType($0.type) },
                                      returnType: returnType, isUIKit: false))
        }
        return .skipChildren
    }
}

/// The methods a selector can name, by the class (or extension) that declares them.
final class MethodCollector: ActiveCodeVisitor {
    let module: AppModule
    var methods: [AppModule.Method] = []
    private var typeStack: [(name: String, objcMembers: Bool)] = []

    init(module: AppModule) {
        self.module = module
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        typeStack.append((node.name.text, module.objcMembersClasses.contains(node.name.text)))
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = TypeNames.lastComponent(node.extendedType)
        typeStack.append((name, module.objcMembersClasses.contains(name)))
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { typeStack.removeLast() }
    // Methods of structs, enums and protocols are not reached through selectors.
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { typeStack.append(("", false)); return .visitChildren }
    override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { typeStack.append(("", false)); return .visitChildren }
    override func visitPost(_ node: EnumDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let type = typeStack.last, !type.name.isEmpty, module.isReachable(node, inObjCMembersClass: type.objcMembers) {
            methods.append(.init(typeName: type.name, baseName: node.name.text, labels: AppModule.labels(of: node),
                                 selector: module.selector(of: node)))
        }
        return .skipChildren
    }
}

enum TypeNames {
    /// `Outer.Inner<T>` → "Inner".
    static func lastComponent(_ type: TypeSyntax) -> String {
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        if let ident = type.as(IdentifierTypeSyntax.self) { return ident.name.text }
        return type.trimmedDescription
    }
}
