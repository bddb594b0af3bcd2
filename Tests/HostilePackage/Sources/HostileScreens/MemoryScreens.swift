#if canImport(UIKit)
import UIKit
#else
import ScrollReelUIKit
#endif

/// A new image every frame: a timer at the display's 60 Hz draws the badge afresh each time.
/// (A display link takes a `#selector`, which compiles only in files built through the
/// UIKitSources plugin; this package's screens are plain Swift files, and iOS's block timer is
/// the frame callback they have.)
public final class NewImageEachFrameScreen: ListScreen {
    let imageView = UIImageView()
    var frameCount = 0
    var timer: Timer?
    public override func viewDidLoad() {
        super.viewDidLoad()
        imageView.frame = CGRect(x: 20, y: 200, width: 350, height: 350)
        view.addSubview(imageView)
        let timer = Timer(timeInterval: 1.0 / 60, repeats: true) { [weak self] _ in MainActor.assumeIsolated { self?.redraw() } }
        RunLoop.main.add(timer, forMode: .common)
        self.timer = timer
    }
    private func redraw() {
        frameCount += 1
        let n = frameCount
        imageView.image = UIGraphicsImageRenderer(size: CGSize(width: 350, height: 350)).image { ctx in
            UIColor(hue: CGFloat(n % 60) / 60, saturation: 0.6, brightness: 0.9, alpha: 1).setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 350, height: 350))
        }
    }
}

/// Translucent views nested `depth` deep, each a little inside its parent.
public final class NestedTranslucentScreen: ListScreen {
    let depth: Int
    public init(depth: Int) { self.depth = depth; super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { nil }
    public override func viewDidLoad() {
        super.viewDidLoad()
        var parent: UIView = view
        for i in 0..<depth {
            let v = UIView(frame: CGRect(x: 0.5, y: 0.5, width: 300 - Double(i) * 0.01, height: 300 - Double(i) * 0.01))
            v.backgroundColor = UIColor(white: CGFloat(i % 2), alpha: 0.02)
            v.alpha = 0.99
            parent.addSubview(v)
            parent = v
        }
    }
}

/// Plain views nested `depth` deep.
public final class DeepNestingScreen: ListScreen {
    let depth: Int
    public init(depth: Int) { self.depth = depth; super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { nil }
    public override func viewDidLoad() {
        super.viewDidLoad()
        var parent: UIView = scrollView
        for _ in 0..<depth {
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            parent.addSubview(v)
            parent = v
        }
        parent.backgroundColor = .systemGreen
    }
}

/// A picture far bigger than the screen, shown scaled down.
public final class HugeImageScreen: ListScreen {
    public override func viewDidLoad() {
        super.viewDidLoad()
        let image = UIGraphicsImageRenderer(size: CGSize(width: 3000, height: 3000)).image { ctx in
            UIColor.systemBlue.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 3000, height: 3000))
            UIColor.systemYellow.setFill()
            ctx.fill(CGRect(x: 1000, y: 1000, width: 1000, height: 1000))
        }
        let imageView = UIImageView(image: image)
        imageView.frame = CGRect(x: 45, y: 200, width: 300, height: 300)
        view.addSubview(imageView)
    }
}

/// Many large PNG pictures on screen at once.
public final class LargePNGsScreen: ListScreen {
    public override func viewDidLoad() {
        super.viewDidLoad()
        for i in 0..<16 {
            let side = 2048
            let png = LargePNGsScreen.png(side: side, shade: UInt8(40 + i * 12))
            let imageView = UIImageView(image: UIImage(pngData: png))
            imageView.frame = CGRect(x: CGFloat(i % 4) * 97, y: 100 + CGFloat(i / 4) * 97, width: 95, height: 95)
            view.addSubview(imageView)
        }
    }

    /// A grey PNG of `side` pixels a side, written by hand (stored deflate blocks).
    static func png(side: Int, shade: UInt8) -> [UInt8] {
        var raw: [UInt8] = []
        raw.reserveCapacity((side * 3 + 1) * side)
        for _ in 0..<side { raw.append(0); raw += [UInt8](repeating: shade, count: side * 3) }
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xff), UInt8(v >> 8 & 0xff), UInt8(v & 0xff)] }
        func crc(_ bytes: [UInt8]) -> UInt32 {
            var c: UInt32 = 0xffff_ffff
            for b in bytes {
                c ^= UInt32(b)
                for _ in 0..<8 { c = c & 1 != 0 ? 0xedb8_8320 ^ (c >> 1) : c >> 1 }
            }
            return ~c
        }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return be(UInt32(data.count)) + body + be(crc(body))
        }
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        while offset < raw.count {
            let n = min(65535, raw.count - offset)
            zlib.append(offset + n == raw.count ? 1 : 0)
            zlib += [UInt8(n & 0xff), UInt8(n >> 8), UInt8(~n & 0xff), UInt8((~n >> 8) & 0xff)]
            zlib += raw[offset..<offset + n]
            offset += n
        }
        zlib += be(b << 16 | a)
        let header = be(UInt32(side)) + be(UInt32(side)) + [8, 2, 0, 0, 0]
        return [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] + chunk("IHDR", header) + chunk("IDAT", zlib) + chunk("IEND", [])
    }
}

/// A PNG whose header is whole and whose picture data is cut short.
public final class DamagedPNGScreen: ListScreen {
    public override func viewDidLoad() {
        super.viewDidLoad()
        let png = LargePNGsScreen.png(side: 64, shade: 90)
        let cut = Array(png.prefix(png.count / 2))
        let imageView = UIImageView(image: UIImage(pngData: cut))
        imageView.frame = CGRect(x: 20, y: 200, width: 128, height: 128)
        view.addSubview(imageView)
    }
}
