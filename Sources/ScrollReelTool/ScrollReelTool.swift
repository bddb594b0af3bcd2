import ScrollDemos
import ScrollReelCommand

/// `scrollreel`: the command line with the demos of the seed documents.
@main
struct ScrollReelTool {
    static func main() { ScrollReelCommand.main(demos: Demos.all) }
}
