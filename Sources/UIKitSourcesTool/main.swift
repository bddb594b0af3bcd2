// uikit-sources: the UIKitSources plugin's build step. Reads the app's files, writes
// their rewritten copies and the module's registry into the plugin's work folder.
//
//   uikit-sources REGISTRY.swift INPUT.swift OUTPUT.swift [INPUT.swift OUTPUT.swift …]
//
// An output whose text did not change is not written again, so the compiler rebuilds
// only what changed.
import Foundation
import UIKitSourcesRewriter

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("uikit-sources: error: \(message)\n".utf8))
    exit(1)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 1, arguments.count % 2 == 1 else {
    fail("usage: uikit-sources REGISTRY.swift [INPUT.swift OUTPUT.swift]...")
}
let registryPath = arguments[0]
let pairs = stride(from: 1, to: arguments.count, by: 2).map { (input: arguments[$0], output: arguments[$0 + 1]) }

var files: [UIKitSourcesRewriter.SourceFile] = []
for pair in pairs {
    guard let data = FileManager.default.contents(atPath: pair.input) else { fail("\(pair.input): cannot be read") }
    guard let text = String(data: data, encoding: .utf8) else { fail("\(pair.input): is not UTF-8 text") }
    files.append(.init(path: pair.input, text: text))
}

let output = UIKitSourcesRewriter.rewrite(files)

/// Writes `text` to `path` unless it already holds it: under a temporary name, then renamed.
func write(_ text: String, to path: String) {
    let data = Data(text.utf8)
    if FileManager.default.contents(atPath: path) == data { return }
    let url = URL(fileURLWithPath: path)
    try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).tmp-\(getpid())")
    do {
        try data.write(to: temporary)
        guard rename(temporary.path, url.path) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    } catch {
        try? FileManager.default.removeItem(at: temporary)
        fail("\(path): cannot be written: \(error.localizedDescription)")
    }
}

for (pair, text) in zip(pairs, output.files) { write(text, to: pair.output) }
write(output.registry, to: registryPath)
