import Foundation
import TestSupport
import XCTest

@testable import ScrollCore

/// Random input sequences against the scroll view, each checked after every call.
///
/// Replay one sequence: `SCROLL_FUZZ_SEED=1234 swift test --skip-build --filter
/// ScrollCoreTests.Fuzz`. 2,000 sequences by default; long run: `SCROLL_LONG=1` (200,000).
final class FuzzScrollViewTests: XCTestCase {
  func testRandomSequencesKeepEveryInvariantAndComeToRest() {
    let settings = FuzzSettings.fromEnvironment()
    let clock = ContinuousClock()
    let start = clock.now
    var steps = 0
    var failures = 0
    // Rest delays past the 3 s settle time, by cause: free momentum, snap landings.
    var late = (momentum: 0, snap: 0)
    var slowest = (momentum: (delay: 0.0, seed: UInt64(0)), snap: (delay: 0.0, seed: UInt64(0)))
    for seed in settings.seeds {
      var run = FuzzRun(seed: seed, tracing: settings.verbose)
      let outcome = run.run()
      steps += outcome.steps
      if outcome.restDelay > FuzzRun.settleTime {
        if outcome.snapped {
          late.snap += 1
          if outcome.restDelay > slowest.snap.delay { slowest.snap = (outcome.restDelay, seed) }
        } else {
          late.momentum += 1
          if outcome.restDelay > slowest.momentum.delay {
            slowest.momentum = (outcome.restDelay, seed)
          }
        }
      }
      if settings.verbose, let trace = run.trace { print(trace.joined(separator: "\n")) }
      guard let failure = outcome.failure else { continue }
      failures += 1
      // Replay with tracing for the last steps before the failure.
      var replay = FuzzRun(seed: seed, tracing: true)
      _ = replay.run()
      let tail = (replay.trace ?? []).suffix(25).joined(separator: "\n  ")
      XCTFail(
        "fuzz seed \(seed): \(failure)\n  replay: SCROLL_FUZZ_SEED=\(seed) swift test "
          + "--skip-build --filter ScrollCoreTests.Fuzz\n  last steps:\n  \(tail)")
      if failures >= 5 { break }
    }
    let elapsed = clock.now - start
    func seconds(_ s: Double) -> String { formatPoints(s, decimals: 2) + " s" }
    print(
      "fuzz: \(settings.seeds.count) sequences, \(steps) calls, \(failures) failing, \(elapsed); "
        + "rested later than \(seconds(FuzzRun.settleTime)) after the last input: "
        + "\(late.momentum) still in free momentum (slowest \(seconds(slowest.momentum.delay)), "
        + "seed \(slowest.momentum.seed)), \(late.snap) after a snapping release (slowest "
        + "\(seconds(slowest.snap.delay)), seed \(slowest.snap.seed))")
  }
}
