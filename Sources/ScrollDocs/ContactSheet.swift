import Foundation
import ScrollRender
import ScrollSimulation

/// One picture of a whole film: a grid of evenly spaced frames, each captioned
/// with its frame number and time, for a pull request or a README.
public enum ContactSheet {
    public static let frames = 12
    public static let columns = 4
    /// Thumbnails are this many pixels wide.
    public static let thumbnailWidth = 240

    /// The frame indices shown: the first, the last, and evenly between.
    public static func indices(frameCount n: Int, count: Int = frames) -> [Int] {
        guard n > count else { return Array(0..<n) }
        return (0..<count).map { Int((Double($0) * Double(n - 1) / Double(count - 1)).rounded()) }
    }

    public static func make(_ film: Film, frameCount: Int, scale: Double, touches: Bool = false) throws -> Bitmap {
        let wanted = Set(indices(frameCount: frameCount))
        var panels: [FrameComposer.Panel] = []
        try film.draw(scale: scale, touches: touches, wanted: { wanted.contains($0) }) { (f: Frame, bitmap: Bitmap) in
            let t = JSONValue.format(f.time, decimals: 2)
            panels.append(.init(bitmap.scaled(toWidth: thumbnailWidth), caption: "#\(f.index) · \(t) s"))
        }
        return try FrameComposer.grid(panels, columns: columns, title: "\(film.demo.id) — \(frameCount) frames at \(film.fps) fps",
                                      captionHeight: 24, captionSize: 13)
    }
}

/// Two demos under the same finger, side by side, each labelled: bubble-snap
/// against bubble-target shows at a glance what seed #2's abrupt snap means.
public struct SideBySide: Movie {
    public let left: Film
    public let right: Film
    public init(_ left: Film, _ right: Film) { self.left = left; self.right = right }

    public var fps: Int { left.fps }
    public var name: String { "\(left.demo.id)-vs-\(right.demo.id)" }

    public func frameCount() throws -> Int { max(try left.frameCount(), try right.frameCount()) }

    /// Plays both films in step; a film that has ended keeps showing its last frame.
    public func draw(scale: Double, touches: Bool, wanted: (Int) -> Bool, _ body: (Frame, Bitmap) throws -> Void) throws {
        let ra = try Renderer(viewport: left.context.viewport, scale: scale, showsTouches: touches)
        let rb = try Renderer(viewport: right.context.viewport, scale: scale, showsTouches: touches)
        var (sa, pa) = try left.start()
        var (sb, pb) = try right.start()
        while true {
            let fa = pa.next(), fb = pb.next()
            guard let frame = fa ?? fb else { break }
            guard wanted(frame.index) else { continue }
            // A film that has ended stays as it ended: its window shows its last frame.
            let composed = try FrameComposer.grid(
                [.init(ra.render(sa.window), caption: left.demo.id), .init(rb.render(sb.window), caption: right.demo.id)],
                columns: 2, gap: Int(12 * scale), captionHeight: Int(30 * scale), captionSize: 17 * scale)
            try body(frame, composed)
        }
    }
}
