import UIKit

/// Writes the optional method: steps only while under the limit.
public final class LimitingDelegate: NSObject, CounterDelegate {
    public var changes = 0
    let limit: Int
    public init(limit: Int) { self.limit = limit }
    func counterDidChange(_ counter: CounterViewController) { changes += 1 }
    func counter(_ counter: CounterViewController, shouldStepBy step: Int) -> Bool { counter.count + step <= limit }
    public var reached: [Int] = []
    func counter(_ counter: CounterViewController, didReach value: Int) { reached.append(value) }
}

/// Writes none of the optional methods.
public class PlainDelegate: NSObject, CounterDelegate {
    public var changes = 0
    public override init() {}
    func counterDidChange(_ counter: CounterViewController) { changes += 1 }
}

/// A subclass that adds an optional method its superclass did not write.
public final class TitledDelegate: PlainDelegate {
    @objc func counterTitle() -> String? { "Titled" }
}

extension CounterViewController {
    /// Installs a delegate (the delegate property is internal to the app).
    public func use(_ delegate: NSObject) { self.delegate = delegate as? CounterDelegate }
}
