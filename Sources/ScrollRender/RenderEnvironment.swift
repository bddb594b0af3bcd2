import CCairo
import CDeflate
import Foundation

/// The versions of everything that decides the pixels: the drawing libraries and
/// the pinned fonts. Goldens record them, because a different Cairo, pixman,
/// Pango, HarfBuzz or FreeType, or another build of a font, is the usual reason
/// pixels move when nothing else did.
public enum RenderEnvironment {
    /// The running versions of cairo, pixman, pango, harfbuzz, freetype and fontconfig, then
    /// one `font <file>` entry per pinned font (its revision and a CRC-32 of the file).
    /// Throws ``FontSet/MissingFont`` when a pinned font is not installed.
    public static func versions() throws -> [(name: String, version: String)] {
        var ft: FT_Library?
        FT_Init_FreeType(&ft)
        var major: Int32 = 0, minor: Int32 = 0, patch: Int32 = 0
        FT_Library_Version(ft, &major, &minor, &patch)
        FT_Done_FreeType(ft)
        let fc = Int(FcGetVersion())
        var list: [(String, String)] = [
            ("cairo", String(cString: cairo_version_string())),
            ("pixman", String(cString: pixman_version_string())),
            ("pango", String(cString: pango_version_string())),
            ("harfbuzz", String(cString: hb_version_string())),
            ("freetype", "\(major).\(minor).\(patch)"),
            ("fontconfig", "\(fc / 10000).\(fc / 100 % 100).\(fc % 100)"),
        ]
        for path in try FontSet.locate() {
            list.append(("font " + (path as NSString).lastPathComponent, fontVersion(path)))
        }
        return list
    }

    /// The font's own revision (its `head` table, through fontconfig) and a CRC-32
    /// of the file, so that two builds with the same revision still differ.
    static func fontVersion(_ path: String) -> String {
        var revision = "?"
        var count: Int32 = 0
        if let pattern = FcFreeTypeQuery(path, 0, nil, &count) {
            var v: Int32 = 0
            if FcPatternGetInteger(pattern, FC_FONTVERSION, 0, &v) == FcResultMatch {
                revision = String(format: "%.3f", Double(v) / 65536)
            }
            FcPatternDestroy(pattern)
        }
        let bytes = FileManager.default.contents(atPath: path) ?? Data()
        let crc = bytes.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
        return "\(revision) crc32:\(String(crc, radix: 16))"
    }
}
