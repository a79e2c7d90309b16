import CX11PresentC
import Foundation

/// The platform floor beside the app section's CPU per frame: the CPU a paced loop costs on
/// this machine when it does nothing but the system work of every frame (`x11_floor.c`). It
/// is a proxy, labelled as one: no SDL, no app, no drawing. The app's CPU per frame minus
/// the floor is what the app itself adds.
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
    let status = ssx_floor_run(display, withX ? 1 : 0, 800, 600, 20, 60, 30, Int32(frames), &result)
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

  /// The two floor rows of the app section (sleep only; sleep plus the X work).
  /// - Parameters:
  ///   - display: the X display the app runs on.
  ///   - quick: fewer frames (`--quick`).
  static func rows(display: String, quick: Bool) -> [BenchRow] {
    let frames = quick ? 60 : 300
    let sleep = measure(display: display, withX: false, frames: frames)
    let put = measure(display: display, withX: true, frames: frames)
    let common =
      "proxy, not the app: a C loop paced to 60 Hz by absolute clock_nanosleep, \(frames) frames "
      + "after 30 of warm-up, CPU of its thread"
    return [
      BenchRow(
        section: "app", metric: "floor: sleep only, CPU/frame", value: sleep.cpuPerFrameMs ?? .nan,
        unit: "ms", note: sleep.failure ?? common + "; it only sleeps"),
      BenchRow(
        section: "app", metric: "floor: sleep + X present, CPU/frame",
        value: put.cpuPerFrameMs ?? .nan, unit: "ms",
        note: put.failure
          ?? common + "; each frame reads the X events, moves an 800x600 window's pixels up "
          + "20 px and puts an 800x20 MIT-SHM band (the app's present without its drawing)"),
    ]
  }
}
