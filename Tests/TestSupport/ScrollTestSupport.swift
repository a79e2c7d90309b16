import ScrollCore

/// A scripted input step for driving a scroll view in tests.
package enum ScriptStep {
  case down(Double)
  case drag(Double, dy: Double)
  case release(Double)
}

/// Drives `view` through `steps`, advancing frames at `fps` (with optional deterministic
/// jitter), applying each step at its own time at the start of the frame that follows it.
/// Returns the phases seen (deduplicated transitions) and the time at which it went idle.
package struct FrameDriver {
  package var fps: Double
  package var jitter: Double = 0
  package var seed: UInt64 = 1

  /// A driver at `fps` frames a second, each frame's length varied by up to `jitter` of it
  /// (deterministically from `seed`).
  package init(fps: Double, jitter: Double = 0, seed: UInt64 = 1) {
    self.fps = fps
    self.jitter = jitter
    self.seed = seed
  }

  package mutating func nextRandom() -> Double {
    seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Double(seed >> 11) / Double(1 << 53)
  }

  package mutating func run(
    _ view: inout SCScrollView, steps: [ScriptStep], until limit: Double = 10,
    targets: (any ScrollTargetProvider)? = nil
  ) -> (phases: [SCScrollPhase], restTime: Double?) {
    var phases: [SCScrollPhase] = [view.phase]
    var t = 0.0
    var pending = steps
    var restTime: Double?
    var started = false
    while t < limit {
      let dt = (1 / fps) * (1 + jitter * (nextRandom() * 2 - 1))
      t += dt
      while let step = pending.first, time(of: step) <= t {
        pending.removeFirst()
        started = true
        switch step {
        case .down(let at): view.touchDown(at: at)
        case .drag(let at, let dy): view.dragBy(Point(x: 0, y: dy), at: at)
        case .release(let at): view.release(at: at, targets: targets)
        }
      }
      view.advance(to: t)
      for e in view.takeEvents() {
        if case .phaseChanged(_, let to, _) = e.event { phases.append(to) }
      }
      if started && pending.isEmpty && view.phase == .idle && restTime == nil {
        restTime = t
        break
      }
    }
    return (phases, restTime)
  }

  package func time(of step: ScriptStep) -> Double {
    switch step {
    case .down(let t), .drag(let t, _), .release(let t): return t
    }
  }
}

/// A flick: finger down, moving `speed` pt/s of offset for 100 ms in 8 ms input samples,
/// then lifted.
package func flick(speed: Double, start: Double = 0.1) -> [ScriptStep] {
  var steps: [ScriptStep] = [.down(start)]
  let dt = 0.008
  for i in 1...12 { steps.append(.drag(start + Double(i) * dt, dy: speed * dt)) }
  steps.append(.release(start + 12 * dt + 0.004))
  return steps
}

/// A list of equal rows as scroll targets, for snapping tests.
package struct RowTargets: ScrollTargetProvider {
  package var rowHeight: Double
  package var count: Int
  package var width: Double = 400

  /// `count` rows of `rowHeight` points, `width` wide.
  package init(rowHeight: Double, count: Int, width: Double = 400) {
    self.rowHeight = rowHeight
    self.count = count
    self.width = width
  }

  package func frame(ofTarget id: AnyHashableSendable) -> Rect? {
    guard let i = id.base as? Int, i >= 0, i < count else { return nil }
    return Rect(x: 0, y: Double(i) * rowHeight, width: width, height: rowHeight)
  }
  package func isEstimated(_ id: AnyHashableSendable) -> Bool { false }
  package func firstTarget(atOrAfter offset: Double, axis: SCAxis) -> AnyHashableSendable? {
    let i = max(0, min(count - 1, Int((offset / rowHeight).rounded(.down))))
    return AnyHashableSendable(i)
  }
  package func targetFrames(from lower: Double, to upper: Double, axis: SCAxis) -> [Rect] {
    let a = max(0, Int((lower / rowHeight).rounded(.down)))
    let b = min(count - 1, Int((upper / rowHeight).rounded(.up)))
    guard a <= b else { return [] }
    return (a...b).map { Rect(x: 0, y: Double($0) * rowHeight, width: width, height: rowHeight) }
  }
}

package func makeView(
  physics: ScrollPhysics = .ios, content: Double = 20000, container: Double = 600,
  bounce: BounceBehavior = .basedOnSize
) -> SCScrollView {
  SCScrollView(
    physics: physics, contentSize: Size(width: 400, height: content),
    containerSize: Size(width: 400, height: container), bounceBehavior: bounce)
}
