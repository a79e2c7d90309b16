import XCTest

@testable import ScrollCore

final class InputKeyTests: XCTestCase {
  func key(_ k: Key, _ mods: KeyModifiers = []) -> InputEventKind {
    .keyDown(k, modifiers: mods, isRepeat: false)
  }

  func testPageDownScrollsTheContainerLengthMinusTheOverlap() {
    var h = InputHarness()
    XCTAssertEqual(h.send(key(.pageDown), at: 0.1), [])
    XCTAssertEqual(h.phase, .animating)
    h.settle()
    XCTAssertEqual(h.offset.y, 540, accuracy: 1e-6)
    h.send(key(.pageUp), at: h.now + 0.1)
    h.settle()
    XCTAssertEqual(h.offset.y, 0, accuracy: 1e-6)
    h.assertValidPhases()
  }

  func testRepeatedPageDownsAccumulate() {
    var h = InputHarness()
    h.send(key(.pageDown), at: 0.1)
    h.send(.keyDown(.pageDown, modifiers: [], isRepeat: true), at: 0.15)
    h.settle()
    XCTAssertEqual(h.offset.y, 1080, accuracy: 1e-6)
    XCTAssertEqual(h.phasePath, [.idle, .animating, .idle])
  }

  func testSpacePagesDownAndShiftSpacePagesUp() {
    var h = InputHarness()
    h.send(key(.space), at: 0.1)
    h.send(key(.space), at: 0.2)
    h.send(key(.space, .shift), at: 0.3)
    h.settle()
    XCTAssertEqual(h.offset.y, 540, accuracy: 1e-6)
  }

  func testEndReachesTheMaximumOffsetAndHomeReturnsToZero() {
    var h = InputHarness()
    h.send(key(.end), at: 0.1)
    h.settle()
    XCTAssertEqual(h.offset.y, h.view.maxOffset(.vertical), accuracy: 0.1)
    XCTAssertEqual(h.view.maxOffset(.vertical), 19_400)
    h.send(key(.home), at: h.now + 0.1)
    h.settle()
    XCTAssertEqual(h.offset.y, 0, accuracy: 0.1)
    XCTAssertEqual(h.phasePath, [.idle, .animating, .idle, .animating, .idle])
  }

  func testArrowsScrollALineVerticallyAndHorizontallyOnlyWhereTheViewScrolls() {
    var h = InputHarness(content: Size(width: 3000, height: 3000), axes: .both)
    h.send(key(.down), at: 0.1)
    h.send(key(.right), at: 0.2)
    h.send(key(.right), at: 0.3)
    h.settle()
    XCTAssertEqual(h.offset.y, 40, accuracy: 1e-6)
    XCTAssertEqual(h.offset.x, 80, accuracy: 1e-6)

    var v = InputHarness()
    let out = v.send(key(.right), at: 0.1)
    XCTAssertEqual(out, [.key(.right, modifiers: [], isRepeat: false)])
    XCTAssertEqual(v.phasePath, [.idle])
  }

  func testUnconsumedKeysComeBackToTheApp() {
    var h = InputHarness()
    XCTAssertEqual(
      h.send(key(.character("h")), at: 0.1), [.key(.character("h"), modifiers: [], isRepeat: false)]
    )
    XCTAssertEqual(h.send(key(.escape), at: 0.2), [.key(.escape, modifiers: [], isRepeat: false)])
    XCTAssertEqual(
      h.send(key(.pageDown, .control), at: 0.3),
      [.key(.pageDown, modifiers: .control, isRepeat: false)])
    XCTAssertEqual(h.send(.keyUp(.pageDown, modifiers: []), at: 0.4), [])
    h.settle()
    XCTAssertEqual(h.offset, .zero)
  }

  func testScrollKeysAreSwallowedWhileAButtonIsHeld() {
    var h = InputHarness()
    h.send(.pointerDown(Point(x: 10, y: 10), button: 1), at: 0.1)
    XCTAssertEqual(h.send(key(.pageDown), at: 0.2), [])
    XCTAssertEqual(h.phase, .tracking)
    h.send(.pointerUp(Point(x: 10, y: 10), button: 1), at: 0.3)
    h.settle()
    XCTAssertEqual(h.offset, .zero)
  }

  func testAKeyEndsARunningTouchpadGesture() {
    var h = InputHarness()
    for i in 0..<5 { h.send(wheel(-0.25), at: 0.1 + Double(i) * 0.01) }
    h.send(key(.pageDown), at: 0.15)
    XCTAssertFalse(h.interpreter.isTouchpadGestureActive)
    h.settle()
    XCTAssertEqual(h.offset.y, 50 + 540, accuracy: 1e-6)
    h.assertValidPhases()
  }

  func testKeysOnAHorizontalOnlyViewActOnItsAxis() {
    var h = InputHarness(content: Size(width: 5000, height: 600), axes: .horizontal)
    h.send(key(.pageDown), at: 0.1)
    h.settle()
    XCTAssertEqual(h.offset.x, 720, accuracy: 1e-6, "800 minus 10 %")
    h.send(key(.end), at: h.now)
    h.settle()
    XCTAssertEqual(h.offset.x, 4200, accuracy: 0.1)
  }
}
