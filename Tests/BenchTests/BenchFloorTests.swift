import Foundation
import XCTest

@testable import Bench

/// The platform floor loop (x11_floor.c) behind the app section's floor rows: it paces to
/// 60 Hz, measures its own CPU, draws on a real X server, and says why when it cannot.
final class BenchFloorTests: XCTestCase {
  func testTheSleepOnlyLoopPacesTo60HzAndCostsLittleCPU() {
    let o = BenchFloor.measure(display: "", withX: false, frames: 20)
    XCTAssertNil(o.failure)
    let wall = o.wallPerFrameMs ?? .nan
    let cpu = o.cpuPerFrameMs ?? .nan
    XCTAssertEqual(wall, 1000 / 60, accuracy: 3, "one deadline every 16.7 ms")
    XCTAssertGreaterThan(cpu, 0)
    XCTAssertLessThan(cpu, wall / 4, "a sleeping loop is mostly asleep")
  }

  func testTheXLoopPutsItsBandOnAServerAndCostsMoreThanSleeping() throws {
    let scratch = NSTemporaryDirectory() + "bench-floor-\(getpid())"
    try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    var display: BenchDisplay
    do { display = try BenchDisplay.acquire(scratch: scratch) } catch {
      throw XCTSkip("no X display: \(error)")
    }
    defer { display.release() }
    let x = BenchFloor.measure(display: display.name, withX: true, frames: 30)
    let sleep = BenchFloor.measure(display: display.name, withX: false, frames: 30)
    XCTAssertNil(x.failure)
    XCTAssertEqual(x.wallPerFrameMs ?? 0, 1000 / 60, accuracy: 3)
    XCTAssertGreaterThan(
      x.cpuPerFrameMs ?? 0, sleep.cpuPerFrameMs ?? .infinity,
      "reading events and moving and putting pixels cost more than sleeping alone")
    let rows = BenchFloor.rows(display: display.name, quick: true)
    XCTAssertEqual(
      rows.map(\.metric),
      ["floor: sleep only, CPU/frame", "floor: sleep + X present, CPU/frame"])
    XCTAssertTrue(rows.allSatisfy { $0.value.isFinite && $0.unit == "ms" && $0.target == nil })
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
}

/// The text-render timing of the floor rows.
final class BenchTextRenderTests: XCTestCase {
  @MainActor func testATextRenderIsTimedHotAndAfterASleep() async throws {
    guard let t = BenchFloor.textRender(hot: 30, cold: 5) else {
      throw XCTSkip("no font")
    }
    XCTAssertGreaterThan(t.hot, 0)
    XCTAssertLessThan(t.hot, 100_000, "one short label renders in well under 0.1 s")
    XCTAssertGreaterThan(t.cold, 0)
    let rows = BenchFloor.textRenderRows(quick: true)
    XCTAssertEqual(rows.count, 3)
    XCTAssertEqual(rows[2].value, rows[1].value / rows[0].value, accuracy: 1e-9 * rows[2].value)
    XCTAssertTrue(rows.allSatisfy { $0.value.isFinite && $0.value > 0 && $0.target == nil })
    XCTAssertTrue(rows.allSatisfy { $0.note?.hasPrefix("proxy, not the app") == true })
    XCTAssertNil(BenchFloor.textRender(hot: 0, cold: 5))
  }
}
