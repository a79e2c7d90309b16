extension FrameDamage {
  /// Finds the damage between frames (see `FrameDamage.between`) in storage it keeps from
  /// one frame to the next: once it has seen frames as large, planning allocates nothing.
  package struct Planner {
    /// Root items: the old index of each new one (-1 for none), and which old ones matched.
    private var rootNewToOld: [Int32] = []
    private var rootOldMatched: [Bool] = []
    /// The same for one layer's items.
    private var itemNewToOld: [Int32] = []
    private var itemOldMatched: [Bool] = []
    /// The damage found, before merging.
    private var boxes: [PixelBox] = []
    /// Opaque covers over the layer being moved, the holes around them it does not move
    /// (see `moveLayer`), the pieces it moves in, and scratch.
    private var covers: [PixelBox] = []
    private var holes: [PixelBox] = []
    private var pieces: [PixelBox] = []
    private var parts: [PixelBox] = []
    private var scratch: [PixelBox] = []
    private var tiles = TileScratch()

    /// A planner with no storage yet.
    package init() {}

    /// Reads the planner's storage (see `StorageWarming`), folded into `sink`.
    /// - Parameter sink: receives the bytes read.
    package func warm(into sink: inout UInt8) {
      StorageWarming.touch(rootNewToOld, into: &sink)
      StorageWarming.touch(rootOldMatched, into: &sink)
      StorageWarming.touch(itemNewToOld, into: &sink)
      StorageWarming.touch(itemOldMatched, into: &sink)
      StorageWarming.touch(boxes, into: &sink)
      StorageWarming.touch(covers, into: &sink)
      StorageWarming.touch(holes, into: &sink)
      StorageWarming.touch(pieces, into: &sink)
      StorageWarming.touch(parts, into: &sink)
      StorageWarming.touch(scratch, into: &sink)
      StorageWarming.touch(tiles.marked, into: &sink)
      StorageWarming.touch(tiles.rowMarked, into: &sink)
      StorageWarming.touch(tiles.open, into: &sink)
      StorageWarming.touch(tiles.next, into: &sink)
      StorageWarming.touch(tiles.joined, into: &sink)
    }

    /// Writes over `damage` what turns a target showing `old` into `new` on a target of
    /// `viewport` pixels (moves planned only when `canMove`), as `FrameDamage.between`.
    /// - Parameters:
    ///   - old: the shape of the frame shown.
    ///   - new: the shape of the next frame.
    ///   - viewport: the target's pixels.
    ///   - canMove: whether the target can move pixels.
    ///   - damage: receives the damage (its arrays' storage is reused).
    package mutating func plan(
      from old: FrameShape, to new: FrameShape, viewport: PixelBox, canMove: Bool,
      into damage: inout FrameDamage
    ) {
      damage.setEverything()
      damage.full = false
      boxes.removeAll(keepingCapacity: true)
      FrameDamage.match(
        oldCount: old.root.count, newCount: new.root.count, newToOld: &rootNewToOld,
        oldMatched: &rootOldMatched
      ) { o, n in
        new.same(new.root[n], old.root[o], in: old, asLayers: true)
      }
      for n in new.root.indices where rootNewToOld[n] < 0 {
        add(new.bounds(of: new.root[n]), viewport)
      }
      for o in old.root.indices where !rootOldMatched[o] {
        add(old.bounds(of: old.root[o]), viewport)
      }
      for layer in new.layers {
        let n = layer.item
        let o = Int(rootNewToOld[n])
        guard o >= 0, let before = old.layer(at: o) else { continue }
        let clip = layer.clip.intersection(viewport)
        guard !clip.isEmpty else { continue }
        guard before.clip == layer.clip else {
          add(before.clip, viewport)
          add(clip, viewport)
          continue
        }
        let dx = before.shiftX &- layer.shiftX
        let dy = before.shiftY &- layer.shiftY
        if dx != 0 || dy != 0 {
          var overlapsMoved = false
          for move in damage.moves where !move.box.intersection(clip).isEmpty {
            overlapsMoved = true
            break
          }
          guard canMove, !overlapsMoved, abs(Int(dx)) < Int(clip.width),
            abs(Int(dy)) < Int(clip.height)
          else {
            add(clip, viewport)
            continue
          }
          moveLayer(
            clip: clip, dx: dx, dy: dy, root: n, oldRoot: o, old: old, new: new,
            viewport: viewport, moves: &damage.moves)
        }
        let newItems = layer.items
        let oldItems = before.items
        FrameDamage.match(
          oldCount: oldItems.count, newCount: newItems.count, newToOld: &itemNewToOld,
          oldMatched: &itemOldMatched
        ) { i, j in
          new.same(
            new.layerItems[newItems.lowerBound + j], old.layerItems[oldItems.lowerBound + i],
            in: old)
        }
        for j in 0..<newItems.count where itemNewToOld[j] < 0 {
          let item = new.layerItems[newItems.lowerBound + j]
          add(
            new.bounds(of: item).offsetBy(-layer.shiftX, -layer.shiftY).intersection(clip),
            viewport)
        }
        for i in 0..<oldItems.count where !itemOldMatched[i] {
          let item = old.layerItems[oldItems.lowerBound + i]
          add(
            old.bounds(of: item).offsetBy(-layer.shiftX, -layer.shiftY).intersection(clip),
            viewport)
        }
      }
      FrameDamage.merge(boxes, viewport: viewport, tiles: &tiles, into: &damage.boxes)
      var area = 0
      for box in damage.boxes { area += box.area }
      if Double(area) >= fullFraction * Double(max(1, viewport.area)) { damage.setEverything() }
    }

    /// Plans the move of the top-level layer of new root item `root` (old root item
    /// `oldRoot`) over `clip` by (`dx`, `dy`): appends its moves to `moves` and what it
    /// leaves to redraw to `boxes`.
    ///
    /// Opaque things painted over the layer that did not change (cards, bars, other layers)
    /// keep their pixels; so does the box around each that its other unchanged decorations
    /// fill (a card's shadow, its rounded corners): such a box (a hole) is left out of the
    /// move, what is not opaque in it is redrawn once, and what moved in from under it is
    /// redrawn. The alternative, moving a shadow with the list and drawing it again where it
    /// went and where it is, draws its ring twice.
    private mutating func moveLayer(
      clip: PixelBox, dx: Int32, dy: Int32, root: Int, oldRoot: Int, old: FrameShape,
      new: FrameShape, viewport: PixelBox, moves: inout [Move]
    ) {
      covers.removeAll(keepingCapacity: true)
      holes.removeAll(keepingCapacity: true)
      // Moves along one axis only: a hole splits the move into pieces that `order` can
      // sequence only then.
      if dx == 0 || dy == 0 { collectCovers(after: root, in: new, clip: clip) }
      pieces.removeAll(keepingCapacity: true)
      FrameDamage.subtract(holes, from: clip, into: &pieces, scratch: &scratch)
      if pieces.count > maxPieces {
        covers.removeAll(keepingCapacity: true)
        holes.removeAll(keepingCapacity: true)
        pieces.removeAll(keepingCapacity: true)
        pieces.append(clip)
      }
      FrameDamage.order(&pieces, dx: dx, dy: dy)
      for piece in pieces { moves.append(Move(box: piece, dx: dx, dy: dy, within: clip)) }
      let strips = FrameDamage.uncoveredStrips(clip, dx: dx, dy: dy)
      add(strips.0, viewport)
      add(strips.1, viewport)
      for hole in holes {
        // Pixels that moved out from under a hole (the hole's own stay put).
        parts.removeAll(keepingCapacity: true)
        FrameDamage.subtract(
          holes, from: hole.offsetBy(dx, dy).intersection(clip), into: &parts, scratch: &scratch)
        for part in parts { add(part, viewport) }
        // The hole kept the old frame's pixels: all but the opaque covers are redrawn.
        parts.removeAll(keepingCapacity: true)
        FrameDamage.subtract(covers, from: hole, into: &parts, scratch: &scratch)
        for part in parts { add(part, viewport) }
      }
      // Whatever else was painted over the layer moved with it: redraw where it went and
      // where it was (outside the holes, whose pixels stayed).
      for item in old.root[(oldRoot + 1)...] {
        let b = old.bounds(of: item).intersection(clip)
        guard !b.isEmpty else { continue }
        parts.removeAll(keepingCapacity: true)
        FrameDamage.subtract(holes, from: b, into: &parts, scratch: &scratch)
        for part in parts {
          add(part, viewport)
          add(part.offsetBy(dx, dy).intersection(clip), viewport)
        }
      }
    }

    /// Collects in `covers` the opaque interiors, within `clip`, of the root items of
    /// `shape` painted after root item `layer` that are the same in both frames (matched):
    /// opaque rectangles (less their rounded corners; two boxes that may overlap) and other
    /// scroll layers (opaque over their clip); and in `holes`, for each, the box it spans
    /// with the root items after the layer that overlap it, if that at most doubles it (a
    /// card and its shadow), else the cover alone. Only holes of at least `minCover` pixels
    /// are kept, each with its cover.
    private mutating func collectCovers(after layer: Int, in shape: FrameShape, clip: PixelBox) {
      for k in (layer + 1)..<shape.root.count where rootNewToOld[k] >= 0 {
        let interior = shape.opaqueInterior(of: shape.root[k], isLayer: shape.layer(at: k) != nil)
        addCover(interior.0.intersection(clip), after: layer, in: shape, clip: clip)
        addCover(interior.1.intersection(clip), after: layer, in: shape, clip: clip)
      }
    }

    /// Adds `cover` and its hole (see `collectCovers`).
    private mutating func addCover(
      _ cover: PixelBox, after layer: Int, in shape: FrameShape, clip: PixelBox
    ) {
      guard !cover.isEmpty else { return }
      var hole = cover
      for k in (layer + 1)..<shape.root.count {
        let b = shape.bounds(of: shape.root[k]).intersection(clip)
        guard !b.intersection(cover).isEmpty else { continue }
        let grown = hole.union(b)
        if grown.area <= 2 * cover.area { hole = grown }
      }
      guard hole.area >= minCover else { return }
      covers.append(cover)
      holes.append(hole)
    }

    /// Adds `box`, within `viewport`, to the damage (nothing when that is empty).
    private mutating func add(_ box: PixelBox, _ viewport: PixelBox) {
      let b = box.intersection(viewport)
      if !b.isEmpty { boxes.append(b) }
    }
  }
}
