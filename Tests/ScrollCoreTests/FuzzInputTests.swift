import Foundation
import TestSupport
import XCTest

@testable import ScrollCore

/// Random device input through the interpreter into a scroll view, checked after every event
/// and frame (see `FuzzInputRun`).
///
/// 1,000 sequences by default, 60,000 with `SCROLL_LONG=1`. Replay one sequence with its
/// trace: `SCROLL_FUZZ_SEED=1234 swift test --skip-build --filter ScrollCoreTests.FuzzInput`.
final class FuzzInputTests: XCTestCase {
  func testRandomDeviceInputKeepsEveryInvariantAndComesToRest() {
    let settings = FuzzSettings.fromEnvironment(normal: 1_000, long: 60_000)
    let clock = ContinuousClock()
    let start = clock.now
    var steps = 0
    var failures = 0
    var late = 0
    var slowest = (delay: 0.0, seed: UInt64(0))
    for seed in settings.seeds {
      var run = FuzzInputRun(seed: seed, tracing: settings.verbose)
      let outcome = run.run()
      steps += outcome.steps
      if outcome.restDelay > FuzzRun.settleTime {
        late += 1
        if outcome.restDelay > slowest.delay { slowest = (outcome.restDelay, seed) }
      }
      if settings.verbose, let trace = run.trace { print(trace.joined(separator: "\n")) }
      guard let failure = outcome.failure else { continue }
      failures += 1
      var replay = FuzzInputRun(seed: seed, tracing: true)
      _ = replay.run()
      let tail = (replay.trace ?? []).suffix(25).joined(separator: "\n  ")
      XCTFail(
        "input fuzz seed \(seed): \(failure)\n  replay: SCROLL_FUZZ_SEED=\(seed) swift test "
          + "--skip-build --filter ScrollCoreTests.FuzzInput\n  last steps:\n  \(tail)")
      if failures >= 5 { break }
    }
    print(
      "input fuzz: \(settings.seeds.count) sequences, \(steps) steps, \(failures) failing, "
        + "\(clock.now - start); \(late) rested later than \(FuzzRun.settleTime) s after the "
        + "last input (free momentum or a snap landing; slowest "
        + "\(formatPoints(slowest.delay, decimals: 2)) s, seed \(slowest.seed))")
  }

  func testASeedReplaysTheSameSequence() {
    var first = FuzzInputRun(seed: 77, tracing: true)
    var second = FuzzInputRun(seed: 77, tracing: true)
    let a = first.run()
    _ = second.run()
    XCTAssertEqual(first.trace, second.trace)
    XCTAssertGreaterThan(a.steps, 50)
    var other = FuzzInputRun(seed: 78, tracing: true)
    _ = other.run()
    XCTAssertNotEqual(first.trace, other.trace)
  }
}
