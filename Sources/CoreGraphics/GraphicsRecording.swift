import Foundation

/// A context that keeps the calls made on it, to make them again on another:
/// what a `UIGraphicsImageRenderer`'s block drew, or a layer's `draw(in:)` as of its
/// last `display()` (Core Animation keeps a layer's drawing until it is asked to
/// display again).
package final class GraphicsRecording: GraphicsContext {
    package private(set) var calls: [(any GraphicsContext) -> Void] = []

    package init() {}

    /// Keeps a call of a kind this protocol does not list (UIKit's text).
    package func record(_ call: @escaping (any GraphicsContext) -> Void) { calls.append(call) }

    /// Makes every kept call again on `context`, in order.
    package func replay(on context: any GraphicsContext) { for call in calls { call(context) } }

    package func saveGState() { calls.append { $0.saveGState() } }
    package func restoreGState() { calls.append { $0.restoreGState() } }
    package func concatenate(_ transform: CGAffineTransform) { calls.append { $0.concatenate(transform) } }
    package func clip(to path: Path) { calls.append { $0.clip(to: path) } }
    package func fill(_ path: Path, with color: CGColor) { calls.append { $0.fill(path, with: color) } }
    package func fill(_ path: Path, with gradient: LinearGradient) { calls.append { $0.fill(path, with: gradient) } }
    package func stroke(_ path: Path, with color: CGColor, style: StrokeStyle) {
        calls.append { $0.stroke(path, with: color, style: style) }
    }
    package func draw(_ image: CGImage, in rect: CGRect, alpha: Double) { calls.append { $0.draw(image, in: rect, alpha: alpha) } }
}
