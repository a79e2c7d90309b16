import Foundation
import XCTest

@testable import Bench

/// The platform floor loop (x11_floor.c) behind the app section's floor rows: it runs, reports
/// its wall and CPU time per frame, draws on a real X server, and says why when it cannot. How
/// fast it is, and whether it paces to 60 Hz, is scroll-bench's to measure (the app section's
/// "floor: sleep only, wall/frame" row has the target), never a unit test's.
final class BenchFloorTests: XCTestCase {
  func testTheSleepOnlyLoopReportsItsWallAndCPUTimePerFrame() {
    let o = BenchFloor.measure(display: "", withX: false, frames: 20)
    XCTAssertNil(o.failure)
    let wall = o.wallPerFrameMs ?? .nan
    let cpu = o.cpuPerFrameMs ?? .nan
    XCTAssertTrue(wall.isFinite && wall > 0, "wall per frame \(wall)")
    XCTAssertTrue(cpu.isFinite && cpu > 0, "CPU per frame \(cpu)")
  }

  func testTheXLoopPutsItsBandOnAServer() throws {
    let x = try withBenchDisplay("bench-floor") {
      BenchFloor.measure(display: $0.name, withX: true, frames: 30)
    }
    XCTAssertNil(x.failure)
    XCTAssertTrue((x.cpuPerFrameMs ?? .nan) > 0 && (x.wallPerFrameMs ?? .nan) > 0)
  }

  /// The rows take six paced runs (about ten seconds of wall clock): a long run's check.
  func testTheFloorRowsAreNamedWithTheirTargetAndNotes() throws {
    guard
      ProcessInfo.processInfo.environment["SCROLL_LONG"].map({ $0 != "0" && !$0.isEmpty })
        ?? false
    else { throw XCTSkip("six paced loops of wall-clock time: run with SCROLL_LONG=1") }
    let rows = try withBenchDisplay("bench-floor-rows") {
      BenchFloor.rows(display: $0.name, quick: true)
    }
    XCTAssertEqual(
      rows.map(\.metric),
      [
        "floor: sleep only, wall/frame", "floor: sleep only, CPU/frame",
        "floor: sleep + X present, CPU/frame",
      ])
    XCTAssertTrue(rows.allSatisfy { $0.value.isFinite && $0.value > 0 && $0.unit == "ms" })
    XCTAssertEqual(rows.map { $0.target?.limit }, [1000 / 60 + 3, nil, nil])
    XCTAssertTrue(rows.allSatisfy { $0.note?.hasPrefix("proxy, not the app") == true })
  }

  func testAnUnreachableDisplayOrBadArgumentsSayWhy() {
    let free = (900..<1000).first {
      !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\($0)")
    }
    let name = ":\(free ?? 999)"
    let o = BenchFloor.measure(display: name, withX: true, frames: 5)
    XCTAssertNil(o.cpuPerFrameMs)
    XCTAssertEqual(o.failure, "cannot open display \(name)")
    for frames in [0, -3, 2_000_000, Int.max] {
      let bad = BenchFloor.measure(display: "", withX: false, frames: frames)
      XCTAssertEqual(bad.failure, "bad arguments (status -4)", "\(frames) frames")
    }
  }

  /// Runs `body` with an X display of the benchmark's own, in a scratch folder removed after;
  /// skips the test when no display can be had.
  /// - Parameters:
  ///   - tag: the scratch folder's name.
  ///   - body: the measurement, given the display.
  private func withBenchDisplay<T>(_ tag: String, _ body: (BenchDisplay) throws -> T) throws -> T {
    let scratch = NSTemporaryDirectory() + "\(tag)-\(getpid())"
    try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    var display: BenchDisplay
    do { display = try BenchDisplay.acquire(scratch: scratch) } catch {
      throw XCTSkip("no X display: \(error)")
    }
    defer { display.release() }
    return try body(display)
  }
}

/// The text-render timing of the floor rows.
final class BenchTextRenderTests: XCTestCase {
  @MainActor func testATextRenderIsTimedHotAndAfterASleep() async throws {
    guard let t = BenchFloor.textRender(hot: 30, cold: 5) else {
      throw XCTSkip("no font")
    }
    XCTAssertTrue(t.hot.isFinite && t.hot > 0, "hot \(t.hot) us")
    XCTAssertTrue(t.cold.isFinite && t.cold > 0, "cold \(t.cold) us")
    let rows = BenchFloor.textRenderRows(quick: true)
    XCTAssertEqual(rows.count, 3)
    XCTAssertEqual(rows[2].value, rows[1].value / rows[0].value, accuracy: 1e-9 * rows[2].value)
    XCTAssertTrue(rows.allSatisfy { $0.value.isFinite && $0.value > 0 && $0.target == nil })
    XCTAssertTrue(rows.allSatisfy { $0.note?.hasPrefix("proxy, not the app") == true })
    XCTAssertNil(BenchFloor.textRender(hot: 0, cold: 5))
  }
}
