/// A JSON value whose objects keep their keys in order, so that traces come out
/// byte for byte the same every time.
public indirect enum JSONValue: Equatable, Sendable {
    /// JSON's `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, written in fixed point (see ``format(_:decimals:)``); one that is not
    /// finite is written `null`.
    case number(Double)
    /// A string.
    case string(String)
    /// An array, its elements in order.
    case array([JSONValue])
    /// An object, its members in the order given; with a key used twice, lookups find the
    /// first.
    case object([Member])

    /// One member of an object: a key and its value.
    public struct Member: Equatable, Sendable {
        /// The member's name.
        public let key: String
        /// The member's value.
        public let value: JSONValue
        /// A member named `key` holding `value`.
        public init(_ key: String, _ value: JSONValue) { self.key = key; self.value = value }
    }

    /// The value of the first member named `key`; nil when there is none or this is not
    /// an object.
    public subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members.first { $0.key == key }?.value }
        return nil
    }
}

extension JSONValue: ExpressibleByBooleanLiteral, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral,
                     ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    /// A Boolean literal as `.bool`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// A floating-point literal as `.number`.
    public init(floatLiteral value: Double) { self = .number(value) }
    /// An integer literal as `.number`.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    /// A string literal as `.string`.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An array literal as `.array`.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// A dictionary literal as `.object`, its keys in the order written.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(elements.map { Member($0.0, $0.1) })
    }
}

extension JSONValue {
    /// Compact JSON on one line, with ", " and ": " as in the trace contract.
    /// Numbers are written in fixed point, rounded to `JSONValue.decimals` places,
    /// trailing zeros dropped: the same bits always give the same text, and text
    /// never shows an exponent.
    public var serialized: String { serialized(decimals: JSONValue.decimals) }

    /// The same, with numbers rounded to `decimals` places.
    public func serialized(decimals: Int) -> String {
        var out = ""
        write(to: &out, decimals: decimals)
        return out
    }

    /// Decimal places kept in numbers: microsecond times and micro-point offsets.
    public static let decimals = 6

    /// Appends the value to `out` as compact one-line JSON, as ``serialized(decimals:)``
    /// returns it.
    public func write(to out: inout String, decimals: Int = JSONValue.decimals) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let x): out += JSONValue.format(x, decimals: decimals)
        case .string(let s): JSONValue.writeString(s, to: &out)
        case .array(let items):
            out += "["
            for (i, v) in items.enumerated() {
                if i > 0 { out += ", " }
                v.write(to: &out, decimals: decimals)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (i, m) in members.enumerated() {
                if i > 0 { out += ", " }
                JSONValue.writeString(m.key, to: &out)
                out += ": "
                m.value.write(to: &out, decimals: decimals)
            }
            out += "}"
        }
    }

    /// Total: any Double gives text (non-finite ones `null`), and `decimals` is
    /// taken within 0...15, the places a Double can carry.
    /// A number as an error message shows it: exactly, in the shorter of fixed
    /// point and Swift's own form (1e+300, not three hundred digits).
    public static func readable(_ x: Double) -> String {
        let fixed = format(x)
        let plain = x == x.rounded() && abs(x) < 1e15 ? String(Int64(x)) : "\(x)"
        return Double(fixed) == x && fixed.count <= plain.count ? fixed : plain
    }

    /// A number as traces write it: fixed point rounded to `decimals` places (taken within
    /// 0...15), trailing zeros dropped, never an exponent; `null` when it is not finite.
    public static func format(_ x: Double, decimals: Int = decimals) -> String {
        guard x.isFinite else { return "null" }
        let decimals = min(max(decimals, 0), 15)
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (x * scale).rounded()
        guard abs(scaled) < 9e15 else { return wholeNumber(x.rounded()) }
        let n = Int64(scaled)
        if n == 0 { return "0" }
        let negative = n < 0
        let magnitude = negative ? -n : n
        let unit = Int64(scale)
        let whole = magnitude / unit
        var fraction = magnitude % unit
        var s = (negative ? "-" : "") + String(whole)
        if fraction != 0 {
            var digits = decimals
            while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
            let f = String(fraction)
            s += "." + String(repeating: "0", count: digits - f.count) + f
        }
        return s
    }

    /// The exact decimal digits of a whole, finite Double of any size (up to 309
    /// digits): fixed point has no exponent to fall back on.
    static func wholeNumber(_ x: Double) -> String {
        if abs(x) < 0x1p63 { return String(Int64(x)) }
        // |x| = significand · 2^shift with a 53-bit significand; double it `shift`
        // times in base-10^9 limbs, least significant first.
        let base: UInt64 = 1_000_000_000
        var significand = x.significandBitPattern | 1 << 52
        var limbs: [UInt64] = []
        while significand > 0 { limbs.append(significand % base); significand /= base }
        for _ in 0..<(Int(x.exponent) - 52) {
            var carry: UInt64 = 0
            for i in limbs.indices {
                let v = limbs[i] * 2 + carry
                limbs[i] = v % base
                carry = v / base
            }
            if carry > 0 { limbs.append(carry) }
        }
        var s = x < 0 ? "-" : ""
        s += String(limbs.last!)
        for limb in limbs.dropLast().reversed() {
            let digits = String(limb)
            s += String(repeating: "0", count: 9 - digits.count) + digits
        }
        return s
    }

    static func writeString(_ s: String, to out: inout String) {
        out += "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 {
                    let hex = String(u.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        out += "\""
    }
}

extension JSONValue: Decodable {
    /// Decodes any JSON value. A decoder does not keep the order of an object's keys, so
    /// its members come sorted by key.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null; return }
        if let b = try? c.decode(Bool.self) { self = .bool(b); return }
        if let x = try? c.decode(Double.self) { self = .number(x); return }
        if let s = try? c.decode(String.self) { self = .string(s); return }
        if let a = try? c.decode([JSONValue].self) { self = .array(a); return }
        let o = try c.decode([String: JSONValue].self)
        self = .object(o.keys.sorted().map { Member($0, o[$0]!) })
    }
}
