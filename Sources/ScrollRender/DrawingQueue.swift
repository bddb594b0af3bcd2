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
    private let painters = Painters()
    /// Frames drawn (not repeats).
    public private(set) var drawnFrames = 0

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
            // Holds the painters, not the queue (nor its `deliver`).
            queue.async { [painters] in
                slot.result = Result {
                    let pictures = try drawing.frames.map { try painters.paint($0) }
                    return try drawing.compose?(pictures) ?? pictures[0]
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

/// The painters of a queue's threads, each used by one thread at a time.
private final class Painters: Sendable {
    private let idle = Mutex<[Painter]>([])

    /// Draws on a painter no one else is using (made when none fits).
    func paint(_ drawing: FrameDrawing) throws -> Bitmap {
        let painter = try idle.withLock { painters in
            if let i = painters.firstIndex(where: { $0.fits(drawing) }) { return painters.remove(at: i) }
            return nil
        } ?? Painter(pixelWidth: drawing.pixelWidth, pixelHeight: drawing.pixelHeight, scale: drawing.scale)
        defer { idle.withLock { $0.append(painter) } }
        return try painter.draw(drawing)
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
