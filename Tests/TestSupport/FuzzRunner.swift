import Foundation

import ScrollCore

/// Settings read from the environment.
///
/// - `SCROLL_FUZZ_SEED=n`: run only sequence `n` and print every step.
/// - `SCROLL_LONG=1`: 200,000 sequences and a one-hour soak instead of 2,000 and 5 minutes.
/// - `SCROLL_FUZZ_COUNT=n`: run `n` sequences (overrides the above).
package struct FuzzSettings {
  package var seeds: [UInt64]
  package var verbose: Bool
  package var soakSeconds: Double

  /// The settings for this process.
  package static func fromEnvironment() -> FuzzSettings {
    let env = ProcessInfo.processInfo.environment
    let long = LongRun.isOn
    if let text = env["SCROLL_FUZZ_SEED"], let seed = UInt64(text) {
      return FuzzSettings(seeds: [seed], verbose: true, soakSeconds: long ? 3600 : 300)
    }
    var count: UInt64 = long ? 200_000 : 2_000
    if let text = env["SCROLL_FUZZ_COUNT"], let n = UInt64(text), n > 0 { count = n }
    return FuzzSettings(seeds: Array(1...count), verbose: false, soakSeconds: long ? 3600 : 300)
  }
}

/// One seeded fuzz sequence: a fresh scroll view with a random configuration, random input
/// bursts checked after every call, then a wait for rest with no input held.
package struct FuzzRun {
  /// Seconds after the last input by which everything must rest, unless momentum (which by
  /// design decays for longer, see `momentumAllowance`) is still running then.
  package static let settleTime = 3.0

  /// What happened.
  package struct Outcome {
    /// Calls made, including frames.
    package var steps = 0
    /// Seconds from the last input until the view was idle.
    package var restDelay = 0.0
    /// A release in this sequence snapped to a target (paging, view-aligned, hook).
    package var snapped = false
    /// The first broken property, if any.
    package var failure: String?
  }

  /// Input bursts per sequence: `minimumBursts` plus up to `extraBursts` more (a burst is one
  /// to a few dozen calls, five on average; see `FuzzScript.nextBurst`). Sized so that 10,000
  /// sequences take about 25 s of CPU in a debug build (the default run takes 2,000).
  package static let minimumBursts = 10
  package static let extraBursts = 100

  package let seed: UInt64
  /// When set, every call is described here with the state after it.
  package var trace: [String]?

  package init(seed: UInt64, tracing: Bool = false) {
    self.seed = seed
    trace = tracing ? [] : nil
  }

  /// How much longer than `settleTime` momentum may run: the longest free fling of `physics`
  /// (UIKit's 0.998/ms decay takes 4.5 s to slow from 8000 to 1 pt/s), or, after a release
  /// that snapped to a target, `snapAllowance`.
  package static func momentumAllowance(_ physics: ScrollPhysics, snapped: Bool) -> Double {
    let fling = physics.momentum(start: 0, velocity: physics.maxFlingVelocity).duration
    return snapped ? max(fling, snapAllowance) : fling
  }

  /// A snap landing decays at k = -v / distance with k no slower than -2 /s (slower releases
  /// take a critically damped spring) and stops within 0.05 pt: at 8000 pt/s the farthest
  /// decay target is 4000 pt, ln(4000 / 0.05) / 2 = 5.6 s.
  package static let snapAllowance = 6.0

  /// Runs the sequence.
  package mutating func run() -> Outcome {
    var script = FuzzScript(seed: seed)
    var outcome = Outcome()
    var (view, rows) = makeView(&script)
    var invariants = FuzzInvariants()
    record(
      "setup: axes \(view.axes.rawValue) physics \(view.physics.name) bounce "
        + "\(view.bounceBehavior) content \(view.contentSize) container \(view.containerSize) "
        + "insets \(view.contentInsets) rows \(rows.count) x \(rows.rowHeight)", view)

    var snapped = false
    func perform(_ step: FuzzStep) -> String? {
      outcome.steps += 1
      if case .release = step.action, view.targetBehavior != nil || view.willEndDragging != nil {
        snapped = true
      }
      let result = invariants.perform(step, on: &view, targets: rows)
      record("\(step.action)", view)
      return result.failure
    }

    for _ in 0..<(Self.minimumBursts + script.rng.below(Self.extraBursts)) {
      for step in script.nextBurst(view, rows: rows) {
        if let failure = perform(step) { return fail(failure, &outcome) }
      }
    }

    // Let go of anything held, then wait without input.
    if view.phase == .tracking || view.phase == .interacting {
      let t = script.now + 1.0 / 60
      let last: FuzzAction =
        script.rng.chance(0.5) ? .release(at: t, velocity: nil, withTargets: true) : .cancel(at: t)
      if let failure = perform(FuzzStep(action: last)) { return fail(failure, &outcome) }
    }
    let lastInput = view.time
    var deadline = lastInput + Self.settleTime
    var t = lastInput
    while view.phase != .idle {
      if t >= deadline {
        // Momentum may decay for longer than the settle time; anything else may not.
        guard view.phase == .decelerating, deadline == lastInput + Self.settleTime else {
          return fail(
            "still \(view.phase) \(formatPoints(t - lastInput, decimals: 3)) s after the last "
              + "input (offset \(view.offset), velocity \(view.velocity))", &outcome)
        }
        deadline += Self.momentumAllowance(view.physics, snapped: snapped)
      }
      t += 1.0 / 60
      if let failure = perform(FuzzStep(action: .advance(at: t))) { return fail(failure, &outcome) }
    }
    outcome.restDelay = t - lastInput
    outcome.snapped = snapped
    if view.isOutOfRange { return fail("at rest out of range: \(view.offset)", &outcome) }
    // At rest, nothing moves without input.
    let rest = view.offset
    if let failure = perform(FuzzStep(action: .advance(at: t + 1))) {
      return fail(failure, &outcome)
    }
    if view.offset != rest || view.phase != .idle {
      return fail("moved at rest: \(rest) -> \(view.offset), \(view.phase)", &outcome)
    }
    return outcome
  }

  /// A scroll view with a random configuration, and its scroll targets.
  package func makeView(_ script: inout FuzzScript) -> (SCScrollView, RowTargets) {
    let axes: Axes = [.vertical, .horizontal, .both][script.rng.weighted([70, 15, 15])]
    func length(_ lo: Double, _ hi: Double) -> Double { script.rng.uniform(lo, hi) }
    let content = Size(width: length(0, 5000), height: length(0, 20000))
    let container = Size(width: length(100, 1200), height: length(100, 1200))
    var insets = SCEdgeInsets.zero
    if script.rng.chance(0.4) {
      insets = SCEdgeInsets(
        top: length(0, 100), leading: length(0, 40), bottom: length(0, 100), trailing: length(0, 40)
      )
    }
    var view = SCScrollView(
      axes: axes, physics: script.rng.pick(ScrollPhysics.presets), contentSize: content,
      containerSize: container, contentInsets: insets,
      bounceBehavior: script.rng.pick(BounceBehavior.allCases))
    if script.rng.chance(0.2) { view.targetBehavior = script.randomTargetBehavior().behavior }
    if script.rng.chance(0.1) {
      let shift = script.rng.uniform(-2000, 2000)
      view.willEndDragging = { _, target in
        target.y += shift
        target.x -= shift
      }
    }
    let rows = RowTargets(
      rowHeight: script.rng.uniform(20, 300), count: script.rng.below(400), width: content.width)
    return (view, rows)
  }

  package mutating func record(_ line: @autoclosure () -> String, _ view: SCScrollView) {
    guard trace != nil else { return }
    trace?.append(
      "\(line()) -> \(view.phase) offset (\(view.offset.x), \(view.offset.y)) velocity "
        + "(\(view.velocity.x), \(view.velocity.y)) t \(view.time)")
  }

  package func fail(_ message: String, _ outcome: inout Outcome) -> Outcome {
    outcome.failure = message
    return outcome
  }
}
