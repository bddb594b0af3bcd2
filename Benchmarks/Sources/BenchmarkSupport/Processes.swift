import Foundation

/// Wall time of one whole process in milliseconds, spawned and reaped directly
/// (Foundation's Process polls for the exit, which would blur the figures).
/// Stops the benchmark if the process ends with another status than `status`.
public func timeProcess(_ exe: String, _ arguments: [String], status expected: Int32 = 0) -> Double {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([exe] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let t0 = DispatchTime.now().uptimeNanoseconds
    guard posix_spawn(&pid, exe, &actions, nil, argv, environ) == 0 else { fatalError("cannot run \(exe)") }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    guard status & 0x7F == 0, (status >> 8) & 0xFF == expected else { fatalError("\(exe) \(arguments.joined(separator: " ")) failed (\(status))") }
    return Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6
}

public func median(_ xs: [Double]) -> Double { xs.sorted()[xs.count / 2] }

/// The first of `paths` that is an executable file.
public func executable(_ paths: [String]) -> String? {
    paths.first { FileManager.default.isExecutableFile(atPath: $0) }
}
