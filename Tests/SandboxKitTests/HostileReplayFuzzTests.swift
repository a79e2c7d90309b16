import Drawing
import Foundation
import Profiling
import Recording
import Runtime
import Scenes
import TestSupport
import XCTest

@testable import SandboxKit
@testable import ScrollCore

/// The hostile-input replay fuzzer: 1,000 seeded replays across every scene (10,000 with
/// `SCROLL_LONG=1`), run through the app's frame stages on a virtual 60 Hz clock (display
/// lists built, nothing rasterized), each checked for finite offsets, paired phase changes, a
/// rest in range and an end of the run. About one event in eight is a live `set` line (valid,
/// out of range, unknown, a preset index of 2^63 and more) read back from its text with a
/// percent-encoded name and checked as a replay file's lines are. A failure names its seed;
/// `SCROLL_FUZZ_SEED=N` runs that replay alone, `SCROLL_FUZZ_COUNT=N` the first N.
final class HostileReplayFuzzTests: XCTestCase {
  /// Replays in the default run and with `SCROLL_LONG=1`.
  static let replays: (normal: UInt64, long: UInt64) = (1000, 10_000)
  /// The seed of the first replay.
  static let firstSeed: UInt64 = 18_000

  // Four quarters of the seeds, so a parallel run spreads them over its workers.
  @MainActor func testHostileReplaysNeverCrashStayFiniteRestInRangeAndEndFirstQuarter() async throws
  {
    try runQuarter(0)
  }

  @MainActor func testHostileReplaysNeverCrashStayFiniteRestInRangeAndEndSecondQuarter()
    async throws
  {
    try runQuarter(1)
  }

  @MainActor func testHostileReplaysNeverCrashStayFiniteRestInRangeAndEndThirdQuarter() async throws
  {
    try runQuarter(2)
  }

  @MainActor func testHostileReplaysNeverCrashStayFiniteRestInRangeAndEndFourthQuarter()
    async throws
  {
    try runQuarter(3)
  }

  /// The seeds of this run: `SCROLL_FUZZ_SEED` names a replay's own seed; counts run from
  /// `firstSeed` on.
  static var seeds: [UInt64] {
    let settings = FuzzSettings.fromEnvironment(normal: replays.normal, long: replays.long)
    return settings.verbose ? settings.seeds : settings.seeds.map { firstSeed + $0 - 1 }
  }

  func testTheQuartersTogetherRunEverySeedOnce() {
    let all = Self.seeds
    XCTAssertEqual((0..<4).flatMap { Self.quarter($0, of: all) }.sorted(), all.sorted())
    if !LongRun.isOn && ProcessInfo.processInfo.environment["SCROLL_FUZZ_COUNT"] == nil {
      XCTAssertEqual(all.count, 1000, "the default run keeps 1,000 hostile replays")
    }
  }

  /// The seeds of quarter `k` (0...3): every fourth seed from the `k`th on.
  /// - Parameters:
  ///   - k: the quarter.
  ///   - all: every seed of the run.
  static func quarter(_ k: Int, of all: [UInt64]) -> [UInt64] {
    all.enumerated().filter { $0.offset % 4 == k }.map(\.element)
  }

  @MainActor private func runQuarter(_ k: Int) throws {
    let seeds = Self.quarter(k, of: Self.seeds)
    var frames = 0
    for seed in seeds {
      let result = try run(seed: seed)
      frames += result
    }
    print("hostile replay fuzzer, quarter \(k + 1) of 4: \(seeds.count) replays, \(frames) frames")
  }

  /// Runs replay `seed`; returns its frame count. Fails with the seed in the message.
  @MainActor private func run(seed: UInt64) throws -> Int {
    var generator = HostileReplayGenerator(seed: seed)
    let events = try generator.replay().map { e in
      // `set` lines go through the text, some of their names percent-encoded, and through the
      // check a replay file gets before it runs; they are played whatever it says, and
      // nothing may trap either way.
      guard case .setting(let name, let value) = e.kind else { return e }
      let line = generator.setLine(time: max(0, e.time), name: name, value: value)
      let read = try RecordingFormat.parseEventLine(line, version: "v3", lineNumber: 2)
      XCTAssertEqual(read?.kind, e.kind, "'\(line)' reads back, seed \(seed)")
      if let problem = SettingCheck.problem(name: name, value: value) {
        XCTAssertTrue(["name", "value"].contains(problem.field), "\(problem), seed \(seed)")
      } else if name == SandboxApp.presetSettingName {
        XCTAssertNotNil(SettingCheck.presetIndex(value), "seed \(seed)")
      }
      return e
    }
    let names = SceneCatalog.names
    let scene = names[Int(seed % UInt64(names.count))]
    var args = ["--scene", scene]
    if seed % 3 == 0 { args.append("--no-hud") }
    let options = try SandboxOptions.parse(args, scenes: names)
    let measurer = ApproximateTextMeasurer()
    let env = SceneEnvironment(measurer: measurer, physics: .ios, seed: seed, itemCount: 300)
    let app = SandboxApp(
      options: options,
      scenes: SceneSlots(entries: SceneCatalog.entries) { name, _ in
        SceneCatalog.makeScene(name, env)
      },
      measurer: measurer, profiler: FrameProfiler(capacity: 64, clock: { 0 }))
    app.start(at: 0)
    let source = ScriptedSource(events)
    var stop = HeadlessStop(
      fps: 60, frames: nil, duration: nil, defaultCap: 120, replayEnd: events.last?.time ?? 0)
    // A display list (the HUD numbers included) every sixth frame.
    let loop = FrameLoop(
      clock: VirtualClock(fps: 60), source: source, host: SampledFrame(app: app, drawEvery: 6))
    var frame = 0
    let tag = "seed \(seed) (\(scene); SCROLL_FUZZ_SEED=\(seed) to replay)"
    while true {
      let t = loop.clock.now
      loop.step()
      let g = app.scene.hud.geometry
      guard g.contentOffset.isFinite else {
        XCTFail("non-finite offset \(g.contentOffset) at \(t) s, \(tag)")
        return frame
      }
      let finished = source.isEmpty
      let isLast =
        app.requests.quit
        || stop.isLast(
          frame: frame, time: t, replayFinished: finished, needsFrame: app.needsFrame(at: t),
          scrollIdle: finished && app.scene.hud.phase == .idle)
      frame += 1
      if isLast { break }
    }
    let h = app.scene.hud
    if ProcessInfo.processInfo.environment["SCROLL_FUZZ_SEED"] != nil {
      for e in app.telemetry.recentEvents.suffix(12) {
        print(e.time, e.scene, e.name, e.fields.map { "\($0.key)=\($0.value)" })
      }
    }
    XCTAssertNil(
      stop.capReason,
      "the run did not end by itself (\(app.scene.name): \(h.phase), offset \(h.geometry.contentOffset), "
        + "velocity \(h.velocity)), \(tag)")
    if !app.requests.quit {
      let g = app.scene.hud.geometry
      for axis in SCAxis.allCases {
        let o = g.contentOffset[axis]
        XCTAssertTrue(
          o >= g.minOffset(axis) - 0.5 && o <= g.maxOffset(axis) + 0.5,
          "rest out of range on \(axis): \(o) in \(g.minOffset(axis))...\(g.maxOffset(axis)), \(tag)"
        )
      }
    }
    var last: [String: String] = [:]
    for e in app.telemetry.recentEvents where e.name == "phase" {
      let fields = Dictionary(e.fields.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
      guard case .string(let from)? = fields["from"], case .string(let to)? = fields["to"] else {
        continue
      }
      let view = e.scene + "/" + (fields["view"].map { "\($0)" } ?? "")
      XCTAssertEqual(from, last[view] ?? "idle", "broken phase chain in \(view), \(tag)")
      last[view] = to
    }
    return frame
  }
}
