import CardGallery
import ScrollReelCommand

@main struct GalleryReel {
    static func main() { ScrollReelCommand.main(demos: [CardGallery.demo], goldens: "Tests/CardGalleryTests/Goldens") }
}
