import CSDL2
import Drawing
import FrameModel
import ScrollCore

#if canImport(Glibc)
  import Glibc
#endif

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
  /// The 32-bit surface SDL's software renderer draws into, when this target has one
  /// (headless, or a window with the software renderer); nil for GPU renderers.
  ///
  /// Opaque fills are written straight into it (see `fillOpaque`). Valid until the next
  /// resize: ask again each time rather than keeping it.
  var softwareSurface: UnsafeMutablePointer<SDL_Surface>? { get }
}

extension RenderTarget {
  /// Executes every queued drawing command now (SDL batches them until needed).
  ///
  /// Time the draw stage around this call: queued draws cost nothing until flushed.
  public func flush() { SDL_RenderFlush(renderer) }

  /// Fills the whole target with `color` (opaque), ignoring any clip rectangle.
  public func clear(_ color: Color) {
    let c = color.bytes
    if fillOpaque(PixelBox(x: 0, y: 0, width: Int32.max / 2, height: Int32.max / 2), c.r, c.g, c.b)
    {
      return
    }
    SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, 255)
    SDL_RenderClear(renderer)
  }

  /// Writes an opaque colour into `box` (pixels, clipped to the target) directly into
  /// `softwareSurface`, after executing the queued drawing; false when there is no such
  /// surface (the caller then draws through SDL).
  ///
  /// Why: SDL's software fills and clears use streaming stores, which push the frame out of
  /// the CPU caches, so every later blend in the frame reads from memory (measured about
  /// 0.1 ms per 800x600 frame for the clear alone). Ordinary stores give the same pixels.
  @discardableResult
  func fillOpaque(_ box: PixelBox, _ r: UInt8, _ g: UInt8, _ b: UInt8) -> Bool {
    guard let surface = softwareSurface, let format = surface.pointee.format,
      format.pointee.BytesPerPixel == 4
    else { return false }
    let bounds = PixelBox(x: 0, y: 0, width: surface.pointee.w, height: surface.pointee.h)
    let clipped = box.intersection(bounds)
    guard !clipped.isEmpty else { return true }
    SDL_RenderFlush(renderer)
    guard let base = surface.pointee.pixels else { return false }
    let value = wchar_t(bitPattern: SDL_MapRGB(format, r, g, b))
    let pitch = Int(surface.pointee.pitch)
    let width = Int(clipped.width)
    var row = base.advanced(by: Int(clipped.y0) * pitch + Int(clipped.x0) * 4)
    if width * 4 == pitch {  // whole rows: one call
      wmemset(row.assumingMemoryBound(to: wchar_t.self), value, width * Int(clipped.height))
      return true
    }
    if width < 16 {
      // Narrow (graph bars, strokes): plain stores beat a wmemset call per row.
      let pixel = UInt32(bitPattern: value)
      for _ in 0..<clipped.height {
        let p = row.assumingMemoryBound(to: UInt32.self)
        for x in 0..<width { p[x] = pixel }
        row = row.advanced(by: pitch)
      }
      return true
    }
    for _ in 0..<clipped.height {
      wmemset(row.assumingMemoryBound(to: wchar_t.self), value, width)
      row = row.advanced(by: pitch)
    }
    return true
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
