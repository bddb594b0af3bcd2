#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

@inline(__always) func _cosine(_ x: Double) -> Double { cos(x) }
@inline(__always) func _sine(_ x: Double) -> Double { sin(x) }
