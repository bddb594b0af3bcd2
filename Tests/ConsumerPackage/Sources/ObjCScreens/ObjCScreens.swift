// The target's own file (SwiftPM skips a target without one, and its plugin with it).
// Its screens are the app files that UIKitSources.json lists: ../../App, compiled as they
// are in the app through the UIKitSources plugin.
