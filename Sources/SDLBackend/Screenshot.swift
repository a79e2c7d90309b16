import CSDL2
import Profiling
import ScrollCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension RenderTarget {
  /// Saves the current frame as a PNG at `path` (pixels, not points).
  ///
  /// Call after drawing and before `present()`: a window's back buffer is undefined after
  /// presenting. The PNG is encoded in memory, then written through `AtomicFileWriter`: a
  /// regular file is replaced atomically (keeping its permissions), a symbolic link's target
  /// is written, a FIFO or device is written in place; a write error (a full disk) is
  /// reported and leaves any old file as it was. Throws `SDLBackendError.screenshotFailed`
  /// naming the path and the reason; no file is left behind on failure. Slow (reads the
  /// frame back): never per frame.
  /// - Parameters:
  ///   - path: the destination.
  ///   - fast: write the PNG without compression (much faster, a bigger file): for the exit
  ///     screenshot of a run ending on a signal, which has 200 ms for everything.
  public func saveScreenshot(to path: String, fast: Bool = false) throws {
    refreshSize()
    let w = Int32(pixelWidth)
    let h = Int32(pixelHeight)
    guard w > 0, h > 0 else {
      throw SDLBackendError.screenshotFailed(path: path, reason: "the target has no pixels")
    }
    let format = SDL_PIXELFORMAT_RGB24.rawValue
    guard let surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 24, format) else {
      throw SDLBackendError.screenshotFailed(path: path, reason: currentSDLError())
    }
    defer { SDL_FreeSurface(surface) }
    guard
      SDL_RenderReadPixels(renderer, nil, format, surface.pointee.pixels, surface.pointee.pitch)
        == 0
    else {
      throw SDLBackendError.screenshotFailed(
        path: path, reason: "reading the pixels failed: \(currentSDLError())")
    }
    let png =
      fast
      ? StoredPNG.encode(
        pixels: UnsafeRawBufferPointer(
          start: surface.pointee.pixels, count: Int(surface.pointee.pitch) * Int(h)),
        width: Int(w), height: Int(h), pitch: Int(surface.pointee.pitch))
      : try encodePNG(surface, path: path)
    do {
      let file = try AtomicFileWriter(path: path, flushThreshold: 1 << 20)
      file.append { $0.append(contentsOf: png) }
      try file.commit()
    } catch {
      throw SDLBackendError.screenshotFailed(path: path, reason: error.reason)
    }
  }
}

/// The PNG bytes of `surface`, encoded in memory (so a failed file write can never leave a
/// truncated image). Throws `screenshotFailed` naming `path` when encoding fails.
private func encodePNG(_ surface: UnsafeMutablePointer<SDL_Surface>, path: String) throws -> [UInt8]
{
  let raw = (Int(surface.pointee.w) * 3 + 1) * Int(surface.pointee.h)
  // Deflate never grows data by more than a few bytes per block; chunk headers are small.
  let capacity = raw + raw / 64 + 65_536
  var bytes = [UInt8](repeating: 0, count: capacity)
  let written: Int = bytes.withUnsafeMutableBytes { buffer in
    guard let rw = SDL_RWFromMem(buffer.baseAddress, Int32(clamping: buffer.count)) else {
      return -1
    }
    defer { SDL_RWclose(rw) }
    guard let save = SDLImageLibrary.savePNG, save(surface, rw, 0) == 0 else { return -1 }
    return Int(SDL_RWtell(rw))
  }
  guard written > 0 else {
    let reason = SDLImageLibrary.savePNG == nil ? SDLImageLibrary.loadError : currentSDLError()
    throw SDLBackendError.screenshotFailed(path: path, reason: reason)
  }
  bytes.removeSubrange(written...)
  return bytes
}

/// SDL2_image, opened the first time a PNG is written rather than linked: linking it loads
/// it and its image codecs (TIFF, JPEG, WebP and theirs, a dozen libraries) into every
/// process at start, for one function that only screenshots use.
enum SDLImageLibrary {
  /// `IMG_SavePNG_RW(surface, dst, freedst)`.
  typealias SavePNG =
    @convention(c) (UnsafeMutablePointer<SDL_Surface>?, UnsafeMutablePointer<SDL_RWops>?, Int32)
    -> Int32

  /// The library's soname (the runtime package's file, no -dev package needed).
  static let soname = "libSDL2_image-2.0.so.0"

  /// `IMG_SavePNG_RW`, or why it could not be loaded; loaded on first use.
  private static let loaded: (save: SavePNG?, error: String) = {
    guard let handle = dlopen(soname, RTLD_NOW | RTLD_LOCAL) else {
      let why = dlerror().map { String(cString: $0) } ?? "not found"
      return (nil, "cannot load \(soname) (\(why)); install libsdl2-image-2.0-0")
    }
    guard let symbol = dlsym(handle, "IMG_SavePNG_RW") else {
      return (nil, "\(soname) has no IMG_SavePNG_RW")
    }
    return (unsafeBitCast(symbol, to: SavePNG.self), "")
  }()

  /// `IMG_SavePNG_RW`; nil when SDL2_image is missing (see `loadError`).
  static var savePNG: SavePNG? { loaded.save }

  /// Why `savePNG` is nil (empty when it is not).
  static var loadError: String { loaded.error }
}
