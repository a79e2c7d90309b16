import Foundation
import TestSupport
import XCTest

@testable import ScrollCore

/// One scroll view under continuous mixed input at 60 fps for simulated minutes (an hour with
/// `SCROLL_LONG=1`): every call checked as in the fuzz sequences, the event buffer drained
/// every frame, a return to a known position every simulated minute, and the process's
/// resident memory compared before and after.
final class FuzzSoakTests: XCTestCase {
  /// A simulated minute of frames.
  static let minute = 3600

  func testContinuousInputNeitherDriftsNorGrowsMemoryOrTheEventBuffer() {
    let seconds = FuzzSettings.fromEnvironment().soakSeconds
    let frames = max(2 * Self.minute, Int(seconds * 60))
    var view = SCScrollView(
      axes: .both, physics: .ios, contentSize: Size(width: 3000, height: 30000),
      containerSize: Size(width: 800, height: 600),
      contentInsets: SCEdgeInsets(top: 40, leading: 0, bottom: 20, trailing: 0))
    let rows = RowTargets(rowHeight: 50, count: 600, width: 3000)
    var input = FuzzSoakInput(seed: 0x5C20_11AB)
    var invariants = FuzzInvariants()
    var rssBefore: Int?
    var mostEvents = 0
    var largestBuffer = 0
    var checkpoints = 0
    let clock = ContinuousClock()
    let start = clock.now

    func perform(_ step: FuzzStep, frame: Int) -> Bool {
      let result = invariants.perform(step, on: &view, targets: rows)
      mostEvents = max(mostEvents, result.events)
      largestBuffer = max(largestBuffer, view.events.capacity)
      guard let failure = result.failure else { return true }
      XCTFail("soak frame \(frame) (\(Double(frame) / 60) s), \(step.action): \(failure)")
      return false
    }

    frameLoop: for frame in 1...frames {
      // Measure after the first simulated minute, once the process has warmed up.
      if frame == Self.minute + 1 { rssBefore = residentSetBytes() }
      for step in input.steps(forFrame: frame, view: view) {
        guard perform(step, frame: frame) else { break frameLoop }
      }
      let t = FuzzSoakInput.time(frame)
      guard perform(FuzzStep(action: .advance(at: t)), frame: frame) else { break }
      guard frame % Self.minute == 0 else { continue }
      // Checkpoint: let go, jump to the top, then to a known offset; both exact.
      checkpoints += 1
      if view.phase == .tracking || view.phase == .interacting {
        guard perform(FuzzStep(action: .cancel(at: t)), frame: frame) else { break }
      }
      guard perform(FuzzStep(action: .scrollToEdge(.top, .none, at: t)), frame: frame) else {
        break
      }
      XCTAssertEqual(view.offset.y, view.minOffset(.vertical), "top at \(frame / Self.minute) min")
      let known = Point(x: 0, y: 1234)
      guard perform(FuzzStep(action: .scrollTo(known, .none, at: t)), frame: frame) else { break }
      XCTAssertEqual(view.offset, known, "known position at \(frame / Self.minute) min")
      XCTAssertEqual(view.phase, .idle)
      XCTAssertEqual(view.velocity, .zero)
    }

    XCTAssertEqual(checkpoints, frames / Self.minute)
    XCTAssertLessThanOrEqual(mostEvents, 16, "events produced by one call")
    XCTAssertLessThanOrEqual(largestBuffer, 64, "event buffer capacity when drained every call")
    let elapsed = clock.now - start
    var report =
      "soak: simulated \(frames / 60) s (\(frames) frames at 60 fps) in \(elapsed); "
      + "\(invariants.phaseChanges) phase changes, most events per call \(mostEvents), "
      + "event buffer capacity \(largestBuffer); "
    if let before = rssBefore, let after = residentSetBytes() {
      let growth = Double(after - before) / 1_048_576
      report +=
        "RSS \(before / 1024) KiB -> \(after / 1024) KiB, "
        + "growth \(formatPoints(growth, decimals: 2)) MB"
      XCTAssertLessThan(growth, 20, "resident memory growth over the soak, MB")
    } else {
      report += "RSS unavailable (/proc/self/statm)"
    }
    print(report)
  }
}
