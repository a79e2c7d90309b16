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
  /// when `canMove`. (A `Planner` kept across frames does the same without allocating.)
  package static func between(
    _ old: FrameShape, _ new: FrameShape, viewport: PixelBox, canMove: Bool
  ) -> FrameDamage {
    var planner = Planner()
    var damage = FrameDamage.everything
    planner.plan(from: old, to: new, viewport: viewport, canMove: canMove, into: &damage)
    return damage
  }

  /// Makes this `everything`, keeping the arrays' storage.
  package mutating func setEverything() {
    full = true
    moves.removeAll(keepingCapacity: true)
    boxes.removeAll(keepingCapacity: true)
  }

  /// Covers smaller than this (pixels) are not worth splitting a move for.
  package static let minCover = 4096
  /// Most pieces a layer's move is split into around covers.
  package static let maxPieces = 16

  /// `box` less every box of `holes`, as disjoint boxes.
  package static func subtract(_ holes: [PixelBox], from box: PixelBox) -> [PixelBox] {
    var pieces: [PixelBox] = []
    var scratch: [PixelBox] = []
    subtract(holes, from: box, into: &pieces, scratch: &scratch)
    return pieces
  }

  /// Appends to `pieces` the parts of `box` outside every box of `holes`, as disjoint boxes.
  /// - Parameters:
  ///   - holes: the boxes taken out.
  ///   - box: the box they are taken from.
  ///   - pieces: where the parts go (what it held before stays).
  ///   - scratch: storage used on the way (its contents are lost).
  package static func subtract(
    _ holes: [PixelBox], from box: PixelBox, into pieces: inout [PixelBox],
    scratch: inout [PixelBox]
  ) {
    guard !box.isEmpty else { return }
    let base = pieces.count
    pieces.append(box)
    for hole in holes {
      // Fast path: a hole that misses every piece changes nothing.
      var hits = false
      for p in pieces[base...] where !p.intersection(hole).isEmpty {
        hits = true
        break
      }
      guard hits else { continue }
      scratch.removeAll(keepingCapacity: true)
      for p in pieces[base...] {
        let h = p.intersection(hole)
        guard !h.isEmpty else {
          scratch.append(p)
          continue
        }
        // Above, below, left and right of the hole (no array literal: it would allocate).
        let above = PixelBox(x0: p.x0, y0: p.y0, x1: p.x1, y1: h.y0)
        let below = PixelBox(x0: p.x0, y0: h.y1, x1: p.x1, y1: p.y1)
        let left = PixelBox(x0: p.x0, y0: h.y0, x1: h.x0, y1: h.y1)
        let right = PixelBox(x0: h.x1, y0: h.y0, x1: p.x1, y1: h.y1)
        if !above.isEmpty { scratch.append(above) }
        if !below.isEmpty { scratch.append(below) }
        if !left.isEmpty { scratch.append(left) }
        if !right.isEmpty { scratch.append(right) }
      }
      pieces.removeSubrange(base...)
      pieces.append(contentsOf: scratch)
    }
  }

  /// `pieces` in an order in which moving each by (`dx`, `dy`) never reads pixels an
  /// earlier move already wrote (moves along one axis: pieces nearest the direction of
  /// motion go first).
  package static func ordered(_ pieces: [PixelBox], dx: Int32, dy: Int32) -> [PixelBox] {
    var sorted = pieces
    order(&sorted, dx: dx, dy: dy)
    return sorted
  }

  /// Sorts `pieces` in place as `ordered(_:dx:dy:)` returns them. (A whole array, not a
  /// slice: sorting `array[...]` sorted a copy and allocated every frame.)
  /// - Parameters:
  ///   - pieces: the boxes to move.
  ///   - dx: the move's horizontal distance, pixels.
  ///   - dy: the move's vertical distance, pixels.
  package static func order(_ pieces: inout [PixelBox], dx: Int32, dy: Int32) {
    if dy < 0 {
      pieces.sort { $0.y0 < $1.y0 }
    } else if dy > 0 {
      pieces.sort { $0.y1 > $1.y1 }
    } else if dx < 0 {
      pieces.sort { $0.x0 < $1.x0 }
    } else {
      pieces.sort { $0.x1 > $1.x1 }
    }
  }

  /// The parts of `box` whose pixels are not replaced by moving it by (`dx`, `dy`).
  package static func uncovered(_ box: PixelBox, dx: Int32, dy: Int32) -> [PixelBox] {
    let strips = uncoveredStrips(box, dx: dx, dy: dy)
    return [strips.0, strips.1].filter { !$0.isEmpty }
  }

  /// The parts of `box` whose pixels are not replaced by moving it by (`dx`, `dy`): the
  /// strip along y and the one along x (each empty when there is none).
  /// - Parameters:
  ///   - box: the moved box.
  ///   - dx: the move's horizontal distance, pixels.
  ///   - dy: the move's vertical distance, pixels.
  package static func uncoveredStrips(_ box: PixelBox, dx: Int32, dy: Int32) -> (
    PixelBox, PixelBox
  ) {
    var alongY = PixelBox.empty
    var alongX = PixelBox.empty
    if dy > 0 {
      alongY = PixelBox(x0: box.x0, y0: box.y0, x1: box.x1, y1: box.y0 + dy)
    } else if dy < 0 {
      alongY = PixelBox(x0: box.x0, y0: box.y1 + dy, x1: box.x1, y1: box.y1)
    }
    if dx > 0 {
      alongX = PixelBox(x0: box.x0, y0: box.y0, x1: box.x0 + dx, y1: box.y1)
    } else if dx < 0 {
      alongX = PixelBox(x0: box.x1 + dx, y0: box.y0, x1: box.x1, y1: box.y1)
    }
    return (alongY.intersection(box), alongX.intersection(box))
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
    var newToOld: [Int32] = []
    var oldMatched: [Bool] = []
    match(
      oldCount: old.count, newCount: new.count, newToOld: &newToOld, oldMatched: &oldMatched,
      same: same)
    return (newToOld.map { $0 < 0 ? nil : Int($0) }, oldMatched)
  }

  /// The matching `matched` makes, of `oldCount` old items and `newCount` new ones, written
  /// over `newToOld` (the old index of each new item, -1 for none) and `oldMatched`.
  /// - Parameters:
  ///   - oldCount: how many old items.
  ///   - newCount: how many new items.
  ///   - newToOld: filled with `newCount` entries.
  ///   - oldMatched: filled with `oldCount` entries.
  ///   - same: whether old item `o` and new item `n` are the same.
  package static func match(
    oldCount: Int, newCount: Int, newToOld: inout [Int32], oldMatched: inout [Bool],
    same: (Int, Int) -> Bool
  ) {
    newToOld.removeAll(keepingCapacity: true)
    newToOld.append(contentsOf: repeatElement(-1, count: newCount))
    oldMatched.removeAll(keepingCapacity: true)
    oldMatched.append(contentsOf: repeatElement(false, count: oldCount))
    var cursor = 0  // old items before it are matched or given up
    var anchored = false
    var misses = 0
    var budget = 8 * (oldCount + newCount) + 64
    for n in 0..<newCount {
      let wide = !anchored || misses >= 2
      let limit = wide ? oldCount : min(oldCount, cursor + matchWindow)
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
        newToOld[n] = Int32(i)
        oldMatched[i] = true
        cursor = i + 1
        anchored = true
        misses = 0
      } else {
        misses += 1
      }
    }
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
    var tiles = TileScratch()
    var result: [PixelBox] = []
    merge(boxes, viewport: viewport, tiles: &tiles, into: &result)
    return result
  }

  /// Storage `merge` works in, kept from one frame to the next.
  package struct TileScratch {
    /// A run of damaged tiles in a tile row: first and last column, first row.
    struct Run {
      var c0: Int
      var c1: Int
      var r0: Int
    }
    var marked: [Bool] = []
    /// Per tile row: whether any of its tiles is marked.
    var rowMarked: [Bool] = []
    var open: [Run] = []
    var next: [Run] = []
    var joined: [PixelBox] = []

    /// Empty storage.
    package init() {}
  }

  /// Writes `merged(boxes, viewport:)` over `result`, working in `tiles`.
  /// - Parameters:
  ///   - boxes: the damage.
  ///   - viewport: the target's pixels.
  ///   - tiles: storage kept between calls.
  ///   - result: receives the merged boxes (its contents are replaced).
  package static func merge(
    _ boxes: [PixelBox], viewport: PixelBox, tiles: inout TileScratch, into result: inout [PixelBox]
  ) {
    result.removeAll(keepingCapacity: true)
    let t = tileSize
    let th = tileHeight
    let columns = Int((viewport.width + t - 1) / t)
    let rows = Int((viewport.height + th - 1) / th)
    guard columns > 0, rows > 0 else { return }
    tiles.marked.removeAll(keepingCapacity: true)
    tiles.marked.append(contentsOf: repeatElement(false, count: columns * rows))
    tiles.rowMarked.removeAll(keepingCapacity: true)
    tiles.rowMarked.append(contentsOf: repeatElement(false, count: rows))
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
        tiles.rowMarked[r] = true
        for col in c0...c1 { tiles.marked[r * columns + col] = true }
      }
      top = min(top, r0)
      bottom = max(bottom, r1)
    }
    guard any else { return }
    // Runs of the previous tile row still growing.
    tiles.open.removeAll(keepingCapacity: true)
    func box(_ c0: Int, _ c1: Int, _ r0: Int, _ r1: Int) -> PixelBox {
      PixelBox(
        x0: viewport.x0 + Int32(c0) * t, y0: viewport.y0 + Int32(r0) * th,
        x1: viewport.x0 + Int32(c1 + 1) * t, y1: viewport.y0 + Int32(r1 + 1) * th
      ).intersection(viewport)
    }
    var joined = tiles.joined
    tiles.joined = []
    joined.removeAll(keepingCapacity: true)
    for r in top...(bottom + 1) {
      // A tile row with nothing marked under no open run changes nothing.
      if tiles.open.isEmpty && r <= bottom && !tiles.rowMarked[r] { continue }
      tiles.next.removeAll(keepingCapacity: true)
      var col = 0
      while r <= bottom && tiles.rowMarked[r] && col < columns {
        guard tiles.marked[r * columns + col] else {
          col += 1
          continue
        }
        let c0 = col
        while col < columns && tiles.marked[r * columns + col] { col += 1 }
        if let k = tiles.open.firstIndex(where: { $0.c0 == c0 && $0.c1 == col - 1 }) {
          tiles.next.append(tiles.open.remove(at: k))
        } else {
          tiles.next.append(TileScratch.Run(c0: c0, c1: col - 1, r0: r))
        }
      }
      for run in tiles.open { joined.append(box(run.c0, run.c1, run.r0, r - 1)) }
      swap(&tiles.open, &tiles.next)
    }
    joined.sort { ($0.y0, $0.x0) < ($1.y0, $1.x0) }
    // Too many: join the pair that wastes least, then whatever the union overlaps.
    while joined.count > maxBoxes {
      var best = (i: 0, j: 1, waste: Int.max)
      for i in joined.indices {
        for j in joined.indices where j > i {
          let waste = joined[i].union(joined[j]).area - joined[i].area - joined[j].area
          if waste < best.waste { best = (i, j, waste) }
        }
      }
      var union = joined[best.i].union(joined[best.j])
      joined.remove(at: best.j)
      joined.remove(at: best.i)
      var overlapped = true
      while overlapped {
        overlapped = false
        if let k = joined.firstIndex(where: { !$0.intersection(union).isEmpty }) {
          union = union.union(joined.remove(at: k))
          overlapped = true
        }
      }
      joined.append(union)
    }
    tighten(joined, to: boxes, viewport: viewport, into: &result)
    tiles.joined = joined
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
    tighten(merged, to: boxes, viewport: viewport, into: &result)
    return result
  }

  /// Appends `tightened(merged, to: boxes, viewport:)` to `result`.
  /// - Parameters:
  ///   - merged: the tile-aligned boxes.
  ///   - boxes: the damage they were made from.
  ///   - viewport: the target's pixels.
  ///   - result: where the boxes go.
  package static func tighten(
    _ merged: [PixelBox], to boxes: [PixelBox], viewport: PixelBox, into result: inout [PixelBox]
  ) {
    for m in merged {
      var bounds = PixelBox.empty
      for b in boxes {
        let part = b.intersection(viewport).intersection(m)
        guard !part.isEmpty else { continue }
        bounds = bounds.isEmpty ? part : bounds.union(part)
      }
      if !bounds.isEmpty { result.append(bounds) }
    }
  }
}
