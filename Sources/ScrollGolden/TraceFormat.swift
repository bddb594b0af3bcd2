import Foundation
import ScrollSimulation

/// How a golden's `trace.jsonl` is laid out, so that a pull request shows what
/// changed and nothing else.
///
/// Version 2 (what `golden record` writes): a first line
/// `{"constant": {"scrollViews": {"main": {"contentSize": …, "bounds": …}}}}`
/// holds every scroll-view field that has the same value in every frame (the
/// layout, mostly), and the frame lines leave those fields out. A change of layout is then one line of the diff, not
/// every line of the trace. Version 1 (goldens recorded before) has no such line
/// and full frame lines; both are read (`expand`), so an old golden stays valid
/// without a re-record. The manifest says which it is (`traceFormat`).
public enum TraceFormat {
    /// The version `golden record` writes.
    public static let current = 2

    /// The lines of a golden trace file for `frames` (each frame's trace value),
    /// numbers to `decimals` places.
    package static func compact(_ frames: [JSONValue], decimals: Int) -> [String] {
        guard let first = frames.first else { return [] }
        func text(_ v: JSONValue?) -> String? { v?.serialized(decimals: decimals) }
        // Per scroll view, the fields whose value is the same in every frame.
        var constantViews: [JSONValue.Member] = []
        if case .object(let views)? = first["scrollViews"] {
            for view in views {
                guard case .object(let fields) = view.value else { continue }
                let same = fields.filter { field in
                    let value = text(field.value)
                    return frames.allSatisfy { text($0["scrollViews"]?[view.key]?[field.key]) == value }
                }
                if !same.isEmpty { constantViews.append(.init(view.key, .object(same))) }
            }
        }
        let header: JSONValue = ["constant": ["scrollViews": .object(constantViews)]]
        let lines = frames.map { frame -> String in
            guard case .object(let members) = frame else { return frame.serialized(decimals: decimals) }
            return JSONValue.object(members.map { m -> JSONValue.Member in
                switch m.key {
                case "scrollViews":
                    guard case .object(let views) = m.value else { return m }
                    return .init(m.key, .object(views.map { view in
                        guard case .object(let fields) = view.value,
                              case .object(let fixed)? = constantViews.first(where: { $0.key == view.key })?.value else { return view }
                        return .init(view.key, .object(fields.filter { f in !fixed.contains { $0.key == f.key } }))
                    }))
                default:
                    return m
                }
            }).serialized(decimals: decimals)
        }
        return [header.serialized(decimals: decimals)] + lines
    }

    /// Whole frame lines from a golden trace file of either version: the
    /// constant fields of a version 2 header put back into every frame.
    /// (Lines that are not JSON are kept as they are, for the comparison to name.)
    public static func expand(_ lines: [String]) -> [String] {
        guard let head = lines.first, head.hasPrefix("{\"constant\""),
              let header = JSONValue.parseInOrder(head),
              case .object(let views)? = header["constant"]?["scrollViews"] else { return lines }
        return lines.dropFirst().map { line in
            guard let frame = JSONValue.parseInOrder(line), case .object(let members) = frame else { return line }
            return JSONValue.object(members.map { m -> JSONValue.Member in
                guard m.key == "scrollViews", case .object(let present) = m.value else { return m }
                return .init(m.key, .object(present.map { view in
                    guard case .object(let fields) = view.value,
                          case .object(let fixed)? = views.first(where: { $0.key == view.key })?.value else { return view }
                    return .init(view.key, .object(inWriterOrder(fields + fixed)))
                }))
            }).serialized
        }
    }

    /// The order `Frame.traceValue` writes a scroll view's fields in, so that an
    /// expanded line reads exactly as the line the run writes.
    static let fieldOrder = ["contentOffset", "contentSize", "bounds", "zoomScale", "isTracking", "isDragging", "isDecelerating", "presentation"]

    private static func inWriterOrder(_ fields: [JSONValue.Member]) -> [JSONValue.Member] {
        fields.enumerated().sorted { a, b in
            let i = fieldOrder.firstIndex(of: a.element.key) ?? fieldOrder.count + a.offset
            let j = fieldOrder.firstIndex(of: b.element.key) ?? fieldOrder.count + b.offset
            return i < j
        }.map(\.element)
    }
}
