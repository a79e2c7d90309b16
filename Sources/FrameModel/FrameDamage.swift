/// What has to change on a target that still shows the previous frame for it to show the
/// next one: scroll layers whose pixels can be moved (`moves`, done first), then the boxes
/// to redraw (`boxes`); or everything (`full`).
///
/// Outside scroll layers, the two frames' drawing commands (and layers) are matched in order
/// with the state they are drawn in; one without a match damages where it was or is. A layer that only changed its
/// offset by less than its size has its pixels moved and damages the strip it uncovers,
/// plus the items that appeared, disappeared or changed (matched in order, in content
/// coordinates), plus whatever was painted over it (moved along with it).
package struct FrameDamage {
  /// A move of pixels by (`dx`, `dy`) into `box`, from `box` moved back, read only inside
  /// `within` (the layer's clip; `box` lies inside it). Parts of `box` whose source is
  /// outside `within` keep their pixels (they are damage).
  package struct Move: Equatable {
    package var box: PixelBox
    package var dx: Int32
    package var dy: Int32
    package var within: PixelBox

    package init(box: PixelBox, dx: Int32, dy: Int32, within: PixelBox? = nil) {
      self.box = box
      self.dx = dx
      self.dy = dy
      self.within = within ?? box
    }

    /// The destination pixels written on a target of `bounds` pixels: inside the box, with
    /// their source inside `within` and the target.
    package func destination(in bounds: PixelBox) -> PixelBox {
      box.intersection(bounds).intersection(within.intersection(bounds).offsetBy(dx, dy))
    }
  }

  /// True when everything must be redrawn (no moves, `boxes` empty).
  package var full: Bool
  /// Pixel moves to do before drawing, in order.
  package var moves: [Move]
  /// Boxes to redraw after the moves, disjoint-ish and merged, within the viewport.
  package var boxes: [PixelBox]

  /// Redraw everything.
  package static let everything = FrameDamage(full: true, moves: [], boxes: [])

  /// Most boxes redrawn separately (each one replays the list); more become one.
  package static let maxBoxes = 12
  /// Damage above this fraction of the viewport redraws everything instead.
  package static let fullFraction = 0.6

  /// The damage from `old` to `new` on a target of `viewport` pixels; moves are planned only
  /// when `canMove`.
  package static func between(
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
    for (n, layer) in new.layerList {
      guard let o = match.newToOld[n], let before = old.layer(at: o) else { continue }
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
        // Opaque things painted over the layer that did not change (cards, bars, other
        // layers) keep their pixels: only the rest of the layer moves, and what moved in
        // from under them is redrawn.
        var covers =
          dx == 0 || dy == 0 ? opaqueCovers(after: n, in: new, match: match, clip: clip) : []
        var pieces = subtract(covers, from: clip)
        if pieces.count > maxPieces {
          covers = []
          pieces = [clip]
        }
        moves += ordered(pieces, dx: dx, dy: dy).map {
          Move(box: $0, dx: dx, dy: dy, within: clip)
        }
        for strip in uncovered(clip, dx: dx, dy: dy) { add(strip) }
        for cover in covers {
          // Pixels that moved out from under a cover (the cover's own stay put).
          for part in subtract(covers, from: cover.offsetBy(dx, dy).intersection(clip)) {
            add(part)
          }
        }
        // Whatever else was painted over the layer moved with it: redraw where it went and
        // where it was (outside the opaque covers, whose pixels stayed).
        for item in old.root[(o + 1)...] {
          let b = old.bounds(of: item).intersection(clip)
          guard !b.isEmpty else { continue }
          for part in subtract(covers, from: b) {
            add(part)
            add(part.offsetBy(dx, dy).intersection(clip))
          }
        }
      }
      let items = matched(before.items, layer.items) { i, j in
        new.same(layer.items[j], before.items[i], in: old)
      }
      for (j, i) in items.newToOld.enumerated() where i == nil {
        add(
          new.bounds(of: layer.items[j]).offsetBy(-layer.shiftX, -layer.shiftY).intersection(clip))
      }
      for (i, m) in items.oldMatched.enumerated() where !m {
        add(
          old.bounds(of: before.items[i]).offsetBy(-layer.shiftX, -layer.shiftY).intersection(clip))
      }
    }
    let joined = merged(boxes, viewport: viewport)
    let area = joined.reduce(0) { $0 + $1.area }
    if Double(area) >= fullFraction * Double(max(1, viewport.area)) { return .everything }
    return FrameDamage(full: false, moves: moves, boxes: joined)
  }

  /// Covers smaller than this (pixels) are not worth splitting a move for.
  package static let minCover = 4096
  /// Most pieces a layer's move is split into around covers.
  package static let maxPieces = 16

  /// The opaque interiors, within `clip`, of the root items of `shape` painted after root
  /// item `layer` that are the same in both frames: opaque rectangles (less their rounded
  /// corners; two boxes that may overlap) and other scroll layers (opaque over their clip).
  package static func opaqueCovers(
    after layer: Int, in shape: FrameShape, match: (newToOld: [Int?], oldMatched: [Bool]),
    clip: PixelBox
  ) -> [PixelBox] {
    var covers: [PixelBox] = []
    for k in (layer + 1)..<shape.root.count where match.newToOld[k] != nil {
      for interior in shape.opaqueInterior(of: shape.root[k], isLayer: shape.layer(at: k) != nil) {
        let box = interior.intersection(clip)
        if box.area >= minCover { covers.append(box) }
      }
    }
    return covers
  }

  /// `box` less every box of `holes`, as disjoint boxes.
  package static func subtract(_ holes: [PixelBox], from box: PixelBox) -> [PixelBox] {
    var pieces = box.isEmpty ? [] : [box]
    for hole in holes {
      var next: [PixelBox] = []
      for p in pieces {
        let h = p.intersection(hole)
        guard !h.isEmpty else {
          next.append(p)
          continue
        }
        let parts = [
          PixelBox(x0: p.x0, y0: p.y0, x1: p.x1, y1: h.y0),
          PixelBox(x0: p.x0, y0: h.y1, x1: p.x1, y1: p.y1),
          PixelBox(x0: p.x0, y0: h.y0, x1: h.x0, y1: h.y1),
          PixelBox(x0: h.x1, y0: h.y0, x1: p.x1, y1: h.y1),
        ]
        next += parts.filter { !$0.isEmpty }
      }
      pieces = next
    }
    return pieces
  }

  /// `pieces` in an order in which moving each by (`dx`, `dy`) never reads pixels an
  /// earlier move already wrote (moves along one axis: pieces nearest the direction of
  /// motion go first).
  package static func ordered(_ pieces: [PixelBox], dx: Int32, dy: Int32) -> [PixelBox] {
    if dy < 0 { return pieces.sorted { $0.y0 < $1.y0 } }
    if dy > 0 { return pieces.sorted { $0.y1 > $1.y1 } }
    if dx < 0 { return pieces.sorted { $0.x0 < $1.x0 } }
    return pieces.sorted { $0.x1 > $1.x1 }
  }

  /// The parts of `box` whose pixels are not replaced by moving it by (`dx`, `dy`).
  package static func uncovered(_ box: PixelBox, dx: Int32, dy: Int32) -> [PixelBox] {
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
  package static let matchWindow = 8

  /// A matching of `new` items to `old` ones that keeps their order (items that changed
  /// place count as unmatched). Each new item is looked for among the few old items after
  /// the previous match, as rows scrolling by keep their order; before the first match, and
  /// after two new items in a row found nothing there, among all the old items after it.
  /// Comparisons are capped at a few per item, so a frame that changed everything costs
  /// no more than one that changed nothing. `same(o, n)` compares old `o` with new `n`.
  package static func matched<T>(
    _ old: [T], _ new: [T], same: (Int, Int) -> Bool
  ) -> (newToOld: [Int?], oldMatched: [Bool]) {
    var newToOld = [Int?](repeating: nil, count: new.count)
    var oldMatched = [Bool](repeating: false, count: old.count)
    var cursor = 0  // old items before it are matched or given up
    var anchored = false
    var misses = 0
    var budget = 8 * (old.count + new.count) + 64
    for n in new.indices {
      let wide = !anchored || misses >= 2
      let limit = wide ? old.count : min(old.count, cursor + matchWindow)
      var i = cursor
      var found = false
      while i < limit && budget > 0 {
        budget -= 1
        if same(i, n) {
          found = true
          break
        }
        i += 1
      }
      if found {
        newToOld[n] = i
        oldMatched[i] = true
        cursor = i + 1
        anchored = true
        misses = 0
      } else {
        misses += 1
      }
    }
    return (newToOld, oldMatched)
  }

  /// Width of the tiles damage is rounded out to, pixels.
  package static let tileSize: Int32 = 32
  /// Height of the tiles, pixels: short, because scrolling uncovers full-width strips only a
  /// few pixels tall.
  package static let tileHeight: Int32 = 8

  /// `boxes` (inside `viewport`) rounded out to a grid of `tileSize` x `tileHeight` tiles and
  /// returned as disjoint boxes: runs of damaged tiles along each tile row, a run continued
  /// by the same run on the next rows. Disjoint, because a box drawn twice would blend its translucent
  /// content twice. Beyond `maxBoxes`, the pair whose union wastes least is joined (and
  /// what the union overlaps) until `maxBoxes` remain. Each box is then shrunk to the damage
  /// inside it (`tightened`).
  package static func merged(_ boxes: [PixelBox], viewport: PixelBox) -> [PixelBox] {
    let t = tileSize
    let th = tileHeight
    let columns = Int((viewport.width + t - 1) / t)
    let rows = Int((viewport.height + th - 1) / th)
    guard columns > 0, rows > 0 else { return [] }
    var marked = [Bool](repeating: false, count: columns * rows)
    var any = false
    var top = rows  // the tile rows touched, to scan only those
    var bottom = -1
    for b in boxes {
      let c = b.intersection(viewport)
      guard !c.isEmpty else { continue }
      any = true
      let c0 = Int((c.x0 - viewport.x0) / t)
      let c1 = Int((c.x1 - viewport.x0 - 1) / t)
      let r0 = Int((c.y0 - viewport.y0) / th)
      let r1 = Int((c.y1 - viewport.y0 - 1) / th)
      for r in r0...r1 {
        for col in c0...c1 { marked[r * columns + col] = true }
      }
      top = min(top, r0)
      bottom = max(bottom, r1)
    }
    guard any else { return [] }
    var result: [PixelBox] = []
    // Runs of the previous tile row still growing: first and last column, first row.
    var open: [(c0: Int, c1: Int, r0: Int)] = []
    var next: [(c0: Int, c1: Int, r0: Int)] = []
    func box(_ c0: Int, _ c1: Int, _ r0: Int, _ r1: Int) -> PixelBox {
      PixelBox(
        x0: viewport.x0 + Int32(c0) * t, y0: viewport.y0 + Int32(r0) * th,
        x1: viewport.x0 + Int32(c1 + 1) * t, y1: viewport.y0 + Int32(r1 + 1) * th
      ).intersection(viewport)
    }
    for r in top...(bottom + 1) {
      next.removeAll(keepingCapacity: true)
      var col = 0
      while r <= bottom && col < columns {
        guard marked[r * columns + col] else {
          col += 1
          continue
        }
        let c0 = col
        while col < columns && marked[r * columns + col] { col += 1 }
        if let k = open.firstIndex(where: { $0.c0 == c0 && $0.c1 == col - 1 }) {
          next.append(open.remove(at: k))
        } else {
          next.append((c0, col - 1, r))
        }
      }
      for run in open { result.append(box(run.c0, run.c1, run.r0, r - 1)) }
      swap(&open, &next)
    }
    result.sort { ($0.y0, $0.x0) < ($1.y0, $1.x0) }
    // Too many: join the pair that wastes least, then whatever the union overlaps.
    while result.count > maxBoxes {
      var best = (i: 0, j: 1, waste: Int.max)
      for i in result.indices {
        for j in result.indices where j > i {
          let waste = result[i].union(result[j]).area - result[i].area - result[j].area
          if waste < best.waste { best = (i, j, waste) }
        }
      }
      var joined = result[best.i].union(result[best.j])
      result.remove(at: best.j)
      result.remove(at: best.i)
      var overlapped = true
      while overlapped {
        overlapped = false
        if let k = result.firstIndex(where: { !$0.intersection(joined).isEmpty }) {
          joined = joined.union(result.remove(at: k))
          overlapped = true
        }
      }
      result.append(joined)
    }
    return tightened(result, to: boxes, viewport: viewport)
  }

  /// Each of `merged` (disjoint boxes covering `boxes`) shrunk to the bounding box of the
  /// parts of `boxes` inside it: a strip 20 px tall is redrawn (and sent) 20 px tall, not
  /// rounded out to whole tiles. The results stay disjoint (each lies inside its box) and
  /// still cover every pixel of `boxes` (each such pixel lies in some box and in the parts'
  /// bounds there).
  /// - Parameters:
  ///   - merged: the tile-aligned boxes.
  ///   - boxes: the damage they were made from.
  ///   - viewport: the target's pixels.
  package static func tightened(_ merged: [PixelBox], to boxes: [PixelBox], viewport: PixelBox)
    -> [PixelBox]
  {
    var result: [PixelBox] = []
    result.reserveCapacity(merged.count)
    for m in merged {
      var bounds = PixelBox.empty
      for b in boxes {
        let part = b.intersection(viewport).intersection(m)
        guard !part.isEmpty else { continue }
        bounds = bounds.isEmpty ? part : bounds.union(part)
      }
      if !bounds.isEmpty { result.append(bounds) }
    }
    return result
  }
}
