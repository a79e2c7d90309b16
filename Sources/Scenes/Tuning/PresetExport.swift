import ScrollCore

#if canImport(Glibc)
  import Glibc
#endif

/// The tuned physics as code or configuration to paste into another toolkit, with the
/// settings that toolkit cannot express named plainly in the export (docs/exports.md).
///
/// What each target can express (from their public APIs and sources, cited where each
/// target is written):
/// - UIKit: `decelerationRate` (an exponential rate per millisecond) and `bounces`; the rubber
///   band (0.55) and the spring-back are fixed.
/// - SwiftUI: `scrollBounceBehavior`; the deceleration and `bounces = false` only through
///   UIKit's appearance proxy.
/// - Flutter: a `BouncingScrollPhysics` subclass (a `ClampingScrollPhysics` one for a preset
///   that does not bounce) sets the spring (`SpringDescription`), the overscroll friction
///   factor, the fling limits and `ScrollDecelerationRate.fast` (an extra 1400 pt/s^2); the
///   drag coefficient of its friction simulation (0.135) is fixed.
/// - CSS: `overscroll-behavior` (bounce or not) and `scroll-behavior`; browsers own the rest.
/// - Firefox: `user.js` prefs of its desktop fling (`apz.fling_friction`, ...) and overscroll.
/// - Lenis: the options object (`lerp`, `smoothWheel`).
/// - sway and Hyprland: a touchpad `scroll_factor`, only where the preset maps onto one.
public enum PresetExport {
  /// A toolkit to export to.
  public enum Toolkit: String, CaseIterable, Sendable {
    /// UIKit (Swift).
    case uikit
    /// SwiftUI (Swift).
    case swiftui
    /// Flutter (Dart).
    case flutter
    /// CSS.
    case css
    /// Firefox prefs (`user.js` lines).
    case firefox
    /// Lenis options (a JavaScript object literal).
    case lenis
    /// The sway compositor's input configuration.
    case sway
    /// The Hyprland compositor's input configuration.
    case hyprland
  }

  /// What one target's writer returns: its lines and the settings they express.
  struct Export {
    /// The code or configuration lines.
    var lines: [String]
    /// The names of the settings the lines express.
    var expressed: Set<String> = []
  }

  /// The code for `toolkit`.
  /// - Parameters:
  ///   - tuning: the tuned physics.
  ///   - toolkit: where the code goes.
  /// - Returns: code followed by comment lines naming what the toolkit cannot express.
  public static func code(for tuning: PhysicsTuning, toolkit: Toolkit) -> String {
    let p = tuning.physics
    // The name comes from a preset file: its control characters are escaped, never printed.
    let head = "Scroll Sandbox preset \"\(TOMLSubset.escaped(p.name))\" (base \(tuning.base.name))"
    let export: Export
    switch toolkit {
    case .uikit: export = uikit(p, head: head)
    case .swiftui: export = swiftUI(p, head: head)
    case .flutter: export = flutter(p, head: head)
    case .css: export = css(p, head: head)
    case .firefox: export = firefox(p, head: head)
    case .lenis: export = lenis(p, head: head)
    case .sway: export = compositor(p, head: head, grammar: .sway)
    case .hyprland: export = compositor(p, head: head, grammar: .hyprland)
    }
    var lines = export.lines
    let missing = tuning.settings.filter { !export.expressed.contains($0.name) }
    if !missing.isEmpty {
      let (open, close) = toolkit.comment
      lines.append("\(open)Not expressible in \(toolkit.title):\(close)")
      for s in missing {
        lines.append("\(open)  \(s.name) = \(num(s.read(p) ?? 0)) (\(s.summary))\(close)")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A number as the settings print it (`0.998`, `100`).
  static func num(_ v: Double) -> String { PhysicsTuning.format(v) }

  /// A number with a decimal point or an exponent, as Dart and the compositors' floats want.
  static func decimal(_ v: Double) -> String {
    let text = PhysicsTuning.format(v)
    return text.contains(".") || text.contains("e") ? text : text + ".0"
  }

  /// The rate per second at which `p`'s momentum decays, when it decays exponentially
  /// (v(t) = v0 e^(-kt)): UIKit's rate per ms, GTK's e^(-4t), Flutter's friction drag without
  /// a constant deceleration. Nil for Android's spline, a constant deceleration or no momentum.
  static func exponentialDecayPerSecond(_ p: ScrollPhysics) -> Double? {
    if let r = (p.deceleration as? ExponentialDeceleration)?.ratePerMillisecond {
      return -log(r) * 1000
    }
    if let r = (p.deceleration as? ExponentialRateDeceleration)?.perSecond { return abs(r) }
    if let f = p.deceleration as? FrictionDeceleration, f.constantDeceleration == 0 {
      return -log(f.drag)
    }
    return nil
  }
}

extension PresetExport.Toolkit {
  /// The toolkit's name as people write it.
  public var title: String {
    switch self {
    case .uikit: "UIKit"
    case .swiftui: "SwiftUI"
    case .flutter: "Flutter"
    case .css: "CSS"
    case .firefox: "Firefox"
    case .lenis: "Lenis"
    case .sway: "sway"
    case .hyprland: "Hyprland"
    }
  }

  /// How a comment line opens and closes in this toolkit's syntax.
  var comment: (open: String, close: String) {
    switch self {
    case .css: ("/* ", " */")
    case .sway, .hyprland: ("# ", "")
    case .uikit, .swiftui, .flutter, .firefox, .lenis: ("// ", "")
    }
  }
}
