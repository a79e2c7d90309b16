#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Chromium's smooth wheel step (`ScrollAnimation.wheelStep`, chromium
/// cc/animation/scroll_offset_animation_curve.cc, `kEaseInOut` with `kInverseDelta`):
/// ease-in-out (0.42, 0, 0.58, 1) over clamp(14 - distance / 60, 6, 12) / 60 s, retargeted from
/// the current velocity with its duration capped at 2.5 x distance / speed; `.chromium`. The
/// presets without a wheel model get the same curve from `InputConfiguration.wheelAnimation`.
public struct ChromiumWheel: WheelModel {
  /// Chromium's step.
  public init() {}
  /// The eased step.
  /// - Parameters:
  ///   - step: the axis' offset, velocity and target.
  ///   - tolerance: ignored (the step rests at its end).
  public func motion(for step: WheelStep, tolerance: MotionTolerance) -> any Simulation {
    var duration = SCScrollView.wheelStepDuration(distance: abs(step.target - step.start))
    if let cap = CubicBezierEaseSimulation.retargetDurationCap(
      distance: step.target - step.start, velocity: step.velocity)
    {
      duration = min(duration, cap)
    }
    return CubicBezierEaseSimulation(
      start: step.start, target: step.target, velocity: step.velocity, duration: duration)
  }
}

/// Chromium's "impulse" wheel curve (Windows; chromium cc/animation/
/// scroll_offset_animation_curve.cc, `AnimationType::kImpulse`): 1.5 ms per point of the
/// distance left (`kImpulseMillisecondsPerPixel`), kept within 200-500 ms
/// (`kImpulseMinDurationMs`, `kImpulseMaxDurationMs`), along the cubic Bézier (x1, y1, 0, 1)
/// with x1 = 0.25 (`kImpulseCurveX1`) and y1 = 0.25 x slope, where the slope keeps the current
/// velocity (`ImpulseCurveWithInitialSlope`: above slope 4, x1 = 1 / slope and y1 = 1); a
/// velocity away from the target gives slope 0. A step under 0.01 pt (`kEpsilon`) stops at
/// once. `.chromiumImpulse`.
public struct ChromiumImpulseWheel: WheelModel {
  /// Milliseconds of animation per point of distance (Chromium: 1.5).
  public let millisecondsPerPoint: Double
  /// The shortest step, seconds (Chromium: 0.2).
  public let minimumDuration: Double
  /// The longest step, seconds (Chromium: 0.5).
  public let maximumDuration: Double

  /// Chromium's impulse curve with its defaults.
  /// - Parameters:
  ///   - millisecondsPerPoint: animation per point of distance (1.5).
  ///   - minimumDuration: the shortest step, seconds (0.2).
  ///   - maximumDuration: the longest step, seconds (0.5).
  public init(
    millisecondsPerPoint: Double = 1.5, minimumDuration: Double = 0.2,
    maximumDuration: Double = 0.5
  ) {
    self.millisecondsPerPoint = millisecondsPerPoint
    self.minimumDuration = minimumDuration
    self.maximumDuration = maximumDuration
  }

  /// The step's length for `distance` points: clamp(1.5 ms x distance, 200 ms, 500 ms).
  /// - Parameter distance: the distance left, points (its sign is ignored).
  /// - Returns: seconds.
  func duration(distance: Double) -> Double {
    let d = abs(distance) * millisecondsPerPoint / 1000
    return min(max(minimumDuration, maximumDuration), max(minimumDuration, d))
  }

  /// The impulse step from the current offset and velocity.
  /// - Parameters:
  ///   - step: the axis' offset, velocity and target.
  ///   - tolerance: ignored (the step rests at its end).
  public func motion(for step: WheelStep, tolerance: MotionTolerance) -> any Simulation {
    let delta = step.target - step.start
    guard abs(delta) >= CubicBezierEaseSimulation.retargetEpsilon else {
      return StationarySimulation(step.target)
    }
    let duration = self.duration(distance: delta)
    let slope = step.velocity * duration / delta
    return CubicBezierEaseSimulation(
      start: step.start, target: step.target, duration: duration,
      curve: .impulse(initialSlope: slope.isFinite ? max(0, slope) : 0))
  }
}

/// Firefox's default smooth wheel animation (mozilla gecko-dev
/// layout/generic/ScrollAnimationBezierPhysics.cpp; prefs in modules/libpref/init/
/// StaticPrefList.yaml): each event restarts a cubic Bézier from the current position to the
/// destination lasting the mean of the last three event intervals (whole milliseconds) times
/// `general.smoothScroll.durationToIntervalRatio` (200 %: 2), kept within
/// `general.smoothScroll.mouseWheel.durationMinMS`/`durationMaxMS` (50-200 ms); a run starts
/// with three imaginary intervals of max / ratio, so its first step lasts the maximum. The
/// curve is (dt, dxy, 1 - 0.4, 1) where slope = v x duration / distance, dt = 0.25 /
/// sqrt(1 + slope^2) and dxy = slope x dt (`currentVelocityWeighting` 0.25,
/// `stopDecelerationWeighting` 0.4). `.firefox`.
public struct FirefoxBezierWheel: WheelModel {
  /// The shortest step, seconds (`mouseWheel.durationMinMS` 50).
  public let minimumDuration: Double
  /// The longest step, seconds (`mouseWheel.durationMaxMS` 200).
  public let maximumDuration: Double
  /// Step length per mean event interval (`durationToIntervalRatio` 200 %: 2; at least 1).
  public let intervalRatio: Double
  /// How much of the current velocity the curve starts with (`currentVelocityWeighting` 0.25).
  public let currentVelocityWeighting: Double
  /// How gently the curve stops (`stopDecelerationWeighting` 0.4).
  public let stopDecelerationWeighting: Double

  /// Firefox's wheel animation with its default prefs.
  /// - Parameters:
  ///   - minimumDuration: the shortest step, seconds (0.05).
  ///   - maximumDuration: the longest step, seconds (0.2).
  ///   - intervalRatio: step length per mean event interval (2).
  ///   - currentVelocityWeighting: velocity weighting (0.25).
  ///   - stopDecelerationWeighting: stop weighting (0.4).
  public init(
    minimumDuration: Double = 0.05, maximumDuration: Double = 0.2, intervalRatio: Double = 2,
    currentVelocityWeighting: Double = 0.25, stopDecelerationWeighting: Double = 0.4
  ) {
    self.minimumDuration = minimumDuration
    self.maximumDuration = maximumDuration
    self.intervalRatio = intervalRatio
    self.currentVelocityWeighting = currentVelocityWeighting
    self.stopDecelerationWeighting = stopDecelerationWeighting
  }

  /// The step's length at `step.time` (`ComputeDuration`): whole milliseconds as Firefox
  /// counts them.
  /// - Parameter step: the event and the run's earlier events.
  /// - Returns: seconds, within the minimum and maximum.
  func duration(for step: WheelStep) -> Double {
    let minMS = Double(Int(max(0, minimumDuration) * 1000))
    let maxMS = max(minMS, Double(Int(max(0, maximumDuration) * 1000)))
    let ratio = intervalRatio.isFinite ? max(1, intervalRatio) : 1
    let imaginary = maxMS / ratio / 1000
    let first = step.earlierEvents.first ?? step.time
    let history =
      [first - 3 * imaginary, first - 2 * imaginary, first - imaginary] + step.earlierEvents
    let third = history[history.count - 3]
    let elapsedMS = ((step.time - third) * 1_000_000).rounded() / 1000
    let meanMS = (elapsedMS / 3).rounded(.towardZero)
    let scaled = (meanMS * ratio).rounded(.towardZero)
    return min(maxMS, max(minMS, scaled.isFinite ? scaled : maxMS)) / 1000
  }

  /// The Bézier step from the current offset and velocity.
  /// - Parameters:
  ///   - step: the axis' offset, velocity, target and the run's events.
  ///   - tolerance: ignored (the step rests at its end).
  public func motion(for step: WheelStep, tolerance: MotionTolerance) -> any Simulation {
    let duration = self.duration(for: step)
    let distance = step.target - step.start
    let x2 = 1 - stopDecelerationWeighting
    guard distance != 0, currentVelocityWeighting != 0, duration > 0 else {
      return CubicBezierEaseSimulation(
        start: step.start, target: step.target, duration: duration,
        curve: CubicBezierCurve(x1: 0, y1: 0, x2: x2, y2: 1))
    }
    let slope = step.velocity * duration / distance
    let normalization = (1 + slope * slope).squareRoot()
    let dt = currentVelocityWeighting / normalization
    let dxy = slope * dt
    return CubicBezierEaseSimulation(
      start: step.start, target: step.target, duration: duration,
      curve: CubicBezierCurve(
        x1: dt.isFinite ? dt : 0, y1: dxy.isFinite ? dxy : 0, x2: x2, y2: 1))
  }
}

/// Firefox's MSD smooth scrolling (`general.smoothScroll.msdPhysics.enabled`; mozilla
/// gecko-dev layout/generic/ScrollAnimationMSDPhysics.cpp, gfx/layers/apz/src/
/// AxisPhysicsMSDModel.cpp): each event restarts a critically damped spring of mass 1 from the
/// current position and velocity toward the destination. Its constant: 1250
/// (`motionBeginSpringConstant`) for the first event of a run or one 120 ms or more after the
/// previous (`continuousMotionMaxDeltaMS`); 2000 (`slowdownSpringConstant`) when the interval
/// is at least 12 ms (`slowdownMinDeltaMS`) and 1.3 times the one before
/// (`slowdownMinDeltaRatio`); otherwise 1000 (`regularSpringConstant`). Firefox integrates the
/// spring in fixed 1/120 s steps; the engine uses its closed form, done within the preset's
/// spring tolerances. `.firefoxMSD`.
public struct FirefoxMSDWheel: WheelModel {
  /// The spring constant starting a motion (1250).
  public let motionBeginSpringConstant: Double
  /// The spring constant of continuing motion (1000).
  public let regularSpringConstant: Double
  /// The spring constant once events slow down (2000).
  public let slowdownSpringConstant: Double
  /// An interval this long or longer starts a new motion, seconds (0.120).
  public let continuousMotionMaxDelta: Double
  /// The shortest interval that counts as slowing down, seconds (0.012).
  public let slowdownMinDelta: Double
  /// How much longer than the one before an interval must be to count as slowing down (1.3).
  public let slowdownMinDeltaRatio: Double

  /// Firefox's MSD physics with its default prefs.
  /// - Parameters:
  ///   - motionBeginSpringConstant: 1250.
  ///   - regularSpringConstant: 1000.
  ///   - slowdownSpringConstant: 2000.
  ///   - continuousMotionMaxDelta: seconds (0.120).
  ///   - slowdownMinDelta: seconds (0.012).
  ///   - slowdownMinDeltaRatio: 1.3.
  public init(
    motionBeginSpringConstant: Double = 1250, regularSpringConstant: Double = 1000,
    slowdownSpringConstant: Double = 2000, continuousMotionMaxDelta: Double = 0.120,
    slowdownMinDelta: Double = 0.012, slowdownMinDeltaRatio: Double = 1.3
  ) {
    self.motionBeginSpringConstant = motionBeginSpringConstant
    self.regularSpringConstant = regularSpringConstant
    self.slowdownSpringConstant = slowdownSpringConstant
    self.continuousMotionMaxDelta = continuousMotionMaxDelta
    self.slowdownMinDelta = slowdownMinDelta
    self.slowdownMinDeltaRatio = slowdownMinDeltaRatio
  }

  /// The spring constant for `step` (`ComputeSpringConstant`).
  /// - Parameter step: the event and the run's earlier events.
  /// - Returns: one of the three constants.
  func springConstant(for step: WheelStep) -> Double {
    let events = step.earlierEvents
    guard let last = events.last else { return motionBeginSpringConstant }
    let delta = step.time - last
    if delta >= continuousMotionMaxDelta { return motionBeginSpringConstant }
    if events.count >= 2 {
      let previous = last - events[events.count - 2]
      if previous > 0, delta >= slowdownMinDelta, delta >= previous * slowdownMinDeltaRatio {
        return slowdownSpringConstant
      }
    }
    return regularSpringConstant
  }

  /// The spring toward the target.
  /// - Parameters:
  ///   - step: the axis' offset, velocity, target and the run's events.
  ///   - tolerance: the preset's spring distance and speed end the spring.
  public func motion(for step: WheelStep, tolerance: MotionTolerance) -> any Simulation {
    let k = springConstant(for: step)
    return SpringSimulation(
      criticallyDampedOmega: k.isFinite && k > 0 ? k.squareRoot() : 1, start: step.start,
      target: step.target, velocity: step.velocity,
      distanceTolerance: tolerance.springDistance, velocityTolerance: tolerance.springVelocity)
  }
}

/// Lenis's smooth wheel (darkroomengineering/lenis packages/core/src/animate.ts, lenis.ts):
/// each event restarts the animation from the current position (its velocity is not kept).
/// With a `duration` (seconds) it follows the eased progress min(1, 1.001 - 2^(-10 p)) of
/// p = t / duration and rests at the duration's end; otherwise with a `lerp` it approaches the
/// target as damp(x, to, 60 lerp, dt) = e^(-60 lerp t), resting once within half a point
/// (`Math.round(value) === to`); with neither it jumps. Lenis's defaults: lerp 0.1, no
/// duration (`lerp = !duration && 0.1`); the documented duration is 1.2 s. `.lenis`.
public struct LenisWheel: WheelModel {
  /// The fraction of the distance closed per 60th of a second (Lenis: 0.1); 0 for none.
  public let lerp: Double
  /// The animation's length, seconds; 0 for none (then `lerp` applies).
  public let duration: Double

  /// Lenis's wheel.
  /// - Parameters:
  ///   - lerp: the fraction closed per 60th of a second (0.1); 0 for none.
  ///   - duration: the eased animation's length, seconds; 0 (the default) for none.
  public init(lerp: Double = 0.1, duration: Double = 0) {
    self.lerp = lerp
    self.duration = duration
  }

  /// Lenis's default easing, min(1, 1.001 - 2^(-10 p)).
  /// - Parameter p: the linear progress, 0 to 1.
  static func easing(_ p: Double) -> Double { min(1, 1.001 - pow(2, -10 * p)) }

  /// The eased or damped motion toward the target.
  /// - Parameters:
  ///   - step: the axis' offset and target (the velocity is not used).
  ///   - tolerance: ignored (Lenis's own rest rule).
  public func motion(for step: WheelStep, tolerance: MotionTolerance) -> any Simulation {
    if duration.isFinite, duration > 0 {
      return LenisEasedSimulation(start: step.start, target: step.target, duration: duration)
    }
    if lerp.isFinite, lerp > 0 {
      return LenisDampSimulation(start: step.start, target: step.target, rate: 60 * lerp)
    }
    return StationarySimulation(step.target)
  }
}

/// No animation: each detent moves the content at once, as WebKit on macOS scrolls wheel
/// deltas (`immediateScrollBy`, WebKit Source/WebCore/platform/mac/
/// ScrollElasticityController.mm); `.immediate`.
public struct ImmediateWheel: WheelModel {
  /// The jump.
  public init() {}
  /// At rest at the target at once.
  /// - Parameters:
  ///   - step: the axis' target.
  ///   - tolerance: ignored.
  public func motion(for step: WheelStep, tolerance: MotionTolerance) -> any Simulation {
    StationarySimulation(step.target)
  }
}

extension WheelModel where Self == ChromiumWheel {
  /// Chromium's eased step.
  public static var chromium: ChromiumWheel { ChromiumWheel() }
}

extension WheelModel where Self == ChromiumImpulseWheel {
  /// Chromium's impulse curve (Windows).
  public static var chromiumImpulse: ChromiumImpulseWheel { ChromiumImpulseWheel() }
}

extension WheelModel where Self == FirefoxBezierWheel {
  /// Firefox's default duration-based wheel animation.
  public static var firefox: FirefoxBezierWheel { FirefoxBezierWheel() }
}

extension WheelModel where Self == FirefoxMSDWheel {
  /// Firefox's MSD spring physics.
  public static var firefoxMSD: FirefoxMSDWheel { FirefoxMSDWheel() }
}

extension WheelModel where Self == LenisWheel {
  /// Lenis's default: lerp 0.1.
  public static var lenis: LenisWheel { LenisWheel() }
}

extension WheelModel where Self == ImmediateWheel {
  /// No animation.
  public static var immediate: ImmediateWheel { ImmediateWheel() }
}
