// Swift Testing declares a cross-import overlay for a module named CoreGraphics
// (`_Testing_CoreGraphics`, Apple platforms only), so the compiler looks for this
// module in every file that imports Testing and, through ScrollReelUIKit, our
// CoreGraphics. On Linux the toolchain has none: this empty module is it.
