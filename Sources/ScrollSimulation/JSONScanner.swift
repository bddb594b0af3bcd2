/// JSON text read in place, one value at a time (RFC 8259, UTF-8).
///
/// A script is read in two passes over its bytes: the first checks the syntax of
/// the whole text (so a broken file is reported as such before anything it says),
/// the second hands the values to the script's reader as it asks for them. Neither
/// builds a tree of the whole text, so reading costs memory in proportion to the
/// script's steps, not a multiple of its text; values nobody asked for are skipped.
struct JSONScanner {
    private let bytes: UnsafeRawBufferPointer
    private let source: String
    var position = 0

    /// Deeper nesting is refused (a script needs five levels).
    static let maximumDepth = 64
    /// Arrays are kept to this many elements when read as field values: no field
    /// takes more than four, so the rest are skipped unread.
    static let keptElements = 5

    init(_ bytes: UnsafeRawBufferPointer, source: String) {
        self.bytes = bytes
        self.source = source
        // A UTF-8 byte-order mark is allowed and ignored.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
    }

    /// The first pass: the whole text is one JSON value.
    mutating func checkDocument() throws(ScriptError) {
        try skipValue(depth: 0)
        skipWhitespace()
        if position < bytes.count { throw fail("more text after the end of the JSON value") }
    }

    // MARK: Containers

    /// The next value, without reading it.
    var next: UInt8? {
        mutating get {
            skipWhitespace()
            return position < bytes.count ? bytes[position] : nil
        }
    }

    /// Consumes `{`; then `nextKey` walks the members.
    mutating func beginObject() throws(ScriptError) { try expect(UInt8(ascii: "{")) }

    /// The key of the next member (with its `:` consumed, the value next), or nil
    /// at the object's end (consumed). `first` is true before the first member.
    mutating func nextKey(first: inout Bool) throws(ScriptError) -> String? {
        skipWhitespace()
        if peek == UInt8(ascii: "}") { position += 1; return nil }
        if !first { try expect(UInt8(ascii: ",")); skipWhitespace() }
        first = false
        guard peek == UInt8(ascii: "\"") else { throw fail("expected a key in double quotes") }
        let key = try string(keep: true)
        try expect(UInt8(ascii: ":"))
        return key
    }

    mutating func beginArray() throws(ScriptError) { try expect(UInt8(ascii: "[")) }

    /// Whether another element follows (it is next); false at the array's end (consumed).
    mutating func nextElement(first: inout Bool) throws(ScriptError) -> Bool {
        skipWhitespace()
        if peek == UInt8(ascii: "]") { position += 1; return false }
        if !first { try expect(UInt8(ascii: ",")) }
        first = false
        return true
    }

    // MARK: Values

    /// Skips one value, checking its syntax.
    mutating func skipValue(depth: Int = 0) throws(ScriptError) {
        guard depth < Self.maximumDepth else { throw fail("nested more than \(Self.maximumDepth) levels deep") }
        switch next {
        case UInt8(ascii: "{"):
            try beginObject()
            var first = true
            while try nextKey(first: &first) != nil { try skipValue(depth: depth + 1) }
        case UInt8(ascii: "["):
            try beginArray()
            var first = true
            while try nextElement(first: &first) { try skipValue(depth: depth + 1) }
        case UInt8(ascii: "\""):
            _ = try string(keep: false)
        default:
            _ = try scalar()
        }
    }

    /// One value as a field reads it: scalars whole; an array with its first
    /// `keptElements` scalars (a nested container becomes `null`); an object as an
    /// empty one. Every field that takes a value takes a scalar or a short array of
    /// numbers, so what is left out could only ever be reported as the wrong type,
    /// which the kept part still shows.
    mutating func fieldValue() throws(ScriptError) -> JSONValue {
        switch next {
        case UInt8(ascii: "{"):
            try skipValue()
            return .object([])
        case UInt8(ascii: "["):
            try beginArray()
            var items: [JSONValue] = []
            var first = true
            while try nextElement(first: &first) {
                let isContainer = next == UInt8(ascii: "{") || next == UInt8(ascii: "[")
                if items.count >= Self.keptElements || isContainer {
                    try skipValue(depth: 1)
                    if items.count < Self.keptElements { items.append(.null) }
                } else {
                    items.append(try fieldValue())
                }
            }
            return .array(items)
        case UInt8(ascii: "\""):
            return .string(try string(keep: true) ?? "")
        default:
            return try scalar()
        }
    }

    /// A number, `true`, `false` or `null`.
    private mutating func scalar() throws(ScriptError) -> JSONValue {
        guard let c = next else { throw fail("the text ends where a value should be") }
        switch c {
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw fail("unexpected \(Self.describe(c)) where a value should be")
        }
    }

    private mutating func literal(_ word: StaticString) throws(ScriptError) {
        let w = UnsafeRawBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard position + w.count <= bytes.count, bytes[position..<(position + w.count)].elementsEqual(w) else {
            throw fail("unexpected \(Self.describe(bytes[position])) where a value should be")
        }
        position += w.count
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`; too large a
    /// magnitude reads as an infinity, which every field refuses.
    private mutating func number() throws(ScriptError) -> Double {
        let start = position
        func digits() -> Int {
            let from = position
            while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) { position += 1 }
            return position - from
        }
        if peek == UInt8(ascii: "-") { position += 1 }
        if peek == UInt8(ascii: "0") { position += 1 } else if digits() == 0 { throw fail("a number needs digits") }
        if peek == UInt8(ascii: ".") {
            position += 1
            if digits() == 0 { throw fail("a number needs digits after its decimal point") }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            position += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { position += 1 }
            if digits() == 0 { throw fail("a number needs digits in its exponent") }
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        let x = Double(text) ?? .infinity
        return text.hasPrefix("-") && x == .infinity ? -.infinity : x
    }

    /// A string (the quote is next), checked for escapes and UTF-8; its text if `keep`.
    private mutating func string(keep: Bool) throws(ScriptError) -> String? {
        position += 1
        var out: [UInt8] = []
        while true {
            guard position < bytes.count else { throw fail("a string is not closed") }
            let c = bytes[position]
            switch c {
            case UInt8(ascii: "\""):
                position += 1
                return keep ? String(decoding: out, as: UTF8.self) : nil
            case UInt8(ascii: "\\"):
                position += 1
                guard position < bytes.count else { throw fail("a string is not closed") }
                let e = bytes[position]
                position += 1
                let plain: UInt8?
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): plain = e
                case UInt8(ascii: "b"): plain = 0x08
                case UInt8(ascii: "f"): plain = 0x0C
                case UInt8(ascii: "n"): plain = 0x0A
                case UInt8(ascii: "r"): plain = 0x0D
                case UInt8(ascii: "t"): plain = 0x09
                case UInt8(ascii: "u"): plain = nil
                default: position -= 2; throw fail("unknown escape \(Self.describe(e)) in a string")
                }
                if let plain { if keep { out.append(plain) }; continue }
                var scalar = try hex4()
                if (0xD800...0xDBFF).contains(scalar) {
                    guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") else {
                        throw fail("a \\u escape is half of a surrogate pair")
                    }
                    position += 2
                    let low = try hex4()
                    guard (0xDC00...0xDFFF).contains(low) else { throw fail("a \\u escape is half of a surrogate pair") }
                    scalar = 0x10000 + (scalar - 0xD800) << 10 + (low - 0xDC00)
                } else if (0xDC00...0xDFFF).contains(scalar) {
                    throw fail("a \\u escape is half of a surrogate pair")
                }
                if keep { out.append(contentsOf: String(Unicode.Scalar(scalar)!).utf8) }
            case 0..<0x20:
                throw fail("a control character (\(Self.describe(c))) inside a string must be escaped")
            case 0..<0x80:
                if keep { out.append(c) }
                position += 1
            default:
                let length = try utf8Sequence()
                if keep { out.append(contentsOf: bytes[position..<(position + length)]) }
                position += length
            }
        }
    }

    private mutating func hex4() throws(ScriptError) -> UInt32 {
        var v: UInt32 = 0
        for _ in 0..<4 {
            guard position < bytes.count, let d = Self.hexDigit(bytes[position]) else {
                throw fail("a \\u escape needs four hexadecimal digits")
            }
            v = v << 4 | d
            position += 1
        }
        return v
    }

    private static func hexDigit(_ c: UInt8) -> UInt32? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(c - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(c - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(c - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// The length of the well-formed UTF-8 sequence of more than one byte at `position`.
    private func utf8Sequence() throws(ScriptError) -> Int {
        let lead = bytes[position]
        let length: Int
        var second: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; second = 0xA0...0xBF
        case 0xED: length = 3; second = 0x80...0x9F
        case 0xE1...0xEF: length = 3
        case 0xF0: length = 4; second = 0x90...0xBF
        case 0xF4: length = 4; second = 0x80...0x8F
        case 0xF1...0xF3: length = 4
        default: throw fail("a string is not valid UTF-8")
        }
        guard position + length <= bytes.count, second.contains(bytes[position + 1]),
              (2..<length).allSatisfy({ (0x80...0xBF).contains(bytes[position + $0]) }) else {
            throw fail("a string is not valid UTF-8")
        }
        return length
    }

    // MARK: Bytes

    private var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    private mutating func expect(_ c: UInt8) throws(ScriptError) {
        skipWhitespace()
        guard let p = peek else { throw fail("the text ends where \(Self.describe(c)) should be") }
        guard p == c else { throw fail("expected \(Self.describe(c)), found \(Self.describe(p))") }
        position += 1
    }

    /// A byte as an error shows it: printable ASCII quoted, anything else in hex.
    private static func describe(_ c: UInt8) -> String {
        (0x21..<0x7F).contains(c) ? "'\(Character(Unicode.Scalar(c)))'" : "byte 0x" + String(c, radix: 16, uppercase: true)
    }

    /// A syntax error at the current position, as a line and a column (in bytes).
    func fail(_ message: String) -> ScriptError {
        let at = min(position, bytes.count)
        var line = 1, lineStart = 0
        for i in 0..<at where bytes[i] == 0x0A { line += 1; lineStart = i + 1 }
        return ScriptError(source: source, message: "not valid JSON: \(message) at line \(line), column \(at - lineStart + 1)")
    }
}

extension JSONScanner {
    /// One whole value, objects with their members in the text's order (where
    /// `JSONDecoder` sorts them): what reading a trace line back needs, so that
    /// it prints as it was written.
    mutating func value(depth: Int = 0) throws(ScriptError) -> JSONValue {
        guard depth < Self.maximumDepth else { throw fail("nested more than \(Self.maximumDepth) levels deep") }
        switch next {
        case UInt8(ascii: "{"):
            try beginObject()
            var members: [JSONValue.Member] = []
            var first = true
            while let key = try nextKey(first: &first) { members.append(.init(key, try value(depth: depth + 1))) }
            return .object(members)
        case UInt8(ascii: "["):
            try beginArray()
            var items: [JSONValue] = []
            var first = true
            while try nextElement(first: &first) { items.append(try value(depth: depth + 1)) }
            return .array(items)
        case UInt8(ascii: "\""):
            return .string(try string(keep: true) ?? "")
        default:
            return try scalar()
        }
    }
}

extension JSONValue {
    /// `text` as one JSON value with object members in their order, or nil when
    /// it is not exactly one JSON value.
    public static func parseInOrder(_ text: String) -> JSONValue? {
        var text = text
        return text.withUTF8 { utf8 -> JSONValue? in
            let bytes = UnsafeRawBufferPointer(utf8)
            var syntax = JSONScanner(bytes, source: "")
            guard (try? syntax.checkDocument()) != nil else { return nil }
            var scanner = JSONScanner(bytes, source: "")
            return try? scanner.value()
        }
    }
}
