import Drawing
import Foundation
import Profiling
import Recording
import Scenes
import XCTest

@testable import SandboxKit
@testable import ScrollCore

/// The hostile-input replay fuzzer: at least 1,000 seeded replays across every scene, run
/// through the app's frame stages on a virtual 60 Hz clock (display lists built, nothing
/// rasterized), each checked for finite offsets, paired phase changes, a rest in range and an
/// end of the run. A failure names its seed; `SCROLL_FUZZ_SEED=N` runs that replay alone.
final class HostileReplayFuzzTests: XCTestCase {
  static let replays = 1000

  func testHostileReplaysNeverCrashStayFiniteRestInRangeAndEnd() throws {
    let started = Date()
    let cpuStart = threadCPUSeconds()
    let only = ProcessInfo.processInfo.environment["SCROLL_FUZZ_SEED"].flatMap(UInt64.init)
    let seeds = only.map { [$0] } ?? (0..<UInt64(Self.replays)).map { 18_000 + $0 }
    var frames = 0
    for seed in seeds {
      let result = try run(seed: seed)
      frames += result
    }
    let seconds = Date().timeIntervalSince(started)
    let cpu = threadCPUSeconds() - cpuStart
    print(
      "hostile replay fuzzer: \(seeds.count) replays, \(frames) frames in \(seconds) s "
        + "(\(cpu) s of CPU)")
    // CPU time, not wall time: on a shared machine other programs' load must not fail it.
    XCTAssertLessThan(cpu, 60, "the fuzzer must stay within a minute of CPU")
  }

  /// CPU time of the calling thread, seconds.
  private func threadCPUSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
  }

  /// Runs replay `seed`; returns its frame count. Fails with the seed in the message.
  private func run(seed: UInt64) throws -> Int {
    var generator = HostileReplayGenerator(seed: seed)
    let events = generator.replay()
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
    var playback = InputPlayback(events)
    var stop = HeadlessStop(
      fps: 60, frames: nil, duration: nil, defaultCap: 120, replayEnd: playback.duration)
    var list = DisplayList()
    var frame = 0
    let tag = "seed \(seed) (\(scene); SCROLL_FUZZ_SEED=\(seed) to replay)"
    while true {
      let t = Double(frame) / 60
      app.profiler.beginFrame()
      app.handleInput(Array(playback.take(through: t)))
      app.advance(to: t)
      app.layout(at: t)
      app.observe(at: t)
      // A display list (the HUD numbers included) every sixth frame.
      if frame % 6 == 0 { app.draw(into: &list, at: t) }
      app.endFrame()
      let g = app.scene.hud.geometry
      guard g.contentOffset.isFinite else {
        XCTFail("non-finite offset \(g.contentOffset) at \(t) s, \(tag)")
        return frame
      }
      let finished = playback.isFinished
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
      for axis in Axis.allCases {
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
