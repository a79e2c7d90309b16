import ScrollCore

extension PresetExport {
  /// Flutter: a `ScrollPhysics` subclass in Dart, its imports outside the header comment.
  ///
  /// From flutter/flutter packages/flutter/lib/src/widgets/scroll_physics.dart:
  /// `BouncingScrollPhysics({decelerationRate = ScrollDecelerationRate.normal, parent})`;
  /// `ScrollDecelerationRate.fast` hands `BouncingScrollSimulation` a constant deceleration of
  /// 1400 (0 for `.normal`), and also picks frictionFactor 0.26, 8 x kMaxFlingVelocity, the
  /// spring 0.3/75/1.3 and a one-to-one drag back out of overscroll (the subclass overrides all
  /// but the last). `ClampingScrollPhysics` stops at the edges (`applyBoundaryConditions`
  /// returns the overshoot) and uses its `spring` only to bring an out-of-range position back;
  /// it has no `frictionFactor` nor `decelerationRate`. `SpringDescription` comes from
  /// package:flutter/physics.dart (widgets.dart re-exports only Simulation,
  /// ScrollSpringSimulation and Tolerance from it).
  /// - Parameters:
  ///   - p: the tuned physics.
  ///   - head: the header naming the preset.
  static func flutter(_ p: ScrollPhysics, head: String) -> Export {
    var e = Export(lines: [])
    let bounces = p.bouncesAtEdges
    var body: [String] = []
    var usesMath = false
    var superArguments = ""
    if bounces, let c = (p.deceleration as? FrictionDeceleration)?.constantDeceleration {
      if c == 1400 {
        superArguments = "\n      : super(decelerationRate: ScrollDecelerationRate.fast)"
        e.expressed.insert("physics.constant-deceleration")
        if (p.overscroll as? FrictionOverscroll)?.easesOutOneToOne != true {
          body.append(
            "  // ScrollDecelerationRate.fast also drags back out of overscroll one to one.")
        }
      } else if c == 0 {
        e.expressed.insert("physics.constant-deceleration")
      }
    }
    if p.deceleration is NoDeceleration {
      body += [
        "  // No momentum: a release never flings.",
        "  @override",
        "  double get minFlingVelocity => double.infinity;",
      ]
    } else {
      body += [
        "  @override",
        "  double get minFlingVelocity => \(decimal(p.minFlingVelocity));",
      ]
      e.expressed.insert("physics.min-fling")
    }
    body += [
      "  @override",
      "  double get maxFlingVelocity => \(decimal(p.maxFlingVelocity));",
    ]
    e.expressed.insert("physics.max-fling")
    if let s = p.springBack as? DampedSpringBack {
      let (m, k, r) = (s.mass, s.stiffness, s.dampingRatio)
      body += [
        "  @override",
        "  SpringDescription get spring => SpringDescription.withDampingRatio(",
        "      mass: \(decimal(m)), stiffness: \(decimal(k)), ratio: \(decimal(r)));",
      ]
      e.expressed.formUnion([
        "physics.spring-mass", "physics.spring-stiffness", "physics.spring-damping",
      ])
    } else if let w = (p.springBack as? CriticalSpringBack)?.omega {
      // Critical damping: ratio 1, stiffness = omega^2 at mass 1.
      body += [
        "  @override",
        "  SpringDescription get spring => SpringDescription.withDampingRatio(",
        "      mass: 1.0, stiffness: \(decimal(w * w)), ratio: 1.0);",
      ]
      e.expressed.insert("physics.spring-omega")
    }
    // Flutter stops a simulation under its tolerance's velocity (pt/s), per device pixel
    // ratio when the preset scales its tolerances so.
    let perPixel = p.tolerancesScaleWithPixelRatio ? " / metrics.devicePixelRatio" : ""
    body += [
      "  @override",
      "  Tolerance toleranceFor(ScrollMetrics metrics) =>",
      "      Tolerance(velocity: \(decimal(p.stopVelocity))\(perPixel), "
        + "distance: 1.0 / metrics.devicePixelRatio);",
    ]
    e.expressed.formUnion(["physics.stop-velocity", "physics.bounces"])
    if bounces, let s = (p.overscroll as? FrictionOverscroll)?.scale {
      body += [
        "  @override",
        "  double frictionFactor(double overscrollFraction) =>",
        "      \(decimal(s)) * math.pow(1 - overscrollFraction, 2);",
      ]
      usesMath = true
      e.expressed.insert("physics.overscroll-friction")
    }
    let parent = bounces ? "BouncingScrollPhysics" : "ClampingScrollPhysics"
    e.lines = ["// \(head) for Flutter (Dart)."]
    if usesMath { e.lines.append("import 'dart:math' as math;") }
    e.lines += [
      "import 'package:flutter/physics.dart';",
      "import 'package:flutter/widgets.dart';",
      "",
      "class TunedScrollPhysics extends \(parent) {",
      "  const TunedScrollPhysics({super.parent})\(superArguments);",
      "  @override",
      "  TunedScrollPhysics applyTo(ScrollPhysics? ancestor) =>",
      "      TunedScrollPhysics(parent: buildParent(ancestor));",
    ]
    e.lines += body
    e.lines.append("}")
    return e
  }
}
