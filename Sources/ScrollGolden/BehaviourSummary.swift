import Foundation
import ScrollSimulation

/// What changed in behaviour between a golden's trace and this run's, in words,
/// one line per scroll view that changed: its layout (content size), where each
/// gesture's deceleration was aimed and where each motion came to rest, the
/// delegate calls added, removed or reordered, and when the scroll view came to
/// rest. A failure leads with these lines, before the first differing frame:
/// "a 1 pt change of spacing moved the snap from 316 to 317" is the news, not
/// "frame 0: contentSize.width is 2609".
public enum BehaviourSummary {
    /// The behaviour of one scroll view over a trace.
    struct Behaviour: Equatable {
        var contentSizes: [[Double]] = []
        /// Each release: where the deceleration was aimed (after the delegate's rewrite).
        var targets: [[Double]] = []
        /// Each rest: the offset at a DidEndDecelerating or DidEndScrollingAnimation.
        var rests: [[Double]] = []
        var calls: [String] = []
        /// The time of the last frame at which it moved (nil: it never moved).
        var lastMove: Double?
    }

    /// Every scroll view's behaviour, in the order the trace lists them.
    static func behaviours(_ lines: [String]) -> [(name: String, behaviour: Behaviour)] {
        var order: [String] = []
        var all: [String: Behaviour] = [:]
        var lastOffset: [String: [Double]] = [:]
        for line in lines {
            guard let v = try? JSONDecoder().decode(JSONValue.self, from: Data(line.utf8)) else { continue }
            let t = number(v["t"]) ?? 0
            if case .object(let svs)? = v["scrollViews"] {
                for m in svs {
                    if all[m.key] == nil { order.append(m.key); all[m.key] = Behaviour() }
                    let size = numbers(m.value["contentSize"])
                    if all[m.key]!.contentSizes.last != size { all[m.key]!.contentSizes.append(size) }
                    let shown = numbers(m.value["presentation"]?["contentOffset"])
                    let offset = shown.count == 2 ? shown : numbers(m.value["contentOffset"])
                    if let last = lastOffset[m.key], last != offset { all[m.key]!.lastMove = t }
                    lastOffset[m.key] = offset
                }
            }
            if case .array(let events)? = v["events"] {
                for e in events {
                    guard case .string(let name)? = e["name"], case .string(let sv)? = e["scrollView"] else { continue }
                    if all[sv] == nil { order.append(sv); all[sv] = Behaviour() }
                    all[sv]!.calls.append(name)
                    switch name {
                    case "scrollViewWillEndDragging":
                        let adjusted = numbers(e["adjustedTargetContentOffset"])
                        all[sv]!.targets.append(adjusted.count == 2 ? adjusted : numbers(e["targetContentOffset"]))
                    case "scrollViewDidEndDecelerating", "scrollViewDidEndScrollingAnimation":
                        all[sv]!.rests.append(numbers(e["contentOffset"]))
                    default: break
                    }
                }
            }
        }
        return order.map { ($0, all[$0]!) }
    }

    /// The lines that say what changed; empty when the behaviour is the same
    /// (the traces may still differ in a number these do not summarise).
    public static func compare(golden: [String], actual: [String]) -> [String] {
        let before = Dictionary(behaviours(golden).map { ($0.name, $0.behaviour) }, uniquingKeysWith: { a, _ in a })
        let after = behaviours(actual)
        var lines: [String] = []
        for (name, a) in after {
            guard let g = before[name] else { lines.append("\"\(name)\": a scroll view the golden does not have"); continue }
            var parts: [String] = []
            if g.contentSizes != a.contentSizes {
                parts.append("content size " + sizes(g.contentSizes) + " → " + sizes(a.contentSizes))
            }
            parts += pairs("aimed at", g.targets, a.targets, what: "release")
            parts += pairs("came to rest at", g.rests, a.rests, what: "rest")
            if let calls = callChanges(g.calls, a.calls) { parts.append(calls) }
            if g.lastMove != a.lastMove, let x = g.lastMove ?? a.lastMove, abs((a.lastMove ?? x) - (g.lastMove ?? x)) > 1e-9 {
                parts.append("at rest from \(seconds(g.lastMove)) → \(seconds(a.lastMove))")
            }
            if !parts.isEmpty { lines.append("\"\(name)\": " + parts.joined(separator: "; ")) }
        }
        for name in before.keys.sorted() where !after.contains(where: { $0.name == name }) {
            lines.append("\"\(name)\": the golden's scroll view is gone")
        }
        return lines
    }

    /// "release 2 aimed at x 316 → 317", one per release or rest that moved; a
    /// different count said as such.
    private static func pairs(_ verb: String, _ g: [[Double]], _ a: [[Double]], what: String) -> [String] {
        var out: [String] = []
        for (k, (x, y)) in zip(g, a).enumerated() where !close(x, y) {
            out.append("\(what) \(k + 1) \(verb) \(point(x, against: y)) → \(point(y, against: x))")
        }
        if g.count != a.count { out.append("\(a.count) \(what)s (golden \(g.count))") }
        return out
    }

    /// Calls added and removed (by name, counted), or "reordered".
    private static func callChanges(_ g: [String], _ a: [String]) -> String? {
        guard g != a else { return nil }
        var counts: [String: Int] = [:]
        for c in a { counts[c, default: 0] += 1 }
        for c in g { counts[c, default: 0] -= 1 }
        let added = counts.filter { $0.value > 0 }.sorted { $0.key < $1.key }.map { "+\($0.key)" + ($0.value > 1 ? " ×\($0.value)" : "") }
        let removed = counts.filter { $0.value < 0 }.sorted { $0.key < $1.key }.map { "−\($0.key)" + ($0.value < -1 ? " ×\(-$0.value)" : "") }
        if added.isEmpty && removed.isEmpty { return "delegate calls reordered" }
        return "delegate calls " + (added + removed).joined(separator: ", ")
    }

    private static func close(_ x: [Double], _ y: [Double]) -> Bool {
        x.count == y.count && zip(x, y).allSatisfy { abs($0 - $1) < 0.0005 }
    }

    /// The coordinates that moved: "x 316", "y 1800", or "(316, 12)".
    private static func point(_ p: [Double], against q: [Double]) -> String {
        guard p.count == 2, q.count == 2 else { return "?" }
        let dx = abs(p[0] - q[0]) >= 0.0005, dy = abs(p[1] - q[1]) >= 0.0005
        if dx && !dy { return "x " + format(p[0]) }
        if dy && !dx { return "y " + format(p[1]) }
        return "(\(format(p[0])), \(format(p[1])))"
    }

    private static func sizes(_ s: [[Double]]) -> String {
        s.map { $0.count == 2 ? "\(format($0[0])) x \(format($0[1]))" : "?" }.joined(separator: ", then ")
    }

    private static func seconds(_ t: Double?) -> String { t.map { JSONValue.format($0, decimals: 3) + " s" } ?? "never moving" }
    private static func format(_ x: Double) -> String { JSONValue.format(x, decimals: 3) }

    private static func number(_ v: JSONValue?) -> Double? {
        if case .number(let x)? = v { return x }
        return nil
    }
    private static func numbers(_ v: JSONValue?) -> [Double] {
        guard case .array(let items)? = v else { return [] }
        return items.compactMap { number($0) }
    }
}
