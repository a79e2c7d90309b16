/// What has to change on a target that still shows the previous frame for it to show the
/// next one: scroll layers whose pixels can be moved (`moves`, done first), then the boxes
/// to redraw (`boxes`); or everything (`full`).
///
/// Outside scroll layers, the two frames' commands are compared position by position; a
/// different command damages where it was and where it is. A layer that only changed its
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
    guard old.tokens.count == new.tokens.count else { return .everything }
    var boxes: [PixelBox] = []
    func add(_ box: PixelBox) {
      let b = box.intersection(viewport)
      if !b.isEmpty { boxes.append(b) }
    }
    for (o, n) in zip(old.tokens, new.tokens) where o.kind != n.kind {
      add(o.bounds)
      add(n.bounds)
    }
    var moves: [Move] = []
    var oldLayers: [Int: FrameShape.Layer] = [:]
    for l in old.layers { oldLayers[l.token] = l }
    for layer in new.layers {
      let clip = layer.clip.intersection(viewport)
      guard let before = oldLayers[layer.token], !clip.isEmpty,
        old.tokens[layer.token].kind == new.tokens[layer.token].kind
      else { continue }  // a new or changed layer: its token already damaged its clip
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
        for t in old.tokens[(layer.token + 1)...] where t.paints {
          let b = t.bounds.intersection(clip)
          guard !b.isEmpty else { continue }
          add(b)
          add(b.offsetBy(dx, dy).intersection(clip))
        }
      }
      for box in changedItems(before, in: old, layer, in: new) {
        add(box.offsetBy(-layer.shiftX, -layer.shiftY).intersection(clip))
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

  /// Content-space boxes of the items of `old` and `new` that do not appear in both in the
  /// same relative order. The first new item is looked for among all old items, each next
  /// one among the few old items after the previous match (rows scrolling by keep their
  /// order); everything unmatched is damage.
  static func changedItems(
    _ old: FrameShape.Layer, in oldShape: FrameShape, _ new: FrameShape.Layer,
    in newShape: FrameShape
  ) -> [PixelBox] {
    var boxes: [PixelBox] = []
    var matched = [Bool](repeating: false, count: old.items.count)
    var cursor = 0  // old items before it are matched or given up
    var searches = 0  // whole-list searches for a first match (a few at most)
    for item in new.items {
      let whole = cursor == 0 && searches < 4
      if whole { searches += 1 }
      let limit = whole ? old.items.count : min(old.items.count, cursor + matchWindow)
      var found: Int?
      var i = cursor
      while i < limit {
        if newShape.same(item, old.items[i], in: oldShape) {
          found = i
          break
        }
        i += 1
      }
      if let i = found {
        matched[i] = true
        cursor = i + 1
      } else {
        boxes.append(newShape.bounds(of: item))
      }
    }
    for (i, m) in matched.enumerated() where !m { boxes.append(oldShape.bounds(of: old.items[i])) }
    return boxes.filter { !$0.isEmpty }
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
