import CSDL2
import Platform

#if canImport(Glibc)
  import Glibc
#endif

/// Whether the video driver SDL chose is the display the environment names.
///
/// SDL 2 quietly falls back to its offscreen (or dummy) driver when `DISPLAY` or
/// `WAYLAND_DISPLAY` names a server that does not answer: no window appears and nothing is
/// said. A window run treats that as an error unless `SDL_VIDEODRIVER` asked for such a
/// driver itself.
enum DisplayCheck {
  /// Drivers that show nothing on a screen.
  static let invisibleDrivers: Set<String> = ["offscreen", "dummy", "evdev"]

  /// The error for a window that would be invisible, or nil when the driver is fine.
  /// - Parameters:
  ///   - driver: the driver SDL started (`SDL_GetCurrentVideoDriver`), nil when none.
  ///   - environment: the process environment.
  static func problem(driver: String?, environment: [String: String]) -> SDLBackendError? {
    let asked = environment["SDL_VIDEODRIVER"] ?? ""
    guard asked.isEmpty, let driver, invisibleDrivers.contains(driver) else { return nil }
    let named = ["DISPLAY", "WAYLAND_DISPLAY"].compactMap { key -> String? in
      guard let value = environment[key], !value.isEmpty else { return nil }
      return "\(key)=\(value)"
    }
    return .displayUnreachable(display: named.joined(separator: ", "))
  }

  /// Checks the driver SDL started just now; throws `displayUnreachable` when it is one
  /// that shows nothing and the user did not ask for it.
  static func verifyCurrentDriver() throws {
    let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) }
    if let problem = problem(driver: driver, environment: Environment.variables) {
      throw problem
    }
  }
}
