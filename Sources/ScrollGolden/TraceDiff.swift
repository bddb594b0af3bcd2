import Foundation
import ScrollSimulation

/// The first way two traces differ, said in words: the frame, the scroll view,
/// the field, this run's value and the golden's.
///
/// Traces compare by value, not by text: a golden that a JSON formatter or a
/// merge tool rewrote (white space, `1.0` for `1`, `1e3` for `1000`, keys in
/// another order) still matches. Arrays (offsets, the order of delegate calls)
/// keep their order.
public enum TraceDiff {
    /// The first difference between the golden's trace lines `expected` and this run's
    /// `actual`, compared as JSON values, in words; or where one trace ends before the other.
    /// nil when they match.
    public static func firstDifference(expected: [String], actual: [String]) -> String? {
        for (i, (e, a)) in zip(expected, actual).enumerated() where e != a {
            guard let ej = parse(e), let aj = parse(a) else { return "frame \(i): the trace line is not valid JSON" }
            if sameValue(ej, aj) { continue }
            return describe(frame: i, expected: ej, actual: aj) ?? "frame \(i): the lines differ"
        }
        if expected.count != actual.count {
            let n = min(expected.count, actual.count)
            let t = number(parse(actual.last ?? "")?["t"]) ?? 0
            return actual.count < expected.count
                ? "the run comes to rest at frame \(n - 1) (t = \(seconds(t))); the golden goes on to frame \(expected.count - 1)"
                : "the run goes on to frame \(actual.count - 1) (t = \(seconds(t))); the golden rests at frame \(expected.count - 1)"
        }
        return nil
    }

    /// Equal as JSON values: objects as sets of keys (each key once), numbers as numbers.
    static func sameValue(_ a: JSONValue, _ b: JSONValue) -> Bool {
        switch (a, b) {
        case (.object(let x), .object(let y)):
            guard x.count == y.count else { return false }
            let keys = Set(x.map(\.key))
            guard keys.count == x.count, keys == Set(y.map(\.key)) else { return false }
            return x.allSatisfy { m in y.first { $0.key == m.key }.map { sameValue(m.value, $0.value) } ?? false }
        case (.array(let x), .array(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { sameValue($0, $1) }
        default:
            return a == b
        }
    }

    private static func parse(_ line: String) -> JSONValue? {
        try? JSONDecoder().decode(JSONValue.self, from: Data(line.utf8))
    }

    private static func number(_ v: JSONValue?) -> Double? {
        if case .number(let x)? = v { return x }
        return nil
    }
    private static func string(_ v: JSONValue?) -> String {
        if case .string(let s)? = v { return s }
        return "?"
    }
    private static func array(_ v: JSONValue?) -> [JSONValue] {
        if case .array(let a)? = v { return a }
        return []
    }
    private static func members(_ v: JSONValue?) -> [JSONValue.Member] {
        if case .object(let m)? = v { return m }
        return []
    }

    private static func seconds(_ t: Double) -> String { JSONValue.format(t, decimals: 3) + " s" }

    private static func describe(frame i: Int, expected e: JSONValue, actual a: JSONValue) -> String? {
        let at = "frame \(i) (t = \(seconds(number(a["t"]) ?? 0)))"
        // Delegate calls first: a missing or extra call explains the offsets that follow.
        let ee = array(e["events"]), ae = array(a["events"])
        func call(_ c: JSONValue) -> String {
            "\(string(c["name"])) on \"\(string(c["scrollView"]))\" at t = \(seconds(number(c["t"]) ?? 0))"
        }
        for k in 0..<max(ee.count, ae.count) {
            if k >= ae.count { return "\(at): the golden has \(call(ee[k])); this run does not make that call" }
            if k >= ee.count { return "\(at): this run makes \(call(ae[k])); the golden does not" }
            let x = ee[k], y = ae[k]
            if string(x["name"]) != string(y["name"]) || string(x["scrollView"]) != string(y["scrollView"]) {
                return "\(at): the golden has \(call(x)) where this run has \(call(y))"
            }
            if let d = difference(x, y, path: "") {
                return "\(at): \(string(x["name"])) of \"\(string(x["scrollView"]))\": \(d)"
            }
        }
        for m in members(e["scrollViews"]) {
            guard let y = a["scrollViews"]?[m.key] else { return "\(at): the scroll view \"\(m.key)\" is missing" }
            if let d = difference(m.value, y, path: "") { return "\(at): scroll view \"\(m.key)\": \(d)" }
        }
        if let d = difference(e["metrics"], a["metrics"], path: "") { return "\(at): metric \(d)" }
        return nil
    }

    /// "contentOffset.y is 1234.5 but the golden has 1230".
    private static func difference(_ e: JSONValue?, _ a: JSONValue?, path: String) -> String? {
        switch (e, a) {
        case (.object(let x)?, .object(let y)?):
            let keys = (x.map(\.key) + y.map(\.key).filter { k in !x.contains { $0.key == k } })
            for key in keys {
                let sub = path.isEmpty ? key : path + "." + key
                if let d = difference(e?[key], a?[key], path: sub) { return d }
            }
            return nil
        case (.array(let x)?, .array(let y)?):
            if x.count != y.count { return "\(path) has \(y.count) items but the golden has \(x.count)" }
            let names = x.count != 2 ? nil
                : path.hasSuffix("contentSize") || path.hasSuffix("bounds") ? ["width", "height"] : ["x", "y"]
            for k in 0..<x.count {
                let sub = path + (names.map { "." + $0[k] } ?? "[\(k)]")
                if let d = difference(x[k], y[k], path: sub) { return d }
            }
            return nil
        default:
            return e == a ? nil : "\(path) is \(text(a)) but the golden has \(text(e))"
        }
    }

    private static func text(_ v: JSONValue?) -> String {
        guard let v else { return "absent" }
        if case .number(let x) = v { return JSONValue.format(x, decimals: 3) }
        return v.serialized
    }
}
