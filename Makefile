# The two commands of the README. Both install missing system packages first.
.PHONY: demos test

# Renders every demo frame by frame into out/<demo>/frame-NNNN.png, and the
# README's gallery of small GIFs into demos/gallery/.
demos:
	scripts/bootstrap
	swift build -c release --product scrollreel
	.build/release/scrollreel render --all --out out
	.build/release/scrollreel render --all --no-frames --gif --scale 1 --max-width 200 --gif-fps 15 --gif-colors 96 --out demos/gallery
	.build/release/scrollreel compare bubble-snap bubble-target --no-frames --gif --max-width 400 --gif-fps 15 --gif-colors 96 --out demos/gallery
	.build/release/scrollreel plot bubble-snap --out demos/gallery/bubble-snap-plot.png

test:
	scripts/bootstrap --test
	swift test
