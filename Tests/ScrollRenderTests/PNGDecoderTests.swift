import Testing
import ScrollReelUIKit
@testable import ScrollRender

@MainActor
@Suite(.serialized) struct PNGDecoderTests {
    @Test func theFastDecoderAgreesWithCairosForOursAndCairosFiles() throws {
        for alpha in [1.0, 0.4] {
            let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
            w.statusBarStyle = nil
            w.backgroundColor = UIColor(red: 0.2, green: 0.5, blue: 0.9, alpha: alpha)
            let v = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 12))
            v.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.7)
            v.layer.cornerRadius = 6
            w.addSubview(v)
            let b = try Renderer(viewport: w.bounds.size, scale: 1).render(w)
            for png in [PNGEncoder.encode(b), b.cairoPNGData()] {
                let fast = try #require(FastPNGDecoder.decode(png), "decodes 8-bit RGB and RGBA")
                let surface = try #require(PNGDecoder.surface(from: png))
                #expect(fast == Bitmap(cairoSurface: surface), "alpha \(alpha)")
            }
        }
    }
}
