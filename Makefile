# The two commands of the README. Both install missing system packages first.
.PHONY: demos test bootstrap

# Renders every demo, frame by frame, into out/<demo>/frame-NNNN.png.
demos:
	scripts/bootstrap
	swift build -c release --product scrollreel
	.build/release/scrollreel render --all --out out

test:
	scripts/bootstrap --test
	swift test
