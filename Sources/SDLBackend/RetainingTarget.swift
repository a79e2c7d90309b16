import CSDL2
import FrameModel

#if canImport(Glibc)
  import Glibc
#endif

/// A render target whose pixels stay on screen from one frame to the next, so the rasterizer
/// can redraw only what changed (`DisplayListRasterizer.render`).
@MainActor protocol RetainingTarget: AnyObject {
  /// Changes whenever what the target shows stops being the last frame drawn (resized,
  /// exposed, buffers replaced); nil while nothing can be relied on.
  var retainedGeneration: UInt64? { get }
  /// Moves shown pixels by (`dx`, `dy`) into `move.box`, from inside `move.within`; false
  /// when it cannot (the caller then redraws everything).
  func moveRetained(_ move: FrameDamage.Move) -> Bool
  /// The boxes the next `present()` has to show; nil for everything. Reset to nil by
  /// `present()`.
  var presentDamage: [PixelBox]? { get set }
}

/// Moves pixels of a 32-bit surface by (`dx`, `dy`) into `move.box`, reading only inside
/// `move.within`; false for other formats. Used by targets that keep their frame in a surface.
func movePixels(in surface: UnsafeMutablePointer<SDL_Surface>, _ move: FrameDamage.Move) -> Bool {
  guard let base = surface.pointee.pixels, let format = surface.pointee.format,
    format.pointee.BytesPerPixel == 4
  else { return false }
  let bounds = PixelBox(x: 0, y: 0, width: surface.pointee.w, height: surface.pointee.h)
  let dst = move.destination(in: bounds)
  guard !dst.isEmpty else { return true }
  let pitch = Int(surface.pointee.pitch)
  let bytes = Int(dst.width) * 4
  let rows = Int(dst.height)
  func row(_ y: Int32, _ x: Int32) -> UnsafeMutableRawPointer {
    base.advanced(by: Int(y) * pitch + Int(x) * 4)
  }
  let sx = dst.x0 - move.dx
  let sy = dst.y0 - move.dy
  if move.dy > 0 {  // moving down: copy bottom rows first
    for i in stride(from: rows - 1, through: 0, by: -1) {
      memmove(row(dst.y0 + Int32(i), dst.x0), row(sy + Int32(i), sx), bytes)
    }
  } else {
    for i in 0..<rows {
      memmove(row(dst.y0 + Int32(i), dst.x0), row(sy + Int32(i), sx), bytes)
    }
  }
  return true
}
