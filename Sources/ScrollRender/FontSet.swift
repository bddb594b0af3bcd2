import CCairo
import Foundation
import ScrollReelUIKit

/// The pinned fonts, and a private fontconfig configuration that sees nothing else.
///
/// Text must look like iOS and be identical everywhere, so ScrollReel never asks
/// the system which fonts it has: it loads these files (from the system's
/// packages: fonts-inter, fonts-noto-core, fonts-noto-cjk, fonts-noto-color-emoji and
/// fonts-material-design-icons-iconfont on Debian) into a
/// fontconfig configuration of its own with no rules from the system, and Cairo
/// renders them unhinted with grey antialiasing.
///
/// - system font (San Francisco): Inter, which was drawn after it; Inter Display
///   from 20 pt up, as iOS switches to SF Pro Display.
/// - serif (Georgia): Noto Serif, a screen serif with Georgia's large x-height.
/// - light sans (Helvetica Neue Light): Inter Light.
/// - CJK (PingFang SC): Noto Sans CJK SC.
/// - emoji (Apple Color Emoji): Noto Color Emoji, in colour, where a face lacks a
///   character (fontconfig's fallback within these files), so an emoji is never a
///   missing-glyph box.
/// - SF Symbols' stand-ins: Material Icons (see `UIImage(systemName:)`).
public enum FontSet {
    /// One pinned font file and the family name it is loaded under.
    public struct PinnedFont: Sendable {
        /// The file's name, such as `Inter-Regular.otf`, looked for in the system's font directories.
        public let file: String
        /// The family name the file provides, which text is set in: `Inter`,
        /// `Inter Display`, `Noto Serif` or `Noto Sans CJK SC`.
        public let family: String
    }

    /// Every font file ScrollReel loads, and nothing else: Inter and Inter Display in
    /// five weights, Noto Serif regular and bold, Noto Sans CJK SC regular and bold,
    /// Noto Color Emoji and Material Icons.
    public static let fonts: [PinnedFont] = [
        "Inter-Light.otf", "Inter-Regular.otf", "Inter-Medium.otf", "Inter-SemiBold.otf", "Inter-Bold.otf",
    ].map { PinnedFont(file: $0, family: "Inter") } + [
        "InterDisplay-Light.otf", "InterDisplay-Regular.otf", "InterDisplay-Medium.otf",
        "InterDisplay-SemiBold.otf", "InterDisplay-Bold.otf",
    ].map { PinnedFont(file: $0, family: "Inter Display") } + [
        PinnedFont(file: "NotoSerif-Regular.ttf", family: "Noto Serif"),
        PinnedFont(file: "NotoSerif-Bold.ttf", family: "Noto Serif"),
        PinnedFont(file: "NotoSansCJK-Regular.ttc", family: "Noto Sans CJK SC"),
        PinnedFont(file: "NotoSansCJK-Bold.ttc", family: "Noto Sans CJK SC"),
        PinnedFont(file: "NotoColorEmoji.ttf", family: "Noto Color Emoji"),
        PinnedFont(file: "MaterialIcons-Regular.ttf", family: "Material Icons"),
    ]

    /// Where the system's packages put them (Debian, then Homebrew's casks).
    static let searchDirectories = [
        "/usr/share/fonts/opentype/inter", "/usr/share/fonts/truetype/noto", "/usr/share/fonts/opentype/noto",
        "/usr/share/fonts/truetype/inter", "/usr/share/fonts/truetype/material-design-icons-iconfont",
        "/usr/local/share/fonts", "/opt/homebrew/share/fonts",
        NSHomeDirectory() + "/Library/Fonts", "/Library/Fonts",
    ]

    /// The error when a pinned font file is in none of the directories searched; text is
    /// never measured or drawn with a substitute.
    public struct MissingFont: Error, CustomStringConvertible {
        /// The name of the font file that was not found.
        public let file: String
        /// Names the missing file and how to install the pinned fonts.
        public var description: String {
            "the pinned font \(file) is not installed; ScrollReel measures and draws text only with its pinned fonts (Debian: apt-get install fonts-inter fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji fonts-material-design-icons-iconfont; in the ScrollReel repository, scripts/bootstrap)"
        }
    }

    /// The full path of every pinned font file.
    public static func locate() throws -> [String] {
        try fonts.map { font in
            for dir in searchDirectories {
                let path = dir + "/" + font.file
                if FileManager.default.fileExists(atPath: path) { return path }
            }
            throw MissingFont(file: font.file)
        }
    }

    /// The Pango family for a UIKit font.
    static func family(for font: UIFont) -> String {
        switch font.family {
        case .system: font.pointSize >= 20 ? "Inter Display" : "Inter"
        case .serif: "Noto Serif"
        case .cjk: "Noto Sans CJK SC"
        case .symbols: "Material Icons"
        }
    }

    /// Rendering rules of the private configuration: outline fonts antialiased,
    /// unhinted, with no subpixel colour and no embedded bitmaps; the colour emoji
    /// font, whose glyphs are bitmaps, left as it is (those rules blank it) and
    /// scaled from its one size to the size asked for (what fontconfig's own
    /// "Bitmap scaling" rules do). Nothing from the system is included.
    static let configuration = """
    <?xml version="1.0"?>
    <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
    <fontconfig>
      <match target="font">
        <test name="outline" compare="eq"><bool>true</bool></test>
        <edit name="antialias" mode="assign"><bool>true</bool></edit>
        <edit name="hinting" mode="assign"><bool>false</bool></edit>
        <edit name="hintstyle" mode="assign"><const>hintnone</const></edit>
        <edit name="rgba" mode="assign"><const>none</const></edit>
        <edit name="lcdfilter" mode="assign"><const>lcdnone</const></edit>
        <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit>
        <edit name="autohint" mode="assign"><bool>false</bool></edit>
      </match>
      <match target="font">
        <test name="outline" compare="eq"><bool>false</bool></test>
        <edit name="pixelsizefixupfactor" mode="assign">
          <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
        </edit>
      </match>
      <match target="font">
        <test name="outline" compare="eq"><bool>false</bool></test>
        <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
        <edit name="matrix" mode="assign">
          <times><name>matrix</name>
            <matrix><name>pixelsizefixupfactor</name> <double>0</double> <double>0</double> <name>pixelsizefixupfactor</name></matrix>
          </times>
        </edit>
        <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
      </match>
    </fontconfig>
    """
}
