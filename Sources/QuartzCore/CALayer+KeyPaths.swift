import CoreGraphics
import VirtualTime

// Core Animation's key paths: the names an animation's `keyPath` gives a layer's
// animatable properties and their parts ("position.x", "bounds.size",
// "transform.rotation.z", "transform.scale"), read and written as values that
// interpolate.

extension CALayer {
    /// The value of `keyPath` now, or nil when the layer has no such animatable key path.
    package func animatableValue(_ keyPath: String) -> AnimatableValue? {
        if let v = ownAnimatableValue(keyPath) { return v }
        switch keyPath {
        case "position": return .point(position)
        case "position.x": return .scalar(position.x)
        case "position.y": return .scalar(position.y)
        case "bounds": return .rect(bounds)
        case "bounds.origin": return .point(bounds.origin)
        case "bounds.origin.x": return .scalar(bounds.origin.x)
        case "bounds.origin.y": return .scalar(bounds.origin.y)
        case "bounds.size": return .size(bounds.size)
        case "bounds.size.width": return .scalar(bounds.width)
        case "bounds.size.height": return .scalar(bounds.height)
        case "anchorPoint": return .point(anchorPoint)
        case "zPosition": return .scalar(zPosition)
        case "opacity": return .scalar(opacityValue)
        case "backgroundColor": return .color(backgroundColor)
        case "cornerRadius": return .scalar(cornerRadius)
        case "borderWidth": return .scalar(borderWidth)
        case "borderColor": return .color(borderColor)
        case "shadowColor": return .color(shadowColor)
        case "shadowOpacity": return .scalar(Double(shadowOpacity))
        case "shadowOffset": return .size(shadowOffset)
        case "shadowRadius": return .scalar(shadowRadius)
        case "shadowPath": return .path(shadowPath)
        case "contentsRect": return .rect(contentsRect)
        default:
            if keyPath.hasPrefix("transform") { return TransformParts.value(of: transform, keyPath.dropFirst("transform".count)) }
            if keyPath.hasPrefix("sublayerTransform") {
                return TransformParts.value(of: sublayerTransform, keyPath.dropFirst("sublayerTransform".count))
            }
            return nil
        }
    }

    /// Sets `keyPath` to `value` (of the kind `animatableValue` gives).
    package func setAnimatableValue(_ value: AnimatableValue, _ keyPath: String) {
        if setOwnAnimatableValue(value, keyPath) { return }
        switch (keyPath, value) {
        case ("position", .point(let p)): position = p
        case ("position.x", .scalar(let v)): position.x = v
        case ("position.y", .scalar(let v)): position.y = v
        case ("bounds", .rect(let r)): bounds = r
        case ("bounds.origin", .point(let p)): bounds.origin = p
        case ("bounds.origin.x", .scalar(let v)): bounds.origin.x = v
        case ("bounds.origin.y", .scalar(let v)): bounds.origin.y = v
        case ("bounds.size", .size(let s)): bounds.size = s
        case ("bounds.size.width", .scalar(let v)): bounds.size.width = v
        case ("bounds.size.height", .scalar(let v)): bounds.size.height = v
        case ("anchorPoint", .point(let p)): anchorPoint = p
        case ("zPosition", .scalar(let v)): zPosition = v
        case ("opacity", .scalar(let v)): opacityValue = v
        case ("backgroundColor", .color(let c)): backgroundColor = c
        case ("cornerRadius", .scalar(let v)): cornerRadius = v
        case ("borderWidth", .scalar(let v)): borderWidth = v
        case ("borderColor", .color(let c)): borderColor = c
        case ("shadowColor", .color(let c)): shadowColor = c
        case ("shadowOpacity", .scalar(let v)): shadowOpacity = Float(v)
        case ("shadowOffset", .size(let s)): shadowOffset = s
        case ("shadowRadius", .scalar(let v)): shadowRadius = v
        case ("shadowPath", .path(let p)): shadowPath = p
        case ("contentsRect", .rect(let r)): contentsRect = r
        default:
            if keyPath.hasPrefix("transform") {
                transform = TransformParts.setting(value, keyPath.dropFirst("transform".count), of: transform)
            } else if keyPath.hasPrefix("sublayerTransform") {
                sublayerTransform = TransformParts.setting(value, keyPath.dropFirst("sublayerTransform".count), of: sublayerTransform)
            }
        }
    }
}

/// A transform's parts as Core Animation's key paths name them: translation, scale
/// and rotation about x, y and z, with the perspective kept apart
/// (M = scale · rotation x · rotation y · rotation z · translation · perspective).
struct TransformParts {
    var translation: [Double] = [0, 0, 0]
    var scale: [Double] = [1, 1, 1]
    var rotation: [Double] = [0, 0, 0]
    var perspective = 0.0

    init(_ m: CATransform3D) {
        guard m != CATransform3DIdentity else { return }
        let e = m.entries.map(Double.init)
        let rows = [[e[0], e[1], e[2]], [e[4], e[5], e[6]], [e[8], e[9], e[10]]]
        translation = [e[12], e[13], e[14]]
        let third = rows[2]
        let n = third.reduce(0) { $0 + $1 * $1 }
        perspective = n > 0 ? (third[0] * e[3] + third[1] * e[7] + third[2] * e[11]) / n : 0
        scale = rows.map { $0.reduce(0) { $0 + $1 * $1 }.squareRoot() }
        let r = rows.enumerated().map { i, row in scale[i] > 0 ? row.map { $0 / scale[i] } : row }
        let sinY = min(max(-r[0][2], -1), 1)
        rotation = [atan2(r[1][2], r[2][2]), asin(sinY), atan2(r[0][1], r[0][0])]
    }

    var transform: CATransform3D {
        var m = CATransform3DMakeScale(scale[0], scale[1], scale[2])
        if rotation[0] != 0 { m = m.concatenating(CATransform3DMakeRotation(rotation[0], 1, 0, 0)) }
        if rotation[1] != 0 { m = m.concatenating(CATransform3DMakeRotation(rotation[1], 0, 1, 0)) }
        if rotation[2] != 0 { m = m.concatenating(CATransform3DMakeRotation(rotation[2], 0, 0, 1)) }
        m = m.concatenating(CATransform3DMakeTranslation(translation[0], translation[1], translation[2]))
        if perspective != 0 {
            var p = CATransform3DIdentity
            p.m34 = perspective
            m = m.concatenating(p)
        }
        return m
    }

    static func value(of m: CATransform3D, _ part: Substring) -> AnimatableValue? {
        if part.isEmpty { return .transform(m) }
        let t = TransformParts(m)
        switch part {
        case ".scale": return .scalar((t.scale[0] + t.scale[1] + t.scale[2]) / 3)
        case ".scale.x": return .scalar(t.scale[0])
        case ".scale.y": return .scalar(t.scale[1])
        case ".scale.z": return .scalar(t.scale[2])
        case ".rotation", ".rotation.z": return .scalar(t.rotation[2])
        case ".rotation.x": return .scalar(t.rotation[0])
        case ".rotation.y": return .scalar(t.rotation[1])
        case ".translation": return .size(CGSize(width: t.translation[0], height: t.translation[1]))
        case ".translation.x": return .scalar(t.translation[0])
        case ".translation.y": return .scalar(t.translation[1])
        case ".translation.z": return .scalar(t.translation[2])
        default: return nil
        }
    }

    static func setting(_ value: AnimatableValue, _ part: Substring, of m: CATransform3D) -> CATransform3D {
        if part.isEmpty, case .transform(let t) = value { return t }
        var t = TransformParts(m)
        switch (part, value) {
        case (".scale", .scalar(let v)): t.scale = [v, v, v]
        case (".scale.x", .scalar(let v)): t.scale[0] = v
        case (".scale.y", .scalar(let v)): t.scale[1] = v
        case (".scale.z", .scalar(let v)): t.scale[2] = v
        case (".rotation", .scalar(let v)), (".rotation.z", .scalar(let v)): t.rotation[2] = v
        case (".rotation.x", .scalar(let v)): t.rotation[0] = v
        case (".rotation.y", .scalar(let v)): t.rotation[1] = v
        case (".translation", .size(let s)): t.translation[0] = s.width; t.translation[1] = s.height
        case (".translation.x", .scalar(let v)): t.translation[0] = v
        case (".translation.y", .scalar(let v)): t.translation[1] = v
        case (".translation.z", .scalar(let v)): t.translation[2] = v
        default: return m
        }
        return t.transform
    }
}
