import CSDL2
import CX11PresentC
import FrameModel
import Platform
import Profiling

#if canImport(Glibc)
  import Glibc
#endif

/// Asynchronous presentation for software windows on X11: two MIT-SHM images the size of
/// the drawable, drawn by a software renderer over an SDL_Surface that wraps the current one,
/// shown with XShmPutImage + XFlush (no XSync: the server copies while the next frame is
/// drawn). Before a buffer is drawn into again its ShmCompletion event is awaited, so the
/// server never reads a buffer being written. Frames alternate between the buffers, so the
/// completion awaited is a frame old and already on the socket: one read, no wait. The
/// window keeps what was shown;
/// with damage tracking only the damaged boxes are drawn and put, and scroll layers are
/// moved by the server (`move`).
///
/// The images live on a second X connection: SDL reads every event on its own connection and
/// drops the ones it does not know (ShmCompletion included).
///
/// One SDL_Surface and one renderer serve both buffers (textures belong to the renderer, and
/// the rasterizer keeps the renderer): switching buffers or resizing rewrites the surface's
/// `pixels` (and `w`, `h`, `pitch`), which SDL's software renderer reads on every draw. SDL
/// does not promise that (an SDL 2 built over SDL 3 may differ), so `selfCheck` verifies it
/// at start and after every resize: a known pattern drawn through the renderer into each
/// buffer, put, and read back from the window with XGetImage. A mismatch makes the window
/// fall back to SDL's own present (see `SDLWindow`).
@MainActor final class X11ShmPresenter {
  /// The surface the renderer draws into: wraps the current back buffer.
  let surface: UnsafeMutablePointer<SDL_Surface>
  /// A software renderer over `surface`.
  let renderer: OpaquePointer
  private let x11: OpaquePointer
  /// The buffer being drawn (the other one may be on its way to the server).
  private var back: Int32 = 0
  /// True once `back` is known not to be read by the server any more.
  private var backReady = true
  /// Frames that found both buffers still being read and waited for one.
  private(set) var flips = 0
  private var boxBuffer: [Int32] = []

  /// The environment variable that selects the present path: "sdl" forces SDL's own.
  static let environmentVariable = "SCROLL_SANDBOX_X11_PRESENT"

  /// Test hook: "0" or "1" corrupts that buffer after the self-check's pattern is drawn into
  /// it, so the check sees the window show something else (read at every check).
  static let corruptVariable = "SCROLL_SANDBOX_X11_PRESENT_CORRUPT"

  /// Self-checks run so far (one at start, one per resize), each covering both buffers.
  private(set) var checks = 0

  /// Why the presenter is not used, when it is not (nil when it could be tried).
  static var disabledReason: String? {
    if let v = Environment.value(environmentVariable), v.lowercased() == "sdl" {
      return "\(environmentVariable)=sdl"
    }
    return nil
  }

  /// A presenter for `window`, or the reason there is none (not X11, no MIT-SHM, remote
  /// display, unusual visual, or SDL failures). `opened` is called with
  /// `MonotonicClock.ticks()` once the buffers are made, before the self-check (start-up
  /// split).
  static func make(window: OpaquePointer, opened: (UInt64) -> Void = { _ in }) -> (
    presenter: X11ShmPresenter?, note: String?
  ) {
    if let reason = disabledReason { return (nil, reason) }
    var w: Int32 = 0
    var h: Int32 = 0
    SDL_GetWindowSizeInPixels(window, &w, &h)
    guard let x11 = ssx_open(window, max(1, w), max(1, h)) else {
      return (nil, String(cString: ssx_failure()))
    }
    guard
      let surface = SDL_CreateRGBSurfaceWithFormatFrom(
        ssx_pixels(x11, 0), ssx_width(x11), ssx_height(x11), 32, ssx_pitch(x11),
        SDL_PIXELFORMAT_RGB888.rawValue)
    else {
      let error = currentSDLError()
      ssx_close(x11)
      return (nil, error)
    }
    guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
      let error = currentSDLError()
      SDL_FreeSurface(surface)
      ssx_close(x11)
      return (nil, error)
    }
    let presenter = X11ShmPresenter(x11: x11, surface: surface, renderer: renderer)
    opened(MonotonicClock.ticks())
    if let failure = presenter.selfCheck() {
      presenter.close()
      return (nil, "the X11 shared-memory present failed its check (\(failure))")
    }
    return (presenter, nil)
  }

  private init(
    x11: OpaquePointer, surface: UnsafeMutablePointer<SDL_Surface>,
    renderer: OpaquePointer
  ) {
    self.x11 = x11
    self.surface = surface
    self.renderer = renderer
  }

  /// Releases the renderer, the surface and the X resources; call before destroying the
  /// window.
  func close() {
    SDL_DestroyRenderer(renderer)
    SDL_FreeSurface(surface)
    ssx_close(x11)
  }

  /// Width of the buffers in pixels.
  var width: Int { Int(ssx_width(x11)) }
  /// Height of the buffers in pixels.
  var height: Int { Int(ssx_height(x11)) }

  /// The surface to draw into, once the server is done reading it.
  var drawSurface: UnsafeMutablePointer<SDL_Surface> {
    acquire()
    return surface
  }

  /// Picks the buffer to draw into after a present: the other one, whose put went out a
  /// frame earlier (its completion is normally on the socket already); the one just shown
  /// if the other is still being read; otherwise waits for the other.
  func acquire() {
    if backReady { return }
    let other = back ^ 1
    if ssx_is_pending(x11, other) != 0 { ssx_poll(x11) }
    if ssx_is_pending(x11, other) == 0 {
      back = other
    } else if ssx_is_pending(x11, back) != 0 {
      flips += 1
      ssx_wait(x11, other)
      back = other
    }
    surface.pointee.pixels = ssx_pixels(x11, back)
    backReady = true
  }

  /// Recreates both buffers when the drawable is no longer `width` x `height` pixels, and
  /// checks them (`selfCheck`). Returns why the present cannot go on, nil when it can.
  func resize(width w: Int32, height h: Int32) -> String? {
    guard w > 0, h > 0, w != ssx_width(x11) || h != ssx_height(x11) else { return nil }
    SDL_RenderFlush(renderer)
    if ssx_resize(x11, w, h) != 0 {
      // Keep drawing somewhere valid: a failed resize leaves no images. Try the old size.
      _ = ssx_resize(x11, max(1, Int32(surface.pointee.w)), max(1, Int32(surface.pointee.h)))
    }
    back = 0
    backReady = true
    surface.pointee.w = ssx_width(x11)
    surface.pointee.h = ssx_height(x11)
    surface.pointee.pitch = ssx_pitch(x11)
    surface.pointee.pixels = ssx_pixels(x11, 0)
    SDL_SetClipRect(surface, nil)
    SDL_RenderSetViewport(renderer, nil)
    SDL_RenderSetClipRect(renderer, nil)
    return selfCheck().map { "after a resize to \(w)x\(h): \($0)" }
  }

  /// The self-check's pattern: a background and five patches (four corners, the centre)
  /// in colours that differ in every channel's order, so swapped channels, a wrong pitch or
  /// size, or a stale buffer all show.
  private static let patternColors: [UInt32] = [
    0x30_6090, 0xFF_0000, 0x00_FF00, 0x00_00FF, 0xFF_FF00, 0xFF_00FF,
  ]

  /// Draws the pattern into each buffer through the renderer (as frames are drawn: the
  /// surface pointed at the buffer), puts it, waits for the server, and reads the window
  /// back at the patches and the background. Returns the first difference, nil when both
  /// buffers reach the window. Leaves buffer 0 current and the window marked for a full
  /// redraw; the renderer's colour and blend mode are restored.
  ///
  /// Only what is read back is drawn and put: a patch of background colour around its sample
  /// and the five patches (puts of the whole buffers fault in both fresh segments and have
  /// the server copy them, 3-5 ms at 800x600 before the first frame, and show nothing the
  /// samples would not); the samples are read after one sync, a round trip each.
  func selfCheck() -> String? {
    let w = ssx_width(x11)
    let h = ssx_height(x11)
    // Too small for five separate patches: nothing worth checking (and nothing to see).
    guard w >= 12, h >= 12 else { return nil }
    checks += 1
    let s = min(4, w / 3, h / 3)
    let patches: [(x: Int32, y: Int32)] = [
      (x: 0, y: 0), (x: w - s, y: 0), (x: 0, y: h - s), (x: w - s, y: h - s),
      (x: w / 2 - s / 2, y: h / 2 - s / 2),
    ]
    // Sample points: the middle of each patch, and background between the top patches (in
    // a patch of its own, clear of the corner ones: s <= w / 3).
    let background = (x: w / 2 - s / 2, y: Int32(0))
    var samples: [(x: Int32, y: Int32, color: UInt32)] = [(w / 2, 0, Self.patternColors[0])]
    for (i, p) in patches.enumerated() {
      let half = s / 2
      samples.append((p.x + half, p.y + half, Self.patternColors[i + 1]))
    }
    var r: UInt8 = 0
    var g: UInt8 = 0
    var b: UInt8 = 0
    var a: UInt8 = 0
    var mode = SDL_BLENDMODE_NONE
    SDL_GetRenderDrawColor(renderer, &r, &g, &b, &a)
    SDL_GetRenderDrawBlendMode(renderer, &mode)
    defer {
      SDL_SetRenderDrawColor(renderer, r, g, b, a)
      SDL_SetRenderDrawBlendMode(renderer, mode)
      back = 0
      backReady = true
      surface.pointee.pixels = ssx_pixels(x11, 0)
      ssx_invalidate(x11)
    }
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
    let corrupt = getenv(Self.corruptVariable).map { Int32(String(cString: $0)) } ?? nil
    for buffer: Int32 in 0...1 {
      ssx_wait(x11, buffer)
      surface.pointee.pixels = ssx_pixels(x11, buffer)
      var boxes: [Int32] = []
      for (i, p) in ([background] + patches).enumerated() {
        setColor(Self.patternColors[i])
        var rect = SDL_Rect(x: p.x, y: p.y, w: s, h: s)
        SDL_RenderFillRect(renderer, &rect)
        boxes += [p.x, p.y, s, s]
      }
      SDL_RenderPresent(renderer)
      if corrupt == buffer, let pixels = ssx_pixels(x11, buffer) {
        memset(pixels, 0, Int(ssx_pitch(x11)) * Int(h))
      }
      ssx_put_boxes(x11, buffer, boxes, Int32(boxes.count / 4))
      ssx_wait(x11, buffer)
      // Read back from the window; points it cannot show (off the screen) are read from a
      // pixmap the same buffer is put into instead.
      let points = samples.flatMap { [$0.x, $0.y] }
      var shown = [Int](repeating: -1, count: samples.count)
      ssx_read_window_pixels(x11, points, Int32(samples.count), &shown)
      if shown.contains(-1) {
        var fromPixmap = [Int](repeating: -1, count: samples.count)
        _ = ssx_read_put_pixels(x11, buffer, points, Int32(samples.count), &fromPixmap)
        for i in shown.indices where shown[i] < 0 { shown[i] = fromPixmap[i] }
      }
      for (sample, value) in zip(samples, shown) {
        guard value >= 0 else {
          return "buffer \(buffer): the pixel at (\(sample.x), \(sample.y)) could not be read back"
        }
        if UInt32(value) != sample.color {
          return "buffer \(buffer): the window shows \(Self.hex(UInt32(value))) at (\(sample.x), "
            + "\(sample.y)) where \(Self.hex(sample.color)) was drawn"
        }
      }
    }
    return nil
  }

  private func setColor(_ rgb: UInt32) {
    SDL_SetRenderDrawColor(
      renderer, UInt8(rgb >> 16 & 0xFF), UInt8(rgb >> 8 & 0xFF), UInt8(rgb & 0xFF), 255)
  }

  /// `rgb` as "#RRGGBB".
  static func hex(_ rgb: UInt32) -> String {
    let digits = String(rgb & 0xFF_FFFF, radix: 16)
    return "#" + String(repeating: "0", count: 6 - digits.count) + digits
  }

  /// Executes the queued drawing, sends the back buffer (or only its `boxes`, when given) to
  /// the server without waiting for it; the next `acquire` picks the buffer to draw into.
  func present(boxes: [PixelBox]? = nil) {
    acquire()
    SDL_RenderPresent(renderer)
    if let boxes {
      boxBuffer.removeAll(keepingCapacity: true)
      let bounds = PixelBox(x: 0, y: 0, width: ssx_width(x11), height: ssx_height(x11))
      for b in boxes {
        let c = b.intersection(bounds)
        guard !c.isEmpty else { continue }
        // One element at a time: `+= [...]` allocated a temporary array per box.
        boxBuffer.append(c.x0)
        boxBuffer.append(c.y0)
        boxBuffer.append(c.width)
        boxBuffer.append(c.height)
      }
      boxBuffer.withUnsafeBufferPointer {
        ssx_put_boxes(x11, back, $0.baseAddress, Int32($0.count / 4))
      }
    } else {
      ssx_put(x11, back)
    }
    backReady = false  // the next acquire picks the buffer
  }

  /// Changes whenever the window stops showing the last frame sent: resized buffers, an
  /// Expose, or a move that could not read hidden pixels. Events are read by `acquire`
  /// (the first one after each present), so ask after `drawSurface`.
  var generation: UInt64 { UInt64(ssx_generation(x11)) }

  /// Has the server move the window's pixels inside `move.box` by (`dx`, `dy`) (ahead of
  /// the next present's puts, on the same connection).
  func move(_ move: FrameDamage.Move) {
    let bounds = PixelBox(x: 0, y: 0, width: ssx_width(x11), height: ssx_height(x11))
    let dst = move.destination(in: bounds)
    guard !dst.isEmpty else { return }
    ssx_copy(x11, dst.x0 - move.dx, dst.y0 - move.dy, dst.width, dst.height, move.dx, move.dy)
  }

  /// The window's pixels in `box` as the server shows them, 0xRRGGBB row by row (tests).
  func serverPixels(_ box: PixelBox) -> [UInt32]? {
    var out = [UInt32](repeating: 0, count: box.area)
    let ok = out.withUnsafeMutableBufferPointer {
      ssx_read_window(x11, box.x0, box.y0, box.width, box.height, $0.baseAddress) == 0
    }
    return ok ? out : nil
  }

  /// The colour the X server shows at window pixel (`x`, `y`), 0xRRGGBB (tests); nil when
  /// it cannot be read.
  func serverPixel(x: Int32, y: Int32) -> UInt32? {
    let v = ssx_read_window_pixel(x11, x, y)
    return v < 0 ? nil : UInt32(v)
  }
}
