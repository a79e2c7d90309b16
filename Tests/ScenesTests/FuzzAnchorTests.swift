import Foundation
import TestSupport
import XCTest

@testable import Scenes

/// Content changing under the user (see `FuzzAnchorRun`): 100 seeded sequences, 3,000 with
/// `SCROLL_LONG=1`. Replay one with its trace:
/// `SCROLL_FUZZ_SEED=12 swift test --skip-build --filter ScenesTests.FuzzAnchor`.
final class FuzzAnchorTests: XCTestCase {
  func testTheVisibleAnchorStaysPutWhileContentChangesUnderTheUser() {
    let settings = FuzzSettings.fromEnvironment(normal: 100, long: 3_000)
    let clock = ContinuousClock()
    let start = clock.now
    var total = FuzzAnchorRun.Outcome()
    var failures = 0
    for seed in settings.seeds {
      var run = FuzzAnchorRun(seed: seed, tracing: settings.verbose)
      let o = run.run()
      total.frames += o.frames
      total.changes += o.changes
      total.changesWhileMoving += o.changesWhileMoving
      total.anchorRemovals += o.anchorRemovals
      total.excused += o.excused
      total.worstJump = max(total.worstJump, o.worstJump)
      if settings.verbose, let trace = run.trace { print(trace.joined(separator: "\n")) }
      guard let failure = o.failure else { continue }
      failures += 1
      var replay = FuzzAnchorRun(seed: seed, tracing: true)
      _ = replay.run()
      let tail = (replay.trace ?? []).suffix(12).joined(separator: "\n  ")
      XCTFail(
        "anchor fuzz seed \(seed): \(failure)\n  replay: SCROLL_FUZZ_SEED=\(seed) swift test "
          + "--skip-build --filter ScenesTests.FuzzAnchor\n  last steps:\n  \(tail)")
      if failures >= 5 { break }
    }
    print(
      "anchor fuzz: \(settings.seeds.count) sequences, \(total.frames) frames, \(total.changes) "
        + "changes (\(total.changesWhileMoving) while moving, \(total.anchorRemovals) removing "
        + "the anchor), \(total.excused) past the rubber band's reach, largest held jump "
        + "\(total.worstJump) pt, \(failures) failing, \(clock.now - start)")
    if settings.seeds.count > 100 {
      XCTAssertGreaterThan(total.changesWhileMoving, total.changes / 4)
      XCTAssertGreaterThan(total.anchorRemovals, 100)
    }
  }
}
