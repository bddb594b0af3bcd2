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

extension Recording {
    /// Bounce back, iOS 26.5 Simulator: a drag pulled 435 pt past the top edge
    /// (overscroll −177 pt, viewport 681.667 pt), held still, released with ~0
    /// velocity; (ms after release, contentOffset.y).
    static let heldReleaseOverscroll = -177.0
    static let heldReleaseViewport = 681.667
    static let heldRelease: [(ms: Double, y: Double)] = [
        (16.2, -157.33), (33.5, -138.67), (49.5, -121.67), (66.8, -106.33), (83.5, -93), (100.1, -81),
        (116.5, -70.67), (133.1, -61.33), (150.1, -53.33), (166.8, -46), (183.4, -40), (199.5, -34.33),
        (216.8, -29.67), (233.4, -25.67), (249.5, -22), (266.8, -19), (283.4, -16.33), (300.1, -14),
        (316.2, -12), (332.8, -10.33), (349.7, -9), (366.8, -7.67), (383.4, -6.67), (400.1, -5.67),
        (416.2, -4.67), (433.4, -4), (449.9, -3.67), (466.3, -3), (482.9, -2.67), (499.7, -2.33),
        (516.8, -2), (532.9, -1.67), (549.5, -1.33), (566.4, -1), (616.8, -0.67), (666.8, -0.33),
    ]
}

extension Recording {
    /// A flick into the top edge on a device (LNCustomScrollView by LevisonNN,
    /// BouncesOptimizationDataList.m; iOS 14 era, 60 Hz, CADisplayLink): the
    /// overscroll past the edge in points, one value per frame (16.67 ms), starting
    /// a few frames after the crossing.
    static let flickIntoEdge: [Double] = [
        35.67, 84, 115.33, 133.67, 142.67, 145, 142.33, 136.67, 129, 120, 110.67, 101, 91.33,
        82.33, 73.67, 65.67, 58, 51.33, 45.33, 40, 35, 30.67, 26.67, 23.33, 20.33, 17.67, 15.33,
        13.33, 11.33, 10, 8.67, 7.33, 6.33, 5.33, 4.67, 4, 3.33, 3, 2.67, 2.33, 2, 1.67, 1.33, 1.33,
        1, 1, 0.67, 0.67, 0.67,
    ]
}
