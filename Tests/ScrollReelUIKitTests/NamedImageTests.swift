import Foundation
import Testing
@testable import ScrollReelUIKit

/// UIImage(named:) finds PNG files and asset-catalog image sets as UIKit does. The
/// files are PNG headers of known pixel sizes, so the image's size in points says
/// which file was taken.
@MainActor
@Suite struct NamedImageTests {
    func png(_ pixels: Int) -> Data {
        func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 255), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)] }
        return Data([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] + be32(13) + Array("IHDR".utf8) + be32(pixels) + be32(pixels) + [8, 6, 0, 0, 0])
    }

    /// A folder with icon.png (10 px), icon@2x.png (40 px), icon@3x.png (90 px), only@3x.png and
    /// only.png, and an asset catalog with Group/star.imageset at 1x (7 px) and 2x (28 px).
    func folder() throws -> Bundle {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("named-images-\(UUID().uuidString)")
        let set = root.appendingPathComponent("Assets.xcassets/Group/star.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try png(10).write(to: root.appendingPathComponent("icon.png"))
        try png(40).write(to: root.appendingPathComponent("icon@2x.png"))
        try png(90).write(to: root.appendingPathComponent("icon@3x.png"))
        try png(60).write(to: root.appendingPathComponent("only@3x.png"))
        try png(5).write(to: root.appendingPathComponent("only.png"))
        try png(7).write(to: set.appendingPathComponent("star.png"))
        try png(28).write(to: set.appendingPathComponent("star@2x.png"))
        try Data(#"{"images":[{"idiom":"universal","filename":"star.png","scale":"1x"},{"idiom":"universal","filename":"star@2x.png","scale":"2x"},{"idiom":"universal","scale":"3x"}],"info":{"version":1,"author":"xcode"}}"#.utf8)
            .write(to: set.appendingPathComponent("Contents.json"))
        return try #require(Bundle(path: root.path))
    }

    func traits(_ scale: CGFloat) -> UITraitCollection { UITraitCollection(displayScale: scale) }

    @Test func theFileForTheScreensScale() throws {
        let bundle = try folder()
        // Each file is 10 pt at its own scale: 10 px @1x, 40 px @2x is 20 pt, 90 px @3x is 30 pt.
        #expect(UIImage(named: "icon", in: bundle, compatibleWith: traits(1))?.size == CGSize(width: 10, height: 10))
        #expect(UIImage(named: "icon", in: bundle, compatibleWith: traits(2))?.size == CGSize(width: 20, height: 20))
        #expect(UIImage(named: "icon", in: bundle, compatibleWith: traits(3))?.size == CGSize(width: 30, height: 30))
        // No @2x: the nearest above (60 px @3x = 20 pt), not the 1x.
        #expect(UIImage(named: "only", in: bundle, compatibleWith: traits(2))?.size == CGSize(width: 20, height: 20))
        // A name with its extension is that file, at 1x.
        #expect(UIImage(named: "icon@2x.png", in: bundle, compatibleWith: traits(3))?.size == CGSize(width: 40, height: 40))
        // Without traits: the scene's screen (an iPhone 14 is 3x).
        let scene = SceneEnvironment(device: .iPhone14)
        #expect(scene.run { UIImage(named: "icon", in: bundle, compatibleWith: nil) }?.size == CGSize(width: 30, height: 30))
    }

    @Test func imageSetsOfAnAssetCatalog() throws {
        let bundle = try folder()
        // In a group folder; the 3x entry has no file: the largest there is, 28 px @2x = 14 pt.
        #expect(UIImage(named: "star", in: bundle, compatibleWith: traits(3))?.size == CGSize(width: 14, height: 14))
        #expect(UIImage(named: "star", in: bundle, compatibleWith: traits(1))?.size == CGSize(width: 7, height: 7))
        #expect(UIImage(named: "Group/star", in: bundle, compatibleWith: traits(2))?.size == CGSize(width: 14, height: 14))
    }

    @Test func aNameThatIsNotThereIsNil() throws {
        let bundle = try folder()
        #expect(UIImage(named: "missing", in: bundle, compatibleWith: nil) == nil)
        #expect(UIImage(named: "", in: bundle, compatibleWith: nil) == nil)
        #expect(UIImage(named: "icon.jpg", in: bundle, compatibleWith: nil) == nil)
        #expect(UIImage(named: "no-such-image-anywhere") == nil)
    }
}
