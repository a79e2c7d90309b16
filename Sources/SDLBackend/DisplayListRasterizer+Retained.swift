import Drawing
import FrameModel

/// The previous frame `render` drew, for damage tracking.
struct RetainedFrame {
  var shape: FrameShape
  var commands: [DrawCommand]
  var generation: UInt64
  var scale: Double
  var viewport: PixelBox
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
    beginFrame(clear: nil)
    // Nothing to compare with or against: no shape to build (GPU targets, --full-redraw).
    let generation = damageTracking ? keeper?.retainedGeneration : nil
    let shape = generation.map { _ in
      FrameShape(list.commands, scale: scale, viewport: viewport)
    }
    var damage = FrameDamage.everything
    if let shape, let generation, let previous = retained,
      previous.generation == generation, previous.scale == scale,
      previous.viewport == viewport
    {
      damage = FrameDamage.between(previous.shape, shape, viewport: viewport, canMove: true)
    }
    if !damage.full, let keeper {
      flushRects()
      target.flush()
      for move in damage.moves where !keeper.moveRetained(move) {
        damage = .everything
        break
      }
    }
    if damage.full {
      drawCommands(list.commands)
      frameStats.redrawnPixels = viewport.area
      keeper?.presentDamage = nil
    } else {
      // Each box is drawn from the last command that covers it opaquely.
      let occluders = occluders(in: list.commands)
      let reach = reach(of: list.commands)
      for box in damage.boxes {
        baseClip = box
        resetState()
        drawCommands(
          list.commands, from: Self.firstVisibleCommand(occluders, in: box), reach: reach)
      }
      baseClip = viewport
      resetState()
      frameStats.redrawnPixels = damage.boxes.reduce(0) { $0 + $1.area }
      frameStats.movedPixels = damage.moves.reduce(0) { $0 + $1.box.area }
      frameStats.damageBoxes = damage.boxes.count
      keeper?.presentDamage = damage.boxes
    }
    frameStats.partial = !damage.full
    retained = nil
    if let shape, let generation {
      retained = RetainedFrame(
        shape: shape, commands: list.commands, generation: generation, scale: scale,
        viewport: viewport)
    }
  }

  /// Draws the last frame `render` drew again, whole (before a screenshot of a target that
  /// only received the damaged parts); false when there is none.
  @discardableResult
  public func redrawLastFrameFully() -> Bool {
    guard let last = retained else { return false }
    beginFrame(clear: nil)
    drawCommands(last.commands)
    frameStats.redrawnPixels = viewport.area
    keeper?.presentDamage = nil
    retained = last
    return true
  }

  /// Forgets the last frame: the next `render` draws everything (after an expose).
  public func invalidateRetainedFrame() { retained = nil }
}
