#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

// The physics module has no dependencies, not even Foundation: these are the few
// libm functions it needs, shared with the package's other modules.
@inline(__always) package func _exp(_ x: Double) -> Double { exp(x) }
@inline(__always) package func _log(_ x: Double) -> Double { log(x) }
@inline(__always) package func _log10(_ x: Double) -> Double { log10(x) }
@inline(__always) package func _cosine(_ x: Double) -> Double { cos(x) }
@inline(__always) package func _sine(_ x: Double) -> Double { sin(x) }
