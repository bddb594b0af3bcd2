/// The objective the simplex minimises: the errors of the non-required
/// constraints, one row per priority, compared level by level from the highest.
///
/// Cassowary weighs strengths with large factors (kiwi: strong = 10⁶, medium =
/// 10³, weak = 1), which cannot keep 999 levels apart in a `Double`; a row per
/// priority does, exactly: a symbol's cost is the vector of its coefficients in
/// every level, and one cost is below another when it is at the first level
/// where they differ (a lexicographic order, which the simplex method works in as
/// it does over the reals). Only the coefficients steer the simplex; the rows'
/// constants are not kept up to date when a constraint's constant changes.
struct Objective {
    /// The levels, highest priority first.
    private(set) var levels: [(priority: Float, row: Row)] = []

    /// The row of a priority, made when first asked for.
    private mutating func level(_ priority: Float) -> Int {
        if let i = levels.firstIndex(where: { $0.priority == priority }) { return i }
        let i = levels.firstIndex(where: { $0.priority < priority }) ?? levels.count
        levels.insert((priority, Row()), at: i)
        return i
    }

    mutating func insert(_ symbol: Symbol, _ weight: Double, priority: Float) {
        levels[level(priority)].row.insert(symbol, weight)
    }

    mutating func insert(_ row: Row, _ weight: Double, priority: Float) {
        levels[level(priority)].row.insert(row, weight)
    }

    mutating func substitute(_ symbol: Symbol, by row: Row) {
        for i in levels.indices { levels[i].row.substitute(symbol, by: row) }
    }

    mutating func remove(_ symbol: Symbol) {
        for i in levels.indices { levels[i].row.remove(symbol) }
    }

    /// Drops the levels no constraint weighs any more.
    mutating func compact() {
        levels.removeAll { $0.row.isEmpty }
    }

    /// The sign of a symbol's cost: the sign of its first non-zero level.
    func sign(of symbol: Symbol) -> Int {
        for l in levels {
            let c = l.row.coefficient(of: symbol)
            if c < -1.0e-8 { return -1 }
            if c > 1.0e-8 { return 1 }
        }
        return 0
    }

    /// Whether `cost(a) / ka` is below `cost(b) / kb` (ka, kb > 0), level by level.
    func ratio(_ a: Symbol, _ ka: Double, isBelow b: Symbol, _ kb: Double) -> Bool {
        for l in levels {
            let d = l.row.coefficient(of: a) / ka - l.row.coefficient(of: b) / kb
            if d < -1.0e-8 { return true }
            if d > 1.0e-8 { return false }
        }
        return false
    }
}
