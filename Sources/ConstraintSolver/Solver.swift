/// The handle of a constraint held by a ``Solver``, to remove it or change its constant.
public struct ConstraintID: Hashable, Sendable, Comparable {
    /// The constraint's number, in the order constraints were added (never reused).
    public let rawValue: Int
    /// Orders handles by when their constraints were first added.
    public static func < (a: ConstraintID, b: ConstraintID) -> Bool { a.rawValue < b.rawValue }
}

/// Why the solver refused a request.
public enum SolverError: Error, Equatable, Sendable {
    /// A required constraint cannot hold together with the required constraints
    /// listed (in the order they were added); the solver is as it was before.
    case unsatisfiable(conflicts: [ConstraintID])
    /// A coefficient or constant is NaN or infinite.
    case notFinite
    /// An edit variable must be of a strength below required.
    case requiredEditStrength
    /// The variable is not an edit variable (``Solver/suggestValue(_:_:)``) or already is one
    /// (``Solver/addEditVariable(_:strength:)``).
    case editVariable
}

/// An incremental linear constraint solver: Cassowary (Badros, Borning and
/// Stuckey, "The Cassowary Linear Arithmetic Constraint Solving Algorithm",
/// ACM TOCHI 2001) in the shape of the kiwi solver (Nucleic's C++ rewrite,
/// BSD): a simplex tableau kept optimal as constraints come and go.
///
/// - Adding a constraint makes its row, solves it for a subject and optimises;
///   removing one pivots its marker into the basis and drops that row; changing
///   a constraint's constant (``setConstant(of:to:)``) or suggesting a value for
///   an edit variable shifts the constants of the rows that hold its marker and
///   re-optimises with the dual simplex. None of them starts from scratch.
/// - Required constraints (``Strength/required``) must hold: one that cannot is
///   refused with the required constraints it conflicts with. The others are
///   satisfied in priority order (see ``Strength``): each priority is its own
///   level of the objective.
/// - Every choice is deterministic: rows are sorted by symbol, and pivots follow
///   Bland's rule (the entering symbol of least number; among leaving rows of
///   equal ratio, the least basic symbol), which also rules out cycling.
public final class Solver {
    private var kinds: [SymbolKind] = []
    /// Per symbol: the index of its row when basic, -1 when not.
    private var rowOf: [Int32] = []
    /// Per symbol: the constraint it was made for, -1 for variables and the artificial symbol.
    private var ownerOf: [Int32] = []
    private var names: [Int32: String] = [:]
    private var rows: [Row] = []
    private var basics: [Symbol] = []
    private var objective = Objective()
    private var artificial: Row?
    private var infeasible: [Symbol] = []
    private var records: [Record?] = []
    private var edits: [Variable: ConstraintID] = [:]

    private struct Record {
        var constraint: Constraint
        var marker: Symbol
        /// The marker's coefficient in the constraint's own row (before any sign change).
        var markerCoefficient: Double
        var other: Symbol?
        var otherCoefficient: Double
    }

    /// The number of constraints held.
    public private(set) var constraintCount = 0
    /// The number of pivots made since the solver was created (what a test or a
    /// benchmark reads to see that a change was incremental).
    public private(set) var pivotCount = 0

    /// An empty solver.
    public init() {}

    // MARK: Variables

    /// A new variable, named for diagnostics. Until a constraint places it, its value is 0.
    public func makeVariable(_ name: String = "") -> Variable {
        let s = makeSymbol(.external, owner: -1)
        if !name.isEmpty { names[s.id] = name }
        return Variable(id: s.id)
    }

    /// The name the variable was made with.
    public func name(of variable: Variable) -> String { names[variable.id] ?? "v\(variable.id)" }

    /// The variable's value in the current solution.
    public func value(of variable: Variable) -> Double { value(of: variable.symbol) }

    /// Whether the variable could take another value without any constraint
    /// holding less well: it is free (nothing places it), or it moves with a free
    /// variable, with an inequality's slack that costs nothing and can grow, or with
    /// an error term on an equal footing with another (two equal-priority wishes
    /// pulling apart). UIKit's ambiguous layout.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        let r = rowOf[Int(variable.id)]
        guard r >= 0 else { return true }
        for (s, _) in rows[Int(r)].cells {
            switch kinds[Int(s.id)] {
            case .external: return true
            case .dummy: continue
            case .slack, .error:
                if objective.sign(of: s) == 0 && canGrow(s) { return true }
            }
        }
        return false
    }

    /// Whether a non-basic symbol can leave 0 upwards without a basic slack or error going below 0.
    private func canGrow(_ s: Symbol) -> Bool {
        for (i, row) in rows.enumerated() where kinds[Int(basics[i].id)] != .external {
            if row.coefficient(of: s) < 0 && nearZero(row.constant) { return false }
        }
        return true
    }

    // MARK: Constraints

    /// Adds a constraint and re-solves.
    ///
    /// - Returns: the handle to remove it or change its constant with.
    /// - Throws: ``SolverError/unsatisfiable(conflicts:)`` for a required constraint that cannot
    ///   hold with the others (nothing is added); ``SolverError/notFinite`` for a non-finite number.
    @discardableResult
    public func add(_ constraint: Constraint) throws(SolverError) -> ConstraintID {
        guard constraint.expression.isFinite else { throw .notFinite }
        let id = ConstraintID(rawValue: records.count)
        records.append(nil)
        try insert(constraint, as: id)
        return id
    }

    /// Removes a constraint and re-solves; false when the handle is not held (already removed).
    @discardableResult
    public func remove(_ id: ConstraintID) -> Bool {
        guard records.indices.contains(id.rawValue), let record = records[id.rawValue] else { return false }
        records[id.rawValue] = nil
        constraintCount -= 1
        let priority = record.constraint.strength.priority
        if kinds[Int(record.marker.id)] == .error { removeEffects(of: record.marker, priority: priority) }
        if let other = record.other, kinds[Int(other.id)] == .error { removeEffects(of: other, priority: priority) }
        takeOut(record.marker)
        optimize()
        objective.compact()
        return true
    }

    /// Whether the solver holds the constraint.
    public func contains(_ id: ConstraintID) -> Bool {
        records.indices.contains(id.rawValue) && records[id.rawValue] != nil
    }

    /// The constraint as held now (its constant as last set).
    public func constraint(_ id: ConstraintID) -> Constraint? {
        records.indices.contains(id.rawValue) ? records[id.rawValue]?.constraint : nil
    }

    /// Changes the constant of a held constraint's expression (the `c` of `… + c relation 0`) and
    /// re-solves from the current solution: the rows that hold the constraint's marker take the
    /// change and the dual simplex restores feasibility.
    ///
    /// - Throws: ``SolverError/unsatisfiable(conflicts:)`` when a required constraint cannot hold
    ///   at its new constant; it is then no longer held (as if removed), and the rest is solved
    ///   without it. ``SolverError/notFinite`` for a non-finite constant (nothing changes).
    public func setConstant(of id: ConstraintID, to constant: Double) throws(SolverError) {
        guard constant.isFinite else { throw .notFinite }
        guard records.indices.contains(id.rawValue), var record = records[id.rawValue] else { return }
        let delta = constant - record.constraint.expression.constant
        if delta == 0 { return }
        record.constraint.expression.constant = constant
        records[id.rawValue] = record
        infeasible.removeAll()
        if shift(record, by: delta), dualOptimize() { return }
        // The fast way failed (a required constraint no longer holds): put the old
        // constant back, then re-add the constraint, which says what it conflicts with.
        infeasible.removeAll()
        if shift(record, by: -delta) { _ = dualOptimize() }
        infeasible.removeAll()
        record.constraint.expression.constant -= delta
        records[id.rawValue] = record
        _ = remove(id)
        record.constraint.expression.constant += delta
        try insert(record.constraint, as: id)
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable: a wish of the given (non-required) strength that it
    /// equals the value last suggested (0 until then).
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard edits[variable] == nil else { throw .editVariable }
        guard !strength.isRequired else { throw .requiredEditStrength }
        edits[variable] = try add(Constraint(LinearExpression(variable), .equal, strength: strength))
    }

    /// Stops editing `variable`, dropping its wish.
    public func removeEditVariable(_ variable: Variable) {
        if let id = edits.removeValue(forKey: variable) { remove(id) }
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

    /// Suggests a value for an edit variable and re-solves from the current solution.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard let id = edits[variable] else { throw .editVariable }
        try setConstant(of: id, to: -value)
    }

    /// The errors still weighed at each priority, highest first (0 everywhere when every
    /// constraint holds).
    public var unsatisfiedErrors: [(priority: Float, error: Double)] {
        var sums: [Float: Double] = [:]
        for case let r? in records where !r.constraint.strength.isRequired {
            var e = 0.0
            for s in [r.marker, r.other] { if let s, kind(s) == .error { e += value(of: s) } }
            sums[r.constraint.strength.priority, default: 0] += e
        }
        return sums.sorted { $0.key > $1.key }.map { ($0.key, $0.value) }
    }

    private func value(of symbol: Symbol) -> Double {
        let r = rowOf[Int(symbol.id)]
        return r >= 0 ? rows[Int(r)].constant : 0
    }

    // MARK: The tableau

    private func makeSymbol(_ kind: SymbolKind, owner: Int) -> Symbol {
        let s = Symbol(id: Int32(kinds.count))
        kinds.append(kind)
        rowOf.append(-1)
        ownerOf.append(Int32(owner))
        return s
    }

    @inline(__always) private func kind(_ s: Symbol) -> SymbolKind { kinds[Int(s.id)] }

    private func appendRow(_ row: Row, basic: Symbol) {
        rowOf[Int(basic.id)] = Int32(rows.count)
        rows.append(row)
        basics.append(basic)
    }

    private func removeRow(at i: Int) {
        rowOf[Int(basics[i].id)] = -1
        let last = rows.count - 1
        if i != last {
            rows.swapAt(i, last)
            basics.swapAt(i, last)
            rowOf[Int(basics[i].id)] = Int32(i)
        }
        rows.removeLast()
        basics.removeLast()
    }

    private func insert(_ constraint: Constraint, as id: ConstraintID) throws(SolverError) {
        var (row, record) = makeRow(constraint, id: id)
        var subject = chooseSubject(row, record)
        if subject == nil && row.cells.allSatisfy({ kind($0.0) == .dummy }) {
            guard nearZero(row.constant) else { throw .unsatisfiable(conflicts: conflicts(in: row, except: id)) }
            subject = record.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, by: row)
            appendRow(row, basic: subject)
        } else if let conflicting = addWithArtificialVariable(row, except: id) {
            infeasible.removeAll()
            throw .unsatisfiable(conflicts: conflicting)
        }
        records[id.rawValue] = record
        constraintCount += 1
        optimize()
    }

    /// The constraint's row in terms of the current non-basic symbols, with its
    /// slack, error or dummy markers (and its errors weighed in the objective).
    private func makeRow(_ c: Constraint, id: ConstraintID) -> (Row, Record) {
        var row = Row(constant: c.expression.constant)
        for (v, k) in c.expression.terms where !nearZero(k) {
            let r = rowOf[Int(v.id)]
            if r >= 0 { row.insert(rows[Int(r)], k) } else { row.insert(v.symbol, k) }
        }
        let owner = id.rawValue
        let priority = c.strength.priority
        var record: Record
        switch c.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let k: Double = c.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack, owner: owner)
            row.insert(slack, k)
            record = Record(constraint: c, marker: slack, markerCoefficient: k, other: nil, otherCoefficient: 0)
            if !c.strength.isRequired {
                let error = makeSymbol(.error, owner: owner)
                row.insert(error, -k)
                objective.insert(error, 1, priority: priority)
                record.other = error
                record.otherCoefficient = -k
            }
        case .equal:
            if c.strength.isRequired {
                let dummy = makeSymbol(.dummy, owner: owner)
                row.insert(dummy, 1)
                record = Record(constraint: c, marker: dummy, markerCoefficient: 1, other: nil, otherCoefficient: 0)
            } else {
                let plus = makeSymbol(.error, owner: owner), minus = makeSymbol(.error, owner: owner)
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, 1, priority: priority)
                objective.insert(minus, 1, priority: priority)
                record = Record(constraint: c, marker: plus, markerCoefficient: -1, other: minus, otherCoefficient: 1)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, record)
    }

    /// The symbol to solve a new row for: a variable if it holds one, else the
    /// constraint's own slack or error when it can enter at a value of at least 0.
    private func chooseSubject(_ row: Row, _ record: Record) -> Symbol? {
        for (s, _) in row.cells where kind(s) == .external { return s }
        if kind(record.marker) == .slack || kind(record.marker) == .error, row.coefficient(of: record.marker) < 0 {
            return record.marker
        }
        if let o = record.other, kind(o) == .slack || kind(o) == .error, row.coefficient(of: o) < 0 { return o }
        return nil
    }

    /// Adds a row that has no subject through an artificial variable driven to 0;
    /// nil on success, else the required constraints that keep it from 0.
    private func addWithArtificialVariable(_ row: Row, except id: ConstraintID) -> [ConstraintID]? {
        let art = makeSymbol(.slack, owner: -1)
        appendRow(row, basic: art)
        artificial = row
        optimize(artificialOnly: true)
        let final = artificial!
        artificial = nil
        guard nearZero(final.constant) else {
            // The row cannot hold: take it back out as a removal would, with the
            // artificial symbol as its marker (it and the row's own markers only ever
            // appear together, so they leave together), and optimise again.
            takeOut(art)
            optimize()
            return conflicts(in: final, except: id)
        }
        let r = Int(rowOf[Int(art.id)])
        if r >= 0 {
            var artRow = rows[r]
            removeRow(at: r)
            if let entering = artRow.cells.first(where: { kind($0.0) == .slack || kind($0.0) == .error })?.0 {
                artRow.solve(for: art, by: entering)
                substitute(entering, by: artRow)
                appendRow(artRow, basic: entering)
            }
            // (A row of dummies alone says 0 = 0: nothing to keep.)
        }
        for i in rows.indices { rows[i].remove(art) }
        objective.remove(art)
        return nil
    }

    /// The required constraints whose markers a row holds: those a failed row conflicts with.
    private func conflicts(in row: Row, except id: ConstraintID) -> [ConstraintID] {
        var found = Set<Int>()
        for (s, _) in row.cells {
            let owner = Int(ownerOf[Int(s.id)])
            guard owner >= 0, owner != id.rawValue, let r = records[owner], r.constraint.strength.isRequired else { continue }
            found.insert(owner)
        }
        return found.sorted().map { ConstraintID(rawValue: $0) }
    }

    /// Replaces `symbol` by `row` everywhere, noting rows it leaves infeasible.
    private func substitute(_ symbol: Symbol, by row: Row) {
        for i in rows.indices where rows[i].coefficient(of: symbol) != 0 {
            rows[i].substitute(symbol, by: row)
            if rows[i].constant < 0 && kind(basics[i]) != .external { infeasible.append(basics[i]) }
        }
        objective.substitute(symbol, by: row)
        artificial?.substitute(symbol, by: row)
    }

    private func pivot(row r: Int, entering: Symbol) {
        var row = rows[r]
        let leaving = basics[r]
        row.solve(for: leaving, by: entering)
        rowOf[Int(leaving.id)] = -1
        basics[r] = entering
        rowOf[Int(entering.id)] = Int32(r)
        rows[r] = Row()
        substitute(entering, by: row)
        rows[r] = row
        pivotCount += 1
    }

    /// The primal simplex on the objective (or the artificial row alone), Bland's rule.
    private func optimize(artificialOnly: Bool = false) {
        // Bland's rule ends; the cap only guards against floating-point noise.
        var budget = 1000 + 50 * rows.count
        while budget > 0 {
            budget -= 1
            guard let entering = artificialOnly ? enteringForArtificial() : enteringForObjective() else { return }
            var best = -1
            var ratio = Double.infinity
            for (i, row) in rows.enumerated() where kind(basics[i]) != .external {
                let k = row.coefficient(of: entering)
                guard k < 0 else { continue }
                let q = -row.constant / k
                if q < ratio || (q == ratio && best >= 0 && basics[i] < basics[best]) { ratio = q; best = i }
            }
            // (Unbounded cannot happen: every error is at least 0 and weighs positively.)
            guard best >= 0 else { return }
            pivot(row: best, entering: entering)
        }
    }

    private func enteringForArtificial() -> Symbol? {
        guard let a = artificial else { return nil }
        return a.cells.first { $0.1 < 0 && kind($0.0) != .dummy }?.0
    }

    /// The least symbol whose cost is below 0 at its first non-zero level.
    private func enteringForObjective() -> Symbol? {
        var best: Symbol?
        let levels = objective.levels
        for (li, level) in levels.enumerated() {
            for (s, c) in level.row.cells {
                if let b = best, s.id >= b.id { break }
                guard c < 0, kind(s) != .dummy else { continue }
                if levels[..<li].allSatisfy({ $0.row.coefficient(of: s) == 0 }) { best = s }
            }
        }
        return best
    }

    /// The dual simplex: pivots infeasible rows back to a value of at least 0,
    /// keeping the objective optimal. False when a row cannot be made feasible.
    private func dualOptimize() -> Bool {
        var budget = 1000 + 50 * rows.count
        while let leaving = infeasible.popLast() {
            let r = Int(rowOf[Int(leaving.id)])
            guard r >= 0, rows[r].constant < 0 else { continue }
            budget -= 1
            guard budget > 0, let entering = dualEntering(rows[r]) else { infeasible.removeAll(); return false }
            pivot(row: r, entering: entering)
        }
        return true
    }

    private func dualEntering(_ row: Row) -> Symbol? {
        var best: (s: Symbol, k: Double)?
        for (s, k) in row.cells where k > 0 && kind(s) != .dummy {
            if let b = best, !objective.ratio(s, k, isBelow: b.s, b.k) { continue }
            best = (s, k)
        }
        return best?.s
    }

    /// Moves a constraint's constant by `delta` in place: with its row
    /// `0 = e + c + a·m`, `c + δ` is the same system with `m` shifted by `δ/a`.
    /// False (nothing changed) when a required equality that is redundant would
    /// no longer be (a dummy row would leave 0): that case needs a re-add.
    private func shift(_ record: Record, by delta: Double) -> Bool {
        let m = record.marker
        if rowOf[Int(m.id)] >= 0 || record.other.map({ rowOf[Int($0.id)] >= 0 }) == true {
            let (s, a) = rowOf[Int(m.id)] >= 0 ? (m, record.markerCoefficient) : (record.other!, record.otherCoefficient)
            if kind(s) == .dummy { return false }
            let r = Int(rowOf[Int(s.id)])
            rows[r].constant -= delta / a
            if rows[r].constant < 0 { infeasible.append(s) }
            return true
        }
        let step = delta / record.markerCoefficient
        for i in rows.indices where kind(basics[i]) == .dummy && rows[i].coefficient(of: m) != 0 {
            return false
        }
        for i in rows.indices {
            let k = rows[i].coefficient(of: m)
            guard k != 0 else { continue }
            rows[i].constant += k * step
            if rows[i].constant < 0 && kind(basics[i]) != .external { infeasible.append(basics[i]) }
        }
        return true
    }

    /// Takes the effects of a non-required constraint's error off the objective.
    private func removeEffects(of marker: Symbol, priority: Float) {
        let r = rowOf[Int(marker.id)]
        if r >= 0 { objective.insert(rows[Int(r)], -1, priority: priority) } else { objective.insert(marker, -1, priority: priority) }
    }

    /// Drops the row that holds a constraint's marker: the marker's own row when it is
    /// basic, else the row it is first pivoted into (``leavingRow(forMarker:)``). What
    /// is left still satisfies every other constraint; the caller re-optimises.
    private func takeOut(_ marker: Symbol) {
        if rowOf[Int(marker.id)] >= 0 {
            removeRow(at: Int(rowOf[Int(marker.id)]))
        } else if let r = leavingRow(forMarker: marker) {
            var row = rows[r]
            let leaving = basics[r]
            removeRow(at: r)
            row.solve(for: leaving, by: marker)
            substitute(marker, by: row)
        }
    }

    /// The row to pivot a non-basic marker into before its constraint is removed:
    /// the restricted row that leaves first as the marker falls, else as it grows,
    /// else any row that holds it.
    private func leavingRow(forMarker marker: Symbol) -> Int? {
        var r1 = Double.infinity, r2 = Double.infinity
        var first: Int?, second: Int?, third: Int?
        for (i, row) in rows.enumerated() {
            let c = row.coefficient(of: marker)
            if c == 0 { continue }
            if kind(basics[i]) == .external {
                if third == nil { third = i }
            } else if c < 0 {
                let r = -row.constant / c
                if r < r1 { r1 = r; first = i }
            } else {
                let r = row.constant / c
                if r < r2 { r2 = r; second = i }
            }
        }
        return first ?? second ?? third
    }
}
