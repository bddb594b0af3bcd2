import ScrollRender

extension ImageDifference {
    /// A picture of the difference that a person reads at a glance: the expected
    /// image washed out to a pale grey, differing pixels in solid red,
    /// anti-aliasing in yellow, and a magenta frame around them all.
    public func picture(over expected: Bitmap) -> Bitmap {
        var out = Bitmap(width: width, height: height)
        guard expected.width == width, expected.height == height, mask.count == width * height else { return out }
        expected.pixels.withUnsafeBufferPointer { e in
        let src = ImageDiff.Pixels(e.baseAddress!, expected)
        out.pixels.withUnsafeMutableBufferPointer { p in
            for y in 0..<height {
                for x in 0..<width {
                    let o = y * out.stride + x * 4
                    let (r, g, b) = src.rgb(x, y)
                    // Luma, pressed into the light end so that red stands out.
                    let luma = UInt8(215 + 0.15 * ImageDiff.rgb2y(r, g, b) / 255 * 40)
                    var c: (UInt8, UInt8, UInt8) = (luma, luma, luma)
                    switch mask[y * width + x] {
                    case 2: c = (230, 20, 30)
                    case 1: c = (250, 205, 30)
                    default: break
                    }
                    p[o] = c.2; p[o + 1] = c.1; p[o + 2] = c.0; p[o + 3] = 255
                }
            }
            if let box = boundingBox {
                let x0 = max(box.x - 3, 0), y0 = max(box.y - 3, 0)
                let x1 = min(box.x + box.width + 2, width - 1), y1 = min(box.y + box.height + 2, height - 1)
                for x in x0...x1 { for y in [y0, y1] { put(p, x, y) } }
                for y in y0...y1 { for x in [x0, x1] { put(p, x, y) } }
            }
        }
        }
        return out
    }

    private func put(_ p: UnsafeMutableBufferPointer<UInt8>, _ x: Int, _ y: Int) {
        let o = y * width * 4 + x * 4
        p[o] = 200; p[o + 1] = 0; p[o + 2] = 200; p[o + 3] = 255
    }
}
