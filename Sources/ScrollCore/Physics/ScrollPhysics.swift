#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a fling during a fling does to the new velocity.
public enum MomentumCarry: Hashable, Sendable {
  /// Nothing carried.
  case none
  /// Flutter: adds sign * min(0.000816 |v|^1.967, 40000) of the caught velocity.
  case flutter
  /// Android's flywheel: adds the caught velocity.
  case additive
  /// GTK 4 (`gtk_scrolled_window_accumulate_velocity`, GNOME/gtk gtk/gtkscrolledwindow.c): a
  /// release in the caught fling's direction at least 0.33 times its speed adds the caught
  /// velocity times min((v - 0.33 c) / (c - 0.33 c), 6). See `GTKVelocityAccumulation`.
  case gtk
}

/// A physics preset: all the parameters that make a scroll view feel like a given toolkit.
///
/// Presets are plain data: a user may copy one, change a field and switch to it at run time.
/// Each built-in preset follows its toolkit's own code over the whole trajectory (free flings,
/// flings into either edge, releases from overscroll, drags that ease out of overscroll);
/// where the toolkit decides something on a frame, the engine decides it at the instant it
/// happens in continuous time, so the motion does not depend on the frame rate. The tests
/// compare every preset frame by frame with ports of the toolkits' sources
/// (`ToolkitReferenceTests`).
public struct ScrollPhysics: Hashable, Sendable {
  /// The preset's name as used on the command line ("ios", "flutter", ...).
  public var name: String
  /// Momentum after release.
  public var deceleration: any DecelerationModel {
    get { models.deceleration }
    set { models.deceleration = newValue }
  }
  /// Drag resistance past an edge.
  public var overscroll: any OverscrollModel {
    get { models.overscroll }
    set { models.overscroll = newValue }
  }
  /// Return to the edge after overscrolling.
  public var springBack: any SpringBackModel {
    get { models.springBack }
    set { models.springBack = newValue }
  }
  /// How a wheel detent's step moves, where the preset's platform has its own; nil (the
  /// built-in presets up to `none`) runs the input configuration's step
  /// (`InputConfiguration.wheelAnimation`: Chromium's ease by default).
  public var wheel: (any WheelModel)? {
    get { models.wheel?.model }
    set { models.wheel = newValue.map { AnyWheelModel(model: $0) } }
  }
  /// The models, stored so they compare by value.
  var models: PhysicsModels
  /// Whether a fling that reaches an edge overshoots it (true) or stops there (false).
  public var bouncesAtEdges: Bool
  /// GTK's overshoot cap: how far past an edge a spring may go before it restarts from the
  /// cap at rest (nil: no cap).
  public var overshootCap: OvershootCap?
  /// Largest speed toward the end handed to the spring at an edge, pt/s (nil: unlimited).
  /// Flutter's `min(dx, maxSpringTransferVelocity)` limits only positive velocities; set
  /// `edgeHandoverCapBothWays` for a symmetric limit.
  public var edgeHandoverMaxVelocity: Double?
  /// True to limit the handover speed in both directions (not what Flutter's code does).
  public var edgeHandoverCapBothWays: Bool
  /// Release speeds below this do not fling, pt/s.
  public var minFlingVelocity: Double
  /// Release speeds are capped at this, pt/s.
  public var maxFlingVelocity: Double
  /// Speed under which momentum stops, pt/s (divided by `devicePixelRatio` when
  /// `tolerancesScaleWithPixelRatio`). The motion rests where it is at that instant.
  public var stopVelocity: Double
  /// When set, exponential momentum stops when this many points remain to its asymptote
  /// (iOS's published model: 0.5 pt) instead of at `stopVelocity`.
  public var stopDistance: Double?
  /// A spring-back is done once within this distance of its edge, points (scaled like
  /// `stopVelocity`); it then rests on the edge.
  public var springDistanceTolerance: Double
  /// ... and slower than this, pt/s (scaled like `stopVelocity`).
  public var springVelocityTolerance: Double
  /// True when the stop and spring tolerances are in device pixels (Flutter's
  /// `ScrollPhysics.toleranceFor`: 1 / (0.05 x devicePixelRatio) pt/s and
  /// 1 / devicePixelRatio pt).
  public var tolerancesScaleWithPixelRatio: Bool
  /// Device pixels per point for the physics' tolerances (default 1). An explicit setting:
  /// the interface scale detected from the desktop does not change physics.
  public var devicePixelRatio: Double
  /// Carried momentum rule.
  public var momentumCarry: MomentumCarry

  /// Creates a preset from all of its fields.
  /// - Parameters:
  ///   - name: the command-line name.
  ///   - deceleration: momentum after release.
  ///   - overscroll: drag resistance past an edge.
  ///   - springBack: return to the edge.
  ///   - bouncesAtEdges: whether flings overshoot edges.
  ///   - overshootCap: GTK's overshoot cap, nil for none.
  ///   - edgeHandoverMaxVelocity: Flutter's handover speed limit, nil for none.
  ///   - edgeHandoverCapBothWays: limit the handover speed in both directions.
  ///   - minFlingVelocity: slowest release that flings, pt/s.
  ///   - maxFlingVelocity: fastest release, pt/s.
  ///   - stopVelocity: speed under which momentum stops, pt/s.
  ///   - stopDistance: remaining distance at which exponential momentum stops, nil for none.
  ///   - springDistanceTolerance: spring rest distance, points.
  ///   - springVelocityTolerance: spring rest speed, pt/s.
  ///   - tolerancesScaleWithPixelRatio: divide the tolerances by `devicePixelRatio`.
  ///   - devicePixelRatio: device pixels per point for the tolerances.
  ///   - momentumCarry: carried momentum rule.
  ///   - wheel: the wheel step model, nil for the input configuration's.
  public init(
    name: String, deceleration: any DecelerationModel, overscroll: any OverscrollModel,
    springBack: any SpringBackModel, bouncesAtEdges: Bool, overshootCap: OvershootCap? = nil,
    edgeHandoverMaxVelocity: Double? = nil, edgeHandoverCapBothWays: Bool = false,
    minFlingVelocity: Double = 50, maxFlingVelocity: Double = 8000, stopVelocity: Double = 1,
    stopDistance: Double? = nil, springDistanceTolerance: Double = 0.1,
    springVelocityTolerance: Double = 1, tolerancesScaleWithPixelRatio: Bool = false,
    devicePixelRatio: Double = 1, momentumCarry: MomentumCarry = .none,
    wheel: (any WheelModel)? = nil
  ) {
    self.name = name
    self.models = PhysicsModels(
      deceleration: deceleration, overscroll: overscroll, springBack: springBack,
      wheel: wheel.map { AnyWheelModel(model: $0) })
    self.bouncesAtEdges = bouncesAtEdges
    self.overshootCap = overshootCap
    self.edgeHandoverMaxVelocity = edgeHandoverMaxVelocity
    self.edgeHandoverCapBothWays = edgeHandoverCapBothWays
    self.minFlingVelocity = minFlingVelocity
    self.maxFlingVelocity = maxFlingVelocity
    self.stopVelocity = stopVelocity
    self.stopDistance = stopDistance
    self.springDistanceTolerance = springDistanceTolerance
    self.springVelocityTolerance = springVelocityTolerance
    self.tolerancesScaleWithPixelRatio = tolerancesScaleWithPixelRatio
    self.devicePixelRatio = devicePixelRatio
    self.momentumCarry = momentumCarry
  }

  /// UIKit (the published model: deceleration 0.998 per ms, rubber band c = 0.55, a critically
  /// damped spring of omega 10; momentum stops 0.5 pt before its asymptote and rests there).
  public static let ios = ScrollPhysics(
    name: "ios", deceleration: .exponential(ratePerMillisecond: 0.998),
    overscroll: .rubberBand(c: 0.55), springBack: .critical(omega: 10), bouncesAtEdges: true,
    stopDistance: iosStopDistance, momentumCarry: .flutter)
  /// UIKit's fast deceleration (0.99 per ms), as used for paging; otherwise as `ios`.
  public static let iosFast = ScrollPhysics(
    name: "ios-fast", deceleration: .exponential(ratePerMillisecond: 0.99),
    overscroll: .rubberBand(c: 0.55), springBack: .critical(omega: 10), bouncesAtEdges: true,
    stopDistance: iosStopDistance, momentumCarry: .flutter)
  /// Flutter's BouncingScrollPhysics (flutter/flutter packages/flutter/lib/src/widgets/
  /// scroll_physics.dart, scroll_simulation.dart; physics/friction_simulation.dart,
  /// spring_simulation.dart): friction drag 0.135, frictionFactor 0.52, spring mass 0.5,
  /// stiffness 100, damping ratio 1.1; the speed handed to the spring at an edge is
  /// min(v, 5000), which limits only flings toward the end; a release out of range hands its
  /// raw velocity to the spring. Momentum stops at the instant |v| falls under
  /// 1 / (0.05 x devicePixelRatio) pt/s and rests there (Flutter stops on the first frame
  /// after it, within one frame's travel); the spring is done within 1 / devicePixelRatio pt
  /// and 20 / devicePixelRatio pt/s of its edge.
  public static let flutter = ScrollPhysics(
    name: "flutter", deceleration: .friction(drag: 0.135, constantDeceleration: 0),
    overscroll: .friction(scale: 0.52),
    springBack: .spring(mass: 0.5, stiffness: 100, dampingRatio: 1.1), bouncesAtEdges: true,
    edgeHandoverMaxVelocity: flutterMaxSpringTransferVelocity, minFlingVelocity: 100,
    stopVelocity: flutterToleranceVelocity, springDistanceTolerance: flutterToleranceDistance,
    springVelocityTolerance: flutterToleranceVelocity, tolerancesScaleWithPixelRatio: true,
    momentumCarry: .flutter)
  /// Flutter's fast deceleration rate (macOS): an extra 1400 pt/s^2, frictionFactor 0.26,
  /// drags out of overscroll one to one, the spring mass 0.3, stiffness 75, damping ratio 1.3,
  /// flings up to 8 x 8000 = 64000 pt/s; otherwise as `flutter`.
  public static let flutterFast = ScrollPhysics(
    name: "flutter-fast", deceleration: .friction(drag: 0.135, constantDeceleration: 1400),
    overscroll: .friction(scale: 0.26, easesOutOneToOne: true),
    springBack: .spring(mass: 0.3, stiffness: 75, dampingRatio: 1.3), bouncesAtEdges: true,
    edgeHandoverMaxVelocity: flutterMaxSpringTransferVelocity, minFlingVelocity: 100,
    maxFlingVelocity: flutterFastMaxFlingVelocity, stopVelocity: flutterToleranceVelocity,
    springDistanceTolerance: flutterToleranceDistance,
    springVelocityTolerance: flutterToleranceVelocity, tolerancesScaleWithPixelRatio: true,
    momentumCarry: .flutter)
  /// Android's OverScroller (AOSP core/java/android/widget/OverScroller.java): the spline
  /// fling at 160 ppi, clamped edges, cubic spring-back. The spline is matched in continuous
  /// time; Android's integer-millisecond animation clock and whole pixels are not copied
  /// (they put Android up to about 6 pt off the spline at 8000 pt/s).
  public static let android = ScrollPhysics(
    name: "android", deceleration: .androidSpline(ppi: 160), overscroll: .clamp,
    springBack: .cubic(gravity: 2000), bouncesAtEdges: false, momentumCarry: .additive)
  /// GTK 4 (GNOME/gtk gtk/gtkkineticscrolling.c, gtk/gtkscrolledwindow.c): e^(-4t)
  /// deceleration stopping under 0.1 pt/s, a critically damped overshoot of omega 10 done
  /// within 0.1 pt, drags one to one up to 100 pt past an edge, carried momentum as GTK 4.
  /// A spring past the start edge by more than 50 pt restarts from 50 pt at rest, also when
  /// released from there; GTK's code compares with `upper + 50` at the end edge, so it never
  /// acts there: followed by default (`OvershootCap.gtk`), `gtkBothEdges` is the intended
  /// behaviour. GTK switches to its spring on the first frame past the edge; the engine
  /// switches at the instant of the crossing, which puts it up to about 0.59 vc φ from GTK
  /// (vc the crossing speed, φ the time from the crossing to GTK's frame: up to 10 pt per
  /// 1000 pt/s at 60 fps; 10.8 pt on `ToolkitReferenceTests`' grid, 68.6 pt on `GTKEdgeTests`'
  /// denser one), a difference that GTK's own frame phase makes. GTK clamps at its cap on a frame; the engine
  /// at the instant the spring reaches it (within one frame's travel of the restarted spring,
  /// 3.1 pt at 60 fps). A release beyond the cap is decided as GTK decides it at 60 fps
  /// (`OvershootCap.firstTick`). All of it is a function of time alone: the same rest at any
  /// frame rate.
  public static let gtk = ScrollPhysics(
    name: "gtk", deceleration: .exponentialRate(perSecond: 4),
    overscroll: .linear(limit: OvershootCap.gtkDragLimit), springBack: .critical(omega: 10),
    bouncesAtEdges: true, overshootCap: .gtk, stopVelocity: gtkStopVelocity,
    momentumCarry: .gtk)
  /// GTK's intended behaviour: as `gtk`, with the 50 pt overshoot cap at both edges (a variant,
  /// not in `presets`; `preset(named: "gtk-both-edges")` finds it).
  public static let gtkBothEdges: ScrollPhysics = {
    var p = ScrollPhysics.gtk
    p.name = "gtk-both-edges"
    p.overshootCap = .gtkBothEdges
    return p
  }()
  /// No momentum, hard clamp.
  public static let none = ScrollPhysics(
    name: "none", deceleration: .none, overscroll: .clamp, springBack: .critical(omega: 10),
    bouncesAtEdges: false)

  /// Firefox's default smooth wheel (`FirefoxBezierWheel`: a Bézier step of 50-200 ms by the
  /// event rate, mozilla gecko-dev layout/generic/ScrollAnimationBezierPhysics.cpp). Only the
  /// wheel is Firefox's: touchpad momentum, drags past an edge and the spring are `gtk`'s (the
  /// engine's choice for a Linux desktop; APZ's fling and overscroll are not modelled).
  public static let firefox = linuxBrowser(name: "firefox", wheel: .firefox)
  /// Firefox with `general.smoothScroll.msdPhysics.enabled` (`FirefoxMSDWheel`: springs of
  /// 1250/1000/2000, layout/generic/ScrollAnimationMSDPhysics.cpp); otherwise as `firefox`.
  public static let firefoxMSD = linuxBrowser(name: "firefox-msd", wheel: .firefoxMSD)
  /// Chromium's Windows "impulse" wheel curve (`ChromiumImpulseWheel`: 1.5 ms per point within
  /// 200-500 ms, cc/animation/scroll_offset_animation_curve.cc). Only the wheel is Chromium's:
  /// momentum, edges and spring are `android`'s (clamped edges; the engine's choice).
  public static let chromiumImpulse: ScrollPhysics = {
    var p = ScrollPhysics.android
    p.name = "chromium-impulse"
    p.wheel = .chromiumImpulse
    return p
  }()
  /// macOS as WebKit shows it: the rubber band stretches by the dragged overscroll / 20 and
  /// snaps back along (x0 + 0.31 v t) e^(-t 20 / 1.6), resting under 1 pt
  /// (`StretchOverscroll`, `ElasticSpringBack`: WebKit Source/WebCore/platform/mac/
  /// ScrollElasticityController.mm); wheel detents scroll at once (`ImmediateWheel`). AppKit's
  /// momentum is not open source: the momentum follows UIKit's published 0.998 per ms
  /// (stopping 0.5 pt before its asymptote), with `ios`'s fling limits and carried momentum.
  public static let macos = ScrollPhysics(
    name: "macos", deceleration: .exponential(ratePerMillisecond: 0.998),
    overscroll: .stretch(stiffness: 20),
    springBack: .webKitElastic(amplitude: 0.31, stiffness: 20, period: 1.6),
    bouncesAtEdges: true, stopDistance: iosStopDistance, springDistanceTolerance: 1,
    momentumCarry: .flutter, wheel: .immediate)
  /// Lenis (darkroomengineering/lenis): wheel steps approach their target as lerp 0.1 per 60th
  /// of a second (`LenisWheel`); the page never leaves its range (clamped edges, no spring).
  /// A touchpad's release glides on the platform's momentum, here UIKit's 0.998 per ms (the
  /// engine's choice).
  public static let lenis = ScrollPhysics(
    name: "lenis", deceleration: .exponential(ratePerMillisecond: 0.998), overscroll: .clamp,
    springBack: .critical(omega: 10), bouncesAtEdges: false, stopDistance: iosStopDistance,
    wheel: .lenis)

  /// `gtk` named `name` with the wheel model `wheel`.
  private static func linuxBrowser(name: String, wheel: any WheelModel) -> ScrollPhysics {
    var p = ScrollPhysics.gtk
    p.name = name
    p.wheel = wheel
    return p
  }

  /// UIKit's published model stops momentum this far (points) before its asymptote.
  public static let iosStopDistance = 0.5
  /// Flutter's `maxSpringTransferVelocity` (scroll_simulation.dart), pt/s.
  public static let flutterMaxSpringTransferVelocity = 5000.0
  /// Flutter's fast physics flings up to kMaxFlingVelocity x 8 = 64000 pt/s
  /// (BouncingScrollPhysics.maxFlingVelocity, scroll_physics.dart).
  public static let flutterFastMaxFlingVelocity = 8000.0 * 8
  /// Flutter's tolerance velocity at device pixel ratio 1: 1 / 0.05 pt/s
  /// (`ScrollPhysics.toleranceFor`, scroll_physics.dart).
  public static let flutterToleranceVelocity = 1 / 0.05
  /// Flutter's tolerance distance at device pixel ratio 1, points.
  public static let flutterToleranceDistance = 1.0
  /// GTK 4 ends deceleration under this speed, pt/s (gtkkineticscrolling.c).
  public static let gtkStopVelocity = 0.1

  /// Every built-in preset, in the order P cycles through them.
  public static let presets: [ScrollPhysics] = [
    ios, iosFast, flutter, flutterFast, android, gtk, none, firefox, firefoxMSD,
    chromiumImpulse, macos, lenis,
  ]

  /// Documented variants of the presets, found by name but not cycled through.
  public static let variants: [ScrollPhysics] = [gtkBothEdges]

  /// The built-in preset or variant called `name` (case-insensitive), or nil.
  /// - Parameter name: the preset's command-line name.
  public static func preset(named name: String) -> ScrollPhysics? {
    (presets + variants).first { $0.name == name.lowercased() }
  }

  /// The names of the built-in presets and variants, for error messages and choices.
  public static var presetNames: [String] { (presets + variants).map(\.name) }

  /// True when the preset lets content leave its range at all.
  public var allowsOverscroll: Bool { overscroll.allowsOverscroll }

  /// This preset with its device pixel ratio set to `ratio` (non-finite or non-positive
  /// values give 1).
  /// - Parameter ratio: device pixels per point for the tolerances.
  public func withDevicePixelRatio(_ ratio: Double) -> ScrollPhysics {
    var p = self
    p.devicePixelRatio = ratio.isFinite && ratio > 0 ? ratio : 1
    return p
  }

  /// A tolerance of this preset in force at its device pixel ratio.
  func scaledTolerance(_ value: Double) -> Double {
    guard tolerancesScaleWithPixelRatio, devicePixelRatio.isFinite, devicePixelRatio > 0 else {
      return value
    }
    return value / devicePixelRatio
  }

  /// The stop speed in force, pt/s.
  public var effectiveStopVelocity: Double { scaledTolerance(stopVelocity) }

  /// The rest rules handed to the models, at the preset's device pixel ratio.
  public var tolerance: MotionTolerance {
    MotionTolerance(
      stopVelocity: effectiveStopVelocity, stopDistance: stopDistance,
      springDistance: scaledTolerance(springDistanceTolerance),
      springVelocity: scaledTolerance(springVelocityTolerance))
  }

  /// The free momentum motion (no edges) from `start` at `velocity`.
  /// - Parameters:
  ///   - start: the release offset, points.
  ///   - velocity: the release velocity, pt/s.
  package func momentum(start: Double, velocity: Double) -> any Simulation {
    deceleration.momentum(start: start, velocity: velocity, tolerance: tolerance)
  }

  /// The motion back to `target` from `start` with `velocity`.
  /// - Parameters:
  ///   - start: where the spring starts, points.
  ///   - target: the edge it returns to, points.
  ///   - velocity: the start velocity, pt/s.
  func spring(start: Double, target: Double, velocity: Double) -> any Simulation {
    springBack.springBack(start: start, target: target, velocity: velocity, tolerance: tolerance)
  }

  /// The natural resting distance of a fling at `velocity` with no edges, in points.
  /// - Parameter velocity: the release velocity, pt/s.
  public func projectedDistance(velocity: Double) -> Double {
    momentum(start: 0, velocity: velocity).finalPosition
  }

  /// Flutter's carried momentum is `sign(v) * min(0.000816 * |v|^1.967, 40000)`
  /// (`BouncingScrollPhysics.carriedMomentum`, flutter/flutter
  /// packages/flutter/lib/src/widgets/scroll_physics.dart): the coefficient.
  static let flutterCarryCoefficient = 0.000816
  /// The exponent of Flutter's carried momentum (see `flutterCarryCoefficient`).
  static let flutterCarryExponent = 1.967
  /// The cap of Flutter's carried momentum, pt/s (see `flutterCarryCoefficient`).
  static let flutterCarryLimit = 40000.0

  /// The velocity carried into a new fling when one at `velocity` is caught (0 for none).
  /// For `.gtk` the carried part depends on the new release too: see
  /// `releaseVelocity(_:caught:)`.
  /// - Parameter velocity: the caught fling's velocity, pt/s.
  public func carriedMomentum(_ velocity: Double) -> Double {
    switch momentumCarry {
    case .none, .gtk: return 0
    case .additive: return velocity
    case .flutter:
      let sign: Double = velocity < 0 ? -1 : 1
      return sign
        * min(
          Self.flutterCarryCoefficient * pow(abs(velocity), Self.flutterCarryExponent),
          Self.flutterCarryLimit)
    }
  }
}
