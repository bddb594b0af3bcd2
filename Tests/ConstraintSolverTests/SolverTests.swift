import Testing
@testable import ConstraintSolver

/// Textbook cases whose answers are worked out by hand.
@Suite struct SolverTests {
    @Test func anEqualityPlacesItsVariable() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        try s.add(Constraint(x, .equal, 10))
        try s.add(Constraint(x + y, .equal, LinearExpression(x, 3)))   // y = 2x
        #expect(s.value(of: x) == 10)
        #expect(s.value(of: y) == 20)
    }

    /// The running example of Badros, Borning and Stuckey (2001): a midpoint
    /// between a left and a right that keep 10 apart inside 0...100, its middle
    /// dragged by an edit variable.
    @Test func theMidpointOfThePaper() throws {
        let s = Solver()
        let l = s.makeVariable("xl"), m = s.makeVariable("xm"), r = s.makeVariable("xr")
        try s.add(Constraint(2.0 * m, .equal, l + r))
        try s.add(Constraint(l + 10, .lessThanOrEqual, LinearExpression(r)))
        try s.add(Constraint(r, .lessThanOrEqual, 100))
        try s.add(Constraint(l, .greaterThanOrEqual, 0))
        try s.addEditVariable(m, strength: Strength(999))
        try s.suggestValue(m, 95)
        #expect((s.value(of: l), s.value(of: m), s.value(of: r)) == (90, 95, 100))
        try s.suggestValue(m, 0)   // the middle cannot go below 5
        #expect((s.value(of: l), s.value(of: m), s.value(of: r)) == (0, 5, 10))
        try s.suggestValue(m, 50)
        #expect(s.value(of: m) == 50)
        #expect(s.value(of: l) + 10 <= s.value(of: r) + 1e-9)
    }

    /// Priorities are ordered, not weights: one wish at 999 beats any number at 998
    /// (with kiwi-style weights two wishes of 998 would outweigh one of 999).
    @Test func aHigherPriorityBeatsAnyNumberOfLowerOnes() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .equal, 100, strength: Strength(999)))
        for _ in 0..<5 { try s.add(Constraint(x, .equal, 0, strength: Strength(998))) }
        #expect(s.value(of: x) == 100)
        try s.add(Constraint(x, .lessThanOrEqual, 40, strength: Strength(999.5)))
        #expect(s.value(of: x) == 40)
    }

    /// Within a priority the sum of the errors is the least it can be (the median of the wishes).
    @Test func wishesOfOnePriorityShareIt() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        for v in [0.0, 10, 10] { try s.add(Constraint(x, .equal, v, strength: Strength(500))) }
        #expect(s.value(of: x) == 10)
        #expect(s.unsatisfiedErrors.map(\.error) == [10])
    }

    @Test func conflictingRequiredEqualitiesAreRefusedWithTheirConflict() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        let a = try s.add(Constraint(x, .equal, 10))
        try s.add(Constraint(y, .equal, 5))
        try s.add(Constraint(x - y, .equal, 5))   // redundant, consistent
        #expect(throws: SolverError.unsatisfiable(conflicts: [a])) { try s.add(Constraint(x, .equal, 20)) }
        #expect(s.value(of: x) == 10 && s.value(of: y) == 5)
        #expect(s.constraintCount == 3)
    }

    @Test func conflictingRequiredInequalitiesAreRefusedAndLeaveTheSolutionAlone() throws {
        let s = Solver()
        let x = s.makeVariable("x"), w = s.makeVariable("w")
        let low = try s.add(Constraint(x, .greaterThanOrEqual, 10))
        try s.add(Constraint(w, .equal, 3))
        try s.add(Constraint(x, .equal, 30, strength: Strength(250)))
        #expect(throws: SolverError.unsatisfiable(conflicts: [low])) {
            try s.add(Constraint(x, .lessThanOrEqual, 5))
        }
        #expect(s.value(of: x) == 30 && s.value(of: w) == 3)
        try s.add(Constraint(x, .lessThanOrEqual, 20))
        #expect(s.value(of: x) == 20)
    }

    @Test func removingAConstraintLetsTheOthersHaveTheirWay() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let strong = try s.add(Constraint(x, .equal, 100, strength: Strength(750)))
        try s.add(Constraint(x, .equal, 10, strength: Strength(250)))
        #expect(s.value(of: x) == 100)
        #expect(s.remove(strong))
        #expect(s.value(of: x) == 10)
        #expect(!s.remove(strong))
        #expect(s.unsatisfiedErrors.allSatisfy { $0.error == 0 })
    }

    @Test func aConstantChangeResolvesFromTheCurrentSolution() throws {
        let s = Solver()
        // A chain of 100 boxes, each 10 after the one before; moving the first moves all.
        let xs = (0..<100).map { s.makeVariable("x\($0)") }
        let first = try s.add(Constraint(xs[0], .equal, 0))
        for i in 1..<100 { try s.add(Constraint(xs[i] - xs[i - 1], .equal, 10)) }
        let gap = try s.add(Constraint(xs[51] - xs[50], .greaterThanOrEqual, 0))
        let pivots = s.pivotCount
        try s.setConstant(of: first, to: -25)   // x0 - 25 == 0
        #expect(s.value(of: xs[0]) == 25 && s.value(of: xs[99]) == 1015)
        try s.setConstant(of: gap, to: -5)   // still holds: 10 ≥ 5
        #expect(s.pivotCount - pivots <= 2, "incremental: \(s.pivotCount - pivots) pivots")
        #expect(s.constraint(first)?.expression.constant == -25)
    }

    @Test func aRequiredConstantThatCannotHoldIsDroppedWithItsConflict() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let floor = try s.add(Constraint(x, .greaterThanOrEqual, 0))
        let pin = try s.add(Constraint(x, .equal, 10))
        #expect(throws: SolverError.unsatisfiable(conflicts: [floor])) {
            try s.setConstant(of: pin, to: 10)   // x + 10 == 0: x = -10
        }
        #expect(!s.contains(pin) && s.contains(floor))
        #expect(s.value(of: x) >= 0)
    }

    @Test func aRedundantEqualityChangingItsConstantIsCaught() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        let a = try s.add(Constraint(x, .equal, 10))
        try s.add(Constraint(y, .equal, LinearExpression(x)))
        let c = try s.add(Constraint(y, .equal, 10))   // implied: its dummy stays basic
        #expect(throws: SolverError.unsatisfiable(conflicts: [a, ConstraintID(rawValue: 1)])) {
            try s.setConstant(of: c, to: -20)
        }
        try s.setConstant(of: a, to: -30)
        #expect(s.value(of: y) == 30)
    }

    @Test func nonFiniteNumbersAreRefused() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        #expect(throws: SolverError.notFinite) { try s.add(Constraint(x, .equal, .nan)) }
        #expect(throws: SolverError.notFinite) { try s.add(Constraint(LinearExpression(x, .infinity), .equal, 1)) }
        let c = try s.add(Constraint(x, .equal, 1))
        #expect(throws: SolverError.notFinite) { try s.setConstant(of: c, to: .infinity) }
        #expect(s.value(of: x) == 1)
    }

    @Test func ambiguityIsWhatNothingPins() throws {
        let s = Solver()
        let x = s.makeVariable("x"), w = s.makeVariable("w"), y = s.makeVariable("y")
        #expect(s.isAmbiguous(x))
        try s.add(Constraint(x, .equal, 0))
        try s.add(Constraint(w, .greaterThanOrEqual, 10))
        #expect(!s.isAmbiguous(x))
        #expect(s.isAmbiguous(w), "w ≥ 10 alone leaves w free to grow")
        try s.add(Constraint(w, .equal, 0, strength: Strength(250)))
        #expect(!s.isAmbiguous(w) && s.value(of: w) == 10)
        try s.add(Constraint(y, .equal, 0, strength: Strength(250)))
        try s.add(Constraint(y, .equal, 20, strength: Strength(250)))
        #expect(s.isAmbiguous(y), "two equal wishes: anywhere between them is as good")
    }

    @Test func editVariablesAreChecked() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        #expect(throws: SolverError.requiredEditStrength) { try s.addEditVariable(x, strength: .required) }
        #expect(throws: SolverError.editVariable) { try s.suggestValue(x, 1) }
        try s.addEditVariable(x, strength: Strength(500))
        #expect(throws: SolverError.editVariable) { try s.addEditVariable(x, strength: Strength(500)) }
        try s.suggestValue(x, 42)
        #expect(s.value(of: x) == 42 && s.hasEditVariable(x))
        s.removeEditVariable(x)
        #expect(!s.hasEditVariable(x) && s.constraintCount == 0)
    }
}
