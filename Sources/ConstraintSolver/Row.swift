/// A symbol of the tableau: a variable of the user's (external), or one the
/// solver makes for a constraint (its slack, its error terms, or a dummy that
/// marks a required equality).
struct Symbol: Hashable, Comparable {
    let id: Int32
    static func < (a: Symbol, b: Symbol) -> Bool { a.id < b.id }
}

/// What a symbol stands for, which decides how the simplex may move it.
enum SymbolKind: UInt8 {
    /// A user's variable: unrestricted in sign, never in the objective.
    case external
    /// The slack of an inequality: at least 0.
    case slack
    /// One side of a non-required constraint's error: at least 0, weighed in the objective.
    case error
    /// The marker of a required equality: always 0, so never pivoted on.
    case dummy
}

/// Values this close to 0 are 0: what pivots leave behind of a cancelled term.
@inline(__always) func nearZero(_ x: Double) -> Bool { abs(x) < 1.0e-8 }

/// One row of the tableau, `basic = constant + Σ coefficient · symbol` (or, while
/// it is built, `0 = constant + Σ …`). The cells are kept sorted by symbol, so
/// every walk over a row, and so every choice the simplex makes, is the same from
/// run to run (a hashed dictionary would iterate in another order each process).
struct Row {
    var constant: Double
    private(set) var symbols: [Symbol] = []
    private(set) var coefficients: [Double] = []

    init(constant: Double = 0) { self.constant = constant }

    var isEmpty: Bool { symbols.isEmpty }
    var count: Int { symbols.count }

    @inline(__always) private func index(of symbol: Symbol) -> (found: Bool, at: Int) {
        var lo = 0, hi = symbols.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            let s = symbols[mid].id
            if s == symbol.id { return (true, mid) }
            if s < symbol.id { lo = mid + 1 } else { hi = mid }
        }
        return (false, lo)
    }

    /// The coefficient of `symbol` (0 when it is not in the row).
    func coefficient(of symbol: Symbol) -> Double {
        let (found, i) = index(of: symbol)
        return found ? coefficients[i] : 0
    }

    /// Adds `coefficient · symbol`; a term that cancels to (near) 0 is removed.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let (found, i) = index(of: symbol)
        if found {
            let c = coefficients[i] + coefficient
            if nearZero(c) { symbols.remove(at: i); coefficients.remove(at: i) } else { coefficients[i] = c }
        } else if !nearZero(coefficient) {
            symbols.insert(symbol, at: i)
            coefficients.insert(coefficient, at: i)
        }
    }

    /// Adds `coefficient · other`, constant included: one merge of the two sorted rows.
    mutating func insert(_ other: Row, _ coefficient: Double = 1) {
        constant += other.constant * coefficient
        if other.symbols.isEmpty { return }
        if symbols.isEmpty {
            symbols = other.symbols
            coefficients = other.coefficients.map { $0 * coefficient }
            return
        }
        var s: [Symbol] = [], c: [Double] = []
        s.reserveCapacity(symbols.count + other.symbols.count)
        c.reserveCapacity(symbols.count + other.symbols.count)
        var i = 0, j = 0
        while i < symbols.count || j < other.symbols.count {
            if j == other.symbols.count || (i < symbols.count && symbols[i].id < other.symbols[j].id) {
                s.append(symbols[i]); c.append(coefficients[i]); i += 1
            } else if i == symbols.count || other.symbols[j].id < symbols[i].id {
                let v = other.coefficients[j] * coefficient
                if !nearZero(v) { s.append(other.symbols[j]); c.append(v) }
                j += 1
            } else {
                let v = coefficients[i] + other.coefficients[j] * coefficient
                if !nearZero(v) { s.append(symbols[i]); c.append(v) }
                i += 1; j += 1
            }
        }
        symbols = s
        coefficients = c
    }

    /// Takes `symbol` out of the row.
    mutating func remove(_ symbol: Symbol) {
        let (found, i) = index(of: symbol)
        if found { symbols.remove(at: i); coefficients.remove(at: i) }
    }

    /// Negates the row (constant and every coefficient).
    mutating func reverseSign() {
        constant = -constant
        for i in coefficients.indices { coefficients[i] = -coefficients[i] }
    }

    /// Turns `0 = constant + … + c·symbol + …` into `symbol = …` (the symbol leaves the cells).
    mutating func solve(for symbol: Symbol) {
        let (found, i) = index(of: symbol)
        precondition(found, "solving a row for a symbol it does not hold")
        let k = -1.0 / coefficients[i]
        symbols.remove(at: i); coefficients.remove(at: i)
        constant *= k
        for i in coefficients.indices { coefficients[i] *= k }
    }

    /// Turns `lhs = …` (where `rhs` is in the cells) into `rhs = …`.
    mutating func solve(for lhs: Symbol, by rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by what `row` says it equals.
    mutating func substitute(_ symbol: Symbol, by row: Row) {
        let (found, i) = index(of: symbol)
        guard found else { return }
        let c = coefficients[i]
        symbols.remove(at: i); coefficients.remove(at: i)
        insert(row, c)
    }

    /// The cells in symbol order.
    var cells: Zip2Sequence<[Symbol], [Double]> { zip(symbols, coefficients) }
}
