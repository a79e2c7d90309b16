import Recording

import ScrollCore

/// A target behavior the fuzzer can install (the protocol existential is not printable).
package enum FuzzTargetBehavior: Hashable {
  case none
  case paging
  case viewAligned(SCViewAlignedScrollTargetBehavior.LimitBehavior)

  /// The behavior to install on the scroll view.
  package var behavior: (any SCScrollTargetBehavior)? {
    switch self {
    case .none: return nil
    case .paging: return SCPagingScrollTargetBehavior()
    case .viewAligned(let limit): return SCViewAlignedScrollTargetBehavior(limit: limit)
    }
  }
}

/// One call into a scroll view with its arguments fixed, so a failing sequence can be printed.
package enum FuzzAction: CustomStringConvertible {
  case advance(at: Double)
  case touchDown(at: Double)
  case drag(Point, at: Double)
  case release(at: Double, velocity: Point?, withTargets: Bool)
  case cancel(at: Double)
  case stop(at: Double)
  case scrollTo(Point, ScrollAnimation, at: Double)
  case scrollBy(Point, ScrollAnimation, at: Double)
  case scrollToEdge(SCEdge, ScrollAnimation, at: Double)
  case scrollToID(Int, anchor: SCUnitPoint?, ScrollAnimation, at: Double)
  case refreshTarget(at: Double)
  case contentSize(Size, at: Double)
  case containerSize(Size, at: Double)
  case insets(SCEdgeInsets, at: Double)
  case shift(Point, at: Double)
  case physics(ScrollPhysics, at: Double)
  case bounce(BounceBehavior)
  case targetBehavior(FuzzTargetBehavior)

  /// The session time the call carries, if it takes one.
  package var time: Double? {
    switch self {
    case .advance(let t), .touchDown(let t), .drag(_, let t), .release(let t, _, _),
      .cancel(let t), .stop(let t), .scrollTo(_, _, let t), .scrollBy(_, _, let t),
      .scrollToEdge(_, _, let t), .scrollToID(_, _, _, let t), .refreshTarget(let t),
      .contentSize(_, let t), .containerSize(_, let t), .insets(_, let t), .shift(_, let t),
      .physics(_, let t):
      return t
    case .bounce, .targetBehavior:
      return nil
    }
  }

  /// True for calls that move the valid range or change whether an axis bounces: after them
  /// the offset may be out of range on an axis that does not bounce, until it springs back.
  package var changesBounds: Bool {
    switch self {
    case .contentSize, .containerSize, .insets, .shift, .physics, .bounce: return true
    default: return false
    }
  }

  package var description: String {
    func f(_ v: Double) -> String {
      v.isFinite ? "\(v)" : (v.isNaN ? "nan" : (v > 0 ? "inf" : "-inf"))
    }
    func p(_ q: Point) -> String { "(\(f(q.x)), \(f(q.y)))" }
    switch self {
    case .advance(let t): return "advance(to: \(f(t)))"
    case .touchDown(let t): return "touchDown(at: \(f(t)))"
    case .drag(let d, let t): return "dragBy(\(p(d)), at: \(f(t)))"
    case .release(let t, let v, let targets):
      return "release(at: \(f(t)), velocityOverride: \(v.map(p) ?? "nil"), targets: \(targets))"
    case .cancel(let t): return "cancelInteraction(at: \(f(t)))"
    case .stop(let t): return "stop(at: \(f(t)))"
    case .scrollTo(let q, let a, let t): return "scroll(to: \(p(q)), animation: \(a), at: \(f(t)))"
    case .scrollBy(let d, let a, let t): return "scroll(by: \(p(d)), animation: \(a), at: \(f(t)))"
    case .scrollToEdge(let e, let a, let t):
      return "scrollTo(edge: .\(e), animation: \(a), at: \(f(t)))"
    case .scrollToID(let id, let anchor, let a, let t):
      let an = anchor.map { "(\($0.x), \($0.y))" } ?? "nil"
      return "scrollTo(id: \(id), anchor: \(an), animation: \(a), at: \(f(t)))"
    case .refreshTarget(let t): return "refreshTarget(at: \(f(t)))"
    case .contentSize(let s, let t):
      return "setContentSize(\(f(s.width)) x \(f(s.height)), at: \(f(t)))"
    case .containerSize(let s, let t):
      return "setContainerSize(\(f(s.width)) x \(f(s.height)), at: \(f(t)))"
    case .insets(let i, let t):
      let sides = "t \(f(i.top)) l \(f(i.leading)) b \(f(i.bottom)) r \(f(i.trailing))"
      return "setContentInsets(\(sides), at: \(f(t)))"
    case .shift(let d, let t): return "shiftContent(by: \(p(d)), at: \(f(t)))"
    case .physics(let ph, let t): return "setPhysics(.\(ph.name), at: \(f(t)))"
    case .bounce(let b): return "bounceBehavior = .\(b)"
    case .targetBehavior(let b): return "targetBehavior = \(b)"
    }
  }

  /// Performs the call. Returns false when the view turned it down before reading its time
  /// (`scrollTo(id:)` with an id the targets do not have).
  @discardableResult
  package func apply(to view: inout SCScrollView, targets: RowTargets) -> Bool {
    switch self {
    case .advance(let t): view.advance(to: t)
    case .touchDown(let t): view.touchDown(at: t)
    case .drag(let d, let t): view.dragBy(d, at: t)
    case .release(let t, let v, let withTargets):
      // View-aligned snapping requires targets (a precondition): always given then.
      let given = withTargets || (view.targetBehavior?.requiresScrollTargets ?? false)
      view.release(at: t, velocityOverride: v, targets: given ? targets : nil)
    case .cancel(let t): view.cancelInteraction(at: t)
    case .stop(let t): view.stop(at: t)
    case .scrollTo(let q, let a, let t): view.scroll(to: q, animation: a, at: t)
    case .scrollBy(let d, let a, let t): view.scroll(by: d, animation: a, at: t)
    case .scrollToEdge(let e, let a, let t): view.scrollTo(edge: e, animation: a, at: t)
    case .scrollToID(let id, let anchor, let a, let t):
      return view.scrollTo(id: id, anchor: anchor, in: targets, animation: a, at: t)
    case .refreshTarget(let t): view.refreshTarget(in: targets, at: t)
    case .contentSize(let s, let t): view.setContentSize(s, at: t)
    case .containerSize(let s, let t): view.setContainerSize(s, at: t)
    case .insets(let i, let t): view.setContentInsets(i, at: t)
    case .shift(let d, let t): view.shiftContent(by: d, at: t)
    case .physics(let ph, let t): view.setPhysics(ph, at: t)
    case .bounce(let b): view.bounceBehavior = b
    case .targetBehavior(let b): view.targetBehavior = b.behavior
    }
    return true
  }
}

/// An action and whether the generator fed it bad numbers on purpose (non-finite, negative
/// sizes, deltas past `SCScrollView.absurdDelta`), which the view must sanitize and count.
/// Bad times are judged by the runner, which knows the view's clock.
package struct FuzzStep {
  package var action: FuzzAction
  package var badInput = false

  /// A step doing `action`, with bad numbers in it on purpose when `badInput`.
  package init(action: FuzzAction, badInput: Bool = false) {
    self.action = action
    self.badInput = badInput
  }
}

/// Generates random input for one scroll view from a seed: gestures, flings, wheel bursts,
/// programmatic scrolls, resizes, inset changes, content shifts, preset and bounce switches,
/// with frame-time jitter, repeated, backward and non-finite timestamps mixed in.
///
/// Deterministic: the same seed and the same view state give the same steps.
package struct FuzzScript {
  package var rng: SplitMix64
  /// The latest time handed out, seconds. Earlier and non-finite times are also handed out,
  /// but never advance it.
  package private(set) var now: Double = 0

  package init(seed: UInt64) { rng = SplitMix64(seed: seed) }

  // MARK: - Numbers

  /// The time for the next input: mostly one 60 Hz frame later with jitter.
  package mutating func time() -> Double {
    switch rng.weighted([66, 8, 6, 4, 3, 7, 2, 1]) {
    case 0: now += (1.0 / 60) * rng.uniform(0.5, 1.5)
    case 1: now += rng.uniform(0.001, 0.008)  // fast input samples
    case 2: break  // repeated timestamp
    case 3: return now - rng.uniform(1e-6, 0.5)  // going backwards
    case 4: return rng.pick([Double.nan, .infinity, -.infinity])
    case 5: now += rng.uniform(0.05, 1.0)
    case 6: now += 1e-9
    default: now += rng.uniform(2, 10)
    }
    return now
  }

  /// A drag or scroll delta along one axis.
  package mutating func delta(_ bad: inout Bool) -> Double {
    switch rng.weighted([40, 15, 15, 6, 5, 5, 3, 2, 2, 7]) {
    case 0: return rng.uniform(-30, 30)
    case 1: return rng.uniform(-100, 100)
    case 2: return rng.uniform(-800, 800)
    case 3: return rng.sign() * 1e-9
    case 4: return 0
    case 5:
      bad = true
      return rng.sign() * 1e12
    case 6:
      bad = true
      return .nan
    case 7:
      bad = true
      return .infinity
    case 8:
      bad = true
      return -.infinity
    default: return rng.uniform(-5000, 5000)
    }
  }

  /// A content length; `current` lets it shrink or grow what is there.
  package mutating func contentLength(current: Double, _ bad: inout Bool) -> Double {
    switch rng.weighted([35, 12, 12, 8, 8, 5, 4, 3, 2, 1, 10]) {
    case 0: return rng.uniform(0, 20000)
    case 1: return current * rng.uniform(0, 0.9)  // shrink
    case 2: return current + rng.uniform(0, 3000)  // grow
    case 3: return rng.uniform(0, 600)
    case 4: return rng.uniform(20000, 1e6)
    case 5: return 0
    case 6:
      bad = true
      return -rng.uniform(1e-6, 1000)
    case 7:
      bad = true
      return .nan
    case 8:
      bad = true
      return .infinity
    case 9: return 1e-9
    default: return current
    }
  }

  /// A container length; `current` lets it shrink or grow what is there.
  package mutating func containerLength(current: Double, _ bad: inout Bool) -> Double {
    switch rng.weighted([45, 10, 8, 6, 5, 5, 4, 3, 2, 12]) {
    case 0: return rng.uniform(50, 1500)
    case 1: return current * rng.uniform(0, 0.9)
    case 2: return current * rng.uniform(1, 2)
    case 3: return rng.uniform(0, 50)
    case 4: return rng.uniform(1500, 20000)
    case 5: return 0
    case 6:
      bad = true
      return -rng.uniform(1e-6, 1000)
    case 7:
      bad = true
      return .nan
    case 8:
      bad = true
      return -.infinity
    default: return current
    }
  }

  /// One content inset (negative insets are valid).
  package mutating func inset(_ bad: inout Bool) -> Double {
    switch rng.weighted([50, 20, 12, 8, 3, 2]) {
    case 0: return rng.uniform(0, 100)
    case 1: return 0
    case 2: return -rng.uniform(0, 200)
    case 3: return rng.uniform(100, 2000)
    case 4:
      bad = true
      return .nan
    default:
      bad = true
      return .infinity
    }
  }

  /// A programmatic animation, now and then with nonsensical parameters (`bad` when one is
  /// not finite). Valid but very slow animations (tiny omega, long durations) are left out:
  /// they may outlast the rest check by the caller's choice.
  package mutating func animation(_ bad: inout Bool) -> ScrollAnimation {
    switch rng.weighted([20, 25, 10, 15, 30, 2, 2]) {
    case 0: return .none
    case 1: return .smooth
    case 2: return .spring(omega: rng.uniform(12, 40))
    case 3: return .easeInOut(duration: rng.uniform(0.05, 1.0))
    case 4: return .wheelStep
    case 5:
      let omega = rng.pick([0, -1, 1e300, .nan, .infinity, -.infinity] as [Double])
      if !omega.isFinite { bad = true }
      return .spring(omega: omega)
    default:
      let duration = rng.pick([0, -1, .nan, .infinity, -.infinity] as [Double])
      if !duration.isFinite { bad = true }
      return .easeInOut(duration: duration)
    }
  }

  /// A point from two deltas.
  package mutating func deltaPoint(_ bad: inout Bool) -> Point {
    Point(x: delta(&bad), y: delta(&bad))
  }

  /// A random programmatic target around the content.
  package mutating func targetPoint(_ view: SCScrollView, _ bad: inout Bool) -> Point {
    var p = Point.zero
    for axis in SCAxis.allCases {
      let lo = view.minOffset(axis)
      let hi = view.maxOffset(axis)
      switch rng.weighted([70, 10, 10, 5, 5]) {
      case 0: p[axis] = rng.uniform(lo, hi + 1)
      case 1: p[axis] = lo - rng.uniform(0, 5000)
      case 2: p[axis] = hi + rng.uniform(0, 5000)
      case 3: p[axis] = rng.sign() * 1e12
      default:
        bad = true
        p[axis] = .nan
      }
    }
    return p
  }

  // MARK: - Steps

  /// One frame tick.
  package mutating func frame() -> FuzzStep { FuzzStep(action: .advance(at: time())) }

  /// The next burst of input (one call, a stroke, a flick or a wheel burst) followed by a few
  /// frames, generated against the current state of `view`.
  package mutating func nextBurst(_ view: SCScrollView, rows: RowTargets) -> [FuzzStep] {
    var steps: [FuzzStep] = []
    var bad = false
    func add(_ a: FuzzAction) {
      steps.append(FuzzStep(action: a, badInput: bad))
      bad = false
    }
    switch rng.weighted([8, 20, 8, 3, 6, 10, 4, 5, 3, 3, 2, 2, 5, 4, 3, 3, 2, 3, 2, 1]) {
    case 0: add(.touchDown(at: time()))
    case 1:
      for _ in 0..<(1 + rng.below(6)) {
        let d = deltaPoint(&bad)
        add(.drag(d, at: time()))
      }
    case 2:
      let v: Point? = rng.chance(0.7) ? nil : releaseVelocity(&bad)
      add(.release(at: time(), velocity: v, withTargets: rng.chance(0.5)))
    case 3: add(.cancel(at: time()))
    case 4:
      // A flick: steady motion in 8 ms samples, then lifted.
      let speed = rng.sign() * rng.uniform(100, 12000)
      let along = view.axes.list.isEmpty ? SCAxis.vertical : rng.pick(view.axes.list)
      add(.touchDown(at: time()))
      for _ in 0..<(3 + rng.below(10)) {
        now += 0.008
        var d = Point.zero
        d[along] = speed * 0.008
        add(.drag(d, at: now))
      }
      now += rng.uniform(0.001, 0.06)
      add(.release(at: now, velocity: nil, withTargets: rng.chance(0.5)))
    case 5:
      for _ in 0..<(1 + rng.below(20)) { steps.append(frame()) }
    case 6:
      let p = targetPoint(view, &bad)
      add(.scrollTo(p, animation(&bad), at: time()))
    case 7:
      // A wheel burst: ticks 8..40 ms apart, animated steps that accumulate.
      let step = rng.pick([40.0, 53.0, 120.0, rng.uniform(-3, 3)]) * rng.sign()
      for _ in 0..<(1 + rng.below(8)) {
        var d = Point.zero
        d[rng.pick(SCAxis.allCases)] = rng.chance(0.9) ? step : delta(&bad)
        add(.scrollBy(d, rng.chance(0.85) ? .wheelStep : animation(&bad), at: time()))
        now += rng.uniform(0.008, 0.040)
        if rng.chance(0.6) { add(.advance(at: now)) }
      }
    case 8: add(.scrollToEdge(rng.pick(SCEdge.allCases), animation(&bad), at: time()))
    case 9:
      let id = rng.below(rows.count + 10) - 5
      let anchor: SCUnitPoint? =
        rng.chance(0.3) ? nil : rng.pick([.top, .center, .bottom, .leading])
      add(.scrollToID(id, anchor: anchor, animation(&bad), at: time()))
    case 10: add(.refreshTarget(at: time()))
    case 11: add(.stop(at: time()))
    case 12:
      var s = view.contentSize
      for axis in SCAxis.allCases where rng.chance(0.7) {
        s[axis] = contentLength(current: s[axis], &bad)
      }
      add(.contentSize(s, at: time()))
    case 13:
      var s = view.containerSize
      for axis in SCAxis.allCases where rng.chance(0.7) {
        s[axis] = containerLength(current: s[axis], &bad)
      }
      add(.containerSize(s, at: time()))
    case 14:
      let i = SCEdgeInsets(
        top: inset(&bad), leading: inset(&bad), bottom: inset(&bad), trailing: inset(&bad))
      add(.insets(i, at: time()))
    case 15:
      var d = Point.zero
      for axis in SCAxis.allCases where rng.chance(0.7) {
        switch rng.weighted([70, 15, 10, 5]) {
        case 0: d[axis] = rng.uniform(-500, 500)
        case 1: d[axis] = rng.uniform(-20000, 20000)
        case 2: d[axis] = rng.sign() * 1e6
        default:
          bad = true
          d[axis] = .nan
        }
      }
      add(.shift(d, at: time()))
    case 16:
      // Anchoring: rows inserted above (or removed from above) the visible part.
      let axis = view.axes.list.last ?? .vertical
      let h = rng.chance(0.7) ? rng.uniform(0, 2000) : -rng.uniform(0, view.contentSize[axis])
      var s = view.contentSize
      s[axis] = max(0, s[axis] + h)
      var d = Point.zero
      d[axis] = s[axis] - view.contentSize[axis]
      let t = time()
      add(.contentSize(s, at: t))
      add(.shift(d, at: t))
    case 17: add(.physics(rng.pick(ScrollPhysics.presets), at: time()))
    case 18: add(.bounce(rng.pick(BounceBehavior.allCases)))
    default: add(.targetBehavior(randomTargetBehavior()))
    }
    for _ in 0..<rng.below(4) { steps.append(frame()) }
    return steps
  }

  /// A velocity override for a release.
  package mutating func releaseVelocity(_ bad: inout Bool) -> Point {
    var v = Point.zero
    for axis in SCAxis.allCases {
      switch rng.weighted([80, 8, 7, 5]) {
      case 0: v[axis] = rng.uniform(-20000, 20000)
      case 1: v[axis] = rng.sign() * 1e15
      case 2:
        bad = true
        v[axis] = .nan
      default:
        bad = true
        v[axis] = .infinity
      }
    }
    return v
  }

  /// Paging, view-aligned or nothing.
  package mutating func randomTargetBehavior() -> FuzzTargetBehavior {
    switch rng.weighted([60, 20, 20]) {
    case 0: return .none
    case 1: return .paging
    default: return .viewAligned(rng.pick(SCViewAlignedScrollTargetBehavior.LimitBehavior.allCases))
    }
  }
}
