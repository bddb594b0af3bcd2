import Foundation
import UIKit

/// String-keyed KVO, as written before block KVO.
public final class OffsetObserver: NSObject {
    public private(set) var offsets: [CGFloat] = []
    public private(set) var olds: [CGFloat] = []
    private var context = 0
    let scrollView: UIScrollView

    public init(_ scrollView: UIScrollView) {
        self.scrollView = scrollView
        super.init()
        scrollView.addObserver(self, forKeyPath: #keyPath(UIScrollView.contentOffset), options: [.new, .old], context: &context)
    }

    public func stop() { scrollView.removeObserver(self, forKeyPath: "contentOffset", context: &context) }

    public override func observeValue(forKeyPath keyPath: String?, of object: Any?,
                                      change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        guard context == &self.context else {
            super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
            return
        }
        if let new = change?[.newKey] as? CGPoint { offsets.append(new.y) }
        if let old = change?[.oldKey] as? CGPoint { olds.append(old.y) }
    }
}

/// A generic class, a nested class and a subclass override: the most derived method answers.
public class Pager<Page>: NSObject {
    public var log: [String] = []
    @objc public func turn() { log.append("Pager.turn") }
    public func fire() { perform(#selector(turn)) }

    public final class Dot: NSObject {
        public var tapped = false
        @objc func tap() { tapped = true }
        public func fire() { perform(#selector(tap)) }
    }
}

public final class FancyPager: Pager<String> {
    @objc public override func turn() { log.append("FancyPager.turn") }
}
