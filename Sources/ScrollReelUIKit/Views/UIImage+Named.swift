import Foundation

extension UIImage {
    /// UIKit's `UIImage(named:)`: the PNG image of that name in the app's main bundle (see
    /// `init(named:in:compatibleWith:)`), or nil when there is none.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// UIKit's `UIImage(named:in:compatibleWith:)`: the PNG image of that name in `bundle` (nil: the
    /// main bundle), for the screen's scale, or nil when there is none, as UIKit answers.
    ///
    /// A name is looked for as UIKit looks for it: an image set `name.imageset` in an asset catalog
    /// (`*.xcassets`, also inside a namespace folder: `name` may be `Folder/name`), whose
    /// `Contents.json` names a file per scale; or a file `name@3x.png`, `name@2x.png`, `name.png`
    /// (or `name` itself when it has an extension). The file for the screen's scale (the trait
    /// collection's `displayScale`, else the scene's screen) is taken, else the nearest one above it,
    /// else the largest there is. Besides the bundle's own folder, the main bundle looks in the
    /// resource bundles SwiftPM puts beside the executable (`*.resources`, `*.bundle`): a package's
    /// `resources` are where an app's asset catalogs would be. Only PNG files are read.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let scale = traitCollection.map { Double($0.displayScale) }.flatMap { $0 > 0 ? $0 : nil } ?? Double(SceneEnvironment.current?.device.profile.scale ?? DeviceProfile.default.scale)
        guard !name.isEmpty, let (bytes, fileScale) = NamedImages.find(name, in: bundle ?? .main, scale: scale) else { return nil }
        self.init(pngData: bytes, scale: fileScale)
    }
}

/// Where `UIImage(named:)` looks for a name, and which file it takes.
enum NamedImages {
    /// The bytes and scale of the file for `name` at `scale`, or nil.
    static func find(_ name: String, in bundle: Bundle, scale: Double) -> ([UInt8], Double)? {
        for folder in folders(of: bundle) {
            if let found = inCatalogs(name, under: folder, scale: scale) ?? loose(name, in: folder, scale: scale) { return found }
        }
        return nil
    }

    /// The bundle's resource folder, and for the main bundle the resource bundles beside it.
    static func folders(of bundle: Bundle) -> [URL] {
        var folders = [bundle.resourceURL, bundle.bundleURL].compactMap { $0 }
        if folders.count == 2, folders[0].standardizedFileURL == folders[1].standardizedFileURL { folders.removeLast() }
        if bundle == .main {
            let beside = bundle.bundleURL
            let entries = (try? FileManager.default.contentsOfDirectory(at: beside, includingPropertiesForKeys: nil)) ?? []
            folders += entries.filter { ["resources", "bundle"].contains($0.pathExtension) }
                .sorted { $0.lastPathComponent < $1.lastPathComponent }
        }
        return folders
    }

    /// `name@3x.png`, `name@2x.png`, `name.png` in `folder` (or `name` itself, with its extension).
    static func loose(_ name: String, in folder: URL, scale: Double) -> ([UInt8], Double)? {
        let ext = (name as NSString).pathExtension
        let stem = ext.isEmpty ? name : (name as NSString).deletingPathExtension
        let suffix = ext.isEmpty ? "png" : ext
        guard suffix.lowercased() == "png" else { return nil }
        let candidates = [3.0, 2.0, 1.0].map { s in (folder.appendingPathComponent(s == 1 ? "\(stem).\(suffix)" : "\(stem)@\(Int(s))x.\(suffix)"), s) }
            .filter { FileManager.default.fileExists(atPath: $0.0.path) }
        guard let (url, s) = choose(candidates, scale: scale), let data = try? Data(contentsOf: url) else { return nil }
        return ([UInt8](data), s)
    }

    /// An image set `name.imageset` in any asset catalog below `folder`.
    static func inCatalogs(_ name: String, under folder: URL, scale: Double) -> ([UInt8], Double)? {
        let entries = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        for catalog in entries.filter({ $0.pathExtension == "xcassets" }).sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
            guard let set = imageSet(name, under: catalog) else { continue }
            struct Contents: Decodable {
                struct Image: Decodable { let filename: String?; let scale: String? }
                let images: [Image]
            }
            guard let json = try? Data(contentsOf: set.appendingPathComponent("Contents.json")),
                  let contents = try? JSONDecoder().decode(Contents.self, from: json) else { continue }
            let files = contents.images.compactMap { image -> (URL, Double)? in
                guard let file = image.filename, file.lowercased().hasSuffix(".png") else { return nil }
                let s = Double((image.scale ?? "1x").dropLast()) ?? 1
                return (set.appendingPathComponent(file), s)
            }.filter { FileManager.default.fileExists(atPath: $0.0.path) }
            if let (url, s) = choose(files, scale: scale), let data = try? Data(contentsOf: url) { return ([UInt8](data), s) }
        }
        return nil
    }

    /// The folder `name.imageset` in `catalog`, directly (a namespaced name is a path) or in one of
    /// its group folders.
    static func imageSet(_ name: String, under catalog: URL) -> URL? {
        let direct = catalog.appendingPathComponent(name + ".imageset")
        if FileManager.default.fileExists(atPath: direct.path) { return direct }
        let entries = (try? FileManager.default.contentsOfDirectory(at: catalog, includingPropertiesForKeys: [.isDirectoryKey])) ?? []
        for group in entries.sorted(by: { $0.lastPathComponent < $1.lastPathComponent })
        where group.pathExtension.isEmpty && (try? group.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
            if let found = imageSet(name, under: group) { return found }
        }
        return nil
    }

    /// The file for `scale`: that scale, else the nearest above it, else the largest.
    static func choose(_ files: [(URL, Double)], scale: Double) -> (URL, Double)? {
        files.first { $0.1 == scale }
            ?? files.filter { $0.1 > scale }.min { $0.1 < $1.1 }
            ?? files.max { $0.1 < $1.1 }
    }
}
