import SDLBackend
import ScrollCore

#if canImport(Glibc)
  import Glibc
#endif

/// The interface scale of a window run: `--scale`, else the desktop's (`DesktopScale`), else
/// 1; and the conversion of window-unit event positions into the points the app lays out in.
/// The scale never reaches physics (`--physics-scale` is separate).
struct InterfaceScale: Equatable {
  /// Window units per point.
  var factor: Double
  /// Where it came from, for the inspector ("--scale", "GDK_SCALE 2", "default").
  var source: String

  /// The scale for a run.
  /// - Parameters:
  ///   - option: `--scale`, when given.
  ///   - environment: the process environment.
  ///   - xResources: the X server's resources, read only when needed.
  static func choose(
    option: Double?, environment: [String: String], xResources: () -> String?
  ) -> InterfaceScale {
    if let option { return InterfaceScale(factor: option, source: "--scale") }
    if let found = DesktopScale.detect(environment: environment, xResources: xResources()) {
      return InterfaceScale(factor: found.scale, source: found.source)
    }
    return InterfaceScale(factor: 1, source: "default")
  }

  /// The inspector's line: "1.5 (--scale)", with the drawable's own pixel ratio when it adds
  /// one ("2 (default) · drawable 2x").
  /// - Parameter pixelsPerPoint: the target's pixels per point, all factors included.
  func description(pixelsPerPoint: Double) -> String {
    func number(_ v: Double) -> String {
      formatPoints(v, decimals: abs(v - v.rounded()) < 0.005 ? 0 : 2)
    }
    var text = "\(number(factor)) (\(source))"
    let drawable = pixelsPerPoint / factor
    if abs(drawable - 1) > 0.01 { text += " · drawable \(number(drawable))x" }
    return text
  }

  /// `event` with its positions and sizes in points (window units divided by the factor).
  func toPoints(_ event: InputEvent) -> InputEvent {
    guard factor != 1 else { return event }
    let f = factor
    func p(_ q: Point) -> Point { Point(x: q.x / f, y: q.y / f) }
    var e = event
    switch event.kind {
    case .wheel(let dx, let dy, let q, let m):
      e.kind = .wheel(dx: dx, dy: dy, pointer: p(q), modifiers: m)
    case .pointerDown(let q, let b): e.kind = .pointerDown(p(q), button: b)
    case .pointerMove(let q, let held): e.kind = .pointerMove(p(q), leftHeld: held)
    case .pointerUp(let q, let b): e.kind = .pointerUp(p(q), button: b)
    case .fingerDown(let id, let q): e.kind = .fingerDown(id: id, p(q))
    case .fingerMove(let id, let q): e.kind = .fingerMove(id: id, p(q))
    case .fingerUp(let id, let q): e.kind = .fingerUp(id: id, p(q))
    case .resize(let s): e.kind = .resize(Size(width: s.width / f, height: s.height / f))
    default: break
    }
    return e
  }
}
