# The two commands of the README. Both install missing system packages first.
.PHONY: demos test install docs

PREFIX ?= /usr/local

# Renders every demo frame by frame into out/<demo>/frame-NNNN.png, and the
# README's gallery of small GIFs into demos/gallery/.
demos:
	scripts/bootstrap
	swift build -c release --product scrollreel
	.build/release/scrollreel render --all --out out
	.build/release/scrollreel render --all --no-frames --gif --scale 1 --max-width 390 --gif-fps 15 --gif-colors 128 --captions events --out demos/gallery
	# The carousel's skies: every colour the palette has, dithered, so they do not band;
	# lazy-load's 7,000 pt/s flicks: 30 frames a second, so they move half as far between
	# two frames (averaged frames printed the rows as ghost copies). Comparisons two films
	# at a time, at one pixel a point (816 px), so their text is as large as a single film's.
	.build/release/scrollreel render carousel --no-frames --gif --scale 1 --max-width 390 --gif-fps 15 --gif-colors 256 --gif-dither ordered --captions events --out demos/gallery
	.build/release/scrollreel render lazy-load --no-frames --gif --scale 1 --max-width 390 --gif-fps 30 --gif-colors 64 --captions events --out demos/gallery
	# lazy-load's photos: 64 colours, dithered where a gradient lacks one, read as the
	# 128 did at a sixth less weight (its three films were 3.3-3.9 MB each).
	# paging's hard flick turns a page in 0.1 s: at 15 fps it jumped in one frame.
	.build/release/scrollreel render paging --no-frames --gif --scale 1 --max-width 390 --gif-fps 30 --gif-colors 128 --captions events --out demos/gallery
	# bubble-snap's snap after the stop is 0.3 s: at 15 fps, 4 frames; at 30, the
	# stop and the second motion after it are seen apart (alone and in the comparison).
	.build/release/scrollreel render bubble-snap --no-frames --gif --scale 1 --max-width 390 --gif-fps 30 --gif-colors 128 --captions events --out demos/gallery
	# bubble-target's glide moves the bubbles 40-70 pt a frame at 15 fps, 70 pt apart:
	# they seemed to stand still or jitter (strobing). At 30, as its twin bubble-snap.
	.build/release/scrollreel render bubble-target --no-frames --gif --scale 1 --max-width 390 --gif-fps 30 --gif-colors 128 --captions events --out demos/gallery
	.build/release/scrollreel compare bubble-snap bubble-target --no-frames --gif --scale 1 --max-width 816 --gif-fps 30 --gif-colors 128 --captions events --hold 4 --out demos/gallery
	.build/release/scrollreel compare lazy-load@naive lazy-load@target-rect --no-frames --gif --scale 1 --max-width 816 --gif-fps 15 --gif-colors 64 --captions events --hold 4 --out demos/gallery
	.build/release/scrollreel compare lazy-load@decelerating lazy-load@target-rect --no-frames --gif --scale 1 --max-width 816 --gif-fps 15 --gif-colors 64 --captions events --hold 4 --out demos/gallery
	.build/release/scrollreel plot bubble-snap --out demos/gallery/bubble-snap-plot.png

# Our suite; every public symbol documented (read from the suite's build); then
# the consumer package under Tests/ (a user's package: their scene, its goldens
# through ScrollReelTesting, a three-line tool), the hostile-screens package
# under Tests/ (screens that hang, crash, exit, give NaN geometry or differ
# between runs: each must end as that demo's named failure), and a package that uses every
# library product must build without a warning of ours.
test:
	scripts/bootstrap --test
	swift test
	scripts/check-docs
	swift test --package-path Tests/ConsumerPackage
	swift test --package-path Tests/HostilePackage
	scripts/check-consumer-build

# The scrollreel command in $(PREFIX)/bin.
install:
	scripts/bootstrap
	swift build -c release --product scrollreel
	install -d $(PREFIX)/bin
	install .build/release/scrollreel $(PREFIX)/bin/scrollreel

# The API documentation (DocC) of the library products as a static site in
# docs-site/, built offline by swift-docc-plugin: open docs-site/index.html
# through any static file server.
docs:
	scripts/bootstrap
	swift package --allow-writing-to-directory docs-site generate-documentation \
		--target ScrollReel --target ScrollPhysics --target CoreGraphics --target VirtualTime --target QuartzCore --target ScrollReelUIKit --target ScrollSimulation --target ScrollRender \
		--target ScrollDiff --target ScrollGolden --target ScrollDocs --target ScrollReelTesting --target ScrollReelCommand \
		--enable-experimental-combined-documentation --disable-indexing \
		--transform-for-static-hosting --output-path docs-site
