import Foundation
import ScrollRender
import ScrollSimulation

/// One picture of a whole film: a grid of evenly spaced frames, each captioned
/// with its frame number and time, for a pull request or a README.
///
/// It is made in the same single play as everything else, without knowing the
/// film's length in advance: it keeps thumbnails of every s-th frame, doubling s
/// (and dropping every other thumbnail) whenever more than twice the frames it
/// needs are kept, so memory stays flat; at the end it takes the kept frames
/// nearest to even spacing, the first and the last exactly.
public final class ContactSheet {
    /// How many frames a sheet shows at most, evenly spaced over the film, first and last included.
    public static let frames = 12
    /// How many thumbnails a row of the sheet holds.
    public static let columns = 4
    /// Thumbnails are this many pixels wide.
    public static let thumbnailWidth = 240

    /// The frame indices evenly spaced over a film of `n` frames: the first, the last, and between.
    public static func indices(frameCount n: Int, count: Int = frames) -> [Int] {
        guard n > count else { return Array(0..<n) }
        return (0..<count).map { Int((Double($0) * Double(n - 1) / Double(count - 1)).rounded()) }
    }

    let title: String
    let fps: Int
    private var stride = 1
    private var kept: [(index: Int, time: Double, thumbnail: Bitmap)] = []
    private var last: (index: Int, time: Double, picture: Bitmap)?

    /// An empty sheet of a film of `fps` frames per second; its heading is `title`
    /// followed by the frame count and the frame rate.
    public init(title: String, fps: Int) { self.title = title; self.fps = fps }

    /// Adds the film's next frame (frames come in order) and its full-size `picture`,
    /// keeping a thumbnail of it only when its index falls on the current spacing.
    public func add(_ frame: Frame, _ picture: Bitmap) {
        last = (frame.index, frame.time, picture)
        guard frame.index % stride == 0 else { return }
        kept.append((frame.index, frame.time, picture.scaled(toWidth: Self.thumbnailWidth)))
        if kept.count > 2 * Self.frames {
            stride *= 2
            kept.removeAll { $0.index % stride != 0 }
        }
    }

    /// Thumbnails held now.
    var keptCount: Int { kept.count }

    /// The frames the sheet shows: of those kept (and the last), the nearest to
    /// each evenly spaced index.
    func chosen() -> [(index: Int, time: Double, thumbnail: Bitmap)] {
        guard let last else { return [] }
        var pool = kept
        if pool.last?.index != last.index { pool.append((last.index, last.time, last.picture.scaled(toWidth: Self.thumbnailWidth))) }
        var picks: [Int] = []
        for want in Self.indices(frameCount: last.index + 1) {
            let best = pool.indices.min { abs(pool[$0].index - want) < abs(pool[$1].index - want) }!
            if picks.last != best { picks.append(best) }
        }
        return picks.map { pool[$0] }
    }

    /// The sheet of the frames added.
    public func make() throws -> Bitmap {
        guard let last else { throw OutputFile.Failure(description: "a contact sheet needs at least one frame") }
        let panels = chosen().map { f in
            FrameComposer.Panel(f.thumbnail, caption: "#\(f.index) · \(JSONValue.format(f.time, decimals: 2)) s")
        }
        return try FrameComposer.grid(panels, columns: Self.columns, title: "\(title) — \(last.index + 1) frames at \(fps) fps",
                                      captionHeight: 24, captionSize: 13)
    }
}
