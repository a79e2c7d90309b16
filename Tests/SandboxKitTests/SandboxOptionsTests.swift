import XCTest

@testable import SandboxKit

final class SandboxOptionsTests: XCTestCase {
  let scenes = ["showcase", "feed"]

  func testDefaultsAndEveryFlag() throws {
    let o = try SandboxOptions.parse(
      [
        "--scene", "feed", "--preset=flutter", "--fps", "120", "--vsync", "--renderer", "software",
        "--font", "/x.ttf", "--size", "800x600", "--dark", "--no-hud", "--items", "1000000",
        "--headless", "--frames", "10", "--screenshot", "a.png", "--replay", "r.rec",
        "--events-out", "e.jsonl", "--events-out-frames", "--trace", "t.json", "--frames-csv",
        "f.csv",
      ], scenes: scenes)
    XCTAssertEqual(o.scene, "feed")
    XCTAssertEqual(o.preset, "flutter")
    XCTAssertEqual(o.fps, 120)
    XCTAssertTrue(o.vsync && o.dark && o.headless && o.eventsOutFrames)
    XCTAssertFalse(o.hud)
    XCTAssertEqual(o.renderer, "software")
    XCTAssertEqual(o.width, 800)
    XCTAssertEqual(o.height, 600)
    XCTAssertEqual(o.items, 1_000_000)
    XCTAssertEqual(o.frames, 10)
    XCTAssertEqual(o.replay, "r.rec")
    XCTAssertEqual(o.trace, "t.json")
    XCTAssertEqual(SandboxOptions(), try SandboxOptions.parse([], scenes: scenes))
  }

  func testMistakesNameTheFlagAndTheChoices() {
    func message(_ args: [String]) -> String {
      do {
        _ = try SandboxOptions.parse(args, scenes: scenes)
        return "no error"
      } catch { return "\(error)" }
    }
    XCTAssertEqual(message(["--wat"]), "unknown option '--wat' (run with --help for the list)")
    XCTAssertEqual(message(["--scene", "x"]), "--scene: unknown value 'x' (valid: showcase, feed)")
    XCTAssertTrue(message(["--preset", "qt"]).contains("valid: ios, ios-fast, flutter"))
    XCTAssertEqual(message(["--fps", "fast"]), "--fps: expected a number, got 'fast'")
    XCTAssertEqual(message(["--fps", "0"]), "--fps: 0 is out of range (1...1000)")
    XCTAssertEqual(message(["--fps", "nan"]), "--fps: expected a number, got 'nan'")
    XCTAssertEqual(message(["--frames"]), "--frames needs a value")
    XCTAssertEqual(message(["--frames", "1.5"]), "--frames: expected a whole number, got '1.5'")
    XCTAssertTrue(message(["--size", "big"]).hasPrefix("--size: expected WIDTHxHEIGHT"))
    XCTAssertTrue(message(["--renderer", "vulkan"]).contains("valid: auto, opengl, software"))
    XCTAssertEqual(
      message(["--record", "a", "--replay", "b"]), "--record and --replay cannot be used together")
  }

  func testUsageListsScenesAndPresets() {
    let text = SandboxOptions.usage(scenes: scenes)
    XCTAssertTrue(text.contains("showcase, feed"))
    XCTAssertTrue(text.contains("gtk"))
  }
}
