import Drawing
import ScrollCore
import XCTest

@testable import FrameModel

/// Damage planned in storage kept from frame to frame (`FrameShape.rebuild`,
/// `FrameDamage.Planner`) is the damage fresh shapes and a fresh planner give, whatever
/// came before; and a card's shadow over a moving list is not drawn twice.
final class FrameDamagePlannerTests: XCTestCase {
  private var random = XorShiftRandom(seed: 0x0DDB_1A5E_5BAD_5EED)
  private func next(_ n: Int) -> Int { random.next(n) }

  /// A frame: a background, a scroll layer of rows (texts, lines, and by row number badges
  /// in nested clips and opacity groups, nested layers), then overlays (a card with a
  /// shadow, a counter). A `wild` frame has a random clip, random rows and a random shadow.
  private func frame(offset: Double, wild: Bool = false) -> DisplayList {
    var list = DisplayList()
    list.fill(Rect(x: 0, y: 0, width: 400, height: 300), .white)
    let clip =
      wild
      ? Rect(x: 0, y: Double(next(40)), width: 400, height: Double(200 + next(100)))
      : Rect(x: 0, y: 20, width: 400, height: 260)
    list.scrolled(clip: clip, offset: Point(x: 0, y: offset), background: .white) { l in
      let first = Int(offset / 30)
      for i in first..<(first + (wild ? next(14) : 10)) {
        let y = Double(i) * 30
        l.text("Row \(i)", in: Rect(x: 10, y: y, width: 200, height: 30))
        l.line(Point(x: 10, y: y + 29.5), Point(x: 390, y: y + 29.5), .black, width: 0.5)
        if i % 4 == 1 || (wild && next(4) == 0) {
          l.clipped(to: Rect(x: 220, y: y + 2, width: 60, height: 26)) { c in
            c.withOpacity(0.5) { o in o.fill(Rect(x: 200, y: y, width: 90, height: 30), .black) }
          }
        }
        if i % 6 == 2 {
          l.scrolled(
            clip: Rect(x: 300, y: y, width: 80, height: 30),
            offset: Point(x: wild ? Double(next(50)) : 0, y: 0), background: .white
          ) { h in h.fill(Rect(x: 300, y: y + 4, width: 200, height: 22), .black, radius: 4) }
        }
      }
    }
    if wild || offset.truncatingRemainder(dividingBy: 700) < 500 {
      let card = Rect(x: 20, y: 200, width: 250, height: 60)
      let blur = wild ? Double(2 + next(6)) : 4
      list.shadow(card, radius: 12, blur: blur, color: Color.black.opacity(0.2))
      list.fill(card, .white, radius: 12)
      list.text("n \(next(3))", in: Rect(x: 30, y: 210, width: 80, height: 16))
    }
    return list
  }

  func testAReusedPlannerAndShapesGiveTheDamageOfFreshOnes() {
    let viewport = PixelBox(x: 0, y: 0, width: 400, height: 300)
    var planner = FrameDamage.Planner()
    var shown = FrameShape()
    var building = FrameShape()
    var damage = FrameDamage.everything
    var previous: DisplayList?
    var offset = 0.0
    var partial = 0
    for f in 0..<300 {
      // Mostly small scrolls, sometimes a jump or a frame of nothing in common.
      offset += next(5) == 0 ? Double(next(2000)) : Double(next(41) - 20)
      let kind = next(10)
      let list =
        kind == 0 ? DisplayList() : frame(offset: max(0, offset), wild: kind == 1)
      building.rebuild(list.commands, scale: 1, viewport: viewport)
      if let previous {
        planner.plan(
          from: shown, to: building, viewport: viewport, canMove: true, into: &damage)
        let fresh = FrameDamage.between(
          FrameShape(previous.commands, scale: 1, viewport: viewport),
          FrameShape(list.commands, scale: 1, viewport: viewport), viewport: viewport,
          canMove: true)
        XCTAssertEqual(damage.full, fresh.full, "frame \(f)")
        XCTAssertEqual(damage.moves, fresh.moves, "frame \(f)")
        XCTAssertEqual(damage.boxes, fresh.boxes, "frame \(f)")
        if !damage.full { partial += 1 }
      }
      swap(&shown, &building)
      previous = list
    }
    XCTAssertGreaterThan(partial, 100, "frames planned without a full redraw")
  }

  func testRebuildingForAFrameOfTheSameSizeKeepsTheShapesStorage() {
    let viewport = PixelBox(x: 0, y: 0, width: 400, height: 300)
    var shape = FrameShape()
    func storage(_ s: FrameShape) -> [UnsafeRawPointer?] {
      [
        s.root.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) },
        s.layerItems.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) },
        s.contexts.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) },
        s.layers.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) },
      ]
    }
    shape.rebuild(frame(offset: 100).commands, scale: 1, viewport: viewport)
    let first = storage(shape)
    let size = shape.commands.count
    for offset in stride(from: 100.0, to: 400, by: 20) {
      var list = frame(offset: offset, wild: true)
      while list.count > size { list = frame(offset: offset, wild: true) }
      shape.rebuild(list.commands, scale: 1, viewport: viewport)
      XCTAssertEqual(storage(shape), first, "offset \(offset): \(list.count) commands")
    }
  }

  func testACardsShadowOverAMovedLayerIsRedrawnOnceNotMovedWithIt() {
    let viewport = PixelBox(x: 0, y: 0, width: 400, height: 300)
    let card = Rect(x: 40, y: 180, width: 300, height: 60)
    func shape(_ offset: Double) -> FrameShape {
      var list = DisplayList()
      list.scrolled(
        clip: Rect(x: 0, y: 0, width: 400, height: 300), offset: Point(x: 0, y: offset),
        background: .white
      ) { l in
        for i in 0..<40 {
          l.fill(Rect(x: 10, y: Double(i) * 30, width: 300, height: 20), Color(hex: 0x3366CC))
        }
      }
      list.shadow(card, radius: 12, blur: 4, color: Color.black.opacity(0.2))
      list.fill(card, .white, radius: 12)
      return FrameShape(list.commands, scale: 1, viewport: viewport)
    }
    let d = FrameDamage.between(shape(0), shape(10), viewport: viewport, canMove: true)
    XCTAssertFalse(d.full)
    // The shadow's box (blur 4: 8 px around the card) is not moved.
    let shadow = PixelBox(x0: 32, y0: 172, x1: 348, y1: 248)
    XCTAssertTrue(d.moves.allSatisfy { $0.box.intersection(shadow).isEmpty }, "\(d.moves)")
    // Redrawn: the 400 x 10 strip scrolled in, the 316 x 10 strip that came out from under
    // the shadow's box, and its ring around the card's opaque cross (about 10k px), each
    // once; the middle of the card is kept.
    let redrawn = d.boxes.reduce(0) { $0 + $1.area }
    XCTAssertLessThan(redrawn, 4_000 + 3_160 + 12_000)
    XCTAssertTrue(
      d.boxes.allSatisfy {
        $0.intersection(PixelBox(x: 80, y: 195, width: 220, height: 30)).isEmpty
      })
  }

  func testItemsAreTheSameExactlyWhenTheirCommandsAreEqual() {
    let viewport = PixelBox(x: 0, y: 0, width: 400, height: 300)
    let r = Rect(x: 10, y: 20, width: 100, height: 30)
    // A string built at run time, as scenes do (not a literal's storage).
    func label(_ n: Int) -> String { "Item \(n): a label long enough to live on the heap" }
    let variants: [DrawCommand] = [
      .rect(r, color: .black, radius: 0), .rect(r, color: .white, radius: 0),
      .rect(r, color: .black, radius: 4), .strokeRect(r, color: .black, radius: 0, width: 1),
      .strokeRect(r, color: .black, radius: 0, width: 2),
      .line(from: r.origin, to: Point(x: 90, y: 20), color: .black, width: 1, dash: 0),
      .line(from: r.origin, to: Point(x: 90, y: 21), color: .black, width: 1, dash: 0),
      .line(from: r.origin, to: Point(x: 90, y: 20), color: .black, width: 1, dash: 3),
      .text(label(1), frame: r, font: .body, color: .black, alignment: .leading),
      .text(label(2), frame: r, font: .body, color: .black, alignment: .leading),
      .text(label(1), frame: r, font: .caption, color: .black, alignment: .leading),
      .text(label(1), frame: r, font: .body, color: .black, alignment: .center),
      .shadow(r, radius: 4, blur: 8, color: .black), .shadow(r, radius: 4, blur: 6, color: .black),
      .pushScroll(clip: r, offset: .zero, background: .white),
      .pushScroll(clip: r, offset: Point(x: 0, y: 5), background: .white),
    ]
    // Each variant alone in a layer (nested layers are popped so each list is one item deep).
    func shape(_ c: DrawCommand) -> FrameShape {
      var list = DisplayList()
      list.scrolled(
        clip: Rect(x: 0, y: 0, width: 400, height: 300), offset: .zero, background: .white
      ) {
        l in
        l.append(c)
        if case .pushScroll = c { l.append(.popScroll) }
      }
      return FrameShape(list.commands, scale: 1, viewport: viewport)
    }
    for (i, a) in variants.enumerated() {
      for (j, b) in variants.enumerated() {
        let sa = shape(a)
        let sb = shape(b)
        let la = sa.layers[0].items.lowerBound
        let lb = sb.layers[0].items.lowerBound
        XCTAssertEqual(
          sa.same(sa.layerItems[la], sb.layerItems[lb], in: sb), a == b, "\(i) against \(j)")
      }
    }
  }
}
