import Platform
import ScrollCore

#if canImport(Glibc)
  import Glibc
#endif

extension PresetExport {
  /// Firefox: `user.js` prefs. Firefox's desktop fling (mozilla gfx/layers/apz/src/
  /// DesktopFlingPhysics.h) multiplies its velocity by (1 - apz.fling_friction) per
  /// millisecond and stops at or under apz.fling_stopped_threshold (px/ms); overscroll is
  /// apz.overscroll.enabled. Names, types and defaults from modules/libpref/init/
  /// StaticPrefList.yaml (apz.fling_friction float 0.002, apz.fling_stopped_threshold float
  /// 0.01, apz.overscroll.enabled bool true). Float prefs are strings in user.js (libpref
  /// stores them so). general.smoothScroll* shape the wheel's animation: written for the
  /// Firefox wheel models (`firefoxWheel`).
  /// - Parameters:
  ///   - p: the tuned physics.
  ///   - head: the header naming the preset.
  static func firefox(_ p: ScrollPhysics, head: String) -> Export {
    var e = Export(lines: [
      "// \(head) as Firefox prefs: lines for user.js in the profile folder."
    ])
    e.lines += firefoxWheel(p.wheel)
    if let k = exponentialDecayPerSecond(p) {
      e.lines += [
        "// Firefox's desktop fling keeps (1 - apz.fling_friction) of its velocity per ms.",
        "user_pref(\"apz.fling_friction\", \"\(short(-expm1(-k / 1000)))\");",
      ]
      e.expressed.formUnion(["physics.rate", "physics.decay", "physics.friction-drag"])
      if p.stopDistance == nil && !p.tolerancesScaleWithPixelRatio {
        e.lines.append(
          "user_pref(\"apz.fling_stopped_threshold\", \"\(short(p.stopVelocity / 1000))\");")
        e.expressed.insert("physics.stop-velocity")
      }
    } else if p.deceleration is NoDeceleration {
      // (1 - 1)^ms: the first sample leaves no velocity, and the offset is velocity x time.
      e.lines += [
        "// No momentum: a friction of 1 keeps none of the fling's velocity.",
        "user_pref(\"apz.fling_friction\", \"1\");",
      ]
    }
    e.lines.append("user_pref(\"apz.overscroll.enabled\", \(p.bouncesAtEdges));")
    e.expressed.insert("physics.bounces")
    return e
  }

  /// The general.smoothScroll* prefs of a Firefox wheel model (names, types and defaults from
  /// modules/libpref/init/StaticPrefList.yaml: durations and spring constants are ints, the
  /// weightings and ratio floats), or a comment when the preset has none.
  /// - Parameter wheel: the preset's wheel model.
  static func firefoxWheel(_ wheel: (any WheelModel)?) -> [String] {
    func pref(_ name: String, _ value: String) -> String {
      "user_pref(\"general.smoothScroll\(name)\", \(value));"
    }
    func ms(_ seconds: Double) -> String { String(Int((seconds * 1000).rounded())) }
    func int(_ v: Double) -> String { String(Int(v.rounded())) }
    func float(_ v: Double) -> String { "\"\(short(v))\"" }
    if let b = wheel as? FirefoxBezierWheel {
      return [
        "// The wheel: Firefox's duration-based animation (ScrollAnimationBezierPhysics).",
        pref("", "true"), pref(".msdPhysics.enabled", "false"),
        pref(".mouseWheel.durationMinMS", ms(b.minimumDuration)),
        pref(".mouseWheel.durationMaxMS", ms(b.maximumDuration)),
        pref(".durationToIntervalRatio", int(b.intervalRatio * 100)),
        pref(".currentVelocityWeighting", float(b.currentVelocityWeighting)),
        pref(".stopDecelerationWeighting", float(b.stopDecelerationWeighting)),
      ]
    }
    if let m = wheel as? FirefoxMSDWheel {
      return [
        "// The wheel: Firefox's MSD spring physics (ScrollAnimationMSDPhysics).",
        pref("", "true"), pref(".msdPhysics.enabled", "true"),
        pref(".msdPhysics.motionBeginSpringConstant", int(m.motionBeginSpringConstant)),
        pref(".msdPhysics.regularSpringConstant", int(m.regularSpringConstant)),
        pref(".msdPhysics.slowdownSpringConstant", int(m.slowdownSpringConstant)),
        pref(".msdPhysics.continuousMotionMaxDeltaMS", ms(m.continuousMotionMaxDelta)),
        pref(".msdPhysics.slowdownMinDeltaMS", ms(m.slowdownMinDelta)),
        pref(".msdPhysics.slowdownMinDeltaRatio", float(m.slowdownMinDeltaRatio)),
      ]
    }
    if wheel is ImmediateWheel {
      return ["// The wheel jumps: smooth scrolling off.", pref("", "false")]
    }
    return ["// general.smoothScroll* (the wheel's animation): no Firefox wheel model; not set."]
  }

  /// Lenis: its options object. Lenis moves toward its target by
  /// `damp(value, target, lerp * 60, deltaTime)`, damp being lerp(x, y, 1 - e^(-lambda dt))
  /// with dt in seconds (darkroomengineering/lenis packages/core/src/animate.ts and maths.ts):
  /// the distance left shrinks as e^(-60 lerp t), as an exponentially decaying fling's
  /// distance to its rest does at its decay rate k. So lerp = k / 60. Lenis never scrolls past
  /// the edges; `smoothWheel: false` jumps as a preset without momentum does.
  /// - Parameters:
  ///   - p: the tuned physics.
  ///   - head: the header naming the preset.
  static func lenis(_ p: ScrollPhysics, head: String) -> Export {
    var e = Export(lines: ["// \(head) as Lenis options (JavaScript): new Lenis(lenisOptions)."])
    var options: [String] = []
    if let w = p.wheel as? LenisWheel {
      options.append("smoothWheel: true")
      if w.duration > 0 {
        e.lines.append("// The wheel: Lenis's duration animation with its default easing.")
        options += [
          "duration: \(short(w.duration))",
          "easing: (t) => Math.min(1, 1.001 - Math.pow(2, -10 * t))",
        ]
      } else {
        e.lines += [
          "// The wheel: Lenis's lerp (its default). A duration replaces it, as in:",
          "// duration: 1.2, easing: (t) => Math.min(1, 1.001 - Math.pow(2, -10 * t)),",
        ]
        options.append("lerp: \(short(w.lerp))")
      }
    } else if let k = exponentialDecayPerSecond(p) {
      e.lines.append(
        "// lerp = decay per second / 60: what is left shrinks as e^(-60 lerp t), as the fling's.")
      options += ["smoothWheel: true", "lerp: \(short(k / 60))"]
      e.expressed.formUnion(["physics.rate", "physics.decay", "physics.friction-drag"])
    } else if p.deceleration is NoDeceleration {
      options.append("smoothWheel: false")
    } else {
      e.lines.append("// This preset's momentum does not decay exponentially: Lenis's lerp stays.")
      options.append("smoothWheel: true")
    }
    if !p.bouncesAtEdges { e.expressed.insert("physics.bounces") }
    e.lines.append("const lenisOptions = {")
    e.lines += options.map { "  \($0)," }
    e.lines.append("};")
    return e
  }

  /// `v` to ten significant digits (1 - 0.998 prints as 0.002, not 0.0020000000000000018).
  static func short(_ v: Double) -> String {
    PhysicsTuning.format(Double(CFormat.string("%.10g", v)) ?? v)
  }
}
