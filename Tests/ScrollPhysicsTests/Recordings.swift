/// The recordings of real UIScrollView in shared/reference/physics.md.
enum Recording {
    /// iOS 26.5 Simulator, rate 0.998, release at y = 400 with 0.480834 pt/ms;
    /// (ms after release, y). UIKit reported targetContentOffset.y = 635.333 and
    /// came to rest at ~1917 ms.
    static let releaseVelocity = 480.834
    static let target = 635.333
    static let restTime = 1.917
    static let deceleration: [(ms: Double, y: Double)] = [
        (0.29, 408), (100.2, 449.67), (199.6, 484), (299.7, 512.33), (400.3, 535.33),
        (500.3, 554.33), (600.3, 570), (700.3, 582.67), (799.7, 593), (900.3, 601.67),
        (1000.3, 608.67), (1100.2, 614.33), (1199.6, 619), (1299.8, 622.67), (1400.2, 625.67),
        (1500.25, 628.33), (1599.6, 630.33), (1700.3, 632.33), (1850.2, 634.33), (1916.9, 635),
    ]

    /// Rubber band, viewport 681.667 pt: finger pull → overscroll.
    static let rubberBandViewport = 681.667
    static let rubberBand: [(pull: Double, overscroll: Double)] = [
        (15, 8), (30, 16), (60, 31.33), (90, 46), (150, 73.67), (225, 104.67), (300, 133), (360, 153.33), (435, 177),
    ]
}
