import ScrollReelUIKit

extension Script {
    /// The script as JSON, in the form `Script.parse` reads.
    public var json: JSONValue {
        var m: [JSONValue.Member] = []
        if let fps { m.append(.init("fps", .number(Double(fps)))) }
        if let duration { m.append(.init("duration", .number(duration))) }
        m.append(.init("steps", .array(steps.map(\.json))))
        return .object(m)
    }
}

extension Script.Step {
    /// The step as JSON: an object with one key, the step's `name`, whose value holds its
    /// fields.
    public var json: JSONValue {
        let body: JSONValue
        switch self {
        case .touchDown(let p): body = ["at": .point(p)]
        case .moveTo(let p, let d): body = ["at": .point(p), "duration": .number(d)]
        case .hold(let d), .wait(let d): body = ["duration": .number(d)]
        case .touchUp: body = [:]
        case .tap(let p): body = ["at": .point(p)]
        case .edgeSwipe(let y, let distance, let d): body = ["y": .number(y), "distance": .number(distance), "duration": .number(d)]
        case .pinch(let c, let k, let d): body = ["center": .point(c), "scale": .number(k), "duration": .number(d)]
        case .fling(let sv, let v, let d): body = ["scrollView": .string(sv), "velocity": .point(v), "duration": .number(d)]
        case .setContentOffset(let sv, let p, let a):
            body = ["scrollView": .string(sv), "offset": .point(p), "animated": .bool(a)]
        case .caption(let text, let d): body = ["text": .string(text), "duration": .number(d)]
        case .configure(let sv, let s):
            var m: [JSONValue.Member] = [.init("scrollView", .string(sv))]
            func add(_ k: String, _ v: Bool?) { if let v { m.append(.init(k, .bool(v))) } }
            func add(_ k: String, _ v: Double?) { if let v { m.append(.init(k, .number(v))) } }
            add("decelerationRate", s.decelerationRate)
            add("isPagingEnabled", s.isPagingEnabled)
            add("bounces", s.bounces)
            add("alwaysBounceHorizontal", s.alwaysBounceHorizontal)
            add("alwaysBounceVertical", s.alwaysBounceVertical)
            add("isScrollEnabled", s.isScrollEnabled)
            add("isDirectionalLockEnabled", s.isDirectionalLockEnabled)
            if let i = s.contentInset {
                m.append(.init("contentInset", [.number(i.top), .number(i.left), .number(i.bottom), .number(i.right)]))
            }
            add("minimumZoomScale", s.minimumZoomScale)
            add("maximumZoomScale", s.maximumZoomScale)
            add("bouncesZoom", s.bouncesZoom)
            add("scrollsToTop", s.scrollsToTop)
            add("showsHorizontalScrollIndicator", s.showsHorizontalScrollIndicator)
            add("showsVerticalScrollIndicator", s.showsVerticalScrollIndicator)
            body = .object(m)
        }
        return .object([.init(name, body)])
    }
}
