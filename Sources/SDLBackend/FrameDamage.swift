/// What has to change on a target that still shows the previous frame for it to show the
/// next one: scroll layers whose pixels can be moved (`moves`, done first), then the boxes
/// to redraw (`boxes`); or everything (`full`).
///
/// Outside scroll layers, the two frames' drawing commands (and layers) are matched in order
/// with the state they are drawn in; one without a match damages where it was or is. A layer that only changed its
/// offset by less than its size has its pixels moved and damages the strip it uncovers,
/// plus the items that appeared, disappeared or changed (matched in order, in content
/// coordinates), plus whatever was painted over it (moved along with it).
struct FrameDamage {
  /// A move of the pixels inside `box` by (`dx`, `dy`) (the parts moved outside are lost).
  struct Move: Equatable {
    var box: PixelBox
    var dx: Int32
    var dy: Int32
  }

  /// True when everything must be redrawn (no moves, `boxes` empty).
  var full: Bool
  /// Pixel moves to do before drawing, in order.
  var moves: [Move]
  /// Boxes to redraw after the moves, disjoint-ish and merged, within the viewport.
  var boxes: [PixelBox]

  /// Redraw everything.
  static let everything = FrameDamage(full: true, moves: [], boxes: [])

  /// Most boxes kept before neighbours are merged.
  static let maxBoxes = 8
  /// Damage above this fraction of the viewport redraws everything instead.
  static let fullFraction = 0.6

  /// The damage from `old` to `new` on a target of `viewport` pixels; moves are planned only
  /// when `canMove`.
  static func between(
    _ old: FrameShape, _ new: FrameShape, viewport: PixelBox, canMove: Bool
  ) -> FrameDamage {
    var boxes: [PixelBox] = []
    func add(_ box: PixelBox) {
      let b = box.intersection(viewport)
      if !b.isEmpty { boxes.append(b) }
    }
    let match = matched(old.root, new.root) { o, n in
      new.same(new.root[n], old.root[o], in: old, asLayers: true)
    }
    for (n, o) in match.newToOld.enumerated() where o == nil { add(new.bounds(of: new.root[n])) }
    for (o, m) in match.oldMatched.enumerated() where !m { add(old.bounds(of: old.root[o])) }
    var moves: [Move] = []
    for (n, o) in match.newToOld.enumerated() {
      guard let o, let layer = new.layers[n], let before = old.layers[o] else { continue }
      let clip = layer.clip.intersection(viewport)
      guard !clip.isEmpty else { continue }
      guard before.clip == layer.clip else {
        add(before.clip)
        add(clip)
        continue
      }
      let dx = before.shiftX &- layer.shiftX
      let dy = before.shiftY &- layer.shiftY
      if dx != 0 || dy != 0 {
        let overlapsMoved = moves.contains { !$0.box.intersection(clip).isEmpty }
        guard canMove, !overlapsMoved, abs(Int(dx)) < Int(clip.width),
          abs(Int(dy)) < Int(clip.height)
        else {
          add(clip)
          continue
        }
        moves.append(Move(box: clip, dx: dx, dy: dy))
        for strip in uncovered(clip, dx: dx, dy: dy) { add(strip) }
        // Whatever was painted over the layer moved with it: redraw where it went and
        // where it was.
        for item in old.root[(o + 1)...] {
          let b = old.bounds(of: item).intersection(clip)
          guard !b.isEmpty else { continue }
          add(b)
          add(b.offsetBy(dx, dy).intersection(clip))
        }
      }
      let items = matched(before.items, layer.items) { i, j in
        new.same(layer.items[j], before.items[i], in: old)
      }
      for (j, i) in items.newToOld.enumerated() where i == nil {
        add(new.bounds(of: layer.items[j]).offsetBy(-layer.shiftX, -layer.shiftY).intersection(clip))
      }
      for (i, m) in items.oldMatched.enumerated() where !m {
        add(old.bounds(of: before.items[i]).offsetBy(-layer.shiftX, -layer.shiftY).intersection(clip))
      }
    }
    let area = boxes.reduce(0) { $0 + $1.area }
    if Double(area) >= fullFraction * Double(max(1, viewport.area)) { return .everything }
    return FrameDamage(full: false, moves: moves, boxes: merged(boxes))
  }

  /// The parts of `box` whose pixels are not replaced by moving it by (`dx`, `dy`).
  static func uncovered(_ box: PixelBox, dx: Int32, dy: Int32) -> [PixelBox] {
    var strips: [PixelBox] = []
    if dy > 0 {
      strips.append(PixelBox(x0: box.x0, y0: box.y0, x1: box.x1, y1: box.y0 + dy))
    } else if dy < 0 {
      strips.append(PixelBox(x0: box.x0, y0: box.y1 + dy, x1: box.x1, y1: box.y1))
    }
    if dx > 0 {
      strips.append(PixelBox(x0: box.x0, y0: box.y0, x1: box.x0 + dx, y1: box.y1))
    } else if dx < 0 {
      strips.append(PixelBox(x0: box.x1 + dx, y0: box.y0, x1: box.x1, y1: box.y1))
    }
    return strips.map { $0.intersection(box) }.filter { !$0.isEmpty }
  }

  /// How far ahead in the old items a new item is looked for before it counts as new.
  static let matchWindow = 8

  /// A matching of `new` items to `old` ones that keeps their order (items that changed
  /// place count as unmatched): the first new item is looked for among all old items (a
  /// few times at most), each next one among the few old items after the previous match,
  /// as rows scrolling by keep their order. `same(o, n)` compares old item `o` with new `n`.
  static func matched<T>(
    _ old: [T], _ new: [T], same: (Int, Int) -> Bool
  ) -> (newToOld: [Int?], oldMatched: [Bool]) {
    var newToOld = [Int?](repeating: nil, count: new.count)
    var oldMatched = [Bool](repeating: false, count: old.count)
    var cursor = 0  // old items before it are matched or given up
    var searches = 0
    for n in new.indices {
      let whole = cursor == 0 && searches < 4
      if whole { searches += 1 }
      let limit = whole ? old.count : min(old.count, cursor + matchWindow)
      var i = cursor
      while i < limit {
        if same(i, n) {
          newToOld[n] = i
          oldMatched[i] = true
          cursor = i + 1
          break
        }
        i += 1
      }
    }
    return (newToOld, oldMatched)
  }

  /// `boxes` with overlapping or touching ones joined, and the closest pairs joined until at
  /// most `maxBoxes` remain.
  static func merged(_ boxes: [PixelBox]) -> [PixelBox] {
    var result = boxes.filter { !$0.isEmpty }
    var changed = true
    while changed {
      changed = false
      outer: for i in result.indices {
        for j in result.indices where j > i {
          if !result[i].outset(1).intersection(result[j]).isEmpty {
            result[i] = result[i].union(result[j])
            result.remove(at: j)
            changed = true
            break outer
          }
        }
      }
    }
    while result.count > maxBoxes {
      var best = (i: 0, j: 1, waste: Int.max)
      for i in result.indices {
        for j in result.indices where j > i {
          let waste = result[i].union(result[j]).area - result[i].area - result[j].area
          if waste < best.waste { best = (i, j, waste) }
        }
      }
      result[best.i] = result[best.i].union(result[best.j])
      result.remove(at: best.j)
      // A union may now overlap others.
      result = merged(result)
    }
    return result
  }
}
