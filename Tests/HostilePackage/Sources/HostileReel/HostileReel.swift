import HostileDemos
import ScrollReelCommand

@main struct HostileReel {
    static func main() { ScrollReelCommand.main(demos: Hostile.demos, goldens: "Goldens") }
}
