// `import QuartzCore` brings Core Graphics' types and Foundation (through the
// scene's clock, whose `RunLoop`, `Timer` and `DispatchQueue` shadow Foundation's),
// as it brings Core Graphics and Foundation on iOS.
@_exported import CoreGraphics
@_exported import VirtualTime
