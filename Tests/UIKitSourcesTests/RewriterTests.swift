import Testing
import SwiftParser
import SwiftSyntax
@testable import UIKitSourcesRewriter

/// The rewriter's output for one file (without the `#sourceLocation` header and the generated
/// protocols at the end).
private func body(_ source: String, others: [String] = []) -> String {
    let files = ([source] + others).enumerated().map { UIKitSourcesRewriter.SourceFile(path: "/app/F\($0.offset).swift", text: $0.element) }
    let text = UIKitSourcesRewriter.rewrite(files).files[0]
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    while let first = lines.first, first.hasPrefix("import _UIKitSourcesSupport") || first.hasPrefix("#sourceLocation(file:") { lines.removeFirst() }
    if let tail = lines.firstIndex(where: { $0.hasPrefix("protocol _UIKitSourcesMethods_") }) { lines = Array(lines[..<(tail - 1)]) }
    return lines.joined(separator: "\n")
}

@Suite struct RewriterTests {
    @Test func importsOfApplesModulesBecomeScrollReelUIKit() {
        #expect(body("import UIKit\nimport QuartzCore\nimport Foundation\nimport ObjectiveC\nimport CoreGraphics\nimport SwiftUI\n")
                == "import ScrollReelUIKit\nimport ScrollReelUIKit\nimport ScrollReelUIKit\nimport ScrollReelUIKit\nimport ScrollReelUIKit\nimport SwiftUI\n")
        #expect(body("import class UIKit.UIView\n") == "import class ScrollReelUIKit.UIView\n")
        #expect(body("import ObjectiveC.runtime\nimport UIKit.UIGestureRecognizerSubclass\n") == "import ScrollReelUIKit\nimport ScrollReelUIKit\n")
    }

    @Test func aFileThatNeedsNoRewritingIsUnchanged() {
        let source = """
        import ScrollReelUIKit

        final class Plain: UIView {
            var onTap: ((Int) -> Void)?
            func selector() -> String { "a method named selector" }
            func fire() { onTap?(3); _ = selector() }
        }

        """
        let out = UIKitSourcesRewriter.rewrite([.init(path: "/app/Plain.swift", text: source)]).files[0]
        #expect(out == "#sourceLocation(file: \"/app/Plain.swift\", line: 1)\n" + source)
    }

    @Test func aCellWrittenForANibGetsTheInitializerItsViewMakesItWith() {
        let nibCell = "class C: UICollectionViewCell {\n    @IBOutlet var label: UILabel!\n    required init?(coder: NSCoder) { super.init(coder: coder) }\n}\n"
        #expect(body(nibCell) == "class C: UICollectionViewCell {\n    var label: UILabel!\n    required init?(coder: NSCoder) { super.init(coder: coder) }\n"
                + "\n#sourceLocation()\n    override init(frame: CGRect) { super.init(frame: frame) }\n"
                + "#sourceLocation(file: \"/app/F0.swift\", line: 4)\n}\n")
        // A class with its own code initializer, a property that needs a value, or another base is left as it is.
        for source in ["class C: UICollectionViewCell {\n    override init(frame: CGRect) { super.init(frame: frame) }\n    required init?(coder: NSCoder) { nil }\n}\n",
                       "class C: UITableViewCell {\n    let title: String\n    required init?(coder: NSCoder) { title = \"\"; super.init(coder: coder) }\n}\n",
                       "class C: BaseCell {\n    required init?(coder: NSCoder) { super.init(coder: coder) }\n}\n"] {
            #expect(body(source) == source)
        }
    }

    @Test func theCanImportHeaderIsLeftAlone() {
        let source = "#if canImport(UIKit)\nimport UIKit\n#else\nimport ScrollReelUIKit\n#endif\n"
        #expect(body(source) == source)
    }

    @Test func objcInAStringOrACommentIsNotTouched() {
        let source = "// @objc func old() {}\nlet s = \"@objc #selector(x)\"\n/* @IBOutlet */\n"
        #expect(body(source) == source)
    }

    @Test func attributesGoAndLinesStay() {
        let out = body("""
        @objcMembers class A: NSObject {
            @IBOutlet weak var label: UILabel!
            @objc dynamic var progress: CGFloat = 0
            @objc
            func reload() {}
            @IBAction private func tapped(_ sender: Any) {}
            @objc(customName:) func renamed(_ x: Any) {}
        }
        """)
        #expect(out.hasPrefix("""
        class A: NSObject, _UIKitSourcesMethods_0_0 {
            weak var label: UILabel!
            var progress: CGFloat = 0
            
            func reload() {}
            private func tapped(_ sender: Any) {}
            func renamed(_ x: Any) {}
        """))
        #expect(out.contains("case \"reload\":\n#sourceLocation(file: \"/app/F0.swift\", line: 4)\n            return _UIKitSourcesRuntime.result(self.reload())\n#sourceLocation()\n"))
        #expect(out.contains("case \"tapped:\":\n#sourceLocation(file: \"/app/F0.swift\", line: 6)\n            return _UIKitSourcesRuntime.result(self.tapped(_UIKitSourcesRuntime.argument(arguments, 0, of: \"A.tapped(_:)\", file: \"/app/F0.swift\", line: 6) as (Any)))"))
        #expect(out.contains("case \"customName:\""))
        #expect(out.contains("#sourceLocation(file: \"/app/F0.swift\", line: 8)\n}"))
    }

    @Test func selectorsTakeTheObjectiveCName() {
        let out = body("""
        class V: UIViewController {
            @objc func handle(gesture: UIPanGestureRecognizer) {}
            @objc func pageChanged(_ sender: UIPageControl) {}
            func go() {
                _ = #selector(handle(gesture:))
                _ = #selector(pageChanged)
                _ = #selector(V.pageChanged(_:))
                _ = #selector(getter: UIView.isHidden)
                _ = #keyPath(UIScrollView.contentOffset)
            }
        }
        """)
        #expect(out.contains("_ = _UIKitSourcesModule.selector(\"handleWithGesture:\")"))
        #expect(out.contains("_ = _UIKitSourcesModule.selector(\"pageChanged:\")\n        _ = _UIKitSourcesModule.selector(\"pageChanged:\")"))
        #expect(out.contains("_ = _UIKitSourcesModule.selector(\"hidden\")"))
        #expect(out.contains("_ = \"contentOffset\""))
        #expect(SelectorName.of("observeValue", labels: ["forKeyPath", "of", "change", "context"]) == "observeValueForKeyPath:of:change:context:")
        #expect(SelectorName.of("viewForZooming", labels: ["in"]) == "viewForZoomingIn:")
        #expect(SelectorName.of("scroll", labels: ["to"]) == "scrollTo:")
    }

    @Test func aBareSelectorFindsItsMethodInAnotherFile() {
        let out = body("class V: UIViewController { func go() { _ = #selector(refresh) } }",
                       others: ["extension V { @objc func refresh(_ sender: UIRefreshControl) {} }"])
        #expect(out.contains("_UIKitSourcesModule.selector(\"refresh:\")"))
    }

    @Test func extensionsInAnotherFileGetTheirOwnTable() {
        let files = ["class V: UIViewController {}", "extension V {\n    @objc private func refresh() {}\n}\n"]
            .enumerated().map { UIKitSourcesRewriter.SourceFile(path: "/app/F\($0.offset).swift", text: $0.element) }
        let out = UIKitSourcesRewriter.rewrite(files)
        #expect(out.files[1].contains("extension V: _UIKitSourcesMethods_1_0 {"))
        #expect(out.files[1].contains("case \"refresh\":\n#sourceLocation(file: \"/app/F1.swift\", line: 2)\n            return _UIKitSourcesRuntime.result(self.refresh())"))
        #expect(out.registry.contains("isDeclared: { $0 is any _UIKitSourcesMethods_1_0.Type }"))
        // No stored property can go into an extension.
        #expect(!out.files[1].contains("_uikitSourcesRegistered"))
    }

    @Test func genericAndNestedClassesKeepTheirShape() {
        let out = body("""
        final class Outer {
            class Pager<Item>: UIView where Item: Equatable {
                @objc func next() {}
            }
        }
        """)
        #expect(out.contains("class Pager<Item>: UIView, _UIKitSourcesMethods_0_0 where Item: Equatable {"))
    }

    @Test func iOSOnlyCodeIsLeftExactlyAsItIs() {
        let source = """
        class V: UIViewController {
        #if os(iOS)
            @objc func haptic() { UIImpactFeedbackGenerator().impactOccurred() }
        #endif
        }
        """
        let out = body(source)
        #expect(out == source + "\n")
        #expect(!out.contains("_UIKitSourcesMethods"))
    }

    @Test func objcProtocolsBecomeClassBoundAndLoseOptionalRequirements() {
        let out = body("""
        @objc protocol CarouselDelegate {
            func numberOfItems() -> Int
            @objc optional func carousel(_ c: Carousel, didSelect index: Int)
            @objc optional func carouselHeight() -> CGFloat
        }
        class Carousel: UIView {
            weak var delegate: CarouselDelegate?
            func select(_ i: Int) {
                delegate?.carousel?(self, didSelect: i)
                let h = delegate?.carouselHeight?() ?? 44
                _ = h
            }
        }
        """)
        #expect(out.hasPrefix("""
        protocol CarouselDelegate: AnyObject {
            func numberOfItems() -> Int
            
            
        }
        """))
        #expect(out.contains("_ = _UIKitSourcesRuntime.send(delegate, \"carousel:didSelect:\", [self, i], returning: (Void).self)"))
        #expect(out.contains("let h = _UIKitSourcesRuntime.send(delegate, \"carouselHeight\", [], returning: (CGFloat).self) ?? 44"))
    }

    /// An `@objc optional var` cannot be asked about without the runtime: reading it through the
    /// protocol is refused with one line that says why, at the app's own line.
    @Test func optionalPropertiesAreRefusedWhereTheyAreRead() {
        let out = body("""
        @objc protocol FeedSource {
            @objc optional var refreshInterval: Double { get }
            func items() -> [String]
        }
        """)
        #expect(out.hasPrefix("""
        protocol FeedSource: AnyObject {
            
            func items() -> [String]
        }; extension FeedSource { @available(*, unavailable, message: "an @objc optional property needs the Objective-C runtime
        """))
        #expect(out.contains("declare it as an optional method (@objc optional func refreshInterval() -> Double)\") var refreshInterval: (Double)? { nil } }"))
    }

    @Test func optionalMethodsTakenAsValuesAndRenamedForObjectiveC() {
        let out = body("""
        @objc protocol PagerDelegate {
            @objc(pager:didSelectItemAtIndex:)
            optional func pager(_ pager: Pager, didSelectItemAt index: Int)
            @objc optional func pagerDidScroll(_ pager: Pager)
        }
        class Pager: UIView {
            weak var delegate: PagerDelegate?
            func select(_ i: Int) {
                guard let function = self.delegate?.pager(_:didSelectItemAt:) else { return }
                function(self, i)
                delegate?.pager?(self, didSelectItemAt: i)
                if let scrolled = delegate?.pagerDidScroll { scrolled(self) }
            }
        }
        class Host: UIViewController, PagerDelegate {
            func pager(_ pager: Pager, didSelectItemAt index: Int) {}
        }
        """)
        #expect(out.contains("guard let function = _UIKitSourcesRuntime.implementer(self.delegate, \"pager:didSelectItemAtIndex:\").map({ target in { (a0: (Pager), a1: (Int)) -> Void in _UIKitSourcesRuntime.call(target, \"pager:didSelectItemAtIndex:\", [a0, a1], returning: (Void).self, file: \"/app/F0.swift\", line: 9) } }) else { return }"))
        #expect(out.contains("_ = _UIKitSourcesRuntime.send(delegate, \"pager:didSelectItemAtIndex:\", [self, i], returning: (Void).self)"))
        #expect(out.contains("if let scrolled = _UIKitSourcesRuntime.implementer(delegate, \"pagerDidScroll:\").map"))
        // The conforming class's method answers to the requirement's Objective-C name.
        #expect(out.contains("case \"pager:didSelectItemAtIndex:\":"))
        #expect(!out.contains("case \"pager:didSelectItemAt:\":"))
    }

    @Test func overridesInAnExtensionMoveIntoTheirClassAtTheirOwnLines() {
        let out = body("""
        class Layout: UICollectionViewFlowLayout {
            var scale: CGFloat = 1
        }

        extension Layout {
            @objc override func prepare() {
                super.prepare()
            }
            func helper() {}
        }
        extension UIView {
            override open func layoutSubviews() {}
        }
        """)
        #expect(out.hasPrefix("""
        class Layout: UICollectionViewFlowLayout {
            var scale: CGFloat = 1

        #sourceLocation(file: "/app/F0.swift", line: 6)
        override func prepare() {
                super.prepare()
            }
        #sourceLocation(file: "/app/F0.swift", line: 3)
        }

        extension Layout: _UIKitSourcesMethods_0_0 {
            


            func helper() {}
        """))
        // The class is not this file's: nothing can be done, and the compiler says so.
        #expect(out.contains("extension UIView {\n    override open func layoutSubviews() {}\n}"))
    }

    @Test func uikitsOptionalMethodsAreCalledOnlyWhenWritten() {
        let out = body("""
        class Forwarder: NSObject, UIScrollViewDelegate {
            weak var next: UIScrollViewDelegate?
            func scrollViewDidScroll(_ scrollView: UIScrollView) { next?.scrollViewDidScroll?(scrollView) }
        }
        """)
        #expect(out.contains("{ _ = (_UIKitSourcesRuntime.respondsOrUnknown(next, \"scrollViewDidScroll:\") ? next?.scrollViewDidScroll(scrollView) : nil) }"))
        #expect(out.contains("case \"scrollViewDidScroll:\""))
    }

    @Test func observeValueLosesOverrideAndSuper() {
        let out = body("""
        class O: NSObject {
            override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
                super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
            }
        }
        """)
        #expect(out.contains("    func observeValue(forKeyPath"))
        #expect(out.contains("_UIKitSourcesRuntime.superObserveValue(forKeyPath: keyPath"))
        #expect(out.contains("case \"observeValueForKeyPath:of:change:context:\""))
    }

    @Test func swizzlingAndClassesByNameAreRefusedAtTheirCall() {
        let out = body("""
        extension UIViewController {
            static func swizzle() {
                let a = class_getInstanceMethod(self, #selector(viewWillAppear(_:)))
                method_exchangeImplementations(a!, a!)
                let cell = NSClassFromString("App.Cell") as? UITableViewCell.Type
                _ = (cell, Runtime.NSClassFromString)
            }
        }
        """)
        #expect(out.contains("let a = _UIKitSourcesUnavailable.class_getInstanceMethod(self, _UIKitSourcesModule.selector(\"viewWillAppear:\"))"))
        #expect(out.contains("\n        _UIKitSourcesUnavailable.method_exchangeImplementations(a!, a!)\n"))
        #expect(out.contains("let cell = _UIKitSourcesUnavailable.NSClassFromString(\"App.Cell\") as? UITableViewCell.Type"))
        // Someone's member of that name is theirs.
        #expect(out.contains("_ = (cell, Runtime.NSClassFromString)"))
        let file = UIKitSourcesRewriter.rewrite([.init(path: "/app/S.swift", text: "let c = NSClassFromString(\"X\")\n")]).files[0]
        #expect(file.hasPrefix("import _UIKitSourcesSupport\n#sourceLocation(file: \"/app/S.swift\", line: 1)\n"))
    }

    @Test func conditionsAreEvaluatedAsOnLinux() {
        func active(_ condition: String) -> Bool {
            let tree = SwiftParser.Parser.parse(source: "#if \(condition)\nlet a = 1\n#endif\n")
            let ifConfig = tree.statements.first!.item.as(IfConfigDeclSyntax.self)!
            return ConditionalCompilation.activeClause(of: ifConfig) == 0
        }
        #expect(!active("os(iOS)"))
        #expect(active("os(Linux)"))
        #expect(!active("canImport(UIKit)"))
        #expect(active("!canImport(UIKit)"))
        #expect(active("os(iOS) || os(Linux)"))
        #expect(!active("os(iOS) && DEBUG"))
        #expect(!active("targetEnvironment(simulator)"))
        #expect(active("swift(>=5.9)"))
    }
}
