import Drawing
import ScrollCore
import TestSupport
import XCTest

@testable import Scenes

/// Cards wrapped in idle time (`Scene.prefetch`) are the ones the next layouts need: the
/// layout stage then measures almost nothing, and nothing that shows changes.
final class FeedLayoutAheadTests: XCTestCase {
  /// Counts the measurements asked of it.
  private final class CountingMeasurer: TextMeasurer {
    let base = ApproximateTextMeasurer()
    var calls = 0
    /// Measurements of a string this measurer had not measured before.
    var fresh = 0
    private var seen = Set<String>()
    func size(of string: String, font: Font) -> Size {
      calls += 1
      if seen.insert(string).inserted { fresh += 1 }
      return base.size(of: string, font: font)
    }
  }

  private func make() -> (FeedScene, SceneDriver, CountingMeasurer) {
    let measurer = CountingMeasurer()
    let scene = FeedScene(
      environment: SceneEnvironment(measurer: measurer, itemCount: 10_000),
      entry: SceneCatalog.entry(named: "feed")!)
    return (scene, SceneDriver(scene), measurer)
  }

  /// Steps `a`, whose scene prefetches after each frame, and `b`, whose scene never does,
  /// `frames` times side by side, checking that they draw the same and calling `each` after
  /// every frame; returns how much `count` grew inside the frames of each.
  /// - Parameters:
  ///   - a: the prefetching scene's driver.
  ///   - ahead: its scene.
  ///   - b: the other scene's driver.
  ///   - frames: frames to step.
  ///   - count: the measurer counter read before and after each frame, for `a` then `b`.
  ///   - each: more checks after each frame.
  private func sideBySide(
    _ a: SceneDriver, prefetching ahead: any Scene, _ b: SceneDriver, frames: Int,
    count: (counterA: () -> Int, counterB: () -> Int), each: () -> Void = {}
  ) -> (inFramesA: Int, inFramesB: Int) {
    var inFramesA = 0
    var inFramesB = 0
    for _ in 0..<frames {
      var before = count.counterA()
      a.step()
      inFramesA += count.counterA() - before
      ahead.prefetch(at: a.time)
      before = count.counterB()
      b.step()
      inFramesB += count.counterB() - before
      XCTAssertEqual(a.list.commands, b.list.commands, "the same frame drawn")
      each()
    }
    return (inFramesA, inFramesB)
  }

  func testCardsWrappedAheadSpareTheFramesTheirWrappingAndChangeNothingShown() {
    let (ahead, a, counterA) = make()
    let (plain, b, counterB) = make()
    for d in [a, b] { d.wheel(dy: -1, at: d.center, count: 40, interval: 0.05) }
    let (inFramesA, inFramesB) = sideBySide(
      a, prefetching: ahead, b, frames: 150, count: ({ counterA.calls }, { counterB.calls })
    ) {
      XCTAssertEqual(
        ahead.list.host.stack.visibleItems.map(\.frame),
        plain.list.host.stack.visibleItems.map(\.frame))
    }
    XCTAssertGreaterThan(plain.list.geometry.pointsScrolled.y, 2000, "cards came and went")
    XCTAssertGreaterThan(inFramesB, 0)
    XCTAssertLessThan(
      Double(inFramesA), 0.5 * Double(inFramesB),
      "frames measured \(inFramesA) texts with cards wrapped ahead, \(inFramesB) without")
  }

  /// Cards are wrapped ahead in batches (the first measurement after a frame's sleep is the
  /// cold one): the prefetches that measure anything are far fewer than the cards wrapped.
  func testCardsAreWrappedAheadInBatches() {
    let (ahead, a, counter) = make()
    a.wheel(dy: -1, at: a.center, count: 40, interval: 0.05)
    var measuringPrefetches = 0
    var rowsLaidOut = Set<Int>()
    for _ in 0..<150 {
      a.step()
      rowsLaidOut.formUnion(ahead.list.host.stack.visibleItems.map(\.index))
      let before = counter.calls
      ahead.prefetch(at: a.time)
      if counter.calls > before { measuringPrefetches += 1 }
    }
    XCTAssertGreaterThan(rowsLaidOut.count, 20, "cards came and went")
    XCTAssertGreaterThan(measuringPrefetches, 0)
    XCTAssertLessThan(
      measuringPrefetches * 2, rowsLaidOut.count,
      "\(measuringPrefetches) prefetches measured for \(rowsLaidOut.count) rows laid out")
  }

  /// Through page headers (the infinite feed): the card past a header is still wrapped
  /// ahead, so frames meet far fewer new texts than without, and show the same. (Its page
  /// headers and footer are measured every frame: only texts new to the measurer count.)
  func testCardsPastPageHeadersAreWrappedAhead() {
    func makeInfinite() -> (InfiniteFeedScene, SceneDriver, CountingMeasurer) {
      let measurer = CountingMeasurer()
      let scene = InfiniteFeedScene(
        environment: SceneEnvironment(measurer: measurer),
        entry: SceneCatalog.entry(named: "infinite")!)
      return (scene, SceneDriver(scene), measurer)
    }
    let (ahead, a, counterA) = makeInfinite()
    let (_, b, counterB) = makeInfinite()
    var headersLaidOut = Set<Int>()
    for d in [a, b] { d.wheel(dy: -1, at: d.center, count: 60, interval: 0.05) }
    let (inFramesA, inFramesB) = sideBySide(
      a, prefetching: ahead, b, frames: 240, count: ({ counterA.fresh }, { counterB.fresh })
    ) {
      for item in ahead.list.host.stack.visibleItems where item.id < -2 {
        headersLaidOut.insert(item.id)
      }
    }
    XCTAssertGreaterThan(headersLaidOut.count, 1, "page headers came and went")
    XCTAssertGreaterThan(inFramesB, 0)
    XCTAssertLessThan(
      Double(inFramesA), 0.5 * Double(inFramesB),
      "frames met \(inFramesA) new texts with cards wrapped ahead, \(inFramesB) without")
  }

  func testAWidthChangeDropsCardsWrappedAtTheOldWidth() {
    let (ahead, a, _) = make()
    let (plain, b, _) = make()
    a.step()
    b.step()
    ahead.prefetch(at: a.time)
    ahead.prefetch(at: a.time)
    for (scene, d) in [(ahead, a), (plain, b)] {
      scene.setFrame(
        Rect(x: d.frame.minX, y: d.frame.minY, width: d.frame.width / 2, height: d.frame.height),
        at: d.time)
      d.wheel(dy: -1, at: d.center, count: 20, interval: 0.05)
    }
    for _ in 0..<60 {
      a.step()
      b.step()
      XCTAssertEqual(
        ahead.list.host.stack.visibleItems.map(\.frame),
        plain.list.host.stack.visibleItems.map(\.frame))
    }
  }
}
