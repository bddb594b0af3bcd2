import Dispatch
import Foundation
import Synchronization

/// Draws recorded frames on every core while the scene steps on, and hands the
/// pictures back in the order the frames came, on the thread that submits them.
///
/// - A frame's drawing equal to the one before is not drawn again: its picture
///   is the earlier one (the same pixels, shared).
/// - Memory stays bounded: at most `workers + 1` frames are drawn or wait to be
///   handed back; `submit` blocks beyond that.
/// - The pictures are exactly what `Renderer.render` draws for the same frames.
///
/// Use it from one thread (the one that records the frames).
public final class DrawingQueue<Payload>: @unchecked Sendable {
    private final class Slot: @unchecked Sendable {
        let payload: Payload
        /// Nil for a repeat of the frame before.
        let done: DispatchSemaphore?
        var result: Result<Bitmap, any Error>?
        init(payload: Payload, drawn: Bool) {
            self.payload = payload
            done = drawn ? DispatchSemaphore(value: 0) : nil
        }
    }

    private let deliver: (Bitmap, Payload) throws -> Void
    private let queue = DispatchQueue(label: "scrollreel.draw", attributes: .concurrent)
    private let limit: Int
    private var pending: [Slot] = []
    private var lastDrawing: [FrameDrawing]?
    private var lastPicture: Bitmap?
    /// Frames drawn (not repeats).
    public private(set) var drawnFrames = 0
    /// The CPU time spent painting, summed over the threads that paint.
    package let paintingTime = CPUTime.Tally()

    /// - Parameters:
    ///   - workers: threads that draw; the machine's cores by default.
    ///   - deliver: hears each frame's picture and payload, in order, on the
    ///     submitting thread (inside `submit` or `finish`); an error it throws
    ///     stops the queue and comes out of that call.
    public init(workers: Int = ProcessInfo.processInfo.activeProcessorCount,
                deliver: @escaping (Bitmap, Payload) throws -> Void) {
        limit = max(1, workers) + 1
        self.deliver = deliver
    }

    /// Queues a frame; hands back the pictures done by now, in order, waiting for
    /// the oldest when `workers + 1` are in flight.
    public func submit(_ drawing: FrameDrawing, _ payload: Payload) throws {
        try submit(PictureDrawing(drawing), payload)
    }

    /// Queues a picture made of frames (films side by side).
    public func submit(_ drawing: PictureDrawing, _ payload: Payload) throws {
        if drawing.frames == lastDrawing {
            pending.append(Slot(payload: payload, drawn: false))
        } else {
            lastDrawing = drawing.frames
            drawnFrames += 1
            let slot = Slot(payload: payload, drawn: true)
            pending.append(slot)
            // Holds the slot and the tally, not the queue (nor its `deliver`).
            let tally = paintingTime
            queue.async {
                slot.result = Result {
                    try tally.measure {
                        let pictures = try drawing.frames.map { try Painters.shared.paint($0) }
                        return try drawing.compose?(pictures) ?? pictures[0]
                    }
                }
                slot.done!.signal()
            }
        }
        try handBack(waitingWhileMoreThan: limit)
    }

    /// Queues a picture drawn already (one kept from an earlier run), to be
    /// handed back in its turn.
    public func submit(drawn picture: Bitmap, _ payload: Payload) throws {
        let slot = Slot(payload: payload, drawn: true)
        slot.result = .success(picture)
        slot.done!.signal()
        pending.append(slot)
        lastDrawing = nil
        try handBack(waitingWhileMoreThan: limit)
    }

    /// Waits for every frame and hands the rest back.
    public func finish() throws {
        try handBack(waitingWhileMoreThan: 0)
        // The painters stay warm for the next film; the images they rasterised
        // were this film's (a scene's images are its own objects).
        Painters.shared.forgetImages()
    }

    private func handBack(waitingWhileMoreThan most: Int) throws {
        while let first = pending.first {
            if let done = first.done {
                if pending.count > most {
                    done.wait()
                } else if done.wait(timeout: .now()) == .timedOut {
                    return
                }
                lastPicture = try first.result!.get()
            }
            pending.removeFirst()
            try deliver(lastPicture!, first.payload)
        }
    }
}

/// The painters of the whole process, each used by one thread at a time: every
/// queue draws on them, one film after another (`render --all`, a report's two
/// films), so a film's first frames find painters warm — their Cairo surface
/// made, their text engine's font map, glyph caches and blurs filled — instead
/// of making them afresh per film. A film's image rasters are dropped when it is
/// over (`forgetImages`): the next film's images are other objects.
final class Painters: Sendable {
    /// The process's painters.
    static let shared = Painters()

    private let idle = Mutex<[Painter]>([])
    /// Painters made so far, by frame size and scale.
    private let made = Mutex<[PainterSize: Int]>([:])
    struct PainterSize: Hashable { let width: Int, height: Int, scale: Double }

    /// At most this many painters wait unused, the least recently used dropped
    /// first: a painter per core drawing and one more (what a queue uses at
    /// once), twice, for films of two sizes drawn one after the other (a report's
    /// scale 1 beside `render`'s scale 2). An idle painter holds its frame (5.3 MB
    /// at 780 x 1688); its images only until its film is over.
    static let maximumIdle = 2 * (ProcessInfo.processInfo.activeProcessorCount + 1)

    /// Draws on a painter no one else is using (made when none fits).
    func paint(_ drawing: FrameDrawing) throws -> Bitmap {
        let painter = try idle.withLock { painters in
            if let i = painters.lastIndex(where: { $0.fits(drawing) }) { return painters.remove(at: i) }
            return nil
        } ?? makePainter(for: drawing)
        defer { giveBack(painter) }
        return try painter.draw(drawing)
    }

    private func makePainter(for drawing: FrameDrawing) throws -> Painter {
        let painter = try Painter(pixelWidth: drawing.pixelWidth, pixelHeight: drawing.pixelHeight, scale: drawing.scale)
        made.withLock { $0[PainterSize(width: drawing.pixelWidth, height: drawing.pixelHeight, scale: drawing.scale), default: 0] += 1 }
        return painter
    }

    /// How many painters of frames this size were made so far.
    func paintersMade(pixelWidth: Int, pixelHeight: Int, scale: Double) -> Int {
        made.withLock { $0[PainterSize(width: pixelWidth, height: pixelHeight, scale: scale)] ?? 0 }
    }

    /// Drops the image rasters of the painters no one is using: what a film drew
    /// is not kept once it is over, beyond the budget of the films to come.
    func forgetImages() {
        idle.withLock { painters in painters.forEach { $0.forgetImages() } }
    }

    private func giveBack(_ painter: Painter) {
        // (A painter dropped is freed outside the lock.)
        let dropped: Painter? = idle.withLock { painters in
            painters.append(painter)
            return painters.count > Self.maximumIdle ? painters.removeFirst() : nil
        }
        _ = dropped
    }
}

/// One picture as it will be drawn: a frame's drawing, or the drawings of several
/// frames put together into one (films side by side, `FrameComposer`).
public struct PictureDrawing: Sendable {
    /// The frames, each drawn on its own.
    public let frames: [FrameDrawing]
    /// Puts the frames' pictures together; nil for one frame shown as it is.
    /// A queue takes two pictures of the same frames to be the same picture.
    public let compose: (@Sendable ([Bitmap]) throws -> Bitmap)?

    /// One frame, shown as it is.
    public init(_ frame: FrameDrawing) {
        frames = [frame]
        compose = nil
    }

    /// Several frames, put together by `compose` once each is drawn.
    public init(frames: [FrameDrawing], compose: @escaping @Sendable ([Bitmap]) throws -> Bitmap) {
        precondition(!frames.isEmpty, "a picture of no frames")
        self.frames = frames
        self.compose = compose
    }
}
