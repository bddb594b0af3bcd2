import SwiftSyntax

/// One change to a file's text: the bytes `start..<end` become `text`.
struct Edit {
    let start: Int
    let end: Int
    let text: String
}

/// A class body or extension whose methods selectors can name: it gets a dispatch method
/// and a conformance through which the module's registry reaches it.
struct DispatchContext {
    /// Unique in the module: `<file>_<n>`.
    let id: String
    let methods: [(selector: String, call: String, name: String, line: Int)]
    var protocolName: String { "_UIKitSourcesMethods_\(id)" }
    var methodName: String { "_uikitSourcesPerform_\(id)" }
}

/// Rewrites one file of the app: collects text edits over the code compiled on Linux,
/// leaving everything else byte for byte (comments, strings, inactive `#if` clauses,
/// formatting), and keeps lines where they were so `#sourceLocation` maps every line
/// back to the user's file.
final class FileRewriter: ActiveCodeVisitor {
    let module: AppModule
    let fileIndex: Int
    let path: String
    let converter: SourceLocationConverter
    private(set) var edits: [Edit] = []
    private(set) var contexts: [DispatchContext] = []
    /// Whether the rewritten file calls `_UIKitSourcesRuntime` (and so imports its module).
    private(set) var usesRuntime = false
    private var typeStack: [(name: String, objcMembers: Bool, isClass: Bool)] = []

    init(module: AppModule, fileIndex: Int, path: String, tree: SourceFileSyntax) {
        self.module = module; self.fileIndex = fileIndex; self.path = path
        converter = SourceLocationConverter(fileName: path, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    private func line(_ position: AbsolutePosition) -> Int { converter.location(for: position).line }

    private func replace(_ node: some SyntaxProtocol, with text: String) {
        edits.append(Edit(start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                          end: node.endPositionBeforeTrailingTrivia.utf8Offset, text: text))
    }
    private func insert(_ text: String, at position: AbsolutePosition) {
        edits.append(Edit(start: position.utf8Offset, end: position.utf8Offset, text: text))
    }
    /// Removes an attribute or modifier, with the spaces after it when it shares its line with
    /// what follows (a line break stays, so no line moves).
    private func remove(_ node: some SyntaxProtocol) {
        let trailing = node.trailingTrivia
        let end = trailing.contains(where: \.isNewline) ? node.endPositionBeforeTrailingTrivia : node.endPosition
        edits.append(Edit(start: node.positionAfterSkippingLeadingTrivia.utf8Offset, end: end.utf8Offset, text: ""))
    }
    /// Removes a declaration, leaving its line breaks.
    private func blank(_ node: some SyntaxProtocol) {
        let text = node.trimmedDescription
        edits.append(Edit(start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                          end: node.endPositionBeforeTrailingTrivia.utf8Offset,
                          text: String(repeating: "\n", count: text.filter { $0 == "\n" }.count)))
    }

    // MARK: imports

    static let mappedImports: Set<String> = ["UIKit", "QuartzCore", "CoreGraphics", "ObjectiveC", "Foundation"]

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let first = node.path.first, Self.mappedImports.contains(first.name.text) else { return .skipChildren }
        if node.importKindSpecifier != nil {
            // `import class UIKit.UIView`: the same declaration, from ScrollReelUIKit.
            replace(first.name, with: "ScrollReelUIKit")
        } else {
            // `import UIKit`, and submodules such as `import ObjectiveC.runtime` or
            // `import UIKit.UIGestureRecognizerSubclass`: all of it is in ScrollReelUIKit.
            replace(node.path, with: "ScrollReelUIKit")
        }
        return .skipChildren
    }

    // MARK: attributes and modifiers

    static let droppedAttributes: Set<String> = [
        "objc", "objcMembers", "nonobjc", "IBOutlet", "IBAction", "IBInspectable", "IBDesignable", "IBSegueAction",
        "GKInspectable",
    ]

    private func dropObjCAttributes(_ attributes: AttributeListSyntax) {
        for element in attributes {
            if let name = AppModule.attributeName(element), Self.droppedAttributes.contains(name) { remove(element) }
        }
    }
    private func dropDynamic(_ modifiers: DeclModifierListSyntax) {
        for m in modifiers where m.name.text == "dynamic" { remove(m) }
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        dropObjCAttributes(node.attributes)
        dropDynamic(node.modifiers)
        return .visitChildren
    }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        dropObjCAttributes(node.attributes)
        dropDynamic(node.modifiers)
        return .visitChildren
    }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        dropObjCAttributes(node.attributes)
        dropDynamic(node.modifiers)
        return .visitChildren
    }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        dropObjCAttributes(node.attributes)
        typeStack.append((node.name.text, false, false))
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        typeStack.append((node.name.text, false, false))
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        dropObjCAttributes(node.attributes)
        dropDynamic(node.modifiers)
        // NSObject's observeValue has no declaration here to override: the tables deliver it.
        if AppModule.selector(of: node) == AppModule.observeValueSelector {
            for m in node.modifiers where m.name.text == "override" { remove(m) }
        }
        return .visitChildren
    }

    // MARK: protocols

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        let isObjC = node.attributes.contains { AppModule.attributeName($0) == "objc" }
        dropObjCAttributes(node.attributes)
        if isObjC {
            // @objc protocols are class-bound: `weak var delegate: P?` must keep compiling.
            if let clause = node.inheritanceClause {
                if !clause.inheritedTypes.contains(where: { ["AnyObject", "class"].contains($0.type.trimmedDescription) }) {
                    insert("AnyObject, ", at: clause.inheritedTypes.positionAfterSkippingLeadingTrivia)
                }
            } else {
                insert(": AnyObject", at: (node.primaryAssociatedTypeClause?.endPositionBeforeTrailingTrivia ?? node.name.endPositionBeforeTrailingTrivia))
            }
        }
        var refusedProperties: [String] = []
        for member in node.memberBlock.members {
            let decl = member.decl
            let modifiers = decl.as(FunctionDeclSyntax.self)?.modifiers ?? decl.as(VariableDeclSyntax.self)?.modifiers
                ?? decl.as(InitializerDeclSyntax.self)?.modifiers ?? decl.as(SubscriptDeclSyntax.self)?.modifiers
            if modifiers?.contains(where: { $0.name.text == "optional" }) == true {
                // Reached through the conforming classes' tables (`responds(to:)`, `?.method?(…)`).
                blank(member)
                if let v = decl.as(VariableDeclSyntax.self) { refusedProperties += Self.refusals(of: v) }
            } else if let f = decl.as(FunctionDeclSyntax.self) {
                dropObjCAttributes(f.attributes)
            } else if let v = decl.as(VariableDeclSyntax.self) {
                dropObjCAttributes(v.attributes)
            }
        }
        // An optional property read through the protocol would only say "no member": it says why,
        // at the app's line, from an unavailable stand-in in an extension on the protocol's last line.
        if !refusedProperties.isEmpty, node.parent?.is(CodeBlockItemSyntax.self) == true {
            insert("; extension \(node.name.text) { \(refusedProperties.joined(separator: "; ")) }",
                   at: node.memberBlock.rightBrace.endPositionBeforeTrailingTrivia)
        }
        return .skipChildren
    }

    /// Unavailable stand-ins for the instance properties an `@objc optional var` declares.
    static func refusals(of v: VariableDeclSyntax) -> [String] {
        guard !v.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) else { return [] }
        return v.bindings.compactMap { binding in
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let type = binding.typeAnnotation?.type else { return nil }
            let message = "an @objc optional property needs the Objective-C runtime to tell whether the conforming class has it, "
                + "which Swift on Linux does not have: declare it as an optional method (@objc optional func \(name)() -> \(type.trimmedDescription))"
            return "@available(*, unavailable, message: \(literal(message))) var \(name): \(argumentType(type))? { nil }"
        }
    }

    // MARK: classes and their dispatch tables

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let objcMembers = node.attributes.contains { AppModule.attributeName($0) == "objcMembers" }
        dropObjCAttributes(node.attributes)
        typeStack.append((node.name.text, objcMembers, true))
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) {
        typeStack.removeLast()
        addFrameInitializerToArchivedCell(node)
        addDispatch(members: node.memberBlock, inheritance: node.inheritanceClause,
                    afterName: node.genericParameterClause?.endPositionBeforeTrailingTrivia ?? node.name.endPositionBeforeTrailingTrivia,
                    typeName: node.name.text, objcMembers: node.attributes.contains { AppModule.attributeName($0) == "objcMembers" },
                    isClassBody: true)
    }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = TypeNames.lastComponent(node.extendedType)
        typeStack.append((name, module.objcMembersClasses.contains(name), true))
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) {
        typeStack.removeLast()
        let name = TypeNames.lastComponent(node.extendedType)
        let members = node.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
        // An extension is of a class when the module declares that class, or when it has `@objc`
        // methods (only classes can).
        let explicitObjC = members.contains { f in f.attributes.contains { AppModule.attributeName($0).map(AppModule.objcAttributes.contains) ?? false } }
        guard module.classes.contains(name) || explicitObjC else { return }
        addDispatch(members: node.memberBlock, inheritance: node.inheritanceClause,
                    afterName: node.extendedType.endPositionBeforeTrailingTrivia, typeName: name,
                    objcMembers: module.objcMembersClasses.contains(name), isClassBody: false)
    }

    /// The initializer through which a table or collection view makes a registered class, for each
    /// of UIKit's reusable views: what a cell class that declares only `init?(coder:)` (one made
    /// from a storyboard or nib on iOS) is given, so that it inherits the view's required
    /// `init(registeredClassWithReuseIdentifier:)` and its file compiles.
    static let archivedCellInitializers: [String: String] = [
        "UICollectionViewCell": "override init(frame: CGRect) { super.init(frame: frame) }",
        "UICollectionReusableView": "override init(frame: CGRect) { super.init(frame: frame) }",
        "UICollectionViewListCell": "override init(frame: CGRect) { super.init(frame: frame) }",
        "UITableViewCell": "override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(style: style, reuseIdentifier: reuseIdentifier) }",
        "UITableViewHeaderFooterView": "override init(reuseIdentifier: String?) { super.init(reuseIdentifier: reuseIdentifier) }",
    ]

    /// A direct subclass of a reusable view whose only designated initializer is `init?(coder:)`
    /// gets the view's code initializer, calling through to UIKit's. Only when every stored
    /// property has a value without an initializer (a default, or an optional `var` such as an
    /// outlet): any other class cannot be made in code, and its file gets the compiler's error.
    private func addFrameInitializerToArchivedCell(_ node: ClassDeclSyntax) {
        guard let base = node.inheritanceClause?.inheritedTypes.first.map({ TypeNames.lastComponent($0.type) }),
              let initializer = Self.archivedCellInitializers[base] else { return }
        let members = activeMembers(node.memberBlock)
        let designated = members.compactMap { $0.as(InitializerDeclSyntax.self) }
            .filter { !$0.modifiers.contains { $0.name.text == "convenience" } }
        guard designated.count == 1, let coder = designated.first,
              coder.optionalMark != nil, coder.signature.parameterClause.parameters.count == 1,
              coder.signature.parameterClause.parameters.first?.firstName.text == "coder" else { return }
        for member in members {
            guard let v = member.as(VariableDeclSyntax.self),
                  !v.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) }) else { continue }
            for binding in v.bindings where binding.initializer == nil {
                // A computed property needs no value.
                if let accessors = binding.accessorBlock?.accessors {
                    if case .getter = accessors { continue }
                    if case .accessors(let list) = accessors,
                       !list.contains(where: { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }) { continue }
                }
                let type = binding.typeAnnotation?.type
                let optional = type?.is(OptionalTypeSyntax.self) == true || type?.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true
                guard v.bindingSpecifier.text == "var", optional else { return }
            }
        }
        let brace = node.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia
        insert("\n#sourceLocation()\n    \(initializer)\n#sourceLocation(file: \(literal(path)), line: \(line(brace)))\n", at: brace)
    }

    private func addDispatch(members: MemberBlockSyntax, inheritance: InheritanceClauseSyntax?, afterName: AbsolutePosition,
                             typeName: String, objcMembers: Bool, isClassBody: Bool) {
        var methods: [(selector: String, call: String, name: String, line: Int)] = []
        var seen: Set<String> = []
        for member in activeMembers(members) {
            guard let f = member.as(FunctionDeclSyntax.self), module.isReachable(f, inObjCMembersClass: objcMembers) else { continue }
            let selector = module.selector(of: f)
            guard seen.insert(selector).inserted else { continue }
            let labels = AppModule.labels(of: f)
            let displayName = "\(typeName).\(f.name.text)(\(labels.map { ($0 ?? "_") + ":" }.joined()))"
            let line = line(f.positionAfterSkippingLeadingTrivia)
            let types = f.signature.parameterClause.parameters.map { Self.argumentType($0.type) }
            let arguments = labels.enumerated().map { i, label in
                (label.map { "\($0): " } ?? "")
                    + "_UIKitSourcesRuntime.argument(arguments, \(i), of: \(literal(displayName)), file: \(literal(path)), line: \(line))"
                    + " as \(types[i])"
            }
            let name = f.name.text.hasPrefix("`") ? f.name.text : (Self.keywords.contains(f.name.text) ? "`\(f.name.text)`" : f.name.text)
            methods.append((selector, "self.\(name)(\(arguments.joined(separator: ", ")))", displayName, line))
        }
        guard !methods.isEmpty else { return }
        let context = DispatchContext(id: "\(fileIndex)_\(contexts.count)", methods: methods)
        contexts.append(context)
        usesRuntime = true
        // The conformance that identifies the declaring class (and its subclasses) at run time.
        if let inheritance {
            insert(", \(context.protocolName)", at: inheritance.inheritedTypes.endPositionBeforeTrailingTrivia)
        } else {
            insert(": \(context.protocolName)", at: afterName)
        }
        var member = "\n#sourceLocation()\n"
        member += "    @MainActor func \(context.methodName)(_ selector: String, _ arguments: [Any?]) -> Any? {\n"
        member += "        switch selector {\n"
        for m in methods {
            // The call at the method's own line: a parameter type the compiler cannot find here
            // (a UIKit class ScrollReel lacks) is reported at the app's method, not in this copy.
            member += "        case \(literal(m.selector)):\n#sourceLocation(file: \(literal(path)), line: \(m.line))\n"
            member += "            return _UIKitSourcesRuntime.result(\(m.call))\n#sourceLocation()\n"
        }
        member += "        default: return nil\n        }\n    }\n"
        if isClassBody {
            // Registers the module's tables before the first instance can be a target.
            member += "    private let _uikitSourcesRegistered_\(context.id): Void = _UIKitSourcesModule.registered\n"
        }
        member += "#sourceLocation(file: \(literal(path)), line: \(line(members.rightBrace.positionAfterSkippingLeadingTrivia)))\n"
        insert(member, at: members.rightBrace.positionAfterSkippingLeadingTrivia)
    }

    /// A parameter's type as the argument is cast to it: without attributes (`@escaping`), and an
    /// implicitly unwrapped optional as an optional (what `as` can name).
    static func argumentType(_ type: TypeSyntax) -> String {
        if let attributed = type.as(AttributedTypeSyntax.self) { return argumentType(attributed.baseType) }
        if let iuo = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return "(\(iuo.wrappedType.trimmedDescription))?" }
        return "(\(type.trimmedDescription))"
    }

    /// The members compiled on Linux, looking into the active clauses of `#if`s among them.
    private func activeMembers(_ block: MemberBlockSyntax) -> [DeclSyntax] {
        var out: [DeclSyntax] = []
        func add(_ list: MemberBlockItemListSyntax) {
            for item in list {
                if let ifConfig = item.decl.as(IfConfigDeclSyntax.self) {
                    if let i = ConditionalCompilation.activeClause(of: ifConfig),
                       case .decls(let inner)? = ifConfig.clauses[ifConfig.clauses.index(ifConfig.clauses.startIndex, offsetBy: i)].elements {
                        add(inner)
                    }
                } else {
                    out.append(item.decl)
                }
            }
        }
        add(block.members)
        return out
    }

    static let keywords: Set<String> = ["default", "func", "var", "let", "class", "struct", "return", "in", "is", "as", "self", "Self", "init", "deinit", "subscript", "switch", "case", "if", "else", "for", "while", "do", "repeat", "import", "protocol", "extension", "enum", "operator", "throw", "throws", "try", "catch", "where", "guard", "defer", "break", "continue", "fallthrough", "static", "internal", "public", "private", "fileprivate", "open", "nil", "true", "false", "super", "inout", "typealias", "associatedtype"]

    // MARK: #selector and #keyPath

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        switch node.macroName.text {
        case "selector":
            guard let argument = node.arguments.first else { return .visitChildren }
            let label = argument.label?.text
            let selector: String
            let (base, labels, qualifier) = Self.reference(argument.expression)
            if label == "getter" {
                selector = SelectorName.objcPropertyName(base)
            } else if label == "setter" {
                selector = "set" + base.prefix(1).uppercased() + base.dropFirst() + ":"
            } else if let labels {
                selector = module.selector(for: base, labels: labels, preferring: [qualifier, typeStack.last?.name].compactMap { $0 })
            } else {
                selector = module.selector(forBareName: base, preferring: [qualifier, typeStack.last?.name].compactMap { $0 }) ?? base
            }
            replace(node, with: "_UIKitSourcesModule.selector(\(literal(selector)))")
            return .skipChildren
        case "keyPath":
            guard let argument = node.arguments.first else { return .visitChildren }
            var components = argument.expression.trimmedDescription.split(separator: ".").map(String.init)
            // `#keyPath(UIScrollView.contentOffset)` starts at a type; `#keyPath(scrollView.contentOffset)`
            // is a path from self.
            if components.count > 1, let first = components.first?.first, first.isUppercase { components.removeFirst() }
            replace(node, with: literal(components.map(SelectorName.objcPropertyName).joined(separator: ".")))
            return .skipChildren
        default:
            return .visitChildren
        }
    }

    /// `Type.method(_:with:)` → ("method", [nil, "with"], "Type"); labels nil when not written.
    static func reference(_ e: ExprSyntax) -> (String, [String?]?, String?) {
        // `#selector(reset as () -> Void)`: the coercion picks an overload; the name is before it.
        if let sequence = e.as(SequenceExprSyntax.self), let first = sequence.elements.first { return reference(first) }
        if let cast = e.as(AsExprSyntax.self) { return reference(cast.expression) }
        var expr = e
        var qualifier: String?
        if let member = expr.as(MemberAccessExprSyntax.self) {
            if let base = member.base {
                let text = base.trimmedDescription
                if text != "self", let last = text.split(separator: ".").last { qualifier = String(last) }
            }
            let labels = member.declName.argumentNames.map { $0.arguments.map { $0.name.tokenKind == .wildcard ? nil : $0.name.text } }
            return (member.declName.baseName.text, labels, qualifier)
        }
        if let ref = expr.as(DeclReferenceExprSyntax.self) {
            let labels = ref.argumentNames.map { $0.arguments.map { $0.name.tokenKind == .wildcard ? nil : $0.name.text } }
            return (ref.baseName.text, labels, nil)
        }
        expr = e
        return (e.trimmedDescription, nil, nil)
    }

    // MARK: overrides in extensions

    /// Moves each `override` of an extension into the body of its class, when the class is
    /// declared at the top of the same file: Swift overrides from an extension only what the
    /// Objective-C runtime dispatches (`declared in 'UICollectionViewLayout' cannot be overridden
    /// from extension` on Linux). The member's text, rewritten, goes before the class's closing
    /// brace under a `#sourceLocation` of its own lines; its place in the extension keeps its line
    /// breaks. Only the same file: a member that moved to another file would lose its `private`
    /// neighbours.
    func moveOverridesOutOfExtensions(_ tree: SourceFileSyntax) {
        var classes: [String: ClassDeclSyntax] = [:]
        for item in tree.statements {
            if let c = item.item.as(ClassDeclSyntax.self) { classes[c.name.text] = c }
        }
        var moved: [(member: DeclSyntax, into: ClassDeclSyntax)] = []
        for item in tree.statements {
            guard let e = item.item.as(ExtensionDeclSyntax.self), let type = e.extendedType.as(IdentifierTypeSyntax.self),
                  let c = classes[type.name.text] else { continue }
            for member in e.memberBlock.members {
                let modifiers = member.decl.as(FunctionDeclSyntax.self)?.modifiers ?? member.decl.as(VariableDeclSyntax.self)?.modifiers
                    ?? member.decl.as(SubscriptDeclSyntax.self)?.modifiers
                if modifiers?.contains(where: { $0.name.text == "override" }) == true { moved.append((member.decl, c)) }
            }
        }
        for (member, c) in moved {
            let start = member.positionAfterSkippingLeadingTrivia.utf8Offset, end = member.endPositionBeforeTrailingTrivia.utf8Offset
            // The member's own edits (attributes dropped, selectors) go with it.
            let inner = edits.filter { $0.start >= start && $0.end <= end }
            edits.removeAll { $0.start >= start && $0.end <= end }
            let text = UIKitSourcesRewriter.apply(inner.map { Edit(start: $0.start - start, end: $0.end - start, text: $0.text) },
                                                  to: member.trimmedDescription)
            blank(member)
            let brace = c.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia
            insert("\n#sourceLocation(file: \(literal(path)), line: \(line(member.positionAfterSkippingLeadingTrivia)))\n\(text)\n"
                   + "#sourceLocation(file: \(literal(path)), line: \(line(brace)))\n", at: brace)
        }
    }

    // MARK: optional protocol methods taken as values

    /// `guard let f = delegate?.pagerView(_:didSelectItemAt:) else { … }; f(self, i)`: an optional
    /// requirement of the module's `@objc` protocols named without a call is a function when the
    /// delegate wrote the method, else nil — a closure that calls it through the tables.
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard let base = node.base else { return .visitChildren }
        // A call (`x?.m?(…)`, `x.m!(…)`) is the call rewrite's.
        var outer = Syntax(node)
        if let p = outer.parent, p.is(OptionalChainingExprSyntax.self) || p.is(ForceUnwrapExprSyntax.self) { outer = p }
        if let call = outer.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == outer.id { return .visitChildren }
        let name = node.declName.baseName.text
        let requirement: AppModule.OptionalRequirement?
        if let arguments = node.declName.argumentNames {
            let labels = arguments.arguments.map { $0.name.tokenKind == .wildcard ? nil : $0.name.text }
            requirement = module.optionalRequirements[AppModule.swiftName(name, labels)]
        } else if base.is(OptionalChainingExprSyntax.self) {
            // A bare name stands for the requirement when only one has that base name.
            let candidates = module.optionalRequirements.values.filter { !$0.isUIKit && $0.swiftName.hasPrefix(name + "(") }
            requirement = candidates.count == 1 ? candidates.first : nil
        } else {
            requirement = nil
        }
        let target = (base.as(OptionalChainingExprSyntax.self)?.expression ?? base).trimmedDescription
        guard let requirement, !requirement.isUIKit, !target.contains("\n") else { return .visitChildren }
        usesRuntime = true
        let parameters = requirement.parameterTypes.enumerated().map { "a\($0.offset): \($0.element)" }.joined(separator: ", ")
        let arguments = requirement.parameterTypes.indices.map { "a\($0)" }.joined(separator: ", ")
        let selector = literal(requirement.selector)
        // No trailing closure: it would end a `guard let`/`if let` condition.
        replace(node, with: "_UIKitSourcesRuntime.implementer(\(target), \(selector)).map({ target in { (\(parameters)) -> \(requirement.returnType) in "
                + "_UIKitSourcesRuntime.call(target, \(selector), [\(arguments)], returning: (\(requirement.returnType)).self, "
                + "file: \(literal(path)), line: \(line(node.positionAfterSkippingLeadingTrivia))) } })")
        return .skipChildren
    }

    // MARK: what the Objective-C runtime does and Swift on Linux cannot

    /// The runtime's functions that swap methods or find classes by name. A reference to one
    /// becomes one of `_UIKitSourcesUnavailable`'s declarations of that name, which the
    /// compiler refuses with one line at the user's call that says why (Foundation on Linux
    /// declares a `NSClassFromString` that finds none of the app's classes: a silent nil).
    static let refusedRuntimeFunctions: Set<String> = [
        "method_exchangeImplementations", "method_setImplementation", "method_getImplementation",
        "class_getInstanceMethod", "class_getClassMethod", "class_addMethod", "class_replaceMethod",
        "class_copyMethodList", "imp_implementationWithBlock", "object_setClass",
        "objc_allocateClassPair", "objc_registerClassPair",
        "NSClassFromString", "objc_getClass", "objc_lookUpClass",
    ]

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        guard Self.refusedRuntimeFunctions.contains(name), node.argumentNames == nil,
              // `x.NSClassFromString` is someone's member, not the runtime's function.
              node.parent?.as(MemberAccessExprSyntax.self)?.declName.id != node.id else { return .visitChildren }
        replace(node.baseName, with: "_UIKitSourcesUnavailable.\(name)")
        usesRuntime = true
        return .visitChildren
    }

    // MARK: calls of optional protocol methods

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // super.observeValue(…): NSObject's does nothing here.
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base?.is(SuperExprSyntax.self) == true,
           member.declName.baseName.text == "observeValue",
           node.arguments.map({ $0.label?.text }) == ["forKeyPath", "of", "change", "context"] {
            replace(member, with: "_UIKitSourcesRuntime.superObserveValue")
            usesRuntime = true
            return .visitChildren
        }
        // `NotificationCenter.default.removeObserver(x)`: Linux's Foundation does not know the
        // observers added with a selector.
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let center = member.base,
           center.trimmedDescription.hasSuffix("NotificationCenter.default"), member.declName.baseName.text == "removeObserver",
           let first = node.arguments.first, first.label == nil,
           node.arguments.dropFirst().map({ $0.label?.text }) == [] || node.arguments.dropFirst().map({ $0.label?.text }) == ["name", "object"] {
            edits.append(Edit(start: node.positionAfterSkippingLeadingTrivia.utf8Offset, end: first.positionAfterSkippingLeadingTrivia.utf8Offset,
                              text: "_UIKitSourcesRuntime.removeObserver(\(center.trimmedDescription), "))
            usesRuntime = true
            return .visitChildren
        }
        // `x?.name?(…)` or `x.name!(…)`.
        let called = node.calledExpression
        let optional = called.as(OptionalChainingExprSyntax.self)
        let forced = called.as(ForceUnwrapExprSyntax.self)
        guard let member = (optional?.expression ?? forced?.expression)?.as(MemberAccessExprSyntax.self),
              let base = member.base, node.trailingClosure == nil else { return .visitChildren }
        let labels = node.arguments.map { $0.label?.text }
        guard let requirement = module.optionalRequirements[AppModule.swiftName(member.declName.baseName.text, labels)] else {
            return .visitChildren
        }
        let selector = requirement.selector
        usesRuntime = true
        let baseHasChaining = base.is(OptionalChainingExprSyntax.self)
        let baseExpr = base.as(OptionalChainingExprSyntax.self)?.expression ?? base
        let statement = node.parent?.is(CodeBlockItemSyntax.self) == true
            || node.parent?.parent?.is(CodeBlockItemSyntax.self) == true && node.parent?.is(ExpressionStmtSyntax.self) == true
        if requirement.isUIKit {
            // A Swift protocol method in ScrollReelUIKit: called unless the object is known not to
            // have written it.
            let baseText = baseExpr.trimmedDescription
            let prefix = (statement ? "_ = " : "") + "(_UIKitSourcesRuntime.respondsOrUnknown(\(baseText), \(literal(selector))) ? "
            insert(prefix + (forced == nil && !baseHasChaining ? ".some(" : ""), at: node.positionAfterSkippingLeadingTrivia)
            // Drop the `?`/`!` after the method's name.
            edits.append(Edit(start: (optional?.questionMark ?? forced!.exclamationMark).positionAfterSkippingLeadingTrivia.utf8Offset,
                              end: (optional?.questionMark ?? forced!.exclamationMark).endPositionBeforeTrailingTrivia.utf8Offset, text: ""))
            insert((forced == nil && !baseHasChaining ? ")" : "") + " : nil)", at: node.endPositionBeforeTrailingTrivia)
            return .visitChildren
        }
        // The module's own optional requirement: through the dispatch tables.
        let function = forced != nil ? "call" : "send"
        let returnType = "(\(requirement.returnType)).self"
        edits.append(Edit(start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                          end: baseExpr.positionAfterSkippingLeadingTrivia.utf8Offset,
                          text: (statement && forced == nil ? "_ = " : "") + "_UIKitSourcesRuntime.\(function)("))
        edits.append(Edit(start: baseExpr.endPositionBeforeTrailingTrivia.utf8Offset,
                          end: node.leftParen!.endPosition.utf8Offset,
                          text: ", \(literal(selector)), ["))
        for argument in node.arguments {
            if let label = argument.label, let colon = argument.colon {
                edits.append(Edit(start: label.positionAfterSkippingLeadingTrivia.utf8Offset, end: colon.endPosition.utf8Offset, text: ""))
            }
        }
        let tail = forced != nil
            ? "], returning: \(returnType), file: \(literal(path)), line: \(line(node.positionAfterSkippingLeadingTrivia)))"
            : "], returning: \(returnType))"
        edits.append(Edit(start: node.rightParen!.positionAfterSkippingLeadingTrivia.utf8Offset,
                          end: node.rightParen!.endPositionBeforeTrailingTrivia.utf8Offset, text: tail))
        return .visitChildren
    }
}

/// A Swift string literal of `s`.
func literal(_ s: String) -> String {
    var out = "\""
    for c in s.unicodeScalars {
        switch c {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        default: out.unicodeScalars.append(c)
        }
    }
    return out + "\""
}
