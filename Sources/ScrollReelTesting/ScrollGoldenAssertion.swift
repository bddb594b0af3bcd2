import Dispatch
import Foundation
// A user's tool or test imports this module alone and gets everything.
@_exported import ScrollReel
import ScrollPhysics
import ScrollReelUIKit
import ScrollSimulation
import ScrollRender
import ScrollDiff
import ScrollGolden
import ScrollDocs
import Testing
#if canImport(XCTest)
import XCTest
#endif

/// Verifies a scene's motion and look against its golden, in a Swift Testing test:
///
///     @Test func galleryMatchesItsGolden() throws {
///         try expectScrollGolden(of: CardGallery.demo)
///     }
///
/// The golden is the trace of the run (every frame's offsets, flags and delegate
/// calls) and pictures of the phases of the motion, kept in `goldens/<name>/`
/// (by default `Goldens/` beside the test file). A difference fails the test with
/// what changed, most likely cause first — the trace difference in words, the
/// pixel clusters, other library or font versions — and leaves expected |
/// difference | actual pictures in `artifacts/<name>/` and the report page
/// `artifacts/<name>.html` (by default the package's `.build/golden-failures/`),
/// attached to the test result too.
/// A missing golden fails; nothing is written unless a record mode is asked for by
/// name (``GoldenRecordMode``: `SCROLLREEL_RECORD=all swift test` records every golden
/// the run reaches, `missing` the missing ones, `failed` the failing ones).
///
/// A screen that never settles cannot hang the test run: work that re-posts
/// itself (a main-queue block, a 0 s animation restarted from its completion)
/// fails the test with one line saying what it was, after a million run-loop
/// events or five seconds of wall time; code that never hands a frame back (an
/// endless loop, a `sleep`) for ten seconds, or a demo still playing at the
/// test's `.timeLimit` (else after ten minutes), ends the test process with one
/// line naming the demo and the test, as XCTest's execution time allowance does.
///
/// - Parameters:
///   - demo: the scene and its default script.
///   - variant: one of the demo's variants.
///   - script: another script than the demo's own (name the golden then).
///   - name: the golden's folder name (default the demo's id, `id@variant`).
///   - goldens: the folder that holds the goldens.
///   - artifacts: where failure pictures and the report go.
///   - options: how pictures are compared (colour threshold, cluster size).
///   - record: the record mode for this golden (default `SCROLLREEL_RECORD`'s, else `.never`).
///   - filePath: leave the default: the calling test file, beside which the goldens are.
///   - sourceLocation: leave the default: where a failure is reported.
public func expectScrollGolden(
    of demo: Demo, variant: String? = nil, script: Script? = nil, named name: String? = nil,
    in goldens: URL? = nil, artifacts: URL? = nil, options: DiffOptions = DiffOptions(),
    record: GoldenRecordMode? = nil,
    filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let filter = Test.current.map { $0.name.split(separator: "(").first.map(String.init) ?? $0.name } ?? "\(demo.id)"
    let check = try ScrollGoldenCheck(
        demo: demo, variant: variant, script: script, name: name, goldens: goldens, artifacts: artifacts,
        filePath: filePath, acceptCommand: "SCROLLREEL_RECORD=all swift test --filter \(filter)")
    guard let failure = try check.run(options: options, record: record) else { return }
    for (name, bytes) in failure.attachments {
        Attachment.record(bytes, named: name, sourceLocation: sourceLocation)
    }
    Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
}

/// Verifies without failing the test: the verification, to look at (a test that
/// proves a change is caught uses it). Never records, whatever the environment says.
public func verifyScrollGolden(
    of demo: Demo, variant: String? = nil, script: Script? = nil, named name: String? = nil,
    in goldens: URL? = nil, options: DiffOptions = DiffOptions(), filePath: String = #filePath,
    prepare: (@MainActor (Scene) -> Void)? = nil
) throws -> Verification {
    let check = try ScrollGoldenCheck(demo: demo, variant: variant, script: script, name: name, goldens: goldens,
                                      artifacts: nil, filePath: filePath, acceptCommand: "SCROLLREEL_RECORD=all swift test")
    let prepare = UncheckedSendable(prepare)
    return try ScrollGoldenCheck.watched(check.golden.id) {
        try onMainActor {
            try Golden.verify(check.golden, in: check.store, acceptCommand: check.acceptCommand, options: options, mutate: prepare.value)
        }
    }
}

#if canImport(XCTest)
/// `expectScrollGolden` for XCTest: the same verification, recording and failure
/// artifacts; the failure goes to `XCTFail`.
public func XCTAssertScrollGolden(
    of demo: Demo, variant: String? = nil, script: Script? = nil, named name: String? = nil,
    in goldens: URL? = nil, artifacts: URL? = nil, options: DiffOptions = DiffOptions(),
    record: GoldenRecordMode? = nil,
    testName: String = #function, filePath: StaticString = #filePath, line: UInt = #line
) {
    let test = testName.split(separator: "(").first.map(String.init) ?? testName
    do {
        let check = try ScrollGoldenCheck(
            demo: demo, variant: variant, script: script, name: name, goldens: goldens, artifacts: artifacts,
            filePath: "\(filePath)", acceptCommand: "SCROLLREEL_RECORD=all swift test --filter \(test)")
        if let failure = try check.run(options: options, record: record) { XCTFail(failure.message, file: filePath, line: line) }
    } catch {
        XCTFail("\(error)", file: filePath, line: line)
    }
}
#endif

/// What both assertions do: find the folders, record or verify, write the report.
struct ScrollGoldenCheck {
    let golden: GoldenCase
    let store: GoldenStore
    let artifacts: URL
    let acceptCommand: String


    init(demo: Demo, variant: String?, script: Script?, name: String?, goldens: URL?, artifacts: URL?,
         filePath: String, acceptCommand: String) throws {
        let here = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        golden = GoldenCase(demo, variant: variant, script: script, name: name)
        store = GoldenStore(root: goldens ?? here.appendingPathComponent("Goldens"))
        self.artifacts = artifacts ?? Self.packageBuildFolder(from: here).appendingPathComponent("golden-failures")
        self.acceptCommand = acceptCommand
        try ArtifactsFolder.check(self.artifacts, goldens: store.root)
    }

    /// The failure, if any: its message and the pictures to attach.
    struct Failure {
        let message: String
        let attachments: [(String, [UInt8])]
    }

    func run(options: DiffOptions, record: GoldenRecordMode?) throws -> Failure? {
        let mode = try record ?? GoldenRecordMode.fromEnvironment()
        return try Self.watched(golden.id) { try onMainActor { try runOnMainActor(options: options, mode: mode) } }
    }

    /// Runs `body`, which plays the demo `id`, under the watchdog, as the command line plays
    /// it: work that re-posts itself stops as the scene's failure (the test fails with its
    /// line), and code that never hands a frame back (an endless loop, a `sleep`) or a demo
    /// that plays past the test's `.timeLimit` (else ten minutes, XCTest's allowance) ends
    /// the test process with one line naming the demo and the test, rather than hang.
    static func watched<T>(_ id: String, _ body: () throws -> T) rethrows -> T {
        Watchdog.start(toolName: "ScrollReelTesting")
        var timeout = Watchdog.defaultTimeout
        if let limit = Test.current?.timeLimit {
            let (seconds, attoseconds) = limit.components
            timeout = min(timeout, max(1, Double(seconds) + Double(attoseconds) / 1e18))
        }
        let context = Test.current.map { " in test '\($0.name)'" } ?? ""
        Watchdog.playing(id, timeout: timeout, context: context,
                         budget: timeout < Watchdog.defaultTimeout ? "the test's time limit" : "XCTest's execution time allowance")
        defer { Watchdog.idle() }
        return try body()
    }

    @MainActor private func record() throws -> String {
        let manifest = try Golden.record(golden, in: store)
        return "recorded the golden of \(golden.id) in \(store.folder(golden.id).path): \(manifest.keyframes.count) keyframes"
    }

    @MainActor private func runOnMainActor(options: DiffOptions, mode: GoldenRecordMode) throws -> Failure? {
        if mode == .all {
            print(try record())
            return nil
        }
        let v = try Golden.verify(golden, in: store, acceptCommand: acceptCommand, options: options)
        // The demo's pictures in `golden-failures/<id>/`, its page beside them as
        // `<id>.html` (one folder level, and no page shared between tests).
        let folder = artifacts.appendingPathComponent(golden.id)
        let page = "\(golden.id).html"
        guard !v.passed else {
            // An earlier failure's pictures would read as this run's.
            for stale in [folder, artifacts.appendingPathComponent(page), artifacts.appendingPathComponent("\(golden.id).summary.json")] {
                try? FileManager.default.removeItem(at: stale)
            }
            return nil
        }
        let index = try FailureReport.write([v], to: artifacts, indexName: page)
        let composites = v.keyframes.filter(\.failed).compactMap { k -> (String, [UInt8])? in
            let name = "\(golden.id)-\(FailureReport.compositeName(k.keyframe))"
            let url = folder.appendingPathComponent(FailureReport.compositeName(k.keyframe))
            return (try? Data(contentsOf: url)).map { (name, [UInt8]($0)) }
        }
        var message = "\(v.report)\n  pictures and report: \(index.path)"
        // As swift-snapshot-testing does: what a record mode wrote still fails the run,
        // so that a recording never passes unnoticed.
        if mode == .failed || (mode == .missing && v.missing) {
            message += "\n  \(try record()) (SCROLLREEL_RECORD=\(mode.rawValue)); run the test again to verify against it"
        }
        return Failure(message: message, attachments: composites)
    }

    /// The `.build` folder of the package that holds `folder` (the nearest one up
    /// with a Package.swift), or the temporary folder outside any package.
    static func packageBuildFolder(from folder: URL) -> URL {
        var dir = folder
        while dir.path != "/" {
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) {
                return dir.appendingPathComponent(".build")
            }
            dir.deleteLastPathComponent()
        }
        return FileManager.default.temporaryDirectory
    }
}

/// When `expectScrollGolden` writes a golden: swift-snapshot-testing's record modes.
/// Nothing is written unless a mode is asked for by name — `SCROLLREEL_RECORD` or the
/// `record:` argument — and without one a missing golden fails, under CI as anywhere.
public enum GoldenRecordMode: String, Sendable, CaseIterable {
    /// Record every golden the run reaches, and pass (`SCROLLREEL_RECORD=all`, or `1` as
    /// it has always been written).
    case all
    /// Record the goldens that are missing and fail their tests saying so; verify the others.
    case missing
    /// Verify; record a failing golden anew, and still fail its test.
    case failed
    /// Verify, and never write.
    case never

    /// The mode `SCROLLREEL_RECORD` names; `.never` without it.
    /// - Throws: a one-line error naming the variable when its value is none of the modes.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws -> GoldenRecordMode {
        guard let value = environment["SCROLLREEL_RECORD"] else { return .never }
        if value == "1" { return .all }
        guard let mode = GoldenRecordMode(rawValue: value) else {
            throw GoldenRecordModeError(value: value)
        }
        return mode
    }
}

/// `SCROLLREEL_RECORD` holds none of the record modes.
public struct GoldenRecordModeError: Error, CustomStringConvertible {
    /// What the variable holds.
    public let value: String
    /// The error in one line, naming the variable and what it may hold.
    public var description: String {
        "SCROLLREEL_RECORD=\(Verification.shown(value)): must be all, missing, failed or never (1 means all)"
    }
}
