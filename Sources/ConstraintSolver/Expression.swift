/// A variable of a ``Solver``: a number the solver chooses (a view's left edge,
/// its width). Made by ``Solver/makeVariable(_:)``; only meaningful to that solver.
public struct Variable: Hashable, Sendable, Comparable {
    /// The variable's number in its solver, in the order it was made.
    public let id: Int32
    /// Orders variables by the order they were made in.
    public static func < (a: Variable, b: Variable) -> Bool { a.id < b.id }
    var symbol: Symbol { Symbol(id: id) }
}

/// A linear expression: `Σ coefficient · variable + constant`.
public struct LinearExpression: Sendable, Equatable {
    /// The variables and their coefficients, as written (a variable may appear more than once).
    public var terms: [(variable: Variable, coefficient: Double)]
    /// The constant term.
    public var constant: Double

    /// An expression of the given terms and constant.
    public init(_ terms: [(variable: Variable, coefficient: Double)] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `coefficient · variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.init([(variable, coefficient)])
    }

    /// Two expressions are equal when they hold the same terms in the same order and the same constant.
    public static func == (a: LinearExpression, b: LinearExpression) -> Bool {
        a.constant == b.constant && a.terms.count == b.terms.count
            && zip(a.terms, b.terms).allSatisfy { $0.variable == $1.variable && $0.coefficient == $1.coefficient }
    }

    /// Whether every coefficient and the constant are finite numbers.
    public var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }
}

/// The sum of two expressions.
public func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
    LinearExpression(a.terms + b.terms, constant: a.constant + b.constant)
}
/// An expression plus a constant.
public func + (a: LinearExpression, b: Double) -> LinearExpression {
    LinearExpression(a.terms, constant: a.constant + b)
}
/// An expression plus a variable.
public func + (a: LinearExpression, b: Variable) -> LinearExpression { a + LinearExpression(b) }
/// A variable plus a variable.
public func + (a: Variable, b: Variable) -> LinearExpression { LinearExpression(a) + LinearExpression(b) }
/// A variable plus a constant.
public func + (a: Variable, b: Double) -> LinearExpression { LinearExpression(a) + b }
/// The difference of two expressions.
public func - (a: LinearExpression, b: LinearExpression) -> LinearExpression { a + (-1.0 * b) }
/// An expression minus a constant.
public func - (a: LinearExpression, b: Double) -> LinearExpression { a + (-b) }
/// An expression minus a variable.
public func - (a: LinearExpression, b: Variable) -> LinearExpression { a - LinearExpression(b) }
/// A variable minus a variable.
public func - (a: Variable, b: Variable) -> LinearExpression { LinearExpression(a) - LinearExpression(b) }
/// A variable minus a constant.
public func - (a: Variable, b: Double) -> LinearExpression { LinearExpression(a) - b }
/// An expression times a constant.
public func * (k: Double, e: LinearExpression) -> LinearExpression {
    LinearExpression(e.terms.map { ($0.variable, $0.coefficient * k) }, constant: e.constant * k)
}
/// A variable times a constant.
public func * (k: Double, v: Variable) -> LinearExpression { LinearExpression(v, k) }

/// How a constraint's expression compares with 0.
public enum Relation: Sendable, Hashable {
    /// `expression ≤ 0`.
    case lessThanOrEqual
    /// `expression = 0`.
    case equal
    /// `expression ≥ 0`.
    case greaterThanOrEqual
}

/// How much a constraint matters: a priority from just above 0 to 1000. At 1000
/// (``required``) it must hold; below, it holds when it can, and a constraint of
/// a higher priority always wins over any number of lower ones (999 beats 998,
/// which beats 750: the priorities are ordered, not weights that add up).
/// Constraints of one priority share it: the solver makes the sum of their errors
/// as small as it can.
public struct Strength: Hashable, Sendable, Comparable {
    /// The priority, 0 (exclusive) to 1000 (required).
    public let priority: Float
    /// A strength of the given priority, clamped into 0...1000 (0 is not a priority: use a small one).
    public init(_ priority: Float) { self.priority = min(max(priority.isNaN ? 0 : priority, 0), 1000) }
    /// A constraint that must hold.
    public static let required = Strength(1000)
    /// Whether constraints of this strength must hold.
    public var isRequired: Bool { priority >= 1000 }
    /// Orders strengths by their priority.
    public static func < (a: Strength, b: Strength) -> Bool { a.priority < b.priority }
}

/// A linear constraint, `expression relation 0`, of a strength.
public struct Constraint: Sendable, Equatable {
    /// The expression compared with 0.
    public var expression: LinearExpression
    /// How it compares.
    public var relation: Relation
    /// How much it matters.
    public var strength: Strength

    /// The constraint `expression relation 0`.
    public init(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// The constraint `lhs relation rhs`.
    public init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, strength: Strength = .required) {
        self.init(lhs - rhs, relation, strength: strength)
    }

    /// The constraint `lhs relation rhs`.
    public init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: Double, strength: Strength = .required) {
        self.init(lhs - rhs, relation, strength: strength)
    }

    /// The constraint `lhs relation rhs`.
    public init(_ lhs: Variable, _ relation: Relation, _ rhs: LinearExpression, strength: Strength = .required) {
        self.init(LinearExpression(lhs) - rhs, relation, strength: strength)
    }

    /// The constraint `lhs relation rhs`.
    public init(_ lhs: Variable, _ relation: Relation, _ rhs: Double, strength: Strength = .required) {
        self.init(LinearExpression(lhs) - rhs, relation, strength: strength)
    }
}
