#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@inline(__always) func _log10(_ x: Double) -> Double { log10(x) }
