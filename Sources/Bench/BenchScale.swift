import Foundation
import SandboxKit

/// Section "scale": how the real window's cost grows with the list, in the feed and
/// plain-rows scenes: peak RSS and spawn to first present of fresh start-ups at 1k, 1M, 100M
/// and 1e9 items (the ratio largest / smallest, target under 1.5), and frame work p50 of a
/// swipe at the top and after End at the largest size.
@MainActor enum BenchScale {
  /// The sizes when `--sizes` is not given.
  static let defaultSizes = [
    BenchSize(1000), BenchSize(1_000_000), BenchSize(100_000_000), BenchSize(1_000_000_000),
  ]

  /// Runs the section on `display`.
  static func run(
    sandbox: String, display: String, sizes: [BenchSize], quick: Bool, scratch: String,
    progress: (Int, Int) -> Void
  ) throws -> [BenchRow] {
    let starts = quick ? 3 : 5
    let measured = quick ? 120 : 300
    var rows: [BenchRow] = []
    let total = BenchApp.scenes.count * (sizes.count + 2)
    var done = 0
    for scene in BenchApp.scenes {
      var rss: [Double] = []
      var first: [Double] = []
      for size in sizes {
        var firsts: [UInt64] = []
        var peak = 0
        for _ in 0..<starts {
          let s = try BenchAppRun.run(
            sandbox: sandbox, display: display, scene: scene, items: size.items, replay: nil,
            measuredFrames: measured, idleSeconds: 0, scratch: scratch)
          if let f = s.firstPresentNanos { firsts.append(f) }
          peak = max(peak, s.peakRSSKB ?? 0)
        }
        rss.append(Double(peak) / 1024)
        rows.append(
          BenchRow(
            section: "scale", size: size.label, metric: "\(scene) peak RSS at start",
            value: Double(peak) / 1024, unit: "MB",
            note: "largest VmHWM of \(starts) fresh window processes (first frame, 0.3 s)"))
        let row = BenchApp.firstPresentRow(
          firsts, runs: starts, section: "scale", scene: scene, size: size)
        first.append(row.value)
        rows.append(row)
        done += 1
        progress(done, total)
      }
      if let a = sizes.first, let b = sizes.last, sizes.count > 1 {
        let label = "\(b.label)/\(a.label)"
        rows.append(
          BenchRow(
            section: "scale", size: label, metric: "\(scene) peak RSS ratio",
            value: rss[rss.count - 1] / max(1e-9, rss[0]), unit: "x",
            target: BenchTarget(.below, 1.5)))
        rows.append(
          BenchRow(
            section: "scale", size: label, metric: "\(scene) first present ratio",
            value: first[first.count - 1] / max(1e-9, first[0]), unit: "x",
            target: BenchTarget(.below, 1.5)))
      }
      guard let largest = sizes.last else { continue }
      for endFirst in [false, true] {
        let replay = BenchAppRun.replay(
          frames: BenchAppRun.warmup + measured + 20, endFirst: endFirst)
        let run = try BenchAppRun.run(
          sandbox: sandbox, display: display, scene: scene, items: largest.items,
          replay: replay, measuredFrames: measured, idleSeconds: 0.5, scratch: scratch)
        let works = run.frameWorkMs.sorted()
        rows.append(
          BenchRow(
            section: "scale", size: largest.label,
            metric: "\(scene) frame work p50 \(endFirst ? "after End" : "at the top")",
            value: works.isEmpty ? .nan : works[(works.count - 1) / 2], unit: "ms",
            target: BenchTarget(.below, 0.25),
            note: "\(works.count) frames of a touchpad swipe at 20 pt per frame"
              + (endFirst ? ", toward the top after End" : ", from the top")))
        done += 1
        progress(done, total)
      }
    }
    return rows
  }
}
