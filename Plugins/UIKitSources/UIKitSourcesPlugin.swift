import Foundation
import PackagePlugin

/// The `UIKitSources` build-tool plugin: compiles an app's own UIKit files, as they are in
/// the app, into the target that applies it.
///
/// The target holds a `UIKitSources.json`: `{"sources": ["../../App/Screens", "../../App/Theme.swift"]}`
/// — files or folders (every `*.swift` below them), relative to the JSON file's folder. The
/// `uikit-sources` tool rewrites them into this plugin's work folder (nothing is ever written
/// next to the user's files), and the target compiles the rewritten copies.
@main
struct UIKitSourcesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let json = target.directoryURL.appending(path: "UIKitSources.json")
        let sources = try Self.sources(listedIn: json)
        let outputFolder = context.pluginWorkDirectoryURL
        var outputs: [URL] = []
        var used: Set<String> = []
        for source in sources {
            // Each output is named for its file (a second file of the same name gets -2, -3, …), but
            // not the same: the compiler warns when the file a #sourceLocation names and another
            // file of the module share a #fileID.
            let stem = source.deletingPathExtension().lastPathComponent
            var name = stem + "+UIKitSources.swift", n = 1
            while !used.insert(name.lowercased()).inserted { n += 1; name = "\(stem)-\(n)+UIKitSources.swift" }
            outputs.append(outputFolder.appending(path: name))
        }
        let registry = outputFolder.appending(path: "_UIKitSourcesModule.swift")
        var arguments = [registry.path]
        for (input, output) in zip(sources, outputs) { arguments += [input.path, output.path] }
        return [.buildCommand(
            displayName: "UIKitSources: compiling \(sources.count) app file\(sources.count == 1 ? "" : "s") for \(target.name)",
            executable: try context.tool(named: "uikit-sources").url,
            arguments: arguments,
            inputFiles: [json] + sources,
            outputFiles: outputs + [registry])]
    }

    /// The Swift files `UIKitSources.json` lists, in a stable order.
    static func sources(listedIn json: URL) throws -> [URL] {
        let name = json.path
        guard let data = FileManager.default.contents(atPath: json.path) else {
            throw PluginError("\(name): not found; a target that applies UIKitSources lists the app's files there: {\"sources\": [\"../../App/Screens\"]}")
        }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = object["sources"] as? [String] else {
            throw PluginError("\(name): field 'sources' must be a list of paths: {\"sources\": [\"../../App/Screens\"]}")
        }
        let folder = json.deletingLastPathComponent()
        var files: [URL] = []
        for (i, entry) in entries.enumerated() {
            let url = entry.hasPrefix("/") ? URL(fileURLWithPath: entry) : folder.appending(path: entry)
            let path = url.standardizedFileURL
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path.path, isDirectory: &isFolder) else {
                throw PluginError("\(name): sources[\(i)] '\(entry)': no such file or folder (\(path.path))")
            }
            if isFolder.boolValue {
                let found = (FileManager.default.enumerator(at: path, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
                    .filter { $0.pathExtension == "swift" }
                    .map(\.standardizedFileURL)
                    .sorted { $0.path < $1.path }
                files += found
            } else if path.pathExtension == "swift" {
                files.append(path)
            } else {
                throw PluginError("\(name): sources[\(i)] '\(entry)': not a Swift file or a folder")
            }
        }
        var seen: Set<String> = []
        return files.filter { seen.insert($0.path).inserted }
    }
}

struct PluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
