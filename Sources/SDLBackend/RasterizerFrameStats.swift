/// What the rasterizer did during the current frame; reset by `beginFrame`.
public struct RasterizerFrameStats: Hashable, Sendable {
  /// Drawing commands processed.
  public var commands = 0
  /// Commands skipped because nothing of them could show (outside the clip, transparent).
  public var culled = 0
  /// Text commands drawn.
  public var texts = 0
  /// Text textures rendered and uploaded (text cache misses).
  public var textUploads = 0
  /// Clip or opacity pops without a push, and pushes left open at the end of a list.
  public var unbalanced = 0
  /// Failed SDL or SDL_ttf calls (the command was skipped).
  public var failures = 0
  /// True when `render` redrew only damaged boxes (the rest was kept or moved).
  public var partial = false
  /// Pixels drawn again this frame (the whole target for a full redraw).
  public var redrawnPixels = 0
  /// Pixels of scroll layers moved instead of redrawn.
  public var movedPixels = 0
  /// Boxes redrawn in a partial frame.
  public var damageBoxes = 0

  /// Creates zeroed statistics.
  public init() {}
}
