import CSDL2

/// A failure of the SDL backend, with a message that says what to do about it.
public enum SDLBackendError: Error, CustomStringConvertible, Equatable {
  /// SDL_Init (or SDL_InitSubSystem) failed; `subsystem` names what was asked for.
  case sdlInitFailed(subsystem: String, sdlError: String)
  /// TTF_Init failed.
  case ttfInitFailed(sdlError: String)
  /// The window could not be created.
  case windowCreationFailed(sdlError: String)
  /// No renderer could be created, not even the software fallback.
  case rendererCreationFailed(sdlError: String)
  /// The offscreen surface for headless rendering could not be created.
  case surfaceCreationFailed(width: Int, height: Int, sdlError: String)
  /// A font file is missing or unreadable.
  case fontMissing(path: String)
  /// A font file exists but SDL_ttf could not open it.
  case fontUnusable(path: String, sdlError: String)
  /// A font file opens but cannot draw text (`problem` says how it failed).
  case fontDamaged(path: String, problem: String)
  /// A screenshot could not be written to `path`.
  case screenshotFailed(path: String, reason: String)
  /// `DISPLAY` or `WAYLAND_DISPLAY` is set (`display` says which, with its value) but no
  /// server answers there, and SDL fell back to a driver that shows nothing.
  case displayUnreachable(display: String)

  /// A one-paragraph explanation naming the cause and the remedy.
  public var description: String {
    switch self {
    case .sdlInitFailed(let subsystem, let error):
      return "SDL could not start (\(subsystem)): \(error). Install the SDL2 runtime "
        + "(apt-get install libsdl2-2.0-0), make sure a display is reachable (DISPLAY or "
        + "WAYLAND_DISPLAY), pick a video driver with SDL_VIDEODRIVER=x11|wayland|dummy, "
        + "or run with --headless."
    case .ttfInitFailed(let error):
      return "SDL_ttf could not start: \(error). Install it with "
        + "apt-get install libsdl2-ttf-2.0-0."
    case .windowCreationFailed(let error):
      return "The window could not be opened: \(error). Check DISPLAY / SDL_VIDEODRIVER, "
        + "or run with --headless."
    case .rendererCreationFailed(let error):
      return "No SDL renderer could be created (the software fallback failed too): \(error)."
    case .surfaceCreationFailed(let width, let height, let error):
      return "The \(width)x\(height) offscreen surface could not be created: \(error)."
    case .fontMissing(let path):
      return "Font file missing or unreadable: \(path). Install the DejaVu fonts with "
        + "apt-get install fonts-dejavu-core, or pass --font PATH to a .ttf file."
    case .fontUnusable(let path, let error):
      return "Font file \(path) could not be opened by SDL_ttf: \(error). Install "
        + "fonts-dejavu-core, or pass --font PATH to a valid .ttf file."
    case .fontDamaged(let path, let problem):
      return "Font file \(path) is damaged: \(problem), so every text would vanish. Install "
        + "fonts-dejavu-core, or pass --font PATH to a valid .ttf file."
    case .screenshotFailed(let path, let reason):
      return "Could not write the screenshot \(path): \(reason)."
    case .displayUnreachable(let display):
      return "The display cannot be opened (\(display)): no X server or Wayland compositor "
        + "answers there, so no window can appear. Start one (Xvfb :99 & DISPLAY=:99), fix "
        + "or unset the variable, or run with --headless."
    }
  }
}

/// SDL's thread-local error text (empty when none was set).
func currentSDLError() -> String {
  guard let text = SDL_GetError() else { return "" }
  return String(cString: text)
}
