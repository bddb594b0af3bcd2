import CCairo
import Foundation
import ScrollReelUIKit
import Synchronization

/// Pango on the pinned fonts: lays text out for drawing and for `sizeToFit`, the
/// same way for both, so a label sized to fit its text is exactly as big as the
/// text it draws.
///
/// Pango objects must not be shared between threads: each engine has its own
/// font map and context on the one fontconfig configuration of the pinned fonts.
/// `shared` measures text for every scene (behind its lock); each painter
/// drawing frames on a thread of its own makes its own engine (`make`).
final class TextEngine: @unchecked Sendable {
    private let fontMap: OpaquePointer
    private let context: OpaquePointer
    private var descriptions: [UIFont: OpaquePointer] = [:]
    private let lock = NSLock()
    let fontFiles: [String]

    /// The pinned fonts, loaded into one fontconfig configuration, once a process.
    private struct Fonts: @unchecked Sendable {
        let config: OpaquePointer
        let files: [String]
    }
    private static let fonts = Mutex<Result<Fonts, FontSet.MissingFont>?>(nil)
    private static let instance = Mutex<Result<TextEngine, FontSet.MissingFont>?>(nil)

    private static func loadFonts() throws(FontSet.MissingFont) -> Fonts {
        let result = fonts.withLock { slot -> Result<Fonts, FontSet.MissingFont> in
            if let r = slot { return r }
            let r: Result<Fonts, FontSet.MissingFont>
            do {
                let files = try FontSet.locate()
                // A configuration of our own: the rendering rules and the pinned
                // files, nothing read from the system.
                let config = FcConfigCreate()!
                _ = FontSet.configuration.withCString { FcConfigParseAndLoadFromMemory(config, $0, 1) }
                for file in files { _ = FcConfigAppFontAddFile(config, file) }
                FcConfigBuildFonts(config)
                FcConfigSetCurrent(config)
                r = .success(Fonts(config: config, files: files))
            } catch let e as FontSet.MissingFont { r = .failure(e) } catch {
                r = .failure(FontSet.MissingFont(file: "\(error)"))
            }
            slot = r
            return r
        }
        return try result.get()
    }

    /// The process's text engine; made (and the fonts loaded) on first use.
    static func shared() throws(FontSet.MissingFont) -> TextEngine {
        let result = instance.withLock { slot -> Result<TextEngine, FontSet.MissingFont> in
            if let r = slot { return r }
            let r: Result<TextEngine, FontSet.MissingFont>
            do throws(FontSet.MissingFont) { r = .success(try make()) } catch { r = .failure(error) }
            slot = r
            return r
        }
        return try result.get()
    }

    /// A new engine on the pinned fonts; lays text out exactly as every other does.
    static func make() throws(FontSet.MissingFont) -> TextEngine {
        TextEngine(try loadFonts())
    }

    /// Engines no painter is using, their glyph caches warm.
    private static let idle = Mutex<[TextEngine]>([])

    /// An engine for one painter's drawing, used by no one else until `giveBack`:
    /// at most as many exist as painters ever drew at once.
    static func borrow() throws(FontSet.MissingFont) -> TextEngine {
        if let e = idle.withLock({ $0.popLast() }) { return e }
        return try make()
    }

    static func giveBack(_ engine: TextEngine) {
        idle.withLock { $0.append(engine) }
    }

    private init(_ fonts: Fonts) {
        fontFiles = fonts.files
        fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)!
        pango_fc_font_map_set_config(fontMap, fonts.config)
        context = pango_font_map_create_context(fontMap)!
        pango_cairo_context_set_resolution(context, 72)
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        // Glyphs at fractional positions, as iOS places them; layout then does not
        // depend on the scale it is drawn at.
        pango_context_set_round_glyph_positions(context, 0)
    }

    /// The families fontconfig offers: only the pinned ones.
    func families() -> [String] {
        lock.lock(); defer { lock.unlock() }
        var list: UnsafeMutablePointer<OpaquePointer?>?
        var n: Int32 = 0
        pango_font_map_list_families(fontMap, &list, &n)
        defer { g_free(list) }
        return (0..<Int(n)).compactMap { list?[$0].map { String(cString: pango_font_family_get_name($0)) } }.sorted()
    }

    /// The largest font size text is drawn at, in points.
    static let largestPointSize: CGFloat = 1_000

    private func description(for font: UIFont) -> OpaquePointer {
        // A NaN or negative size (UIKit takes one) is text of no size: Pango refuses it
        // with a warning on every draw, and a NaN font is never equal to itself, so
        // each draw would keep a description of its own. Past 1,000 pt a glyph is taller
        // than any screen: drawn at 1,000 (FreeType cannot make a font of a million
        // points, and a glyph's raster grows with the square of its size).
        let font = font.pointSize >= 0 ? (font.pointSize <= Self.largestPointSize ? font : font.withSize(Self.largestPointSize))
            : font.withSize(0)
        if let d = descriptions[font] { return d }
        let d = pango_font_description_new()!
        pango_font_description_set_family(d, FontSet.family(for: font))
        pango_font_description_set_absolute_size(d, font.pointSize * Double(PANGO_SCALE))
        pango_font_description_set_weight(d, PangoWeight(rawValue: UInt32(font.weight.cssWeight)))
        pango_font_description_set_style(d, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        descriptions[font] = d
        return d
    }

    /// A layout of `text` in `style`, wrapping within `width` and, when `height` is
    /// given, truncated to fit it (as UILabel does with its bounds).
    private func layout(_ text: String, style: TextStyle, width: Double?, height: Double?) -> OpaquePointer {
        let layout = pango_layout_new(context)!
        pango_layout_set_text(layout, text, -1)
        pango_layout_set_font_description(layout, description(for: style.font))
        switch style.alignment {
        case .left, .natural: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .justified:
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            pango_layout_set_justify(layout, 1)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        }
        if let width, width.isFinite, width > 0 {
            pango_layout_set_width(layout, Self.pangoUnits(width))
        }
        let ellipsize: PangoEllipsizeMode = switch style.lineBreakMode {
        case .byTruncatingTail: PANGO_ELLIPSIZE_END
        case .byTruncatingHead: PANGO_ELLIPSIZE_START
        case .byTruncatingMiddle: PANGO_ELLIPSIZE_MIDDLE
        case .byWordWrapping, .byCharWrapping, .byClipping: PANGO_ELLIPSIZE_NONE
        }
        if style.numberOfLines == 1 {
            pango_layout_set_single_paragraph_mode(layout, 1)
            if width != nil { pango_layout_set_ellipsize(layout, ellipsize) }
        } else {
            pango_layout_set_wrap(layout, style.lineBreakMode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
            if style.numberOfLines > 1 {
                pango_layout_set_height(layout, -Int32(min(style.numberOfLines, 1 << 20)))
                pango_layout_set_ellipsize(layout, ellipsize == PANGO_ELLIPSIZE_NONE ? PANGO_ELLIPSIZE_END : ellipsize)
            } else if let height, height.isFinite {
                pango_layout_set_height(layout, Self.pangoUnits(max(height, 0)))
                pango_layout_set_ellipsize(layout, ellipsize == PANGO_ELLIPSIZE_NONE ? PANGO_ELLIPSIZE_END : ellipsize)
            }
        }
        if style.lineSpacing > 0 { pango_layout_set_spacing(layout, Self.pangoUnits(style.lineSpacing)) }
        if !style.runs.isEmpty, let list = attributes(of: style.runs, in: text) {
            pango_layout_set_attributes(layout, list)
            pango_attr_list_unref(list)
        }
        return layout
    }

    /// Pango's attributes for an attributed string's runs: what each range draws differently from
    /// the layout's font and the colour it is drawn in.
    private func attributes(of runs: [TextStyle.Run], in text: String) -> OpaquePointer? {
        guard let list = pango_attr_list_new() else { return nil }
        let length = text.utf8.count
        for run in runs {
            let start = UInt32(clamping: min(run.range.lowerBound, length)), end = UInt32(clamping: min(run.range.upperBound, length))
            guard start < end else { continue }
            func add(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attribute else { return }
                attribute.pointee.start_index = start
                attribute.pointee.end_index = end
                pango_attr_list_insert(list, attribute)
            }
            if let font = run.font { add(pango_attr_font_desc_new(description(for: font))) }
            if let c = run.color {
                add(pango_attr_foreground_new(Self.channel(c.red), Self.channel(c.green), Self.channel(c.blue)))
                add(pango_attr_foreground_alpha_new(Self.channel(c.alpha)))
            }
            if let c = run.backgroundColor {
                add(pango_attr_background_new(Self.channel(c.red), Self.channel(c.green), Self.channel(c.blue)))
                add(pango_attr_background_alpha_new(Self.channel(c.alpha)))
            }
            // (Signed points: kerning may tighten, an offset may lower.)
            if let kern = run.kern { add(pango_attr_letter_spacing_new(Self.signedPangoUnits(kern))) }
            if let rise = run.baselineOffset { add(pango_attr_rise_new(Self.signedPangoUnits(rise))) }
            if let underline = run.underline {
                add(pango_attr_underline_new(underline.contains(.double) ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE))
                if let c = run.underlineColor {
                    add(pango_attr_underline_color_new(Self.channel(c.red), Self.channel(c.green), Self.channel(c.blue)))
                }
            }
            if run.strikethrough != nil {
                add(pango_attr_strikethrough_new(1))
                if let c = run.strikethroughColor {
                    add(pango_attr_strikethrough_color_new(Self.channel(c.red), Self.channel(c.green), Self.channel(c.blue)))
                }
            }
        }
        return list
    }

    /// A colour component (0...1) as Pango's 16-bit channel.
    private static func channel(_ v: CGFloat) -> UInt16 {
        UInt16((min(max(v.isFinite ? v : 0, 0), 1) * 65_535).rounded())
    }

    /// Signed points in Pango's units, within a quarter of its 32-bit range either way.
    private static func signedPangoUnits(_ points: Double) -> Int32 {
        let limit = Double(Int32.max / 4)
        return Int32(min(max((points * Double(PANGO_SCALE)).rounded(), -limit), limit))
    }

    /// Points in Pango's units, kept within what its 32-bit integers hold (a
    /// user's view may be any size; a conversion of one too big would trap).
    private static func pangoUnits(_ points: Double) -> Int32 {
        Int32(min(max((points * Double(PANGO_SCALE)).rounded(.down), 0), Double(Int32.max / 2)))
    }

    private func logicalSize(_ layout: OpaquePointer) -> CGSize {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return CGSize(width: Double(logical.width) / Double(PANGO_SCALE), height: Double(logical.height) / Double(PANGO_SCALE))
    }

    func size(of text: String, style: TextStyle, width: Double) -> CGSize {
        lock.lock(); defer { lock.unlock() }
        pango_context_set_matrix(context, nil)
        let l = layout(text, style: style, width: width.isFinite ? width : nil, height: nil)
        defer { g_object_unref(UnsafeMutableRawPointer(l)) }
        return logicalSize(l)
    }

    /// Draws `text` into `cr`, laid out in `rect` and centred vertically in it (or
    /// from its top, for string drawing); lines that do not fit its height are left out.
    func draw(_ text: String, style: TextStyle, in rect: CGRect, cairo cr: OpaquePointer) {
        lock.lock(); defer { lock.unlock() }
        pango_cairo_update_context(cr, context)
        let l = layout(text, style: style, width: rect.width, height: rect.height)
        defer { g_object_unref(UnsafeMutableRawPointer(l)) }
        let size = logicalSize(l)
        let c = style.color
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
        cairo_move_to(cr, rect.minX, style.startsAtTop ? rect.minY : rect.minY + (rect.height - size.height) / 2)
        pango_cairo_show_layout(cr, l)
        cairo_new_path(cr)
    }
}

/// The text measurer of the pinned fonts: what every scene that ScrollReel films
/// is built with, so that layout and drawing agree.
public enum PinnedFonts {
    /// Loads the pinned fonts (once per process) and returns their measurer; fails
    /// with a clear message when a font is not installed, rather than measuring
    /// any other way.
    public static func textMeasurer() throws -> any TextMeasurer {
        PangoTextMeasurer(engine: try TextEngine.shared())
    }
}

/// `sizeToFit` through Pango.
struct PangoTextMeasurer: TextMeasurer {
    let engine: TextEngine
    func size(of text: String, style: TextStyle, width: Double) -> CGSize {
        engine.size(of: text, style: style, width: width)
    }
}
