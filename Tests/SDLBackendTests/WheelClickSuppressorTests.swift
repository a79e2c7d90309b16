import SDLBackend
import XCTest

/// SDL's core wheel clicks while the XI2 path delivers the same motion.
final class WheelClickSuppressorTests: XCTestCase {
  func testClicksRightAfterXI2MotionAreEchoes() {
    var s = WheelClickSuppressor()
    s.noteXI2Scroll(at: 1.0)
    XCTAssertEqual(s.admitSDLWheel(dx: 0, dy: -1, at: 1.0), .drop)
    XCTAssertEqual(s.admitSDLWheel(dx: 0, dy: -1, at: 1.2), .drop)
    XCTAssertEqual(s.dropped, 2)
  }

  func testClicksWithNoXI2MotionPass() {
    var s = WheelClickSuppressor()
    XCTAssertEqual(s.admitSDLWheel(dx: 0, dy: 1, at: 0.5), .pass)
    s.noteXI2Scroll(at: 1.0)
    XCTAssertEqual(s.admitSDLWheel(dx: 0, dy: 1, at: 1.3), .pass, "past the window")
    XCTAssertEqual(s.passed, 2)
    XCTAssertEqual(s.dropped, 0)
  }

  func testFractionalSDLDeltasTurnTheXI2PathOff() {
    var s = WheelClickSuppressor()
    s.noteXI2Scroll(at: 1.0)
    XCTAssertEqual(s.admitSDLWheel(dx: 0, dy: 0.25, at: 1.0), .sdlDeliversFractions)
  }

  func testATouchpadStreamSuppressesItsEmulatedClicksThroughout() {
    var s = WheelClickSuppressor()
    var verdicts: [WheelClickSuppressor.Verdict] = []
    for i in 0..<60 {
      let t = Double(i) / 120
      s.noteXI2Scroll(at: t)
      if i % 15 == 14 { verdicts.append(s.admitSDLWheel(dx: 0, dy: -1, at: t + 0.001)) }
    }
    XCTAssertEqual(verdicts, [.drop, .drop, .drop, .drop])
  }
}
