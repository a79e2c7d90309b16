import SDLBackend
import ScrollCore
import XCTest

/// XI2 raw events as the server sends them, through the decoder: deltas in wheel units,
/// device changes, the clicks it must not count twice, bad values.
final class XI2ScrollDecoderTests: XCTestCase {
  func decoder() -> XI2ScrollDecoder { XI2ScrollDecoder(devices: XI2Fixtures.all) }

  func testATouchpadSwipeGivesFractionsOfAClickInSDLsDirection() throws {
    var d = decoder()
    // Two fingers moving up the pad scroll down: the vertical valuator grows.
    let values = [2.5, 4.75, 6.0, 3.25]
    let out = values.compactMap { d.decode(.motion(11, [(3, $0)])) }
    XCTAssertEqual(out.map(\.dy), values.map { -$0 / 15 })
    XCTAssertEqual(out.map(\.dx), [0, 0, 0, 0])
    XCTAssertEqual(out.first?.newDevice?.kind, .touchpad)
    XCTAssertEqual(out.first?.newDevice?.source, .libinput)
    XCTAssertEqual(out.first?.newDevice?.name, "SynPS/2 Synaptics TouchPad")
    XCTAssertEqual(out.dropFirst().compactMap(\.newDevice), [], "reported once per switch")
  }

  func testHorizontalAndDiagonalMotion() throws {
    var d = decoder()
    let s = try XCTUnwrap(d.decode(.motion(11, [(0, 3), (1, -2), (2, 7.5), (3, -1.5)])))
    XCTAssertEqual(s.dx, 0.5)
    XCTAssertEqual(s.dy, 0.1, accuracy: 1e-12)
  }

  func testPointerMotionAloneIsNoScroll() {
    var d = decoder()
    XCTAssertNil(d.decode(.motion(11, [(0, 3), (1, -2)])))
    XCTAssertNil(d.currentDevice, "motion without scroll does not switch the device")
  }

  func testAWheelClickIsOneUnitAndItsEmulatedButtonIsNotCountedAgain() throws {
    var d = decoder()
    let click = try XCTUnwrap(d.decode(.motion(12, [(3, 15)])))
    XCTAssertEqual(click.dy, -1)
    XCTAssertEqual(click.newDevice?.kind, .wheel)
    // The server then emulates button 5 from the valuator: flagged, dropped.
    XCTAssertNil(d.decode(.press(12, button: 5, emulated: true)))
  }

  func testAHighResolutionWheelGivesEighthsOfAClick() {
    var d = decoder()
    let out = (0..<8).compactMap { _ in d.decode(.motion(12, [(3, -1.875)])) }
    XCTAssertEqual(out.map(\.dy), Array(repeating: 0.125, count: 8))
    XCTAssertEqual(out.reduce(0) { $0 + $1.dy }, 1)
  }

  func testXTESTButtonsAreWholeClicksInEveryDirection() {
    var d = decoder()
    let out = [4, 5, 6, 7].compactMap { d.decode(.press(4, button: $0)) }
    XCTAssertEqual(out.map(\.dx), [0, 0, -1, 1])
    XCTAssertEqual(out.map(\.dy), [1, -1, 0, 0])
    XCTAssertEqual(out.first?.newDevice?.name, "Virtual core XTEST pointer")
    XCTAssertNil(out.first?.newDevice?.kind, "nothing known: the deltas decide")
    XCTAssertEqual(out.first?.newDevice?.source, .deltaPattern)
    XCTAssertNil(d.decode(.press(4, button: 1)), "a left click is not a scroll")
  }

  func testXWaylandsSinglePointerIsDecidedByItsDeltas() throws {
    var d = decoder()
    let swipe = try XCTUnwrap(d.decode(.motion(6, [(3, 0.6)])))
    XCTAssertEqual(swipe.dy, -0.6)
    XCTAssertEqual(swipe.newDevice?.name, "xwayland-pointer:13")
    XCTAssertNil(swipe.newDevice?.kind)
    let detent = try XCTUnwrap(d.decode(.motion(6, [(3, -1)])))
    XCTAssertEqual(detent.dy, 1)
    XCTAssertNil(detent.newDevice, "the same device goes on")
  }

  func testSwitchingDevicesReportsEachSwitch() {
    var d = decoder()
    let ids = [11, 11, 12, 11, 4, 4]
    var switches: [String] = []
    for id in ids {
      let event: XI2RawEvent = id == 4 ? .press(4, button: 5) : .motion(id, [(3, 3)])
      if let s = d.decode(event), let device = s.newDevice { switches.append(device.name) }
    }
    XCTAssertEqual(
      switches,
      [
        "SynPS/2 Synaptics TouchPad", "Logitech USB Optical Mouse", "SynPS/2 Synaptics TouchPad",
        "Virtual core XTEST pointer",
      ])
  }

  func testAbsoluteScrollValuatorsGiveDifferencesAndResetAfterASwitchOrEnter() throws {
    let absolute = XI2Device(
      id: 20, name: "Absolute scroller",
      scrollClasses: [XI2ScrollClass(number: 3, axis: .vertical, increment: 10)],
      relativeValuators: [])
    var d = XI2ScrollDecoder(devices: XI2Fixtures.all + [absolute])
    XCTAssertNil(d.decode(.motion(20, [(3, 1000)])), "the first value only sets the base")
    XCTAssertEqual(d.decode(.motion(20, [(3, 1005)]))?.dy, -0.5)
    XCTAssertEqual(d.decode(.motion(20, [(3, 995)]))?.dy, 1)
    // Another device scrolls; the valuator moved meanwhile: no jump when it comes back.
    _ = d.decode(.motion(11, [(3, 3)]))
    XCTAssertNil(d.decode(.motion(20, [(3, 5000)])))
    XCTAssertEqual(d.decode(.motion(20, [(3, 5010)]))?.dy, -1)
    d.resetAccumulators()
    XCTAssertNil(d.decode(.motion(20, [(3, 9000)])), "after the pointer entered: base again")
  }

  func testANegativeIncrementInvertsAndAZeroIncrementCountsOne() {
    let inverted = XI2Device(
      id: 21, name: "Natural",
      scrollClasses: [
        XI2ScrollClass(number: 3, axis: .vertical, increment: -15),
        XI2ScrollClass(number: 2, axis: .horizontal, increment: 0),
      ])
    var d = XI2ScrollDecoder(devices: [inverted])
    XCTAssertEqual(d.decode(.motion(21, [(3, 15)]))?.dy, 1)
    XCTAssertEqual(d.decode(.motion(21, [(2, 2)]))?.dx, 2)
  }

  func testBadValuesAreDroppedAndCounted() {
    var d = decoder()
    XCTAssertNil(d.decode(.motion(11, [(3, .nan)])))
    XCTAssertNil(d.decode(.motion(11, [(3, .infinity)])))
    XCTAssertNil(d.decode(.motion(11, [(3, 1e9)])))
    XCTAssertEqual(d.dropped, 3)
    XCTAssertEqual(d.decode(.motion(11, [(3, .nan), (2, 15)]))?.dx, 1, "the good axis stays")
  }

  func testHotPlugReplacesTheTableAndReportsTheNewDevice() throws {
    var d = XI2ScrollDecoder(devices: [XI2Fixtures.master])
    XCTAssertNil(d.decode(.motion(11, [(3, 3)])), "unknown device: no scroll classes yet")
    d.setDevices(XI2Fixtures.all)
    let first = try XCTUnwrap(d.decode(.motion(11, [(3, 3)])))
    XCTAssertEqual(first.newDevice?.kind, .touchpad)
    // Unplugged and plugged back with another id: reported anew.
    var replugged = XI2Fixtures.touchpad
    replugged.id = 15
    d.setDevices([XI2Fixtures.master, replugged])
    XCTAssertNil(d.currentDevice)
    XCTAssertEqual(try XCTUnwrap(d.decode(.motion(15, [(3, 3)]))).newDevice?.kind, .touchpad)
    XCTAssertNil(d.decode(.devicesChanged))
  }

  func testButtonsOfUnknownDevicesStillScroll() throws {
    var d = XI2ScrollDecoder()
    let s = try XCTUnwrap(d.decode(.press(30, button: 4)))
    XCTAssertEqual(s.dy, 1)
    XCTAssertEqual(s.newDevice?.name, "XI2 device 30")
  }
}

extension XI2RawEvent {
  /// XI_HierarchyChanged / XI_DeviceChanged.
  static let devicesChanged = XI2RawEvent(kind: .devicesChanged)
}
