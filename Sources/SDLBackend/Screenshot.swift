import CSDL2
import CSDL2Image
import Foundation

extension RenderTarget {
  /// Saves the current frame as a PNG at `path` (pixels, not points).
  ///
  /// Call after drawing and before `present()`: a window's back buffer is undefined after
  /// presenting. Writes a temporary file next to `path` and renames it, so `path` is either
  /// the complete new image or untouched. Throws `SDLBackendError.screenshotFailed` naming
  /// the path; no file is left behind on failure. Slow (reads the frame back): never per frame.
  public func saveScreenshot(to path: String) throws {
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
    let temporary = path + ".partial-\(ProcessInfo.processInfo.processIdentifier)"
    guard IMG_SavePNG(surface, temporary) == 0 else {
      let error = currentSDLError()
      try? FileManager.default.removeItem(atPath: temporary)
      throw SDLBackendError.screenshotFailed(path: path, reason: error)
    }
    guard rename(temporary, path) == 0 else {
      let error = String(cString: strerror(errno))
      try? FileManager.default.removeItem(atPath: temporary)
      throw SDLBackendError.screenshotFailed(path: path, reason: error)
    }
  }
}
