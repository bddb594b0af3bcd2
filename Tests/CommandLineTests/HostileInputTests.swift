import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// One run of the binary under a shell's limits: 1 GB of address space and 60 s of
/// CPU. The hostile inputs below asked for 1.8-11.7 GB before they were bounded, so
/// a regression fails the test (an allocation fails, the run traps) instead of
/// taking the machine. Peak memory is not read back here: a child spawned from
/// this test process inherits the process's high-water mark in `ru_maxrss`, so the
/// figure would be ours, not the tool's (the README's limits give figures measured
/// from a shell).
@MainActor
struct MeasuredRun {
    var status: Int32
    var signal: Int32
    var err: String
    var out: String

    init(_ args: [String], stdinFile: String = "/dev/null") throws {
        let errFile = Tool.temporary("measured-stderr"), outFile = Tool.temporary("measured-stdout")
        defer { for f in [errFile, outFile] { try? FileManager.default.removeItem(at: f) } }
        let quoted = ([Tool.url.path] + args).map { "'" + $0.replacingOccurrences(of: "'", with: #"'\''"#) + "'" }
        let command = "ulimit -v 1000000; ulimit -t 60; exec " + quoted.joined(separator: " ")
            + " < '\(stdinFile)' > '\(outFile.path)' 2> '\(errFile.path)'"
        var pid: pid_t = 0
        let words: [String] = ["/bin/sh", "-c", command]
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        guard posix_spawn(&pid, "/bin/sh", nil, nil, argv, environ) == 0 else { throw CocoaError(.executableLoad) }
        var raw: Int32 = 0
        while waitpid(pid, &raw, 0) < 0, errno == EINTR {}
        status = raw & 0x7F == 0 ? (raw >> 8) & 0xFF : -1
        signal = raw & 0x7F
        err = (try? String(contentsOf: errFile, encoding: .utf8)) ?? ""
        out = (try? String(contentsOf: outFile, encoding: .utf8)) ?? ""
    }
}

/// Scripts and pictures as a hostile or unlucky user would give them, through the
/// binary: one line on stderr, exit status 1, no trap, bounded memory.
@MainActor
@Suite(.serialized) struct HostileInputTests {
    func write(_ name: String, _ text: String) throws -> String {
        let url = Tool.temporary(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test func numbersPastTheirRangesAreOneLineNotATrap() throws {
        let cases: [(demo: String, script: String, error: String)] = [
            ("delegate", #"{"steps": [{"setContentOffset": {"scrollView": "main", "offset": [0, 1e19]}}]}"#,
             "step 0 (setContentOffset): field 'offset': must have coordinates from -1000000 to 1000000 points (got 1e+19)"),
            ("zoom", #"{"steps": [{"pinch": {"center": [195, 400], "scale": 1e300, "duration": 1}}]}"#,
             "step 0 (pinch): field 'scale': must be from 0.01 to 100 (got 1e+300)"),
            ("delegate", #"{"steps": [{"touchDown": {"at": [195, 500]}}, {"moveTo": {"at": [195, 300], "duration": 1e17}}, {"touchUp": {}}]}"#,
             "step 1 (moveTo): field 'duration': must be at most 600 s, the longest film (got 1e+17)"),
            ("delegate", #"{"steps": [{"fling": {"scrollView": "main", "velocity": [0, 1e-300]}}]}"#,
             "step 0 (fling): field 'velocity': must have a speed from 1 to 100000 points per second (got 1e-300)"),
            ("delegate", #"{"steps": [{"touchDown": {"at": [195, 500]}}, {"moveTo": {"at": [195, -1e308], "duration": 0.1}}, {"touchUp": {}}]}"#,
             "step 1 (moveTo): field 'at': must have coordinates from -1000000 to 1000000 points (got -1e+308)"),
            ("delegate", #"{"duration": 1e9, "steps": []}"#,
             "field 'duration': must be at most 600 s, the longest film (got 1000000000)"),
            ("delegate", #"{"steps": [{"touchDown": {"at": [195, 500]}}, {"moveTo": {"at": [195, 300], "duration": 0.2}}]}"#,
             "step 0 (touchDown): the finger never lifts (add a touchUp at the end, or give the script a duration)"),
        ]
        for (i, c) in cases.enumerated() {
            let path = try write("hostile-\(i).json", c.script)
            defer { try? FileManager.default.removeItem(atPath: path) }
            for command in ["trace", "render"] {
                let out = Tool.temporary("hostile-out")
                defer { try? FileManager.default.removeItem(at: out) }
                let r = try MeasuredRun([command, c.demo, "--script", path] + (command == "render" ? ["--out", out.path] : []))
                #expect(r.status == 1 && r.err == "scrollreel: error: \(path): \(c.error)\n", "\(command) \(c.script): \(r.err)")
                #expect(!FileManager.default.fileExists(atPath: out.path))
            }
        }
    }

    @Test func aLongNameWithControlCharactersIsQuotedAndCutShort() throws {
        let name = String(repeating: "a", count: 400_000) + "\u{1B}[31m\u{7}"
        let escaped = name.replacingOccurrences(of: "\u{1B}", with: "\\u001b").replacingOccurrences(of: "\u{7}", with: "\\u0007")
        let path = try write("long-name.json", #"{"steps": [{"fling": {"scrollView": ""# + escaped + #"", "velocity": [0, 100]}}]}"#)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let r = try MeasuredRun(["trace", "delegate", "--script", path])
        #expect(r.status == 1)
        #expect(r.err == "scrollreel: error: \(path): step 0 (fling): field 'scrollView': no scroll view named \""
                + String(repeating: "a", count: 60) + "…\" in this demo (it has \"main\")\n")
    }

    /// Memory follows what is played, not what a file claims: the issue's figures
    /// before these fixes are in the comments (peak resident set of the release build).
    @Test func memoryStaysBoundedOnHostileInputs() throws {
        // 400,000 steps in 9.6 MB of script: 2.4 GB to parse before.
        let big = Tool.temporary("big.json")
        try Data(("{\"steps\": [" + Array(repeating: #"{"wait": {"duration": 0}}"#, count: 400_000).joined(separator: ",") + "]}").utf8).write(to: big)
        defer { try? FileManager.default.removeItem(at: big) }
        let parse = try MeasuredRun(["trace", "delegate", "--script", big.path, "--fps", "1"])
        #expect(parse.status == 0 && parse.signal == 0, "\(parse.err)")

        // A ten-minute drag and the slowest fling: their samples are made as they fall due.
        let long = try write("long-move.json", #"{"steps": [{"touchDown": {"at": [195, 800]}}, {"moveTo": {"at": [195, 100], "duration": 570}}, {"touchUp": {}}, {"fling": {"scrollView": "main", "velocity": [0, 1]}}]}"#)
        defer { try? FileManager.default.removeItem(atPath: long) }
        let play = try MeasuredRun(["trace", "delegate", "--script", long, "--fps", "1"])
        #expect(play.status == 0 && play.signal == 0, "\(play.err)")

        // A 69-byte PNG declaring 32767 x 32767: 4.2 GB before, 11.7 GB in the issue's run.
        let bomb = Tool.temporary("bomb.png")
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        func chunk(_ type: String, _ data: [UInt8]) {
            var crc: UInt32 = 0xFFFF_FFFF
            for x in Array(type.utf8) + data {
                crc ^= UInt32(x)
                for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
            }
            func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
            png += be(UInt32(data.count)) + Array(type.utf8) + data + be(~crc)
        }
        chunk("IHDR", [0, 0, 0x7F, 0xFF, 0, 0, 0x7F, 0xFF, 8, 6, 0, 0, 0])
        chunk("IDAT", [0x78, 0x9C, 0x63, 0x60, 0x60, 0x60, 0x00, 0x00, 0x00, 0x04, 0x00, 0x01])
        chunk("IEND", [])
        try Data(png).write(to: bomb)
        defer { try? FileManager.default.removeItem(at: bomb) }
        let diff = try MeasuredRun(["diff", bomb.path, bomb.path])
        #expect(diff.status == 1 && diff.signal == 0, "\(diff.err)")
        #expect(diff.err.hasPrefix("scrollreel: error: \(bomb.path): ") && diff.err.contains("32767 x 32767")
                && diff.err.split(separator: "\n").count == 1, "\(diff.err)")
    }

    /// A shell line with the tool as `$T`: its exit status and standard error.
    func shell(_ line: String) throws -> (status: Int32, err: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/bash")
        p.arguments = ["-c", line]
        p.environment = ["T": Tool.url.path, "PATH": "/usr/bin:/bin"]
        let err = Pipe()
        p.standardError = err
        p.standardOutput = FileHandle.nullDevice
        try p.run()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: e, as: UTF8.self))
    }

    @Test func theStandardStreamsFailWithAStatusNotATrap() throws {
        let cases: [(line: String, status: Int32, err: String)] = [
            (#""$T" trace delegate > /dev/full"#, 1, "scrollreel: error: cannot write to standard output: no space left on device\n"),
            // A closed pipe is status 1 and a line, not a death by SIGPIPE (141).
            (#""$T" trace delegate --fps 1000 | head -c 10 > /dev/null; exit ${PIPESTATUS[0]}"#, 1,
             "scrollreel: error: cannot write to standard output: broken pipe\n"),
            (#""$T" trace delegate --script - <&-"#, 1, "scrollreel: error: <stdin>: cannot read standard input: Bad file descriptor\n"),
            (#""$T" trace delegate --script - < /tmp"#, 1, "scrollreel: error: <stdin>: cannot read standard input: Is a directory\n"),
            (#""$T" trace delegate --script /dev/zero"#, 1, "scrollreel: error: /dev/zero: the script is larger than 64 MB, the largest this tool reads\n"),
            // Nothing can be said on a full stderr; the status says it.
            (#"d=$(mktemp -d); "$T" render delegate --scale 1 --out "$d" 2> /dev/full; s=$?; rm -rf "$d"; exit $s"#, 1, ""),
            (#""$T" render delegate --fps -5"#, 1, "scrollreel: error: --fps must be from 1 to 1000 (got -5)\n"),
            (#""$T" diff a.png b.png --threshold nan"#, 2, "scrollreel: error: --threshold must be a number from 0 to 1 (got nan) (see 'scrollreel help')\n"),
            (#""$T" render delegate paging --script - < /dev/null"#, 2,
             "scrollreel: error: --script - reads standard input once: render one demo with it (see 'scrollreel help')\n"),
        ]
        for c in cases {
            let r = try shell(c.line)
            #expect(r.status == c.status && r.err == c.err, "\(c.line): \(r.status) \(r.err)")
        }
    }

    /// Output paths that are not regular files: a device is written to and stays a
    /// device, a symbolic link is written through and stays a link, a FIFO is
    /// streamed to; a folder in the way is one line.
    @Test func specialOutputFilesAreNeverReplaced() throws {
        let dir = Tool.temporary("special")
        try? FileManager.default.removeItem(at: dir)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let full = try shell(#""$T" plot delegate --out /dev/full"#)
        #expect(full.status == 1 && full.err == "scrollreel: error: cannot write /dev/full: no space left on device\n", "\(full.err)")
        var info = stat()
        #expect(lstat("/dev/full", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR, "/dev/full is still a device")

        let target = dir.appendingPathComponent("target.png"), link = dir.appendingPathComponent("link.png")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
        #expect(try shell(#""$T" plot delegate --out "# + link.path).status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path, "the link stays a link")
        #expect((try Data(contentsOf: target)).starts(with: [0x89, 0x50, 0x4E, 0x47]))

        let fifo = dir.appendingPathComponent("fifo"), copy = dir.appendingPathComponent("copy.png")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let streamed = try shell("cat '\(fifo.path)' > '\(copy.path)' & \"$T\" plot delegate --out '\(fifo.path)'; s=$?; wait; exit $s")
        #expect(streamed.status == 0, "\(streamed.err)")
        #expect(lstat(fifo.path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO, "the FIFO is still a FIFO")
        #expect((try Data(contentsOf: copy)) == (try Data(contentsOf: target)), "the same picture went through it")

        let folder = try shell(#""$T" plot delegate --out "# + dir.path)
        #expect(folder.status == 1 && folder.err == "scrollreel: error: cannot write \(dir.path): it is a folder\n", "\(folder.err)")
    }

    /// `golden record a b | head -1`: the goldens are the work, so both are
    /// recorded, and the closed pipe is said with status 1.
    @Test func aClosedPipeStopsNoRecord() throws {
        let root = Tool.temporary("record-pipe")
        try? FileManager.default.removeItem(at: root)
        defer { try? FileManager.default.removeItem(at: root) }
        let r = try shell(#""$T" golden record bubble-snap bubble-target --golden '"# + root.path + #"' | true; exit ${PIPESTATUS[0]}"#)
        #expect(r.status == 1 && r.err == "scrollreel: error: cannot write to standard output: broken pipe (all 2 goldens asked for were recorded)\n", "\(r.err)")
        for demo in ["bubble-snap", "bubble-target"] {
            #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(demo + "/manifest.json").path), "\(demo) was not recorded")
        }
    }

    /// Ctrl-C or a cancelled CI job (SIGTERM) while GIF, APNG and WebP are being
    /// written: the process ends by the signal, and none of its temporary files stays.
    @Test func anInterruptedRenderLeavesNoTemporaries() throws {
        for sig in [SIGINT, SIGTERM] {
            let dir = Tool.temporary("interrupted-\(sig)")
            try? FileManager.default.removeItem(at: dir)
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: dir) }
            // Interrupted once its temporaries are on disk (timing by what is there, not by the clock).
            let (pid, writing, _) = try Tool.start(["render", "lazy-load", "--no-frames", "--gif", "--apng", "--webp", "--out", dir.path],
                                                   watching: dir, until: { $0.contains(".tmp-") }, poll: 2000)
            var status: Int32 = 0
            #expect(writing, "the render wrote its temporaries")
            kill(pid, sig)
            while waitpid(pid, &status, 0) < 0, errno == EINTR {}
            #expect(status & 0x7F == sig, "ended by signal \(sig) (status \(status))")
            let left = try FileManager.default.contentsOfDirectory(atPath: dir.path)
            #expect(left == [], "left: \(left)")
        }
    }

    /// A writer killed outright (SIGKILL) cannot clean up: the next run into the
    /// folder removes its temporaries, and leaves those of a live process.
    @Test func theNextRunRemovesTemporariesOfDeadWriters() throws {
        let dir = Tool.temporary("stale-temporaries")
        try? FileManager.default.removeItem(at: dir)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let gone = try Tool.deadProcessID()
        let dead = ".bubble-snap.gif.tmp-\(gone)-1", alive = ".bubble-snap.gif.tmp-\(getpid())-1"
        let spool = ".spool-\(gone)-42"
        for name in [dead, alive, spool] { try Data(count: 1000).write(to: dir.appendingPathComponent(name)) }
        let r = try Tool.run(["render", "bubble-snap", "--scale", "1", "--fps", "10", "--out", dir.path])
        #expect(r.status == 0, "\(r.err)")
        let left = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        #expect(!left.contains(dead) && !left.contains(spool), "a dead writer's temporaries stay")
        #expect(left.contains(alive), "a live writer's temporary was removed")
    }

    /// A full disk or a file-size limit while the GIF's frames are spooled is
    /// reported with its own reason (errno read where the call failed).
    @Test func theSpoolSaysWhyItFailed() throws {
        let dir = Tool.temporary("spool-full")
        try? FileManager.default.removeItem(at: dir)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try shell(#"ulimit -f 64; trap '' XFSZ; "$T" render lazy-load --no-frames --gif --out '"# + dir.path + "'")
        #expect(r.status == 1 && r.err.hasPrefix("scrollreel: error: cannot write") && r.err.hasSuffix(": file too large\n"), "\(r.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == [], "nothing half-written is left")
    }

    /// Limits the program can honour: a frame of more than 4096 x 4096 pixels is
    /// refused before anything is drawn (`render --size 4000x4000 --scale 3`
    /// took 2.9 GB in 7 frames and aborted).
    @Test func framesLargerThanTheLimitAreRefused() throws {
        let dir = Tool.temporary("huge-frames")
        let r = try MeasuredRun(["render", "bubble-snap", "--size", "4000x4000", "--scale", "3", "--out", dir.path])
        #expect(r.status == 1 && r.signal == 0, "\(r.err)")
        #expect(r.err == "scrollreel: error: a 4000 x 4000 point screen at scale 3 is 12000 x 12000 pixels a frame, more than the 16777216 (4096 x 4096) a frame may have\n", "\(r.err)")
        #expect(!FileManager.default.fileExists(atPath: dir.path))
    }

    /// `diff` checks a PNG's header before it reads the rest, and reads no more
    /// than that header allows: a 3 GB sparse file behind a 100 x 100 header
    /// (3.1 GB resident before, then an abort) is one line.
    @Test func diffReadsNoMoreThanTheHeaderAllows() throws {
        let dir = Tool.temporary("sparse")
        try? FileManager.default.removeItem(at: dir)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let small = dir.appendingPathComponent("small.png")
        #expect(try Tool.run(["plot", "delegate", "--out", small.path]).status == 0)
        let sparse = dir.appendingPathComponent("sparse.png")
        let header = try Data(contentsOf: small).prefix(33)
        try header.write(to: sparse)
        #expect(truncate(sparse.path, 3 << 30) == 0)
        let r = try MeasuredRun(["diff", sparse.path, small.path])
        #expect(r.status == 1 && r.signal == 0, "\(r.err)")
        #expect(r.err.hasPrefix("scrollreel: error: \(sparse.path): too large: more than the ") && r.err.split(separator: "\n").count == 1, "\(r.err)")
    }

    /// An output named with 250 bytes (the system allows 255) is written: the
    /// temporary name beside it is cut to fit.
    @Test func outputNamesUpToTheSystemsLimitAreWritten() throws {
        let dir = Tool.temporary("long-names")
        try? FileManager.default.removeItem(at: dir)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let name = String(repeating: "é", count: 123) + ".png"   // 250 bytes
        let out = dir.appendingPathComponent(name)
        let r = try Tool.run(["plot", "delegate", "--out", out.path])
        #expect(r.status == 0, "\(r.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == [name])
    }
}
