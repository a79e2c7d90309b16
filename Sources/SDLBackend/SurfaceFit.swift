import ScrollCore

/// The notes a window or a headless surface gives when it cannot open as asked: a scale
/// outside what it draws at, or a size reduced to fit the screen or the largest surface.
/// One line each, printed on standard error by the caller, so no reduction happens silently.
public enum SurfaceFit {
  /// The note for a scale that was raised or lowered into `range`, or nil when it was kept.
  /// - Parameters:
  ///   - asked: the scale asked for (window units or pixels per point).
  ///   - used: the scale used.
  ///   - range: the scales the surface draws at, for the message.
  ///   - what: the surface ("a window", "a headless surface").
  public static func scaleNote(
    asked: Double, used: Double, range: ClosedRange<Double>, what: String
  ) -> String? {
    guard asked != used else { return nil }
    return
      "scale \(number(asked)) does not fit \(what) (it draws at \(number(range.lowerBound))"
      + " to \(number(range.upperBound))): using \(number(used))"
  }

  /// The note for a size reduced from `asked` to `opened`, or nil when it opened as asked.
  /// - Parameters:
  ///   - asked: the size asked for, points.
  ///   - scale: units per point (pixels for a headless surface, window units for a window).
  ///   - opened: the size it opened at, in those units.
  ///   - limit: what limited it ("the screen's usable area 1280x800", "the largest surface,
  ///     16384 pixels a side").
  public static func sizeNote(asked: Size, scale: Double, opened: Size, limit: String)
    -> String?
  {
    let want = Size(
      width: (asked.width * scale).rounded(), height: (asked.height * scale).rounded())
    guard opened.width < want.width || opened.height < want.height else { return nil }
    let scaled = scale == 1 ? "" : " at scale \(number(scale)) (\(dims(want)))"
    let points = Size(width: opened.width / scale, height: opened.height / scale)
    return
      "\(dims(asked)) pt\(scaled) is larger than \(limit): opened at \(dims(opened))"
      + (scale == 1 ? " pt" : " (\(dims(points)) pt)")
  }

  private static func dims(_ s: Size) -> String {
    "\(number(s.width))x\(number(s.height))"
  }

  /// At most two decimals, without trailing zeros ("0.5", "1.25", "2").
  private static func number(_ v: Double) -> String {
    var text = formatPoints(v, decimals: 2)
    while text.contains("."), text.hasSuffix("0") || text.hasSuffix(".") { text.removeLast() }
    return text
  }
}
