/// The resistance of a drag past the edge of the content.
///
///     f(x, d) = (1 − 1 / (x·c / d + 1)) · d,   c = 0.55,  d = viewport length
///
/// The formula of the reverse-engineering literature (physics.md), checked against
/// the recorded table there (viewport 681.667 pt: 15 → 8, 300 → 133, 435 → 177).
public enum RubberBand {
    /// c in the formula: the fraction of the finger's movement the content follows at
    /// the edge, falling as the band stretches.
    public static let coefficient = 0.55

    /// How far the content moves past the edge when the finger has pulled `overshoot`
    /// points past it. Odd in `overshoot`, so it works for both edges.
    public static func offset(forOvershoot overshoot: Double, dimension: Double) -> Double {
        guard dimension > 0 else { return 0 }
        let x = abs(overshoot)
        let f = (1 - 1 / (x * coefficient / dimension + 1)) * dimension
        return overshoot < 0 ? -f : f
    }

    /// d offset / d overshoot: c at the edge, falling as the band stretches.
    public static func slope(atOvershoot overshoot: Double, dimension: Double) -> Double {
        guard dimension > 0 else { return 0 }
        let q = 1 + abs(overshoot) * coefficient / dimension
        return coefficient / (q * q)
    }

    /// The inverse: how far the finger must have pulled to show `offset` past the edge.
    /// Used when a finger catches content that is still outside its edge.
    public static func overshoot(forOffset offset: Double, dimension: Double) -> Double {
        guard dimension > 0 else { return 0 }
        let y = min(abs(offset), dimension * 0.999_999)
        let x = dimension / coefficient * (1 / (1 - y / dimension) - 1)
        return offset < 0 ? -x : x
    }

    /// Applies the rubber band to a raw (finger-driven) position against `range`.
    public static func clamp(_ raw: Double, to range: ClosedRange<Double>, dimension: Double) -> Double {
        if raw < range.lowerBound {
            return range.lowerBound + offset(forOvershoot: raw - range.lowerBound, dimension: dimension)
        }
        if raw > range.upperBound {
            return range.upperBound + offset(forOvershoot: raw - range.upperBound, dimension: dimension)
        }
        return raw
    }

    /// The raw position that `clamp` maps to `position`.
    public static func unclamp(_ position: Double, from range: ClosedRange<Double>, dimension: Double) -> Double {
        if position < range.lowerBound {
            return range.lowerBound + overshoot(forOffset: position - range.lowerBound, dimension: dimension)
        }
        if position > range.upperBound {
            return range.upperBound + overshoot(forOffset: position - range.upperBound, dimension: dimension)
        }
        return position
    }
}
