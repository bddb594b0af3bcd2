/// Core Animation's `CAFrameRateRange`: the frame rates a display link accepts, and the one it
/// prefers. All zero (``default``) leaves the rate to the display: every frame.
///
/// As on iOS, a `preferred` of `nil` is stored as zero ("no preference"), so it reads back as
/// `nil`.
public struct CAFrameRateRange: Equatable, Sendable {
    /// The lowest rate accepted, in frames per second (0: no lower bound).
    public var minimum: Float
    /// The highest rate accepted, in frames per second (0: the display's rate).
    public var maximum: Float
    private var preferredRate: Float

    /// The rate asked for within the range, in frames per second; `nil` when none is.
    public var preferred: Float? {
        get { preferredRate == 0 ? nil : preferredRate }
        set { preferredRate = newValue ?? 0 }
    }

    /// The range with no preference at all, as ``default``.
    public init() { self.init(minimum: 0, maximum: 0) }

    /// A range from `minimum` to `maximum` frames per second, preferring `preferred` when given.
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferredRate = preferred ?? 0
    }

    /// No preference: the display link fires at every frame of the display.
    public static let `default` = CAFrameRateRange()
}
