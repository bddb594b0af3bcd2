import Foundation
import ScrollReel

// What Auto Layout costs, on this machine's time (one core, release build):
//   1. a stack-heavy screen (rows of nested UIStackViews in a scroll view): the
//      constraints installed, the first layout, and a re-layout after one
//      constraint's constant changes (the solver re-solves from where it was);
//   2. a 60 fps fling through a table of self-sizing constraint-built cells
//      (avatar, name, a wrapping message), against the same table with
//      frame-built cells of fixed height: the record time of a frame (the scene
//      stepped and the frame's drawing recorded), and what self-sizing adds.
// Usage: layout-benchmark [stack|fling] [rows of the stack screen]   (default: both, 18 rows)
//        layout-benchmark self-sizing|fixed   (one of the two flings alone, 10 times: for a profiler)

let arguments = Array(CommandLine.arguments.dropFirst())
let parts = Set(arguments.filter { ["stack", "fling", "self-sizing", "fixed"].contains($0) })
let stackRows = arguments.compactMap { Int($0) }.first ?? 18

func seconds(_ d: Duration) -> Double { Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18 }
func median(_ xs: [Double]) -> Double { let s = xs.sorted(); return s[s.count / 2] }

// MARK: 1. A stack-heavy screen

@MainActor final class SettingsScreen: UIViewController {
    let rows: Int
    var spacer: NSLayoutConstraint!
    init(rows: Int) { self.rows = rows; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        let scroll = UIScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scroll)
        let column = UIStackView()
        column.axis = .vertical
        column.spacing = 12
        column.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(column)
        for i in 0..<rows {
            let icon = UIView()
            icon.backgroundColor = .systemBlue
            icon.layer.cornerRadius = 8
            let title = UILabel(), subtitle = UILabel()
            title.text = "Setting \(i)"
            subtitle.text = "What setting \(i) changes, in a sentence"
            subtitle.font = .preferredFont(forTextStyle: .footnote)
            let texts = UIStackView(arrangedSubviews: [title, subtitle])
            texts.axis = .vertical
            let toggle = UISwitch()
            let row = UIStackView(arrangedSubviews: [icon, texts, toggle])
            row.alignment = .center
            row.spacing = 12
            column.addArrangedSubview(row)
            NSLayoutConstraint.activate([icon.widthAnchor.constraint(equalToConstant: 36), icon.heightAnchor.constraint(equalToConstant: 36)])
        }
        spacer = column.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 16)
        NSLayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            spacer,
            column.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor, constant: -16),
            column.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.leadingAnchor, constant: 16),
            column.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor, constant: -16),
        ])
    }
}

@MainActor func installedConstraints(_ v: UIView) -> Int { v.constraints.count + v.subviews.reduce(0) { $0 + installedConstraints($1) } }

@MainActor func viewCount(_ v: UIView) -> Int { 1 + v.subviews.reduce(0) { $0 + viewCount($1) } }

@MainActor func stackScreen() -> (constraints: Int, views: Int, first: Double, relayout: Double, clean: Double) {
    let environment = SceneEnvironment(device: .iPhone14)
    return environment.run {
        let vc = SettingsScreen(rows: stackRows)
        let window = UIWindow()
        window.rootViewController = vc
        let first = seconds(ContinuousClock().measure {
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
        })
        // The pass that follows every event on a screen that did not change.
        var clean: [Double] = []
        for _ in 0..<200 { clean.append(seconds(ContinuousClock().measure { window.layoutIfNeeded() })) }
        var times: [Double] = []
        for k in 0..<200 {
            vc.spacer.constant = 16 + CGFloat(k % 7)
            times.append(seconds(ContinuousClock().measure { window.layoutIfNeeded() }))
        }
        return (installedConstraints(window), viewCount(window), first, median(times), median(clean))
    }
}

// MARK: 2. A fling through self-sizing cells

@MainActor final class MessageCell: UITableViewCell {
    let avatar = UIView(), name = UILabel(), message = UILabel()
    var usesConstraints = true

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        avatar.backgroundColor = .systemTeal
        avatar.layer.cornerRadius = 20
        name.font = .systemFont(ofSize: 15, weight: .semibold)
        message.numberOfLines = 0
        message.font = .systemFont(ofSize: 15)
        for v in [avatar, name, message] { contentView.addSubview(v) }
    }
    required init?(coder: NSCoder) { nil }

    func constrain() {
        for v in [avatar, name, message] { v.translatesAutoresizingMaskIntoConstraints = false }
        NSLayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            avatar.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            avatar.widthAnchor.constraint(equalToConstant: 40),
            avatar.heightAnchor.constraint(equalToConstant: 40),
            avatar.bottomAnchor.constraint(lessThanOrEqualTo: contentView.bottomAnchor, constant: -10),
            name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            name.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            name.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            message.leadingAnchor.constraint(equalTo: name.leadingAnchor),
            message.trailingAnchor.constraint(equalTo: name.trailingAnchor),
            message.topAnchor.constraint(equalTo: name.bottomAnchor, constant: 2),
            message.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
        ])
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard !usesConstraints else { return }
        avatar.frame = CGRect(x: 16, y: 10, width: 40, height: 40)
        name.frame = CGRect(x: 68, y: 10, width: bounds.width - 84, height: 20)
        message.frame = CGRect(x: 68, y: 32, width: bounds.width - 84, height: bounds.height - 42)
    }
}

@MainActor final class Inbox: UIViewController, UITableViewDataSource {
    let selfSizing: Bool
    let table = UITableView(frame: .zero, style: .plain)
    let texts = (0..<500).map { i in String(repeating: "Message \(i) from the team about the plan. ", count: 1 + i % 4) }
    init(selfSizing: Bool) { self.selfSizing = selfSizing; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        table.frame = view.bounds
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.accessibilityIdentifier = "inbox"
        table.register(MessageCell.self, forCellReuseIdentifier: "m")
        table.rowHeight = selfSizing ? UITableView.automaticDimension : 80
        table.estimatedRowHeight = 80
        table.dataSource = self
        view.addSubview(table)
    }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "m", for: indexPath) as! MessageCell
        if selfSizing, cell.usesConstraints, cell.constraints.isEmpty, cell.contentView.constraints.isEmpty { cell.constrain() }
        cell.usesConstraints = selfSizing
        cell.name.text = "Sender \(indexPath.row % 17)"
        cell.message.text = texts[indexPath.row]
        return cell
    }
}

@MainActor func fling(selfSizing: Bool) throws -> (frames: Int, record: Double) {
    let script = Script(steps: [
        .fling(scrollView: "inbox", velocity: CGPoint(x: 0, y: 6000), duration: 0.1),
        .wait(duration: 1.0),
        .fling(scrollView: "inbox", velocity: CGPoint(x: 0, y: 6000), duration: 0.1),
        .wait(duration: 2.5),
    ])
    let demo = Demo(id: selfSizing ? "self-sizing" : "fixed", summary: "", defaultScript: script,
                    viewController: { Inbox(selfSizing: selfSizing) })
    let playback = try Film(demo: demo, fps: 60).start()
    var frames = 0
    let record = seconds(try ContinuousClock().measure {
        while try playback.next() != nil {
            _ = try playback.drawing(scale: 2)
            frames += 1
        }
    })
    return (frames, record)
}

MainActor.assumeIsolated {
    if parts.contains("self-sizing") || parts.contains("fixed") {
        let selfSizing = parts.contains("self-sizing")
        do {
            var times: [Double] = []
            for _ in 0..<10 { let s = try fling(selfSizing: selfSizing); times.append(s.record / Double(s.frames)) }
            print(String(format: "%@ %.3f ms a frame (median of 10)", selfSizing ? "self-sizing constraint cells" : "fixed-height frame-built cells",
                         median(times) * 1000))
        } catch {
            print("layout-benchmark: \(error)")
            exit(1)
        }
        return
    }
    if parts.isEmpty || parts.contains("stack") {
    let stack = stackScreen()
    print("stack-heavy screen (\(stackRows) rows of nested stack views in a scroll view, iPhone 14):")
    print(String(format: "  constraints installed %d   views %d   first layout %.2f ms   re-layout after a constant changes %.3f ms   layout pass when nothing changed %.4f ms (medians of 200)",
                 stack.constraints, stack.views, stack.first * 1000, stack.relayout * 1000, stack.clean * 1000))
    }
    guard parts.isEmpty || parts.contains("fling") else { return }
    do {
        _ = try fling(selfSizing: true)   // warm the text measurer and the code
        var fixed: [Double] = [], sizing: [Double] = []
        var frames = 0
        for _ in 0..<3 {
            let f = try fling(selfSizing: false), s = try fling(selfSizing: true)
            fixed.append(f.record / Double(f.frames)); sizing.append(s.record / Double(s.frames))
            frames = s.frames
        }
        let a = median(fixed), b = median(sizing)
        print("fling through 500 rows at 60 fps (\(frames) frames; record = the scene stepped and the frame recorded, scale 2; median of 3):")
        print(String(format: "  fixed-height frame-built cells %.3f ms a frame   self-sizing constraint cells %.3f ms a frame   +%.1f %%",
                     a * 1000, b * 1000, (b / a - 1) * 100))
    } catch {
        print("layout-benchmark: \(error)")
        exit(1)
    }
}
