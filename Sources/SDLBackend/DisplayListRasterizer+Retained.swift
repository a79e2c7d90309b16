import Drawing
import FrameModel

/// What `render` needs of the previous frame it drew, beside its shape (kept in
/// `DamageBuffers.shown`): what the target showed it at.
struct RetainedFrame {
  var generation: UInt64
  var scale: Double
  var viewport: PixelBox
}

/// The storage `render` plans damage in, kept from frame to frame so that a steady stream
/// of frames allocates nothing for it: the shape of the frame shown (its commands too) and
/// the one being built, swapped after each frame; the planner's scratch; the damage.
struct DamageBuffers {
  /// The shape (and commands) of the last frame `render` drew; valid while `retained` is
  /// set.
  var shown = FrameShape()
  /// The shape of the frame being drawn (before that, an older frame's, kept for its
  /// storage).
  var next = FrameShape()
  var planner = FrameDamage.Planner()
  var damage = FrameDamage.everything

  /// Reads all of the buffers' storage (see `StorageWarming`), folded into `sink`.
  /// - Parameter sink: receives the bytes read.
  func warm(into sink: inout UInt8) {
    shown.warm(into: &sink)
    next.warm(into: &sink)
    planner.warm(into: &sink)
    damage.warm(into: &sink)
  }
}

extension DisplayListRasterizer {
  /// Draws `list` as the whole frame (call instead of `beginFrame` + `draw`).
  ///
  /// On a target that keeps its last frame (a software window, a headless surface), only
  /// what changed since the previous `render` is redrawn: scroll layers whose offset moved
  /// have their pixels moved, and the boxes `FrameDamage` finds are drawn again from the
  /// whole list, clipped to each box. The pixels are the same as a full redraw's.
  /// Elsewhere, with `damageTracking` off, or when the target lost its frame (resize,
  /// expose), everything is drawn.
  public func render(_ list: DisplayList) {
    // The buffers are moved out while in use (no copy: a copy retains every array in them),
    // so using them costs no exclusivity checks on the rasterizer and drawing cannot reach
    // them. Swapped with nil, not with fresh buffers: making empty ones costs as much as
    // planning a small frame's damage.
    var held: DamageBuffers? = nil
    swap(&held, &damageBuffers)
    defer { swap(&held, &damageBuffers) }
    if case .none = held { held = DamageBuffers() }
    render(list, buffers: &held!)
  }

  /// `render(_:)` with the damage buffers in `buffers`.
  private func render(_ list: DisplayList, buffers: inout DamageBuffers) {
    // What the frame's bookkeeping will read, first, all at once (see `StorageWarming`):
    // the loads overlap here and with the target's size check that follows.
    if damageTracking {
      var sink: UInt8 = 0
      buffers.warm(into: &sink)
      warmth = sink
    }
    beginFrame(clear: nil)
    // Nothing to compare with or against: no shape to build (GPU targets, --full-redraw).
    let generation = damageTracking ? keeper?.retainedGeneration : nil
    buffers.damage.setEverything()
    if let generation {
      buffers.next.rebuild(list.commands, scale: scale, viewport: viewport)
      if let previous = retained, previous.generation == generation, previous.scale == scale,
        previous.viewport == viewport
      {
        buffers.planner.plan(
          from: buffers.shown, to: buffers.next, viewport: viewport, canMove: true,
          into: &buffers.damage)
      }
    }
    if !buffers.damage.full, let keeper {
      flushRects()
      target.flush()
      for move in buffers.damage.moves where !keeper.moveRetained(move) {
        buffers.damage.setEverything()
        break
      }
    }
    if buffers.damage.full {
      drawCommands(list.commands)
      frameStats.redrawnPixels = viewport.area
      keeper?.presentDamage = nil
    } else {
      // Each box is drawn from the last command that covers it opaquely, passing over what
      // cannot reach it (both found while the shape was built).
      let reach = buffers.next.nested ? buffers.next.reach : nil
      var redrawn = 0
      var moved = 0
      for box in buffers.damage.boxes {
        baseClip = box
        resetState()
        let first = Self.firstVisibleCommand(buffers.next.occluders, in: box)
        drawCommands(
          list.commands, from: first, reach: reach,
          cover: Self.largestCover(buffers.next.occluders, in: box, after: first))
        redrawn += box.area
      }
      for move in buffers.damage.moves { moved += move.box.area }
      baseClip = viewport
      resetState()
      frameStats.redrawnPixels = redrawn
      frameStats.movedPixels = moved
      frameStats.damageBoxes = buffers.damage.boxes.count
      keeper?.presentDamage = buffers.damage.boxes
    }
    frameStats.partial = !buffers.damage.full
    retained = nil
    if let generation {
      // The frame just drawn is the one shown now; the older shape's storage is reused next.
      swap(&buffers.shown, &buffers.next)
      // The older list is let go now: the display list it came from can then empty it in
      // place for the next frame (see `DisplayList.removeAll`) instead of allocating anew.
      buffers.next.releaseCommands()
      retained = RetainedFrame(generation: generation, scale: scale, viewport: viewport)
    }
  }

  /// Draws the last frame `render` drew again, whole (before a screenshot of a target that
  /// only received the damaged parts); false when there is none.
  @discardableResult
  public func redrawLastFrameFully() -> Bool {
    guard let last = retained else { return false }
    beginFrame(clear: nil)
    drawCommands(damageBuffers?.shown.commands ?? [])
    frameStats.redrawnPixels = viewport.area
    keeper?.presentDamage = nil
    retained = last
    return true
  }

  /// Forgets the last frame: the next `render` draws everything (after an expose).
  public func invalidateRetainedFrame() { retained = nil }
}
