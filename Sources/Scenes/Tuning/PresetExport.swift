import ScrollCore

/// The tuned physics as code to paste into an app of another toolkit, with the settings that
/// toolkit cannot express named plainly in the export.
///
/// What each toolkit can express (from their public APIs):
/// - UIKit: `decelerationRate` (an exponential rate per millisecond) and `bounces`; the rubber
///   band (0.55) and the spring-back are fixed.
/// - SwiftUI: `scrollBounceBehavior`; the deceleration only through UIKit's appearance proxy.
/// - Flutter: a `BouncingScrollPhysics` subclass sets the spring (`SpringDescription`), the
///   overscroll friction factor and the fling limits; the drag coefficient of its friction
///   simulation (0.135) is fixed inside `BouncingScrollSimulation`.
/// - CSS: `overscroll-behavior` (bounce or not) and `scroll-behavior`; browsers own the rest.
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
  }

  /// The code for `toolkit`.
  /// - Parameters:
  ///   - tuning: the tuned physics.
  ///   - toolkit: where the code goes.
  /// - Returns: code followed by comment lines naming what the toolkit cannot express.
  public static func code(for tuning: PhysicsTuning, toolkit: Toolkit) -> String {
    let p = tuning.physics
    var lines: [String]
    var expressed: Set<String> = []
    // The name comes from a preset file: its control characters are escaped, never printed.
    let head = "Scroll Sandbox preset \"\(TOMLSubset.escaped(p.name))\" (base \(tuning.base.name))"
    func num(_ v: Double) -> String { PhysicsTuning.format(v) }
    switch toolkit {
    case .uikit:
      lines = ["// \(head) for UIKit. Velocities in Scroll Sandbox are pt/s (UIKit reports pt/ms)."]
      if let r = (p.deceleration as? ExponentialDeceleration)?.ratePerMillisecond {
        lines.append(
          "scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: \(num(r)))")
        expressed.insert("physics.rate")
      }
      lines.append("scrollView.bounces = \(p.bouncesAtEdges)")
      expressed.insert("physics.bounces")
    case .swiftui:
      lines = [
        "// \(head) for SwiftUI.",
        "ScrollView { content }",
        "  .scrollBounceBehavior(\(p.bouncesAtEdges ? ".always" : ".basedOnSize"))",
      ]
      // `.basedOnSize` still bounces content that overflows: only bouncing is expressible.
      if p.bouncesAtEdges { expressed.insert("physics.bounces") }
      if let r = (p.deceleration as? ExponentialDeceleration)?.ratePerMillisecond {
        lines += [
          "// SwiftUI has no deceleration modifier; UIKit's appearance proxy sets it app-wide:",
          "UIScrollView.appearance().decelerationRate = .init(rawValue: \(num(r)))",
        ]
        expressed.insert("physics.rate")
      }
    case .flutter:
      lines = [
        "// \(head) for Flutter (Dart). import 'dart:math' as math;",
        "class TunedScrollPhysics extends BouncingScrollPhysics {",
        "  const TunedScrollPhysics({super.parent});",
        "  @override",
        "  TunedScrollPhysics applyTo(ScrollPhysics? ancestor) =>",
        "      TunedScrollPhysics(parent: buildParent(ancestor));",
        "  @override",
        "  double get minFlingVelocity => \(decimal(p.minFlingVelocity));",
        "  @override",
        "  double get maxFlingVelocity => \(decimal(p.maxFlingVelocity));",
      ]
      expressed.formUnion(["physics.min-fling", "physics.max-fling"])
      if let s = p.springBack as? DampedSpringBack {
        let (m, k, r) = (s.mass, s.stiffness, s.dampingRatio)
        lines += [
          "  @override",
          "  SpringDescription get spring => SpringDescription.withDampingRatio(",
          "      mass: \(decimal(m)), stiffness: \(decimal(k)), ratio: \(decimal(r)));",
        ]
        expressed.formUnion([
          "physics.spring-mass", "physics.spring-stiffness", "physics.spring-damping",
        ])
      } else if let w = (p.springBack as? CriticalSpringBack)?.omega {
        // Critical damping: ratio 1, stiffness = omega^2 at mass 1.
        lines += [
          "  @override",
          "  SpringDescription get spring => SpringDescription.withDampingRatio(",
          "      mass: 1.0, stiffness: \(decimal(w * w)), ratio: 1.0);",
        ]
        expressed.insert("physics.spring-omega")
      }
      // Flutter stops a simulation under its tolerance's velocity (pt/s), per device pixel
      // ratio when the preset scales its tolerances so.
      let perPixel = p.tolerancesScaleWithPixelRatio ? " / metrics.devicePixelRatio" : ""
      lines += [
        "  @override",
        "  Tolerance toleranceFor(ScrollMetrics metrics) =>",
        "      Tolerance(velocity: \(decimal(p.stopVelocity))\(perPixel), "
          + "distance: 1.0 / metrics.devicePixelRatio);",
      ]
      expressed.insert("physics.stop-velocity")
      if p.bouncesAtEdges { expressed.insert("physics.bounces") }
      if let s = (p.overscroll as? FrictionOverscroll)?.scale {
        lines += [
          "  @override",
          "  double frictionFactor(double overscrollFraction) =>",
          "      \(decimal(s)) * math.pow(1 - overscrollFraction, 2);",
        ]
        expressed.insert("physics.overscroll-friction")
      }
      lines.append("}")
    case .css:
      lines = [
        "/* \(head) as CSS. */",
        ".scroller {",
        "  overflow: auto;",
        "  overscroll-behavior: \(p.bouncesAtEdges ? "auto" : "none");",
        "  scroll-behavior: smooth;",
        "}",
      ]
      expressed.insert("physics.bounces")
    }
    let missing = tuning.settings.filter { !expressed.contains($0.name) }
    if !missing.isEmpty {
      let (open, close) = toolkit == .css ? ("/* ", " */") : ("// ", "")
      lines.append("\(open)Not expressible in \(toolkit.title):\(close)")
      for s in missing {
        lines.append("\(open)  \(s.name) = \(num(s.read(p) ?? 0)) (\(s.summary))\(close)")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func decimal(_ v: Double) -> String {
    let text = PhysicsTuning.format(v)
    return text.contains(".") || text.contains("e") ? text : text + ".0"
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
    }
  }
}
