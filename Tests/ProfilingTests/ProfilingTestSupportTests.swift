import Foundation
import Runtime
import ScrollCore
import XCTest

@testable import Profiling

// Shared fixtures for the profiling tests (this file holds helpers, not test cases).

/// A hand-driven clock for deterministic timing: tests move it explicitly.
/// Only touched from the test's own thread, hence `@unchecked Sendable`.
final class FakeClock: @unchecked Sendable {
  var nanos: UInt64

  init(start: UInt64 = 1_000_000_000) { nanos = start }

  func advance(by delta: UInt64) { nanos += delta }

  /// A reading function suitable for `FrameProfiler(clock:)`.
  var reading: FrameProfiler.Clock { { [self] in self.nanos } }
}

/// Nearest-rank percentile computed independently of `NearestRank`, with integer
/// arithmetic on an array sorted by the standard library (integer `p` only).
func bruteForcePercentile(_ p: Int, of values: [UInt64]) -> UInt64 {
  let sorted = values.sorted()
  let rank = max(1, (p * sorted.count + 99) / 100)
  return sorted[rank - 1]
}

/// A fresh empty directory under the system temporary directory, removed by `cleanup`.
struct ScratchDirectory {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("profiling-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
  }

  func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  func contents() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
  }

  func cleanup() { try? FileManager.default.removeItem(at: url) }
}

/// A frame record with the given per-stage times in nanoseconds; the duration defaults to
/// the sum of the stages.
func makeRecord(
  index: UInt64 = 0, start: UInt64 = 0, duration: UInt64? = nil,
  stages: [FrameStage: UInt64], counters: FrameCounters = .zero, dropped: Bool = false
) -> FrameRecord {
  var durations = StageDurations()
  for (stage, nanos) in stages { durations[stage] = nanos }
  return FrameRecord(
    index: index, startNanos: start, durationNanos: duration ?? durations.totalNanos,
    stages: durations, counters: counters, dropped: dropped)
}
