import CCairo
import Foundation
import ScrollReelUIKit

/// The pinned fonts, and a private fontconfig configuration that sees nothing else.
///
/// Text must look like iOS and be identical everywhere, so ScrollReel never asks
/// the system which fonts it has: it loads these files (from the system's
/// packages: fonts-inter, fonts-noto-core, fonts-noto-cjk on Debian) into a
/// fontconfig configuration of its own with no rules from the system, and Cairo
/// renders them unhinted with grey antialiasing.
///
/// - system font (San Francisco): Inter, which was drawn after it; Inter Display
///   from 20 pt up, as iOS switches to SF Pro Display.
/// - serif (Georgia): Noto Serif, a screen serif with Georgia's large x-height.
/// - light sans (Helvetica Neue Light): Inter Light.
/// - CJK (PingFang SC): Noto Sans CJK SC.
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
    /// five weights, Noto Serif regular and bold, Noto Sans CJK SC regular and bold.
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
    ]

    /// Where the system's packages put them (Debian, then Homebrew's casks).
    static let searchDirectories = [
        "/usr/share/fonts/opentype/inter", "/usr/share/fonts/truetype/noto", "/usr/share/fonts/opentype/noto",
        "/usr/share/fonts/truetype/inter", "/usr/local/share/fonts", "/opt/homebrew/share/fonts",
        NSHomeDirectory() + "/Library/Fonts", "/Library/Fonts",
    ]

    /// The error when a pinned font file is in none of the directories searched; text is
    /// never measured or drawn with a substitute.
    public struct MissingFont: Error, CustomStringConvertible {
        /// The name of the font file that was not found.
        public let file: String
        /// Names the missing file and how to install the pinned fonts.
        public var description: String {
            "the pinned font \(file) is not installed; ScrollReel measures and draws text only with its pinned fonts (Debian: apt-get install fonts-inter fonts-noto-core fonts-noto-cjk; in the ScrollReel repository, scripts/bootstrap)"
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
        }
    }

    /// Rendering rules of the private configuration: antialiased, unhinted, no
    /// subpixel colour, no embedded bitmaps. Nothing from the system is included.
    static let configuration = """
    <?xml version="1.0"?>
    <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
    <fontconfig>
      <match target="font">
        <edit name="antialias" mode="assign"><bool>true</bool></edit>
        <edit name="hinting" mode="assign"><bool>false</bool></edit>
        <edit name="hintstyle" mode="assign"><const>hintnone</const></edit>
        <edit name="rgba" mode="assign"><const>none</const></edit>
        <edit name="lcdfilter" mode="assign"><const>lcdnone</const></edit>
        <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit>
        <edit name="autohint" mode="assign"><bool>false</bool></edit>
      </match>
    </fontconfig>
    """
}
