import ScrollReelUIKit

/// The state of a scene at one frame: frame n is the state at t = n / fps after the
/// script started (on a new scene, t = n / fps).
public struct Frame {
    /// The frame's number, from 0.
    public let index: Int
    /// The frame's virtual time (seconds), the clock's: `index / fps` after the script's
    /// start (on a new scene, `index / fps`).
    public let time: Double
    /// Delegate calls since the previous frame, in call order.
    public let events: [DelegateCall]
    /// The scene's counters at this frame (``Scene/metrics``), in the demo's order.
    public let metrics: [JSONValue.Member]
    /// Where the fingers are (window points).
    public let touches: [CGPoint]
    /// The script's caption on screen at this frame, if any (not in the trace).
    public let caption: Caption?
    /// The script's latest caption as it would read at this frame (its `{name}`s
    /// filled in now), even once its time is over: a film may keep it up until the
    /// next caption replaces it (not in the trace).
    public let lastScriptCaption: Caption?

    /// A frame of the given state; ``Stage`` makes one for every frame of a run.
    public init(index: Int, time: Double, events: [DelegateCall], metrics: [JSONValue.Member], touches: [CGPoint],
                caption: Caption? = nil, lastScriptCaption: Caption? = nil) {
        self.index = index; self.time = time; self.events = events; self.metrics = metrics; self.touches = touches
        self.caption = caption
        self.lastScriptCaption = lastScriptCaption ?? caption
    }

    /// The trace line of this frame (see README, "Traces").
    @MainActor public func traceLine(scene: Scene, decimals: Int = JSONValue.decimals) -> String {
        traceValue(scene: scene).serialized(decimals: decimals)
    }

    /// The trace line of this frame as a JSON object: its number and time, the state of
    /// every scroll view of `scene`, the delegate calls and the metrics.
    @MainActor public func traceValue(scene: Scene) -> JSONValue {
        var svs: [JSONValue.Member] = []
        for (name, sv) in scene.scrollViews {
            var members: [JSONValue.Member] = [
                .init("contentOffset", .point(sv.contentOffset)),
                .init("contentSize", .size(sv.contentSize)),
                .init("bounds", .size(sv.bounds.size)),
                .init("zoomScale", .number(sv.zoomScale)),
                .init("isTracking", .bool(sv.isTracking)),
                .init("isDragging", .bool(sv.isDragging)),
                .init("isDecelerating", .bool(sv.isDecelerating)),
            ]
            // What is on screen, where a view animation shows it elsewhere than the
            // model value (UIKit's model changes at once; the layer animates).
            let shown = sv.presentation.bounds
            var presentation: [JSONValue.Member] = []
            if shown.origin != sv.bounds.origin { presentation.append(.init("contentOffset", .point(shown.origin))) }
            if shown.size != sv.bounds.size { presentation.append(.init("bounds", .size(shown.size))) }
            if !presentation.isEmpty { members.append(.init("presentation", .object(presentation))) }
            svs.append(.init(name, .object(members)))
        }
        let line: JSONValue = [
            "frame": .number(Double(index)),
            "t": .number(time),
            "scrollViews": .object(svs),
            "events": .array(events.map { $0.json(scene: scene) }),
            "metrics": .object(metrics),
        ]
        return line
    }
}

extension JSONValue {
    static func point(_ p: CGPoint) -> JSONValue { [.number(p.x), .number(p.y)] }
    static func size(_ s: CGSize) -> JSONValue { [.number(s.width), .number(s.height)] }
}

extension DelegateCall {
    @MainActor func json(scene: Scene) -> JSONValue {
        var m: [JSONValue.Member] = [
            .init("scrollView", .string(scene.name(of: scrollView))),
            .init("name", .string(name)),
            .init("t", .number(time)),
            .init("contentOffset", .point(contentOffset)),
            .init("isDragging", .bool(isDragging)),
            .init("isDecelerating", .bool(isDecelerating)),
        ]
        if let velocity { m.append(.init("velocity", .point(velocity))) }
        if let targetContentOffset { m.append(.init("targetContentOffset", .point(targetContentOffset))) }
        if let adjustedTargetContentOffset { m.append(.init("adjustedTargetContentOffset", .point(adjustedTargetContentOffset))) }
        if let willDecelerate { m.append(.init("willDecelerate", .bool(willDecelerate))) }
        if let scale { m.append(.init("scale", .number(scale))) }
        return .object(m)
    }
}
