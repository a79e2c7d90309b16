import CSDL2
import Drawing
import ScrollCore

/// Something the rasterizer can draw on: a window or an offscreen surface.
///
/// Coordinates given to the rasterizer are points; a target rasterizes at its real pixel size,
/// `scale` pixels per point (2 on a HiDPI display, 1 headless unless asked otherwise).
/// App code draws the same way on either kind of target.
@MainActor public protocol RenderTarget: AnyObject {
  /// The SDL_Renderer drawing on this target. Valid for the target's lifetime.
  var renderer: OpaquePointer { get }
  /// Size of the drawing area in points.
  var pointSize: Size { get }
  /// Width of the drawing area in pixels.
  var pixelWidth: Int { get }
  /// Height of the drawing area in pixels.
  var pixelHeight: Int { get }
  /// Pixels per point (drawable pixels / window points).
  var scale: Double { get }
  /// Re-reads the sizes (after a resize). Cheap; called at the start of every frame.
  func refreshSize()
  /// Shows the frame (windows) or finishes it (offscreen). Take screenshots before this.
  func present()
  /// Fills the whole target with `color` (opaque), ignoring any clip rectangle.
  func clear(_ color: Color)
}

extension RenderTarget {
  /// Executes every queued drawing command now (SDL batches them until needed).
  ///
  /// Time the draw stage around this call: queued draws cost nothing until flushed.
  public func flush() { SDL_RenderFlush(renderer) }

  /// Fills the whole target with `color` (opaque) through SDL_RenderClear.
  public func clear(_ color: Color) {
    let c = color.bytes
    SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, 255)
    SDL_RenderClear(renderer)
  }

  /// The renderer's name as SDL reports it ("opengl", "software", ...).
  public var rendererName: String { sdlRendererName(renderer) }
}

/// SDL's name for `renderer`, or "unknown".
func sdlRendererName(_ renderer: OpaquePointer) -> String {
  var info = SDL_RendererInfo()
  guard SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name else { return "unknown" }
  return String(cString: name)
}
