// The target's own file: SwiftPM skips a target without one, and the plugin with it.
// Everything else comes from the app files UIKitSources.json lists.
