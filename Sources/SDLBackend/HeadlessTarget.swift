import CSDL2
import FrameModel
import ScrollCore

/// The colour of one pixel read back from a target, bytes 0...255.
public struct PixelColor: Hashable, Sendable, CustomStringConvertible {
  /// Red.
  public var r: UInt8
  /// Green.
  public var g: UInt8
  /// Blue.
  public var b: UInt8

  /// Creates a pixel colour from bytes.
  public init(r: UInt8, g: UInt8, b: UInt8) {
    self.r = r
    self.g = g
    self.b = b
  }

  /// "#RRGGBB".
  public var description: String {
    func hex(_ v: UInt8) -> String {
      let s = String(v, radix: 16, uppercase: true)
      return s.count == 1 ? "0" + s : s
    }
    return "#" + hex(r) + hex(g) + hex(b)
  }
}

/// An offscreen RGB888 surface drawn by SDL's software renderer: the headless `RenderTarget`.
///
/// Needs no video driver and no SDL_Init; gives the same pixels as a windowed software
/// renderer. Used for screenshots, benchmarks and pixel tests.
@MainActor public final class HeadlessTarget: RenderTarget {
  /// The surface pixels are drawn into.
  public let surface: UnsafeMutablePointer<SDL_Surface>
  /// The software renderer drawing into `surface`.
  public let renderer: OpaquePointer
  /// Size in points.
  public let pointSize: Size
  /// Width in pixels (points times scale, rounded).
  public let pixelWidth: Int
  /// Height in pixels.
  public let pixelHeight: Int
  /// Pixels per point.
  public let scale: Double
  /// What was reduced or raised from what was asked (the scale into 1...4, the size to
  /// 16384 pixels a side), one line each; empty when it opened as asked.
  public let fitNotes: [String]

  /// Creates a target of `size` points at `scale` pixels per point (1...4).
  ///
  /// Throws `SDLBackendError.surfaceCreationFailed` when SDL cannot allocate it.
  public init(size: Size = Size(width: 900, height: 700), scale: Double = 1) throws {
    let s = scale.isFinite ? min(4, max(1, scale)) : 1
    let safe = size.sanitized
    let w = Int32(min(16384, max(1, (safe.width * s).rounded())))
    let h = Int32(min(16384, max(1, (safe.height * s).rounded())))
    guard
      let surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_RGB888.rawValue)
    else {
      throw SDLBackendError.surfaceCreationFailed(
        width: Int(w), height: Int(h), sdlError: currentSDLError())
    }
    SDL_SetHint(SDL_HINT_RENDER_BATCHING, "1")
    guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
      let error = currentSDLError()
      SDL_FreeSurface(surface)
      throw SDLBackendError.surfaceCreationFailed(width: Int(w), height: Int(h), sdlError: error)
    }
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    self.surface = surface
    self.renderer = renderer
    self.scale = s
    self.pixelWidth = Int(w)
    self.pixelHeight = Int(h)
    self.pointSize = Size(width: Double(w) / s, height: Double(h) / s)
    self.fitNotes = [
      scale.isFinite
        ? SurfaceFit.scaleNote(asked: scale, used: s, range: 1...4, what: "a headless surface")
        : nil,
      SurfaceFit.sizeNote(
        asked: safe, scale: s, opened: Size(width: Double(w), height: Double(h)),
        limit: "the largest surface, 16384 pixels a side"),
    ].compactMap { $0 }
  }

  isolated deinit {
    SDL_DestroyRenderer(renderer)
    SDL_FreeSurface(surface)
  }

  /// Nothing to re-read: the surface never changes size.
  public func refreshSize() {}

  /// Executes the queued drawing; the pixels are then in `surface`.
  public func present() { SDL_RenderPresent(renderer) }

  /// The surface, which opaque fills write into directly.
  public var softwareSurface: UnsafeMutablePointer<SDL_Surface>? { surface }

  /// The pixel at (`x`, `y`) in pixels, after executing queued drawing; black outside.
  public func pixel(x: Int, y: Int) -> PixelColor {
    guard x >= 0, y >= 0, x < pixelWidth, y < pixelHeight, let base = surface.pointee.pixels
    else { return PixelColor(r: 0, g: 0, b: 0) }
    SDL_RenderFlush(renderer)
    let row = base.advanced(by: y * Int(surface.pointee.pitch))
    let value = row.load(fromByteOffset: x * 4, as: UInt32.self)
    return PixelColor(
      r: UInt8(truncatingIfNeeded: value >> 16), g: UInt8(truncatingIfNeeded: value >> 8),
      b: UInt8(truncatingIfNeeded: value))
  }

  /// The pixel at the point (`x`, `y`) in points (the pixel containing it).
  public func pixel(atPoint x: Double, _ y: Double) -> PixelColor {
    pixel(x: Int((x * scale).rounded(.down)), y: Int((y * scale).rounded(.down)))
  }
}

extension HeadlessTarget: RetainingTarget {
  /// The surface keeps every frame drawn into it, and never changes size.
  var retainedGeneration: UInt64? { 0 }

  func moveRetained(_ move: FrameDamage.Move) -> Bool {
    SDL_RenderFlush(renderer)
    return movePixels(in: surface, move)
  }

  /// Ignored: the surface is the result.
  var presentDamage: [PixelBox]? {
    get { nil }
    set {}
  }
}
