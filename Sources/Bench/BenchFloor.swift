import CSDL2
import CX11PresentC
import Drawing
import Foundation
import SDLBackend
import Scenes

#if canImport(Glibc)
  import Glibc
#endif

/// The platform floor beside the app section's CPU per frame: the CPU a paced loop costs on
/// this machine when it does nothing but the system work of every frame (`x11_floor.c`), and
/// how much slower one piece of frame work (a text render) runs after a frame's sleep than
/// repeated at once. Proxies, labelled as such: no app. The app's CPU per frame minus the
/// floor is what the app itself adds.
enum BenchFloor {
  /// One floor run's CPU per frame, ms; nil when the loop could not run (the reason in
  /// `failure`).
  struct Outcome {
    /// CPU of the loop's thread per measured frame, ms.
    var cpuPerFrameMs: Double?
    /// Wall time per measured frame, ms (the pacing check: about 1000 / fps).
    var wallPerFrameMs: Double?
    /// Why the loop did not run, when it did not.
    var failure: String?
  }

  /// Runs the loop: sleep only (`withX` false), or sleep plus an 800x600 window scrolled by
  /// 20 px a frame on `display` (`withX` true), `frames` frames after 30 of warm-up at 60 Hz.
  /// - Parameters:
  ///   - display: the X display name (":99").
  ///   - withX: whether each frame also reads events and moves and puts pixels.
  ///   - frames: the frames measured.
  static func measure(display: String, withX: Bool, frames: Int) -> Outcome {
    var result = ssx_floor_result()
    let status = ssx_floor_run(
      display, withX ? 1 : 0, 800, 600, 20, 60, 30, Int32(clamping: frames), &result)
    guard status == 0, result.frames > 0 else {
      let why: String
      switch status {
      case -1: why = "cannot open display \(display)"
      case -2: why = "display \(display) has no MIT-SHM or no 24/32-bit visual"
      case -3: why = "the shared-memory image could not be made"
      default: why = "bad arguments (status \(status))"
      }
      return Outcome(failure: why)
    }
    let n = Double(result.frames)
    return Outcome(
      cpuPerFrameMs: Double(result.cpu_ns) / 1e6 / n,
      wallPerFrameMs: Double(result.wall_ns) / 1e6 / n)
  }

  /// The median CPU per frame of `runs` runs of `measure`, or the first failure.
  /// - Parameters:
  ///   - display: the X display name.
  ///   - withX: whether each frame also does the X work.
  ///   - frames: the frames measured in each run.
  ///   - runs: how many runs.
  static func medianCPU(display: String, withX: Bool, frames: Int, runs: Int) -> Outcome {
    var values: [Double] = []
    var walls: [Double] = []
    for _ in 0..<max(1, runs) {
      let o = measure(display: display, withX: withX, frames: frames)
      guard let cpu = o.cpuPerFrameMs else { return o }
      values.append(cpu)
      walls.append(o.wallPerFrameMs ?? .nan)
    }
    values.sort()
    walls.sort()
    return Outcome(
      cpuPerFrameMs: values[(values.count - 1) / 2], wallPerFrameMs: walls[(walls.count - 1) / 2])
  }

  /// The floor rows of the app section (the sleep-only loop's pacing and CPU; sleep plus the
  /// X work), each the median of 3 runs.
  /// - Parameters:
  ///   - display: the X display the app runs on.
  ///   - quick: fewer frames (`--quick`).
  static func rows(display: String, quick: Bool) -> [BenchRow] {
    let frames = quick ? 60 : 300
    let sleep = medianCPU(display: display, withX: false, frames: frames, runs: 3)
    let put = medianCPU(display: display, withX: true, frames: frames, runs: 3)
    let common =
      "proxy, not the app: a C loop paced to 60 Hz by absolute clock_nanosleep, median of 3 "
      + "runs of \(frames) frames after 30 of warm-up, CPU of its thread"
    return [
      // The pacing check the floor rows rest on: a loop paced to 60 Hz takes a frame every
      // 16.7 ms (3 ms of slack for a busy machine).
      BenchRow(
        section: "app", metric: "floor: sleep only, wall/frame",
        value: sleep.wallPerFrameMs ?? .nan, unit: "ms", target: BenchTarget(.below, 1000 / 60 + 3),
        note: sleep.failure ?? common + "; wall time per frame: the loop paces to 60 Hz"),
      BenchRow(
        section: "app", metric: "floor: sleep only, CPU/frame", value: sleep.cpuPerFrameMs ?? .nan,
        unit: "ms", note: sleep.failure ?? common + "; it only sleeps"),
      BenchRow(
        section: "app", metric: "floor: sleep + X present, CPU/frame",
        value: put.cpuPerFrameMs ?? .nan, unit: "ms",
        note: put.failure
          ?? common + "; each frame makes the app's present calls for a list scrolled 20 px "
          + "(one event read, XCopyArea, an 800x20 XShmPutImage, XFlush) without its drawing "
          + "and with one image instead of two"),
    ]
  }

  /// The cost of one text render hot and after a frame's sleep: a fresh row label of the rows
  /// scene
  /// (TTF_RenderUTF8_Blended, the app's font at 15 px), median of `hot` renders back to back
  /// and of `cold` renders each after a 16.7 ms sleep; microseconds. Nil without a font.
  /// - Parameters:
  ///   - hot: renders timed back to back (after 20 untimed).
  ///   - cold: renders timed, each after one frame's sleep.
  @MainActor static func textRender(hot: Int, cold: Int) -> (hot: Double, cold: Double)? {
    guard let fonts = try? FontLibrary(), hot > 0, cold > 0 else { return nil }
    let font = Font(size: 15)
    func once(_ i: Int) -> UInt64? {
      let label = RowLabels.make(id: i)
      let start = BenchSystem.monotonicNanos()
      guard let surface = fonts.renderSurface(label, font: font, pixelSize: 15, r: 20, g: 20, b: 20)
      else { return nil }
      let end = BenchSystem.monotonicNanos()
      SDL_FreeSurface(surface)
      return end - start
    }
    func median(_ values: [UInt64]) -> Double {
      let sorted = values.sorted()
      return Double(sorted[(sorted.count - 1) / 2]) / 1e3
    }
    for i in 0..<20 { _ = once(100_000 + i) }
    let hotTimes = (0..<hot).compactMap { once(200_000 + $0) }
    var coldTimes: [UInt64] = []
    for i in 0..<cold {
      var pause = timespec(tv_sec: 0, tv_nsec: 16_666_667)
      var left = timespec()
      while nanosleep(&pause, &left) == -1 && errno == EINTR { pause = left }
      if let t = once(300_000 + i) { coldTimes.append(t) }
    }
    guard hotTimes.count == hot, coldTimes.count == cold else { return nil }
    return (median(hotTimes), median(coldTimes))
  }

  /// The text-render rows: hot, after a sleep, and their ratio (how much colder every
  /// frame's work is on this machine than the same work repeated at once).
  /// - Parameter quick: fewer renders (`--quick`).
  @MainActor static func textRenderRows(quick: Bool) -> [BenchRow] {
    let cold = quick ? 20 : 60
    let t = textRender(hot: 200, cold: cold)
    let failure = t == nil ? "no font could be opened, or a render failed" : nil
    let note =
      "proxy, not the app: one fresh row label (\"Item N: scrolling that feels right\") through "
      + "TTF_RenderUTF8_Blended at "
      + "15 px, median of 200 back to back and of \(cold) each after a 16.7 ms sleep"
    return [
      BenchRow(
        section: "app", metric: "text render, hot", value: t?.hot ?? .nan, unit: "us",
        note: failure ?? note),
      BenchRow(
        section: "app", metric: "text render after a frame's sleep", value: t?.cold ?? .nan,
        unit: "us", note: failure ?? note),
      BenchRow(
        section: "app", metric: "text render cold/hot", value: t.map { $0.cold / $0.hot } ?? .nan,
        unit: "x", note: failure ?? "proxy, not the app: the two rows above divided"),
    ]
  }
}
