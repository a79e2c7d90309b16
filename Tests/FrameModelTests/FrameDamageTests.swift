import Drawing
import ScrollCore
import XCTest

@testable import FrameModel

/// The geometry and matching behind damage tracking, checked pixel by pixel on random input.
final class FrameDamageTests: XCTestCase {
  private var random = XorShiftRandom(seed: 0x1234_5678_9ABC_DEF1)
  private func next(_ n: Int) -> Int32 { Int32(random.next(n)) }

  private func randomBox(in bounds: PixelBox) -> PixelBox {
    let x = bounds.x0 + next(Int(bounds.width))
    let y = bounds.y0 + next(Int(bounds.height))
    return PixelBox(x: x, y: y, width: 1 + next(120), height: 1 + next(90))
  }

  private func covers(_ boxes: [PixelBox], _ x: Int32, _ y: Int32) -> Int {
    boxes.filter { $0.x0 <= x && x < $0.x1 && $0.y0 <= y && y < $0.y1 }.count
  }

  func testMergedBoxesAreDisjointFewAndCoverEveryDamagedPixel() {
    let viewport = PixelBox(x: 0, y: 0, width: 300, height: 200)
    for round in 0..<40 {
      let boxes = (0..<Int(1 + next(round % 3 == 0 ? 200 : 12))).map { _ in
        randomBox(in: viewport)
      }
      let merged = FrameDamage.merged(boxes, viewport: viewport)
      XCTAssertLessThanOrEqual(merged.count, FrameDamage.maxBoxes)
      for y in stride(from: Int32(0), to: 200, by: 4) {
        for x in stride(from: Int32(0), to: 300, by: 4) {
          let n = covers(merged, x, y)
          XCTAssertLessThanOrEqual(n, 1, "round \(round): boxes overlap at \(x),\(y)")
          if covers(boxes.map { $0.intersection(viewport) }, x, y) > 0 {
            XCTAssertEqual(n, 1, "round \(round): damaged pixel \(x),\(y) left out")
          }
        }
      }
      for b in merged { XCTAssertEqual(b.intersection(viewport), b) }
    }
    XCTAssertEqual(FrameDamage.merged([], viewport: viewport), [])
  }

  func testMergedBoxesHugTheDamageInsteadOfWholeTiles() {
    let viewport = PixelBox(x: 0, y: 0, width: 800, height: 600)
    // A strip a scroll uncovers, not on the tile grid: sent as it is.
    let strip = PixelBox(x: 0, y: 563, width: 800, height: 20)
    XCTAssertEqual(FrameDamage.merged([strip], viewport: viewport), [strip])
    // Random damage: every merged box is the bounding box of the damage inside it.
    for _ in 0..<40 {
      let boxes = (0..<Int(1 + next(30))).map { _ in randomBox(in: viewport) }
      for m in FrameDamage.merged(boxes, viewport: viewport) {
        let parts = boxes.map { $0.intersection(viewport).intersection(m) }.filter { !$0.isEmpty }
        XCTAssertFalse(parts.isEmpty, "\(m) holds no damage")
        XCTAssertEqual(parts.dropFirst().reduce(parts[0]) { $0.union($1) }, m)
      }
    }
  }

  func testSubtractLeavesDisjointPiecesOutsideTheHoles() {
    let area = PixelBox(x: 10, y: 10, width: 200, height: 150)
    for _ in 0..<80 {
      let holes = (0..<Int(next(4))).map { _ in randomBox(in: area) }
      let pieces = FrameDamage.subtract(holes, from: area)
      for y in stride(from: Int32(0), to: 180, by: 2) {
        for x in stride(from: Int32(0), to: 230, by: 2) {
          let inArea = covers([area], x, y) == 1
          let inHole = covers(holes, x, y) > 0
          XCTAssertEqual(covers(pieces, x, y), inArea && !inHole ? 1 : 0, "\(x),\(y)")
        }
      }
    }
  }

  func testOrderedPiecesNeverReadWhatAnEarlierMoveWrote() {
    let pieces = [
      PixelBox(x: 0, y: 0, width: 100, height: 20), PixelBox(x: 0, y: 20, width: 30, height: 50),
      PixelBox(x: 70, y: 20, width: 30, height: 50), PixelBox(x: 0, y: 70, width: 100, height: 30),
    ]
    for (dx, dy): (Int32, Int32) in [(0, -5), (0, 7), (-4, 0), (6, 0)] {
      let order = FrameDamage.ordered(pieces.shuffled(), dx: dx, dy: dy)
      for (i, a) in order.enumerated() {
        for b in order[(i + 1)...] {
          // b's source must not intersect what a wrote.
          let source = b.offsetBy(-dx, -dy)
          XCTAssertTrue(source.intersection(a).isEmpty, "\(a) before \(b) for d \(dx),\(dy)")
        }
      }
    }
  }

  func testMatchingKeepsOrderAndFindsRowsThatScrolledBy() {
    let old = Array(0..<30)
    let new = Array(4..<30) + [100, 101, 102]  // four left at the top, three came in
    let m = FrameDamage.matched(old, new) { o, n in old[o] == new[n] }
    XCTAssertEqual(m.newToOld.compactMap { $0 }, Array(4..<30))
    XCTAssertEqual(m.newToOld.suffix(3), [nil, nil, nil])
    XCTAssertEqual(m.oldMatched.filter { !$0 }.count, 4)
    // Swapped neighbours: one of them is unmatched (it changed place).
    let swapped = [0, 2, 1, 3]
    let s = FrameDamage.matched([0, 1, 2, 3], swapped) { o, n in o == swapped[n] }
    let found = s.newToOld.compactMap { $0 }
    XCTAssertEqual(found, found.sorted())
    XCTAssertEqual(found.count, 3)
    // Nothing in common: everything unmatched, with bounded work.
    var comparisons = 0
    let a = Array(0..<2000)
    let b = Array(5000..<7000)
    let none = FrameDamage.matched(a, b) { _, _ in
      comparisons += 1
      return false
    }
    XCTAssertTrue(none.newToOld.allSatisfy { $0 == nil })
    XCTAssertLessThanOrEqual(comparisons, 8 * 4000 + 64)
  }

  func testAnOpaqueCardOverAMovedLayerIsNotRedrawn() {
    let viewport = PixelBox(x: 0, y: 0, width: 400, height: 300)
    func frame(_ offset: Double) -> FrameShape {
      var list = DisplayList()
      list.scrolled(
        clip: Rect(x: 0, y: 0, width: 400, height: 300), offset: Point(x: 0, y: offset),
        background: .white
      ) { l in
        for i in 0..<40 {
          l.fill(Rect(x: 10, y: Double(i) * 30, width: 300, height: 20), Color(hex: 0x3366CC))
        }
      }
      list.fill(Rect(x: 200, y: 40, width: 160, height: 200), .white, radius: 8)
      list.text("HUD", in: Rect(x: 210, y: 60, width: 100, height: 20))
      return FrameShape(list.commands, scale: 1, viewport: viewport)
    }
    let d = FrameDamage.between(frame(0), frame(6), viewport: viewport, canMove: true)
    XCTAssertFalse(d.full)
    XCTAssertFalse(d.moves.isEmpty)
    // No move writes inside the card's interior, and no redrawn box covers its middle.
    let middle = PixelBox(x: 240, y: 100, width: 60, height: 60)
    XCTAssertTrue(d.moves.allSatisfy { $0.box.intersection(middle).isEmpty })
    XCTAssertTrue(d.boxes.allSatisfy { $0.intersection(middle).isEmpty })
    let redrawn = d.boxes.reduce(0) { $0 + $1.area }
    XCTAssertLessThan(redrawn, viewport.area / 4)
  }

  /// Texts are compared by their bytes: two spellings Swift calls equal (é, e + U+0301) can
  /// be drawn differently, so changing one for the other damages the text.
  func testATextSpelledDifferentlyIsDamagedEvenWhenSwiftCallsItEqual() {
    let viewport = PixelBox(x: 0, y: 0, width: 200, height: 100)
    func frame(_ text: String) -> FrameShape {
      var list = DisplayList()
      list.text(text, in: Rect(x: 10, y: 10, width: 100, height: 20))
      return FrameShape(list.commands, scale: 1, viewport: viewport)
    }
    let composed = "caf\u{E9}"
    let decomposed = "cafe\u{301}"
    XCTAssertEqual(composed, decomposed, "Swift's == treats them as one")
    let same = FrameDamage.between(
      frame(composed), frame(composed), viewport: viewport, canMove: true)
    XCTAssertTrue(same.boxes.isEmpty && !same.full)
    let changed = FrameDamage.between(
      frame(composed), frame(decomposed), viewport: viewport, canMove: true)
    XCTAssertFalse(changed.boxes.isEmpty, "the text's box is redrawn")
  }

  /// Commands that are the same are found the same whether their bytes are identical (one
  /// list's commands against a copy) or only their values (lists built apart, strings made
  /// apart, -0 for 0); any field that changes damages the command.
  func testCommandsAreTheSameByValueWhetherOrNotTheirBytesAreIdentical() {
    let viewport = PixelBox(x: 0, y: 0, width: 300, height: 200)
    func frame(_ zero: Double, label: String, color: Color = .black, width: Double = 1)
      -> FrameShape
    {
      var list = DisplayList()
      list.fill(Rect(x: zero, y: 10, width: 100, height: 20), color, radius: 4)
      list.text(label, in: Rect(x: 10, y: 40 + zero, width: 200, height: 20), color: color)
      list.line(Point(x: zero, y: 80), Point(x: 200, y: 80), color, width: width, dash: 3)
      list.stroke(Rect(x: 10, y: 100, width: 50, height: 50), color, radius: zero, width: 2)
      list.shadow(Rect(x: 100, y: 100, width: 50, height: 50), radius: 4, color: color)
      return FrameShape(list.commands, scale: 1, viewport: viewport)
    }
    func damage(_ a: FrameShape, _ b: FrameShape) -> FrameDamage {
      FrameDamage.between(a, b, viewport: viewport, canMove: true)
    }
    let base = "A label long enough to live in its own storage, row "
    let shape = frame(0, label: base + "7")
    let copy = FrameShape(shape.commands, scale: 1, viewport: viewport)
    XCTAssertTrue(damage(shape, copy).boxes.isEmpty, "the same commands")
    var apart = base
    apart += "7"
    let rebuilt = frame(-0.0, label: apart)
    XCTAssertTrue(damage(shape, rebuilt).boxes.isEmpty, "equal values, other bytes")
    XCTAssertFalse(damage(shape, frame(0, label: base + "8")).boxes.isEmpty, "the text changed")
    XCTAssertFalse(
      damage(shape, frame(0, label: base + "7", color: .white)).boxes.isEmpty, "colours changed")
    XCTAssertFalse(
      damage(shape, frame(0, label: base + "7", width: 2)).boxes.isEmpty, "the line changed")
    XCTAssertFalse(damage(shape, frame(1, label: base + "7")).boxes.isEmpty, "positions changed")
  }
}
