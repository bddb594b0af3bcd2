/// Storyboards and nibs are Interface Builder files that only UIKit can read: ScrollReel
/// builds screens in code. A screen that loads one stops here with one line that says
/// which file and what to do instead; its `@IBOutlet`s would stay nil.
func interfaceBuilderFileUnsupported(_ what: String, file: StaticString = #fileID, line: UInt = #line) -> Never {
    preconditionFailure("ScrollReel cannot load \(what): storyboards and nibs are not supported (outlets stay nil); "
        + "build the screen in code, in loadView() or viewDidLoad()", file: file, line: line)
}

/// UIKit's `UIStoryboard`. Making one works; instantiating a view controller from it stops
/// with one line naming the storyboard (ScrollReel cannot read Interface Builder files).
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    private let name: String

    /// UIKit's `UIStoryboard(name:bundle:)`: the storyboard file of that name.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }

    /// UIKit's `instantiateInitialViewController()`: stops, naming the storyboard.
    open func instantiateInitialViewController() -> UIViewController? {
        interfaceBuilderFileUnsupported("the storyboard '\(name)' (instantiateInitialViewController())")
    }

    /// UIKit's `instantiateViewController(withIdentifier:)`: stops, naming the storyboard and the
    /// identifier.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        interfaceBuilderFileUnsupported("the storyboard '\(name)' (instantiateViewController(withIdentifier: \"\(identifier)\"))")
    }
}

/// UIKit's `UINib`. Making one works; instantiating it stops with one line naming the nib.
@preconcurrency @MainActor
open class UINib: NSObject {
    private let name: String

    /// UIKit's `UINib(nibName:bundle:)`.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }

    /// UIKit's `instantiate(withOwner:options:)`: stops, naming the nib.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [String: Any]? = nil) -> [Any] {
        interfaceBuilderFileUnsupported("the nib '\(name)'")
    }
}

extension Bundle {
    /// UIKit's `loadNibNamed(_:owner:options:)`: stops, naming the nib.
    public func loadNibNamed(_ name: String, owner: Any?, options: [String: Any]? = nil) -> [Any]? {
        interfaceBuilderFileUnsupported("the nib '\(name)'")
    }
}
