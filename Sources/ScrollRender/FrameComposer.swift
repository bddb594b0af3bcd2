import CCairo
import ScrollReelUIKit

/// Puts pictures together into one: side by side for a comparison, in a grid for
/// a contact sheet, each with a caption above it.
public enum FrameComposer {
    /// One picture of a composition and the caption drawn above it.
    public struct Panel {
        /// The picture, drawn at its own size in a cell as large as the largest panel's picture.
        public let bitmap: Bitmap
        /// Text centred above the picture, in a row of the grid's `captionHeight` pixels.
        public let caption: String
        /// A panel showing `bitmap` under `caption`.
        public init(_ bitmap: Bitmap, caption: String) { self.bitmap = bitmap; self.caption = caption }
    }

    /// Words across the bottom of a composition, under every panel: a comparison's
    /// closing sentence, in a band of its own that is there (empty) before it shows.
    public struct Footer: Sendable {
        /// The band's height in pixels (up to two lines of `size`).
        public var height: Int
        /// The text's size in pixels.
        public var size: Double
        /// The words, and how opaque they are (0 to 1: they fade in as a caption does); nil leaves the band empty.
        public var text: (words: String, opacity: Double)?
        /// A band `height` pixels tall under the panels, with `text` in `size` pixel letters.
        public init(height: Int, size: Double, text: (words: String, opacity: Double)?) {
            self.height = height; self.size = size; self.text = text
        }
    }

    /// A grid of panels, `columns` wide, on a light background; sizes in pixels.
    /// `title` (optional) runs across the top, `footer` (optional) under the panels.
    public static func grid(_ panels: [Panel], columns: Int, title: String? = nil, gap: Int = 16,
                            captionHeight: Int = 28, captionSize: Double = 15, footer: Footer? = nil) throws -> Bitmap {
        guard let first = panels.first else { return Bitmap(width: 1, height: 1) }
        let cw = panels.map(\.bitmap.width).max() ?? first.bitmap.width
        let ch = panels.map(\.bitmap.height).max() ?? first.bitmap.height
        let rows = (panels.count + columns - 1) / columns
        let titleHeight = title == nil ? 0 : captionHeight + gap / 2
        let width = columns * cw + (columns + 1) * gap
        let height = titleHeight + rows * (ch + captionHeight) + (rows + 1) * gap + (footer?.height ?? 0)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        let text = try TextEngine.shared()
        cairo_set_source_rgb(cr, 0.96, 0.96, 0.97)
        cairo_paint(cr)
        let captionStyle = TextStyle(font: .systemFont(ofSize: captionSize, weight: .semibold), color: UIColor(white: 0.2, alpha: 1), alignment: .center)
        if let title {
            text.draw(title, style: TextStyle(font: .systemFont(ofSize: captionSize + 2, weight: .bold), color: UIColor(white: 0.1, alpha: 1), alignment: .left),
                      in: CGRect(x: Double(gap), y: Double(gap / 2), width: Double(width - 2 * gap), height: Double(captionHeight)), cairo: cr)
        }
        for (i, panel) in panels.enumerated() {
            let col = i % columns, row = i / columns
            let x = gap + col * (cw + gap)
            let y = titleHeight + gap + row * (ch + captionHeight + gap)
            text.draw(panel.caption, style: captionStyle,
                      in: CGRect(x: Double(x), y: Double(y), width: Double(cw), height: Double(captionHeight)), cairo: cr)
            var pixels = panel.bitmap.pixels
            pixels.withUnsafeMutableBufferPointer { p in
                let image = cairo_image_surface_create_for_data(p.baseAddress, CAIRO_FORMAT_ARGB32, Int32(panel.bitmap.width),
                                                                Int32(panel.bitmap.height), Int32(panel.bitmap.stride))
                cairo_set_source_surface(cr, image, Double(x), Double(y + captionHeight))
                cairo_paint(cr)
                cairo_surface_destroy(image)
            }
            cairo_rectangle(cr, Double(x) - 0.5, Double(y + captionHeight) - 0.5, Double(panel.bitmap.width) + 1, Double(panel.bitmap.height) + 1)
            cairo_set_source_rgba(cr, 0, 0, 0, 0.15)
            cairo_set_line_width(cr, 1)
            cairo_stroke(cr)
        }
        if let footer, let words = footer.text, words.opacity > 0 {
            let style = TextStyle(font: .systemFont(ofSize: footer.size, weight: .semibold),
                                  color: UIColor(white: 0.1, alpha: CGFloat(min(words.opacity, 1))), alignment: .center,
                                  numberOfLines: 2, lineBreakMode: .byTruncatingTail)
            text.draw(words.words, style: style, in: CGRect(x: Double(gap), y: Double(height - footer.height - gap / 2),
                                                            width: Double(width - 2 * gap), height: Double(footer.height)), cairo: cr)
        }
        cairo_surface_flush(surface)
        return Bitmap(cairoSurface: surface)
    }
}

extension Bitmap {
    /// The picture scaled down to `width` pixels wide (height in proportion),
    /// with Cairo's good filter, which averages the pixels it folds together.
    public func scaled(toWidth target: Int) -> Bitmap {
        guard target < width, target > 0 else { return self }
        let factor = Double(target) / Double(width)
        let targetHeight = max(1, Int((Double(height) * factor).rounded()))
        let out = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(target), Int32(targetHeight))!
        defer { cairo_surface_destroy(out) }
        let cr = cairo_create(out)!
        var copy = pixels
        copy.withUnsafeMutableBufferPointer { p in
            let source = cairo_image_surface_create_for_data(p.baseAddress, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride))
            cairo_scale(cr, factor, factor)
            cairo_set_source_surface(cr, source, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_paint(cr)
            cairo_surface_destroy(source)
        }
        cairo_destroy(cr)
        cairo_surface_flush(out)
        return Bitmap(cairoSurface: out)
    }
}
