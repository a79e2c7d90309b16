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
      read: { if case .exponential(let r) = $0.deceleration { r } else { nil } },
      write: { p, v in
        if case .exponential = p.deceleration {
          p.deceleration = .exponential(ratePerMillisecond: v)
        }
      }),
    PhysicsSetting(
      name: "physics.friction-drag", summary: "friction drag coefficient (Flutter)",
      unit: "", range: 0.01...0.9,
      read: { if case .friction(let d, _) = $0.deceleration { d } else { nil } },
      write: { p, v in
        if case .friction(_, let c) = p.deceleration {
          p.deceleration = .friction(drag: v, constantDeceleration: c)
        }
      }),
    PhysicsSetting(
      name: "physics.constant-deceleration", summary: "extra constant deceleration (Flutter fast)",
      unit: "pt/s^2", range: 0...20_000,
      read: { if case .friction(_, let c) = $0.deceleration { c } else { nil } },
      write: { p, v in
        if case .friction(let d, _) = p.deceleration {
          p.deceleration = .friction(drag: d, constantDeceleration: v)
        }
      }),
    PhysicsSetting(
      name: "physics.decay", summary: "exponential decay per second (GTK e^-4t)",
      unit: "1/s", range: 0.5...30,
      read: { if case .exponentialRate(let r) = $0.deceleration { r } else { nil } },
      write: { p, v in
        if case .exponentialRate = p.deceleration {
          p.deceleration = .exponentialRate(perSecond: v)
        }
      }),
    PhysicsSetting(
      name: "physics.ppi", summary: "screen density of Android's spline (more = shorter flings)",
      unit: "ppi", range: 40...800,
      read: { if case .androidSpline(let d) = $0.deceleration { d } else { nil } },
      write: { p, v in
        if case .androidSpline = p.deceleration { p.deceleration = .androidSpline(ppi: v) }
      }),
  ]

  static let overscroll: [PhysicsSetting] = [
    PhysicsSetting(
      name: "physics.rubber-band", summary: "rubber-band constant c (UIKit 0.55)",
      unit: "", range: 0.05...2,
      read: { if case .rubberBand(let c) = $0.overscroll { c } else { nil } },
      write: { p, v in if case .rubberBand = p.overscroll { p.overscroll = .rubberBand(c: v) } }),
    PhysicsSetting(
      name: "physics.overscroll-friction", summary: "drag friction past an edge (Flutter)",
      unit: "", range: 0.05...2,
      read: { if case .friction(let s) = $0.overscroll { s } else { nil } },
      write: { p, v in if case .friction = p.overscroll { p.overscroll = .friction(scale: v) } }),
    PhysicsSetting(
      name: "physics.overscroll-limit", summary: "hard limit of a drag past an edge (GTK)",
      unit: "pt", range: 0...1000,
      read: { if case .linear(let l) = $0.overscroll { l } else { nil } },
      write: { p, v in if case .linear = p.overscroll { p.overscroll = .linear(limit: v) } }),
    PhysicsSetting(
      name: "physics.bounces", summary: "bounce past the edges (1) or stop at them (0)",
      unit: "", range: 0...1, isFlag: true,
      read: { $0.bouncesAtEdges ? 1 : 0 }, write: { p, v in p.bouncesAtEdges = v >= 0.5 }),
  ]

  static let springBack: [PhysicsSetting] = [
    PhysicsSetting(
      name: "physics.spring-omega", summary: "critically damped spring-back frequency",
      unit: "rad/s", range: 1...60,
      read: { if case .critical(let w) = $0.springBack { w } else { nil } },
      write: { p, v in if case .critical = p.springBack { p.springBack = .critical(omega: v) } }),
    PhysicsSetting(
      name: "physics.spring-mass", summary: "spring-back mass (Flutter SpringDescription)",
      unit: "", range: 0.05...10,
      read: { if case .spring(let m, _, _) = $0.springBack { m } else { nil } },
      write: { p, v in
        if case .spring(_, let k, let r) = p.springBack {
          p.springBack = .spring(mass: v, stiffness: k, dampingRatio: r)
        }
      }),
    PhysicsSetting(
      name: "physics.spring-stiffness", summary: "spring-back stiffness", unit: "",
      range: 1...2000,
      read: { if case .spring(_, let k, _) = $0.springBack { k } else { nil } },
      write: { p, v in
        if case .spring(let m, _, let r) = p.springBack {
          p.springBack = .spring(mass: m, stiffness: v, dampingRatio: r)
        }
      }),
    PhysicsSetting(
      name: "physics.spring-damping", summary: "spring-back damping ratio (1 = critical)",
      unit: "", range: 0.1...5,
      read: { if case .spring(_, _, let r) = $0.springBack { r } else { nil } },
      write: { p, v in
        if case .spring(let m, let k, _) = p.springBack {
          p.springBack = .spring(mass: m, stiffness: k, dampingRatio: v)
        }
      }),
    PhysicsSetting(
      name: "physics.spring-gravity", summary: "Android's cubic spring-back strength",
      unit: "pt/s^2", range: 100...50_000,
      read: { if case .cubic(let g) = $0.springBack { g } else { nil } },
      write: { p, v in if case .cubic = p.springBack { p.springBack = .cubic(gravity: v) } }),
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
