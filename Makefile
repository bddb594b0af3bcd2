# The two commands of the README. Both install missing system packages first.
.PHONY: demos test bootstrap

demos:
	scripts/bootstrap
	swift build -c release --product scrollreel
	.build/release/scrollreel trace delegate > delegate.jsonl
	@echo "wrote delegate.jsonl ($$(wc -l < delegate.jsonl) frames)"

test:
	scripts/bootstrap --test
	swift test
