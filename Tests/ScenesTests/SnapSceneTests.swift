import Drawing
import ScrollCore
import TestSupport
import XCTest

@testable import Scenes

final class SnapSceneTests: XCTestCase {
  private let center = Point(x: 450, y: 300)

  private func makeSnap(variant: SnapVariant = .alignedByOne) -> (SceneDriver, SnapScene) {
    let driver = SceneDriver(scene: "snap")
    guard let snap = driver.scene as? SnapScene else {
      XCTFail("the catalog should build a SnapScene for \"snap\"")
      return (
        driver,
        SnapScene(
          environment: SceneEnvironment(measurer: ApproximateTextMeasurer()),
          entry: SceneCatalog.entry(named: "snap")!)
      )
    }
    while snap.variant != variant {
      driver.key(.character("v"))
      driver.run(0.1)
    }
    return (driver, snap)
  }

  private func settle(_ driver: SceneDriver, _ snap: SnapScene, timeout: Double = 8) {
    XCTAssertTrue(
      driver.settle(timeout: timeout) { snap.host.view.phase == .idle }, "motion did not rest")
  }

  /// The index of the item whose leading edge is at `offset` (within `tolerance`), if any.
  private func edgeIndex(_ snap: SnapScene, at offset: Double, tolerance: Double = 1e-6) -> Int? {
    let stack = snap.host.stack
    guard let i = stack.index(atOffset: offset) else { return nil }
    for j in [i, i + 1] where j < stack.count {
      if abs(stack.offset(ofIndex: j) - offset) <= tolerance { return j }
    }
    return nil
  }

  func testDragReleaseRestsExactlyOnARowEdge() throws {
    let (driver, snap) = makeSnap()
    driver.drag(from: Point(x: 450, y: 520), to: Point(x: 450, y: 300), duration: 0.12)
    settle(driver, snap)
    let offset = snap.host.view.offset.y
    XCTAssertGreaterThan(offset, 0)
    let index = try XCTUnwrap(edgeIndex(snap, at: offset), "rested at \(offset), not on a row edge")
    let snapped = try XCTUnwrap(driver.events(named: "snapped").last)
    XCTAssertEqual(SceneDriver.number(snapped, "offset") ?? .nan, offset, accuracy: 1e-9)
    XCTAssertEqual(SceneDriver.number(snapped, "id"), Double(snap.host.stack.id(at: index)))
    XCTAssertEqual(SceneDriver.string(snapped, "variant"), "aligned-by-one")
    XCTAssertEqual(snap.binding, snap.host.stack.id(at: index))
  }

  func testAlwaysByOneMovesAtMostOneRowFromTheRelease() throws {
    let (driver, snap) = makeSnap()
    // A short, very fast flick: without the limit it would travel many rows.
    driver.drag(from: Point(x: 450, y: 400), to: Point(x: 450, y: 340), duration: 0.05, steps: 3)
    settle(driver, snap)
    let index = try XCTUnwrap(edgeIndex(snap, at: snap.host.view.offset.y))
    XCTAssertEqual(index, 1)
  }

  func testWheelBurstFinishesOnARowEdge() throws {
    let (driver, snap) = makeSnap()
    driver.wheel(dy: -1, at: center, count: 4, interval: 0.03)
    settle(driver, snap)
    driver.run(0.1)
    let offset = snap.host.view.offset.y
    XCTAssertGreaterThan(offset, 0)
    XCTAssertNotNil(edgeIndex(snap, at: offset), "rested at \(offset), not on a row edge")
    let snapped = try XCTUnwrap(driver.events(named: "snapped").last)
    XCTAssertEqual(SceneDriver.number(snapped, "offset") ?? .nan, offset, accuracy: 1e-9)
  }

  func testJumpTo20LandsExactlyOnItem20ThoughItWasAnEstimate() throws {
    let (driver, snap) = makeSnap()
    let index = try XCTUnwrap(snap.host.stack.index(ofID: SnapScene.jumpID))
    XCTAssertFalse(snap.host.stack.isMeasured(at: index))
    driver.key(.character("j"))
    settle(driver, snap)
    let jump = try XCTUnwrap(driver.events(named: "jump").first)
    XCTAssertEqual(SceneDriver.flag(jump, "estimated"), true)
    XCTAssertTrue(snap.host.stack.isMeasured(at: index))
    XCTAssertEqual(snap.host.view.offset.y, snap.host.stack.offset(ofIndex: index), accuracy: 1e-6)
    XCTAssertEqual(snap.binding, SnapScene.jumpID)
    let landed = try XCTUnwrap(driver.events(named: "jump-landed").first)
    XCTAssertEqual(SceneDriver.number(landed, "error") ?? .nan, 0, accuracy: 1e-6)
    XCTAssertEqual(SceneDriver.number(driver.events(named: "snapped").last, "id"), 20)
  }

  func testJumpButtonClickJumps() throws {
    let (driver, snap) = makeSnap()
    let button = snap.jumpButtonFrame
    XCTAssertTrue(driver.strings.contains("Jump to 20"))
    driver.click(at: Point(x: button.midX, y: button.midY))
    settle(driver, snap)
    let index = try XCTUnwrap(snap.host.stack.index(ofID: 20))
    XCTAssertEqual(snap.host.view.offset.y, snap.host.stack.offset(ofIndex: index), accuracy: 1e-6)
  }

  func testArrowKeysMoveByExactlyOneTarget() throws {
    let (driver, snap) = makeSnap()
    driver.key(.down)
    settle(driver, snap)
    XCTAssertEqual(snap.binding, 1)
    XCTAssertEqual(snap.host.view.offset.y, snap.host.stack.offset(ofIndex: 1), accuracy: 1e-6)
    driver.key(.down)
    settle(driver, snap)
    XCTAssertEqual(snap.binding, 2)
    driver.key(.up)
    settle(driver, snap)
    XCTAssertEqual(snap.binding, 1)
    XCTAssertEqual(snap.host.view.offset.y, snap.host.stack.offset(ofIndex: 1), accuracy: 1e-6)
  }

  func testPagingLandsOnMultiplesOfTheContainer() throws {
    let (driver, snap) = makeSnap(variant: .paging)
    XCTAssertEqual(SceneDriver.string(driver.events(named: "variant").last, "variant"), "paging")
    let page = driver.frame.height
    driver.drag(from: Point(x: 450, y: 500), to: Point(x: 450, y: 380), duration: 0.1)
    settle(driver, snap)
    XCTAssertEqual(snap.host.view.offset.y, page, accuracy: 1e-6)
    driver.wheel(dy: -1, at: center, count: 2, interval: 0.03)
    settle(driver, snap)
    driver.run(0.1)
    let offset = snap.host.view.offset.y
    let pages = (offset / page).rounded()
    XCTAssertGreaterThanOrEqual(pages, 2)
    XCTAssertEqual(offset, pages * page, accuracy: 1e-6)
    XCTAssertEqual(snap.binding, Int(pages))
  }

  func testCarouselScrollsSidewaysWithTheWheelAndSnapsToACard() throws {
    let (driver, snap) = makeSnap(variant: .carousel)
    XCTAssertEqual(snap.host.axis, .horizontal)
    driver.wheel(dy: -1, at: center, count: 2, interval: 0.03)
    settle(driver, snap)
    driver.run(0.1)
    let offset = snap.host.view.offset.x
    XCTAssertGreaterThan(offset, 0)
    XCTAssertEqual(snap.host.view.offset.y, 0)
    let index = try XCTUnwrap(
      edgeIndex(snap, at: offset), "rested at \(offset), not on a card edge")
    XCTAssertEqual(snap.binding, snap.host.stack.id(at: index))
    driver.drag(from: Point(x: 600, y: 300), to: Point(x: 420, y: 300), duration: 0.1)
    settle(driver, snap)
    XCTAssertNotNil(edgeIndex(snap, at: snap.host.view.offset.x))
  }

  func testFreeRowsHaveNoTargetLayoutSoTheBindingStaysNil() {
    let (driver, snap) = makeSnap(variant: .free)
    let before = driver.events(named: "snapped").count
    driver.wheel(dy: -1, at: center, count: 3, interval: 0.03)
    settle(driver, snap)
    driver.run(0.1)
    XCTAssertGreaterThan(snap.host.view.offset.y, 0)
    XCTAssertNil(snap.binding)
    XCTAssertTrue(driver.strings.contains("scrollPosition(id:) → nil"))
    XCTAssertEqual(driver.events(named: "snapped").count, before)
    // The same rows with a target layout report an id.
    let (other, aligned) = makeSnap(variant: .alignedNever)
    other.wheel(dy: -1, at: center, count: 3, interval: 0.03)
    settle(other, aligned)
    XCTAssertNotNil(aligned.binding)
    XCTAssertFalse(other.strings.contains("scrollPosition(id:) → nil"))
  }

  /// Issue 33, item 2: without `scrollTargetLayout()` the binding keeps what Jump to 20
  /// wrote; three wheel clicks move the rows but never touch it (they reset it to nil).
  func testFreeRowsKeepTheWrittenBindingWhileScrolling() {
    let (driver, snap) = makeSnap(variant: .free)
    driver.key("j")
    settle(driver, snap)
    XCTAssertEqual(snap.binding, 20)
    let landed = snap.host.view.offset.y
    driver.wheel(dy: -1, at: center, count: 3, interval: 0.03)
    settle(driver, snap)
    driver.run(0.1)
    XCTAssertGreaterThan(snap.host.view.offset.y, landed + 1, "the wheel scrolled")
    XCTAssertEqual(snap.binding, 20, "scrolling never updates the binding")
    XCTAssertTrue(driver.strings.contains("scrollPosition(id:) → 20"))
    driver.wheel(dy: 1, at: center, count: 6, interval: 0.03)
    settle(driver, snap)
    XCTAssertEqual(snap.binding, 20)
    // A new layout starts with a fresh binding.
    driver.key("v")
    driver.run(0.1)
    driver.key("v")
    while snap.variant != .free {
      driver.key("v")
      driver.run(0.1)
    }
    XCTAssertNil(snap.binding)
  }

  func testFocusedRowIsOutlinedInTheAccentColour() {
    let (driver, _) = makeSnap()
    let accentStrokes = driver.list.commands.filter { command in
      if case .strokeRect(_, let color, _, _) = command { return color == Theme.light.accent }
      return false
    }
    XCTAssertEqual(accentStrokes.count, 1)
    XCTAssertTrue(driver.strings.contains("scrollPosition(id:) → 0"))
    XCTAssertGreaterThanOrEqual(driver.smallestFontSize, 11)
  }

  func testLayoutPillCyclesTheVariant() {
    let (driver, snap) = makeSnap()
    let pill = snap.layoutButtonFrame
    driver.click(at: Point(x: pill.midX, y: pill.midY))
    driver.run(0.2)
    XCTAssertEqual(snap.variant, .alignedNever)
    XCTAssertEqual(
      SceneDriver.string(driver.events(named: "variant").last, "variant"), "aligned-never")
    XCTAssertTrue(driver.strings.contains(SnapVariant.alignedNever.title))
  }
}
