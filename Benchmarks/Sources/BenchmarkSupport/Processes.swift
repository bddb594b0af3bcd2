import Foundation

/// What one whole process cost: wall time, and the CPU time (user + system) of
/// it and of every process it waited for (a worker included), in milliseconds.
/// CPU time says less about waiting and more about work: on a machine others
/// use, it moves far less than wall time does.
public struct ProcessCost: Sendable {
    public var wall: Double
    public var cpu: Double
}

/// Runs one whole process, spawned and reaped directly (Foundation's Process
/// polls for the exit, which would blur the figures), and says what it cost.
/// Stops the benchmark if the process ends with another status than `status`.
public func measureProcess(_ exe: String, _ arguments: [String], status expected: Int32 = 0) -> ProcessCost {
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
    var usage = rusage()
    // (wait4's usage is the child's and that of the children it waited for.)
    wait4(pid, &status, 0, &usage)
    let wall = Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6
    guard status & 0x7F == 0, (status >> 8) & 0xFF == expected else { fatalError("\(exe) \(arguments.joined(separator: " ")) failed (\(status))") }
    func ms(_ t: timeval) -> Double { Double(t.tv_sec) * 1000 + Double(t.tv_usec) / 1000 }
    return ProcessCost(wall: wall, cpu: ms(usage.ru_utime) + ms(usage.ru_stime))
}

/// Wall time of one whole process in milliseconds (see `measureProcess`).
public func timeProcess(_ exe: String, _ arguments: [String], status expected: Int32 = 0) -> Double {
    measureProcess(exe, arguments, status: expected).wall
}

public func median(_ xs: [Double]) -> Double { xs.sorted()[xs.count / 2] }

/// The machine's load: the average number of runnable processes over the last
/// minute (`uptime`'s first figure), printed beside figures measured on a
/// machine others may be using.
public func loadAverage() -> Double {
    var loads = [0.0, 0.0, 0.0]
    return getloadavg(&loads, 3) > 0 ? loads[0] : .nan
}

/// The first of `paths` that is an executable file.
public func executable(_ paths: [String]) -> String? {
    paths.first { FileManager.default.isExecutableFile(atPath: $0) }
}
