import SDLBackend
import ScrollCore
import XCTest

/// The device's kind from what the system says, the delta pattern where it says nothing.
final class XI2DeviceTests: XCTestCase {
  func testLibinputTellsATouchpadFromAMouseWithTheSameIncrement() {
    XCTAssertEqual(
      XI2Fixtures.touchpad.scrollClasses.map(\.increment),
      XI2Fixtures.mouse.scrollClasses.map(\.increment))
    XCTAssertEqual(XI2Fixtures.touchpad.scrollSource.kind, .touchpad)
    XCTAssertEqual(XI2Fixtures.mouse.scrollSource.kind, .wheel)
    XCTAssertEqual(XI2Fixtures.mouse.scrollSource.source, .libinput)
  }

  func testEitherLibinputTraitMakesATouchpad() {
    for traits in [
      LibinputTraits(hasTapping: true, twoFingerScroll: false, edgeScroll: false),
      LibinputTraits(hasTapping: false, twoFingerScroll: true, edgeScroll: false),
      LibinputTraits(hasTapping: false, twoFingerScroll: false, edgeScroll: true),
    ] {
      XCTAssertEqual(XI2Device(id: 1, name: "t", libinput: traits).scrollSource.kind, .touchpad)
    }
  }

  func testOtherDriversAndTouchClasses() {
    let synaptics = XI2Device(id: 1, name: "SynPS/2", synaptics: true).scrollSource
    XCTAssertEqual(synaptics.kind, .touchpad)
    XCTAssertEqual(synaptics.source, .synaptics)
    let touch = XI2Device(id: 1, name: "pad", dependentTouch: true).scrollSource
    XCTAssertEqual(touch.kind, .touchpad)
    XCTAssertEqual(touch.source, .touchClass)
  }

  func testNothingKnownLeavesItToTheDeltas() {
    for device in [XI2Fixtures.xwayland, XI2Fixtures.xtest] {
      XCTAssertNil(device.scrollSource.kind)
      XCTAssertEqual(device.scrollSource.source, .deltaPattern)
    }
  }

  func testScrollValuatorsAreRelativeUnlessSaidOtherwise() {
    let d = XI2Device(
      id: 1, name: "d", scrollClasses: [XI2ScrollClass(number: 4, axis: .vertical, increment: 1)])
    XCTAssertEqual(d.relativeValuators, [4])
  }
}
