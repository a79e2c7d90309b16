import ScrollCore

/// Every tunable number of the physics presets, by model. Ranges keep motions finite and
/// settling (a rate of 1 per ms would never stop; a spring without mass has no motion).
public enum PhysicsSettings {
  /// All settings, in the order the inspector and `--list-settings` show them.
  public static let all: [PhysicsSetting] = deceleration + overscroll + springBack + limits

  /// The settings that apply to `physics` (its models have them).
  /// - Parameter physics: a preset, tuned or not.
  public static func applicable(to physics: ScrollPhysics) -> [PhysicsSetting] {
    all.filter { $0.read(physics) != nil }
  }

  /// The setting named `name`, or nil.
  /// - Parameter name: a dotted name ("physics.rate").
  public static func named(_ name: String) -> PhysicsSetting? { all.first { $0.name == name } }

  static let deceleration: [PhysicsSetting] = [
    PhysicsSetting(
      name: "physics.rate", summary: "velocity kept per millisecond (UIKit decelerationRate)",
      unit: "per ms", range: 0.9...0.9999,
      read: { ($0.deceleration as? ExponentialDeceleration)?.ratePerMillisecond },
      write: { p, v in
        if p.deceleration is ExponentialDeceleration {
          p.deceleration = .exponential(ratePerMillisecond: v)
        }
      }),
    PhysicsSetting(
      name: "physics.friction-drag", summary: "friction drag coefficient (Flutter)",
      unit: "", range: 0.01...0.9,
      read: { ($0.deceleration as? FrictionDeceleration)?.drag },
      write: { p, v in
        if let f = p.deceleration as? FrictionDeceleration {
          p.deceleration = .friction(drag: v, constantDeceleration: f.constantDeceleration)
        }
      }),
    PhysicsSetting(
      name: "physics.constant-deceleration", summary: "extra constant deceleration (Flutter fast)",
      unit: "pt/s^2", range: 0...20_000,
      read: { ($0.deceleration as? FrictionDeceleration)?.constantDeceleration },
      write: { p, v in
        if let f = p.deceleration as? FrictionDeceleration {
          p.deceleration = .friction(drag: f.drag, constantDeceleration: v)
        }
      }),
    PhysicsSetting(
      name: "physics.decay", summary: "exponential decay per second (GTK e^-4t)",
      unit: "1/s", range: 0.5...30,
      read: { ($0.deceleration as? ExponentialRateDeceleration)?.perSecond },
      write: { p, v in
        if p.deceleration is ExponentialRateDeceleration {
          p.deceleration = .exponentialRate(perSecond: v)
        }
      }),
    PhysicsSetting(
      name: "physics.ppi", summary: "screen density of Android's spline (more = shorter flings)",
      unit: "ppi", range: 40...800,
      read: { ($0.deceleration as? AndroidSplineDeceleration)?.ppi },
      write: { p, v in
        if p.deceleration is AndroidSplineDeceleration { p.deceleration = .androidSpline(ppi: v) }
      }),
  ]

  static let overscroll: [PhysicsSetting] = [
    PhysicsSetting(
      name: "physics.rubber-band", summary: "rubber-band constant c (UIKit 0.55)",
      unit: "", range: 0.05...2,
      read: { ($0.overscroll as? RubberBandOverscroll)?.c },
      write: { p, v in
        if p.overscroll is RubberBandOverscroll { p.overscroll = .rubberBand(c: v) }
      }),
    PhysicsSetting(
      name: "physics.overscroll-friction", summary: "drag friction past an edge (Flutter)",
      unit: "", range: 0.05...2,
      read: { ($0.overscroll as? FrictionOverscroll)?.scale },
      write: { p, v in
        if let f = p.overscroll as? FrictionOverscroll {
          p.overscroll = .friction(scale: v, easesOutOneToOne: f.easesOutOneToOne)
        }
      }),
    PhysicsSetting(
      name: "physics.overscroll-limit", summary: "hard limit of a drag past an edge (GTK)",
      unit: "pt", range: 0...1000,
      read: { ($0.overscroll as? LinearOverscroll)?.limit },
      write: { p, v in if p.overscroll is LinearOverscroll { p.overscroll = .linear(limit: v) } }),
    PhysicsSetting(
      name: "physics.bounces", summary: "bounce past the edges (1) or stop at them (0)",
      unit: "", range: 0...1, isFlag: true,
      read: { $0.bouncesAtEdges ? 1 : 0 }, write: { p, v in p.bouncesAtEdges = v >= 0.5 }),
  ]

  static let springBack: [PhysicsSetting] = [
    PhysicsSetting(
      name: "physics.spring-omega", summary: "critically damped spring-back frequency",
      unit: "rad/s", range: 1...60,
      read: { ($0.springBack as? CriticalSpringBack)?.omega },
      write: { p, v in
        if p.springBack is CriticalSpringBack { p.springBack = .critical(omega: v) }
      }),
    PhysicsSetting(
      name: "physics.spring-mass", summary: "spring-back mass (Flutter SpringDescription)",
      unit: "", range: 0.05...10,
      read: { ($0.springBack as? DampedSpringBack)?.mass },
      write: { p, v in
        if let s = p.springBack as? DampedSpringBack {
          p.springBack = .spring(mass: v, stiffness: s.stiffness, dampingRatio: s.dampingRatio)
        }
      }),
    PhysicsSetting(
      name: "physics.spring-stiffness", summary: "spring-back stiffness", unit: "",
      range: 1...2000,
      read: { ($0.springBack as? DampedSpringBack)?.stiffness },
      write: { p, v in
        if let s = p.springBack as? DampedSpringBack {
          p.springBack = .spring(mass: s.mass, stiffness: v, dampingRatio: s.dampingRatio)
        }
      }),
    PhysicsSetting(
      name: "physics.spring-damping", summary: "spring-back damping ratio (1 = critical)",
      unit: "", range: 0.1...5,
      read: { ($0.springBack as? DampedSpringBack)?.dampingRatio },
      write: { p, v in
        if let s = p.springBack as? DampedSpringBack {
          p.springBack = .spring(mass: s.mass, stiffness: s.stiffness, dampingRatio: v)
        }
      }),
    PhysicsSetting(
      name: "physics.spring-gravity", summary: "Android's cubic spring-back strength",
      unit: "pt/s^2", range: 100...50_000,
      read: { ($0.springBack as? CubicSpringBack)?.gravity },
      write: { p, v in if p.springBack is CubicSpringBack { p.springBack = .cubic(gravity: v) } }),
  ]

  static let limits: [PhysicsSetting] = [
    PhysicsSetting(
      name: "physics.min-fling", summary: "slowest release that flings", unit: "pt/s",
      range: 0...2000, read: { $0.minFlingVelocity }, write: { p, v in p.minFlingVelocity = v }),
    PhysicsSetting(
      name: "physics.max-fling", summary: "fastest fling (faster releases are capped)",
      unit: "pt/s", range: 100...100_000, read: { $0.maxFlingVelocity },
      write: { p, v in p.maxFlingVelocity = v }),
    PhysicsSetting(
      name: "physics.stop-velocity", summary: "momentum stops under this speed", unit: "pt/s",
      range: 0.01...200, read: { $0.stopVelocity }, write: { p, v in p.stopVelocity = v }),
  ]
}
