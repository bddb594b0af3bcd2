import Testing
@testable import ConstraintSolver

/// A small, seeded generator, so that a failing system can be replayed.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random systems added, removed and re-constanted in random order: after every
/// step each held required constraint holds, the errors the solver reports are
/// the violations of its soft constraints, and the incremental solution is as
/// good, priority by priority, as a fresh solver's over the same constraints.
@Suite struct RandomizedSolverTests {
    static let priorities: [Float] = [1000, 1000, 1000, 999, 750, 500, 250, 1]

    func violation(_ c: Constraint, _ s: Solver) -> Double {
        let v = c.expression.terms.reduce(c.expression.constant) { $0 + $1.coefficient * s.value(of: $1.variable) }
        switch c.relation {
        case .equal: return abs(v)
        case .lessThanOrEqual: return max(0, v)
        case .greaterThanOrEqual: return max(0, -v)
        }
    }

    func errorsByPriority(_ s: Solver) -> [Float: Double] {
        var d: [Float: Double] = [:]
        for (p, e) in s.unsatisfiedErrors where abs(e) > 1e-7 { d[p, default: 0] += e }
        return d
    }

    @Test(arguments: 0..<40)
    func randomSystemsStaySolved(seed: Int) throws {
        var rng = SplitMix64(state: UInt64(seed) &* 7919 &+ 17)
        let s = Solver()
        let vars = (0..<Int.random(in: 3...10, using: &rng)).map { s.makeVariable("v\($0)") }
        var held: [ConstraintID] = []
        for step in 0..<60 {
            let action = Int.random(in: 0..<10, using: &rng)
            if action < 6 || held.isEmpty {
                var e = LinearExpression(constant: Double(Int.random(in: -200...200, using: &rng)))
                for _ in 0..<Int.random(in: 1...3, using: &rng) {
                    let k = [-2.0, -1, -0.5, 0.5, 1, 1, 2][Int.random(in: 0..<7, using: &rng)]
                    e.terms.append((vars.randomElement(using: &rng)!, k))
                }
                let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][Int.random(in: 0..<3, using: &rng)]
                let c = Constraint(e, relation, strength: Strength(Self.priorities.randomElement(using: &rng)!))
                switch Result(catching: { () throws(SolverError) in try s.add(c) }) {
                case .success(let id): held.append(id)
                case .failure(let error):
                    guard case .unsatisfiable(let conflicts) = error else { Issue.record("\(error)"); continue }
                    #expect(c.strength.isRequired, "seed \(seed) step \(step): only required constraints are refused")
                    #expect(conflicts.allSatisfy { held.contains($0) && s.constraint($0)!.strength.isRequired })
                }
            } else if action < 8 {
                let i = Int.random(in: 0..<held.count, using: &rng)
                #expect(s.remove(held.remove(at: i)))
            } else {
                let id = held.randomElement(using: &rng)!
                let constant = Double(Int.random(in: -200...200, using: &rng))
                if case .failure = Result(catching: { () throws(SolverError) in try s.setConstant(of: id, to: constant) }) {
                    held.removeAll { $0 == id }
                }
            }
            for id in held {
                let c = s.constraint(id)!
                if c.strength.isRequired {
                    #expect(violation(c, s) < 1e-6, "seed \(seed) step \(step): a required constraint does not hold")
                }
            }
            var measured: [Float: Double] = [:]
            for id in held {
                let c = s.constraint(id)!
                if !c.strength.isRequired, violation(c, s) > 1e-7 { measured[c.strength.priority, default: 0] += violation(c, s) }
            }
            let reported = errorsByPriority(s)
            #expect(Set(measured.keys) == Set(reported.keys) && measured.allSatisfy { abs($0.value - reported[$0.key]!) < 1e-6 },
                    "seed \(seed) step \(step): errors \(reported) but the solution violates \(measured)")
        }
        let fresh = Solver()
        for _ in vars { _ = fresh.makeVariable() }
        for id in held { try fresh.add(s.constraint(id)!) }
        let a = errorsByPriority(s), b = errorsByPriority(fresh)
        #expect(Set(a.keys) == Set(b.keys) && a.allSatisfy { abs($0.value - b[$0.key]!) < 1e-6 },
                "seed \(seed): incremental \(a), from scratch \(b)")
    }

    @Test func theSameStepsGiveTheSameSolution() throws {
        func run() throws -> [Double] {
            let s = Solver()
            let v = (0..<6).map { s.makeVariable("v\($0)") }
            // An underdetermined system: where the free variables land depends on pivot order alone.
            try s.add(Constraint(v[0] + v[1], .equal, 100))
            try s.add(Constraint(v[2] - v[3], .greaterThanOrEqual, 10))
            try s.add(Constraint(v[4], .equal, LinearExpression(v[5]), strength: Strength(250)))
            try s.add(Constraint(v[4], .equal, 30, strength: Strength(250)))
            try s.add(Constraint(v[5], .equal, 70, strength: Strength(250)))
            return v.map { s.value(of: $0) }
        }
        let first = try run()
        for _ in 0..<5 { #expect(try run() == first) }
    }
}
