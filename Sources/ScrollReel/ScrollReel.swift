// One import for everything a user of ScrollReel needs: the UIKit-like scene
// (ScrollReelUIKit), the physics under it, scripts and demos (ScrollSimulation), films
// and pictures (ScrollRender), the image diff, goldens and documentation output.
//
//     import ScrollReel
//
// Tests import ScrollReelTesting (the golden assertion); a command-line tool of
// the user's own imports ScrollReelCommand.
@_exported import ScrollPhysics
@_exported import ScrollReelUIKit
@_exported import ScrollSimulation
@_exported import ScrollRender
@_exported import ScrollDiff
@_exported import ScrollGolden
@_exported import ScrollDocs
