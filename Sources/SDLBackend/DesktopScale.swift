import CXInput2

/// The interface scale the desktop asks for, read the way GTK does: `GDK_SCALE` (a whole
/// factor) times `GDK_DPI_SCALE` (text only in GTK; here the whole interface), else the X
/// resource `Xft.dpi` over 96 (GNOME's and KDE's fractional setting on X11). A drawable whose
/// pixels outnumber its points (Wayland HiDPI) is scaled by the window itself on top of this.
public enum DesktopScale {
  /// The scales accepted, from any source.
  public static let range: ClosedRange<Double> = 0.5...4

  /// The scale and where it came from ("GDK_SCALE", "Xft.dpi 144"), or nil for 1 from
  /// nowhere. Pure: the environment and the X resources' text are passed in.
  /// - Parameters:
  ///   - environment: the process environment.
  ///   - xResources: the X server's resource string (`xrdb -query`), nil when unknown.
  public static func detect(environment: [String: String], xResources: String?) -> (
    scale: Double, source: String
  )? {
    if let text = environment["GDK_SCALE"], let whole = Double(text), whole.isFinite, whole >= 1 {
      var scale = whole.rounded()
      // A huge GDK_SCALE (1e300) has no Int to print; it is clamped below.
      var source = "GDK_SCALE \(wholeText(scale))"
      if let dpiText = environment["GDK_DPI_SCALE"], let dpi = Double(dpiText), dpi.isFinite,
        dpi > 0
      {
        scale *= dpi
        source += " × GDK_DPI_SCALE \(dpiText)"
      }
      return (min(range.upperBound, max(range.lowerBound, scale)), source)
    }
    if let resources = xResources, let dpi = xftDPI(in: resources), dpi > 0 {
      let scale = (dpi / 96 * 4).rounded() / 4
      guard scale != 1 else { return nil }
      return (min(range.upperBound, max(range.lowerBound, scale)), "Xft.dpi \(wholeText(dpi))")
    }
    return nil
  }

  /// `value` without its fraction ("144"), or as Swift prints it when no Int holds it.
  /// - Parameter value: a finite positive number.
  static func wholeText(_ value: Double) -> String {
    Int(exactly: value.rounded(.towardZero)).map(String.init) ?? "\(value)"
  }

  /// The value of `Xft.dpi` in a resource string ("Xft.dpi:\t144"), nil when absent.
  /// - Parameter resources: the resource text, one "name:\tvalue" per line.
  public static func xftDPI(in resources: String) -> Double? {
    for line in resources.split(separator: "\n") {
      let parts = line.split(separator: ":", maxSplits: 1)
      guard parts.count == 2, parts[0].trimmingSpaces == "Xft.dpi" else { continue }
      if let v = Double(parts[1].trimmingSpaces), v.isFinite { return v }
    }
    return nil
  }

  /// The X server's resource string (what `xrdb -query` prints) on `DISPLAY`, nil without
  /// an X server or resources.
  public static func xResources() -> String? {
    guard let display = XOpenDisplay(nil) else { return nil }
    defer { XCloseDisplay(display) }
    guard let text = XResourceManagerString(display) else { return nil }
    return String(cString: text)
  }
}

extension Substring {
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }
}
