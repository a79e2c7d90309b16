import XCTest

@testable import SandboxKit
@testable import ScrollCore

final class PhysicsCommandTests: XCTestCase {
  func testEveryPresetRestsWhereItsPhysicsSays() throws {
    for preset in ScrollPhysics.presets {
      let cmd = try PhysicsCommand.parse(["--preset", preset.name, "--velocity", "2000"])
      let r = cmd.run()
      XCTAssertEqual(
        r.rest, preset.ballistic(start: 0, velocity: 2000, lower: 0, upper: 99_400).finalPosition,
        accuracy: 1e-9)
      XCTAssertEqual(r.frames.last?.phase, .idle, preset.name)
      XCTAssertEqual(r.peakOverscroll, 0, preset.name)
    }
    let ios = try PhysicsCommand.parse(["--preset", "ios", "--velocity", "2000"]).run()
    // Vector 1's 999 pt asymptote, less the 0.5 pt before it where UIKit's model stops.
    XCTAssertEqual(ios.rest, 999.0 - 0.5, accuracy: 0.01)
    XCTAssertEqual(ios.duration, 3.797, accuracy: 0.01)
  }

  func testOverscrollStartsPastTheTopAndSpringsBack() throws {
    let r = try PhysicsCommand.parse(["--preset", "ios", "--velocity", "0", "--overscroll", "100"])
      .run()
    XCTAssertEqual(r.rest, 0)
    XCTAssertEqual(r.peakOverscroll, 100, accuracy: 1e-9)
    XCTAssertEqual(r.frames[6].offset, -73.58, accuracy: 0.05, "vector 11 at 0.1 s")
  }

  func testAFlingIntoTheTopEdgeOvershootsThenRests() throws {
    let r = try PhysicsCommand.parse(["--preset", "gtk", "--velocity", "-3000", "--start", "100"])
      .run()
    XCTAssertEqual(r.rest, 0)
    XCTAssertGreaterThan(r.peakOverscroll, 1)
    XCTAssertLessThanOrEqual(r.peakOverscroll, 50 + 1e-9)
  }

  func testCSVHasAHeaderAndOneRowPerFrame() throws {
    let cmd = try PhysicsCommand.parse([
      "--preset", "android", "--velocity", "2000", "--csv", "--fps", "120",
    ])
    let lines = cmd.output().split(separator: "\n")
    XCTAssertEqual(lines.first, "time_s,offset_pt,velocity_pt_s,phase")
    XCTAssertEqual(lines.count - 1, cmd.run().frames.count)
    XCTAssertTrue(lines.last!.hasSuffix(",idle"))
  }

  func testErrorsNameTheProblem() {
    XCTAssertThrowsError(try PhysicsCommand.parse(["--preset", "ios"])) { e in
      XCTAssertTrue("\(e)".contains("--velocity is required"))
    }
    XCTAssertThrowsError(try PhysicsCommand.parse(["--preset", "x", "--velocity", "1"])) { e in
      XCTAssertTrue("\(e)".contains("valid: ios"))
    }
    XCTAssertThrowsError(try PhysicsCommand.parse(["--velocity", "1", "--wat"]))
  }
}
