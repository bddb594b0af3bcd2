import Foundation
import ScrollKit

/// A problem in a script, said in one line that names the file, the step and the field.
public struct ScriptError: Error, CustomStringConvertible, Equatable {
    public let source: String
    public let step: Int?
    public let stepName: String?
    public let field: String?
    public let message: String

    public init(source: String, step: Int? = nil, stepName: String? = nil, field: String? = nil, message: String) {
        self.source = source; self.step = step; self.stepName = stepName; self.field = field; self.message = message
    }

    public var description: String {
        var s = source
        if let step { s += ": step \(step)" + (stepName.map { " (\($0))" } ?? "") }
        if let field { s += ": field '\(field)'" }
        return s + ": " + message
    }
}

extension Script {
    /// Parses a script; `source` names it in error messages (a file path, or `<stdin>`).
    public static func parse(_ data: Data, source: String) throws(ScriptError) -> Script {
        // JSONSerialization says where the syntax breaks; JSONDecoder then gives
        // the typed value (it tells booleans from numbers on every platform).
        let json: JSONValue
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            json = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw ScriptError(source: source, message: "not valid JSON: \(describe(error, in: data))")
        }
        return try parse(json, source: source)
    }

    public static func parse(_ json: JSONValue, source: String) throws(ScriptError) -> Script {
        guard case .object(let members) = json else {
            throw ScriptError(source: source, message: "a script is a JSON object {\"fps\": 60, \"duration\": 3, \"steps\": [...]}")
        }
        var reader = FieldReader(source: source, step: nil, stepName: nil, members: members)
        let fps = try reader.optionalNumber("fps").map { (x: Double) throws(ScriptError) -> Int in
            guard x == x.rounded(), x >= 1, x <= 1000 else {
                throw reader.error("fps", "must be a whole number of frames per second from 1 to 1000")
            }
            return Int(x)
        }
        let duration = try reader.optionalNumber("duration", positive: true)
        guard case .array(let items)? = reader.take("steps") else {
            throw reader.error("steps", reader.has("steps") ? "must be an array of steps" : "is missing")
        }
        try reader.rejectUnknown()
        var steps: [Step] = []
        for (i, item) in items.enumerated() {
            steps.append(try parseStep(item, index: i, source: source))
        }
        let script = Script(fps: fps, duration: duration, steps: steps)
        try script.checkFingerSequence(source: source)
        return script
    }

    private static func parseStep(_ item: JSONValue, index: Int, source: String) throws(ScriptError) -> Step {
        guard case .object(let outer) = item, outer.count == 1 else {
            throw ScriptError(source: source, step: index, message: "a step is an object with one key, e.g. {\"wait\": {\"duration\": 1}}")
        }
        let name = outer[0].key
        guard case .object(let members) = outer[0].value else {
            throw ScriptError(source: source, step: index, stepName: name, message: "the step's value must be an object")
        }
        var r = FieldReader(source: source, step: index, stepName: name, members: members)
        let step: Step
        switch name {
        case "touchDown": step = .touchDown(at: try r.point("at"))
        case "moveTo": step = .moveTo(at: try r.point("at"), duration: try r.number("duration", nonNegative: true))
        case "hold": step = .hold(duration: try r.number("duration", nonNegative: true))
        case "touchUp": step = .touchUp
        case "wait": step = .wait(duration: try r.number("duration", nonNegative: true))
        case "tap": step = .tap(at: try r.point("at"))
        case "pinch":
            step = .pinch(center: try r.point("center"), scale: try r.number("scale", positive: true),
                          duration: try r.number("duration", positive: true))
        case "fling":
            let sv = try r.string("scrollView")
            let v = try r.point("velocity")
            if v == .zero { throw r.error("velocity", "must not be zero: a fling moves") }
            step = .fling(scrollView: sv, velocity: v, duration: try r.optionalNumber("duration", positive: true) ?? 0.1)
        case "setContentOffset":
            step = .setContentOffset(scrollView: try r.string("scrollView"), offset: try r.point("offset"),
                                     animated: try r.optionalBool("animated") ?? false)
        case "configure":
            let sv = try r.string("scrollView")
            var s = ScrollViewSettings()
            if let rate = r.take("decelerationRate") {
                switch rate {
                case .string("normal"): s.decelerationRate = DecelerationRateValues.normal
                case .string("fast"): s.decelerationRate = DecelerationRateValues.fast
                case .number(let x) where x > 0 && x < 1: s.decelerationRate = x
                default: throw r.error("decelerationRate", "must be \"normal\", \"fast\" or a number between 0 and 1")
                }
            }
            s.isPagingEnabled = try r.optionalBool("isPagingEnabled")
            s.bounces = try r.optionalBool("bounces")
            s.alwaysBounceHorizontal = try r.optionalBool("alwaysBounceHorizontal")
            s.alwaysBounceVertical = try r.optionalBool("alwaysBounceVertical")
            s.isScrollEnabled = try r.optionalBool("isScrollEnabled")
            s.isDirectionalLockEnabled = try r.optionalBool("isDirectionalLockEnabled")
            s.bouncesZoom = try r.optionalBool("bouncesZoom")
            s.scrollsToTop = try r.optionalBool("scrollsToTop")
            s.showsHorizontalScrollIndicator = try r.optionalBool("showsHorizontalScrollIndicator")
            s.showsVerticalScrollIndicator = try r.optionalBool("showsVerticalScrollIndicator")
            if r.has("contentInset") {
                let v = try r.numbers("contentInset", count: 4, what: "[top, left, bottom, right]")
                s.contentInset = EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
            }
            s.minimumZoomScale = try r.optionalNumber("minimumZoomScale", positive: true)
            s.maximumZoomScale = try r.optionalNumber("maximumZoomScale", positive: true)
            if let lo = s.minimumZoomScale, let hi = s.maximumZoomScale, lo > hi {
                throw r.error("maximumZoomScale", "must not be less than minimumZoomScale")
            }
            step = .configure(scrollView: sv, settings: s)
        default:
            throw ScriptError(source: source, step: index, stepName: name,
                              message: "unknown step; steps are touchDown, moveTo, hold, touchUp, wait, tap, pinch, fling, setContentOffset, configure")
        }
        try r.rejectUnknown()
        return step
    }

    /// One finger: it must be down before it moves, holds or lifts, and up before it
    /// comes down again or before a tap, pinch or fling.
    func checkFingerSequence(source: String) throws(ScriptError) {
        var down = false
        for (i, step) in steps.enumerated() {
            func fail(_ m: String) -> ScriptError { ScriptError(source: source, step: i, stepName: step.name, message: m) }
            switch step {
            case .touchDown:
                if down { throw fail("the finger is already down (add a touchUp first)") }
                down = true
            case .moveTo, .hold:
                if !down { throw fail("the finger is not down (add a touchDown first)") }
            case .touchUp:
                if !down { throw fail("the finger is not down") }
                down = false
            case .tap, .pinch, .fling:
                if down { throw fail("the finger is still down (add a touchUp first)") }
            case .wait, .setContentOffset, .configure:
                break
            }
        }
    }

    /// The parser's complaint, with "character N" turned into a line and column.
    private static func describe(_ error: any Error, in data: Data) -> String {
        var text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            ?? "the given data is not valid JSON"
        if let r = text.range(of: #"character (\d+)"#, options: .regularExpression),
           let offset = Int(text[r].dropFirst("character ".count)) {
            let before = data.prefix(offset)
            let line = before.filter { $0 == 0x0a }.count + 1
            let column = offset - (before.lastIndex(of: 0x0a).map { $0 + 1 } ?? 0) + 1
            text.replaceSubrange(r, with: "line \(line), column \(column)")
        }
        return text.replacingOccurrences(of: "\n", with: " ").trimmingCharacters(in: CharacterSet(charactersIn: ". "))
    }
}

enum DecelerationRateValues {
    static let normal = 0.998
    static let fast = 0.99
}

/// Reads the fields of one JSON object, each read removing it, so that whatever is
/// left at the end is a field nobody asked for: a typo to report.
struct FieldReader {
    let source: String
    let step: Int?
    let stepName: String?
    var members: [JSONValue.Member]

    func error(_ field: String, _ message: String) -> ScriptError {
        ScriptError(source: source, step: step, stepName: stepName, field: field, message: message)
    }

    func has(_ key: String) -> Bool { members.contains { $0.key == key } }

    mutating func take(_ key: String) -> JSONValue? {
        guard let i = members.firstIndex(where: { $0.key == key }) else { return nil }
        return members.remove(at: i).value
    }

    mutating func rejectUnknown() throws(ScriptError) {
        if let m = members.first { throw error(m.key, "unknown field") }
    }

    mutating func optionalNumber(_ key: String, positive: Bool = false, nonNegative: Bool = false) throws(ScriptError) -> Double? {
        guard let v = take(key) else { return nil }
        guard case .number(let x) = v, x.isFinite else { throw error(key, "must be a finite number") }
        if positive, !(x > 0) { throw error(key, "must be greater than 0 (got \(JSONValue.format(x)))") }
        if nonNegative, x < 0 { throw error(key, "must not be negative (got \(JSONValue.format(x)))") }
        return x
    }

    mutating func number(_ key: String, positive: Bool = false, nonNegative: Bool = false) throws(ScriptError) -> Double {
        guard has(key) else { throw error(key, "is missing") }
        return try optionalNumber(key, positive: positive, nonNegative: nonNegative)!
    }

    mutating func optionalBool(_ key: String) throws(ScriptError) -> Bool? {
        guard let v = take(key) else { return nil }
        guard case .bool(let b) = v else { throw error(key, "must be true or false") }
        return b
    }

    mutating func string(_ key: String) throws(ScriptError) -> String {
        guard let v = take(key) else { throw error(key, "is missing") }
        guard case .string(let s) = v, !s.isEmpty else { throw error(key, "must be a scroll view's name, e.g. \"main\"") }
        return s
    }

    mutating func numbers(_ key: String, count: Int, what: String) throws(ScriptError) -> [Double] {
        guard let v = take(key) else { throw error(key, "is missing") }
        guard case .array(let items) = v, items.count == count else { throw error(key, "must be \(what)") }
        var out: [Double] = []
        for item in items {
            guard case .number(let x) = item, x.isFinite else { throw error(key, "must be \(what) with finite numbers") }
            out.append(x)
        }
        return out
    }

    mutating func point(_ key: String) throws(ScriptError) -> Point {
        let v = try numbers(key, count: 2, what: "[x, y]")
        return Point(x: v[0], y: v[1])
    }
}
