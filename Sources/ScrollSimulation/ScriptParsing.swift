import Foundation
import ScrollReelUIKit

/// A problem in a script, said in one line that names the file, the step and the field.
public struct ScriptError: Error, CustomStringConvertible, Equatable {
    /// What names the script in the message: a file path, `<stdin>`, or the caller's name
    /// for it.
    public let source: String
    /// The index of the step at fault (from 0); nil for a problem of the whole script.
    public let step: Int?
    /// The step's JSON name (`fling`, `tap`, …), when known.
    public let stepName: String?
    /// The field at fault (`duration`, `at`, …), when the problem is in one.
    public let field: String?
    /// What is wrong, in words: the end of ``description``.
    public let message: String

    /// A problem in the script `source`, narrowed to a step and a field where known.
    public init(source: String, step: Int? = nil, stepName: String? = nil, field: String? = nil, message: String) {
        self.source = source; self.step = step; self.stepName = stepName; self.field = field; self.message = message
    }

    /// One line whatever the script holds: names from the script (and the source)
    /// have control characters escaped and are cut short (see `escaped`).
    public var description: String {
        var s = Self.escaped(source, limit: 200)
        if let step { s += ": step \(step)" + (stepName.map { " (\(Self.escaped($0)))" } ?? "") }
        if let field { s += ": field '\(Self.escaped(field))'" }
        return s + ": " + Self.escaped(message, limit: 400)
    }

    /// A name from a script inside double quotes, escaped and cut short.
    public static func quoted(_ s: String) -> String { "\"" + escaped(s) + "\"" }

    /// `s` with control characters (C0, DEL, C1, line and paragraph separators and
    /// bidirectional overrides) written as JSON escapes, and more than `limit`
    /// Unicode scalars cut to `limit` and "…". Scalars, not characters: one
    /// character can hold any number of combining marks.
    public static func escaped(_ s: String, limit: Int = 60) -> String {
        var out = ""
        var count = 0
        for u in s.unicodeScalars {
            if count == limit { return out + "…" }
            count += 1
            switch u.value {
            case 0x0A: out += "\\n"
            case 0x09: out += "\\t"
            case 0x0D: out += "\\r"
            case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
                let hex = String(u.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(u)
            }
        }
        return out
    }

    /// A number as a message shows it: the shorter of fixed point (when it is
    /// exact) and Swift's own form (1e+19, 1e-300).
    static func show(_ x: Double) -> String { JSONValue.readable(x) }
}

extension Script {
    /// Parses a script; `source` names it in error messages (a file path, or `<stdin>`).
    /// The text is read in place, in one pass for its syntax and one for its steps
    /// (see `JSONScanner`); then every number is checked against its range (`validate`).
    public static func parse(_ data: Data, source: String) throws(ScriptError) -> Script {
        let parsed = data.withUnsafeBytes { bytes in
            Result { () throws(ScriptError) -> Script in
                var syntax = JSONScanner(bytes, source: source)
                try syntax.checkDocument()
                var scanner = JSONScanner(bytes, source: source)
                return try read(&scanner, source: source)
            }
        }
        let script = try parsed.get()
        try script.validate(source: source)
        return script
    }

    /// The same from a JSON value (the form `json` gives).
    public static func parse(_ json: JSONValue, source: String) throws(ScriptError) -> Script {
        guard case .object(let members) = json else { throw notAnObject(source) }
        var reader = FieldReader(source: source, step: nil, stepName: nil, members: members)
        let (fps, duration) = try readHeader(&reader)
        guard case .array(let items)? = reader.take("steps") else {
            throw reader.error("steps", reader.has("steps") ? "must be an array of steps" : "is missing")
        }
        try reader.rejectUnknown()
        var steps: [Step] = []
        for (i, item) in items.enumerated() {
            guard case .object(let outer) = item, outer.count == 1 else { throw notOneKey(source, i) }
            guard case .object(let members) = outer[0].value else { throw notAnObjectStep(source, i, outer[0].key) }
            steps.append(try parseStep(outer[0].key, members, index: i, source: source))
        }
        let script = Script(fps: fps, duration: duration, steps: steps)
        try script.validate(source: source)
        return script
    }

    /// The top object: its fields, then its steps one at a time.
    private static func read(_ s: inout JSONScanner, source: String) throws(ScriptError) -> Script {
        guard s.next == UInt8(ascii: "{") else { throw notAnObject(source) }
        try s.beginObject()
        var members: [JSONValue.Member] = []
        var keys: Set<String> = []
        var stepsAt: Int?
        var first = true
        while let key = try s.nextKey(first: &first) {
            guard keys.insert(key).inserted else {
                throw ScriptError(source: source, field: key, message: "appears twice")
            }
            if key == "steps" {
                // Read after the other fields, as the JSON form is.
                stepsAt = s.position
                members.append(.init(key, s.next == UInt8(ascii: "[") ? .array([]) : .null))
                try s.skipValue()
            } else {
                members.append(.init(key, try s.fieldValue()))
            }
        }
        var reader = FieldReader(source: source, step: nil, stepName: nil, members: members)
        let (fps, duration) = try readHeader(&reader)
        guard case .array? = reader.take("steps"), let stepsAt else {
            throw reader.error("steps", reader.has("steps") ? "must be an array of steps" : "is missing")
        }
        try reader.rejectUnknown()
        s.position = stepsAt
        try s.beginArray()
        var steps: [Step] = []
        var firstStep = true
        while try s.nextElement(first: &firstStep) {
            steps.append(try readStep(&s, index: steps.count, source: source))
        }
        return Script(fps: fps, duration: duration, steps: steps)
    }

    /// One step: `{"name": {fields}}`.
    private static func readStep(_ s: inout JSONScanner, index: Int, source: String) throws(ScriptError) -> Step {
        guard s.next == UInt8(ascii: "{") else { throw notOneKey(source, index) }
        try s.beginObject()
        var first = true
        guard let name = try s.nextKey(first: &first) else { throw notOneKey(source, index) }
        var members: [JSONValue.Member]?
        if s.next == UInt8(ascii: "{") {
            try s.beginObject()
            members = []
            var keys: Set<String> = []
            var firstField = true
            while let key = try s.nextKey(first: &firstField) {
                guard keys.insert(key).inserted else {
                    throw ScriptError(source: source, step: index, stepName: name, field: key, message: "appears twice")
                }
                members!.append(.init(key, try s.fieldValue()))
            }
        } else {
            try s.skipValue()
        }
        guard try s.nextKey(first: &first) == nil else { throw notOneKey(source, index) }
        guard let members else { throw notAnObjectStep(source, index, name) }
        return try parseStep(name, members, index: index, source: source)
    }

    private static func readHeader(_ reader: inout FieldReader) throws(ScriptError) -> (fps: Int?, duration: Double?) {
        let fps = try reader.optionalNumber("fps").map { (x: Double) throws(ScriptError) -> Int in
            guard x == x.rounded(), ScriptLimits.fps.contains(x) else {
                throw reader.error("fps", "must be a whole number of frames per second from 1 to 1000 (got \(ScriptError.show(x)))")
            }
            return Int(x)
        }
        return (fps, try reader.optionalNumber("duration"))
    }

    private static func notAnObject(_ source: String) -> ScriptError {
        ScriptError(source: source, message: "a script is a JSON object {\"fps\": 60, \"duration\": 3, \"steps\": [...]}")
    }

    private static func notOneKey(_ source: String, _ index: Int) -> ScriptError {
        ScriptError(source: source, step: index, message: "a step is an object with one key, e.g. {\"wait\": {\"duration\": 1}}")
    }

    private static func notAnObjectStep(_ source: String, _ index: Int, _ name: String) -> ScriptError {
        ScriptError(source: source, step: index, stepName: name, message: "the step's value must be an object")
    }

    /// The fields of one step, by type; their ranges are checked by `validate`.
    private static func parseStep(_ name: String, _ members: [JSONValue.Member], index: Int,
                                  source: String) throws(ScriptError) -> Step {
        var r = FieldReader(source: source, step: index, stepName: name, members: members)
        let step: Step
        switch name {
        case "touchDown": step = .touchDown(at: try r.point("at"))
        case "moveTo": step = .moveTo(at: try r.point("at"), duration: try r.number("duration"))
        case "hold": step = .hold(duration: try r.number("duration"))
        case "touchUp": step = .touchUp
        case "wait": step = .wait(duration: try r.number("duration"))
        case "tap": step = .tap(at: try r.point("at"))
        case "edgeSwipe":
            step = .edgeSwipe(y: try r.number("y"), distance: try r.number("distance"), duration: try r.number("duration"))
        case "pinch":
            step = .pinch(center: try r.point("center"), scale: try r.number("scale"), duration: try r.number("duration"))
        case "fling":
            let sv = try r.string("scrollView")
            let v = try r.point("velocity")
            step = .fling(scrollView: sv, velocity: v, duration: try r.optionalNumber("duration") ?? 0.1)
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
                case .number(let x) where x.isFinite: s.decelerationRate = x
                default: throw r.error("decelerationRate", ScriptLimits.decelerationRateRule)
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
                s.contentInset = UIEdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
            }
            s.minimumZoomScale = try r.optionalNumber("minimumZoomScale")
            s.maximumZoomScale = try r.optionalNumber("maximumZoomScale")
            step = .configure(scrollView: sv, settings: s)
        case "caption":
            guard case .string(let text)? = r.take("text") else {
                throw r.error("text", r.has("text") ? "must be a string" : "is missing")
            }
            step = .caption(text: text, duration: try r.optionalNumber("duration") ?? Caption.defaultDuration)
        default:
            throw ScriptError(source: source, step: index, stepName: name,
                              message: "unknown step; steps are touchDown, moveTo, hold, touchUp, wait, tap, pinch, fling, edgeSwipe, setContentOffset, configure, caption")
        }
        try r.rejectUnknown()
        return step
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

    mutating func optionalNumber(_ key: String) throws(ScriptError) -> Double? {
        guard let v = take(key) else { return nil }
        guard case .number(let x) = v, x.isFinite else { throw error(key, "must be a finite number") }
        return x
    }

    mutating func number(_ key: String) throws(ScriptError) -> Double {
        guard has(key) else { throw error(key, "is missing") }
        return try optionalNumber(key)!
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

    mutating func point(_ key: String) throws(ScriptError) -> CGPoint {
        let v = try numbers(key, count: 2, what: "[x, y]")
        return CGPoint(x: v[0], y: v[1])
    }
}
