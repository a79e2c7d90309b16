import Foundation
import Recording
import ScrollCore
import TestSupport

@testable import Scenes

/// One seeded sequence of content changing under the user: a `ScrollHost<Void>` (lazy stack,
/// scroll view, interpreter) driven at exactly 60 frames per second while drags, flings,
/// touchpad and wheel bursts, keys and programmatic animations (to an id, an edge, a point)
/// run, and items are prepended or inserted above, the anchor removed with its neighbours,
/// rows resized (or re-measured) above and inside the viewport, and items appended below.
///
/// Each frame: input, `advance`, at most one content change (applied with the stack's
/// correction, as the scenes do), `layout`. The visible anchor is the first item reaching
/// past the viewport start after `advance`; its window position (content position minus
/// offset) must come out of the change and the layout within 0.5 pt of where the scroll
/// alone put it. When it is removed, the stack must report it and name the fallback (the
/// next surviving item, or the previous one at the end), and the fallback is held instead.
/// The only excuse is an offset the view could not reach: past the rubber band's limit.
struct FuzzAnchorRun {
  /// The largest jump of the anchor not explained by the scroll itself, points.
  static let tolerance = 0.5

  let seed: UInt64
  var trace: [String]?

  struct Outcome {
    var frames = 0
    var changes = 0
    var anchorRemovals = 0
    var framesWhileMoving = 0
    var changesWhileMoving = 0
    var excused = 0
    var worstJump = 0.0
    var failure: String?
  }

  init(seed: UInt64, tracing: Bool = false) {
    self.seed = seed
    trace = tracing ? [] : nil
  }

  /// The test's own copy of the content: ids in layout order and each item's real length.
  struct Content {
    var ids: [Int]
    var lengths: [Int: Double]
    var nextID: Int
  }

  mutating func run() -> Outcome {
    var outcome = Outcome()
    var rng = SplitMix64(seed: seed)
    let axis: SCAxis = rng.chance(0.8) ? .vertical : .horizontal
    let count = 50 + rng.below(800)
    let lengthRange = rng.pick([20.0...60, 30.0...300, 10.0...500])
    var content = Content(ids: Array(0..<count), lengths: [:], nextID: count)
    for id in 0..<count {
      content.lengths[id] = rng.uniform(lengthRange.lowerBound, lengthRange.upperBound)
    }
    let stack = LazyStack(
      axis: axis, count: count, estimatedSize: rng.uniform(30, 150),
      spacing: rng.chance(0.5) ? 0 : rng.uniform(0, 12),
      padding: SCEdgeInsets(
        top: rng.uniform(0, 60), leading: rng.uniform(0, 20), bottom: rng.uniform(0, 60),
        trailing: rng.uniform(0, 20)))
    var host = ScrollHost(
      scene: "anchor", stack: stack, physics: rng.pick(ScrollPhysics.presets),
      bounce: rng.pick(BounceBehavior.allCases))
    let frame = Rect(
      x: 0, y: 44, width: rng.uniform(300, 1000), height: rng.uniform(250, 900))
    host.setFrame(frame, at: 0)
    record(
      "setup: axis \(axis) items \(count) lengths \(lengthRange) physics \(host.view.physics.name) "
        + "bounce \(host.view.bounceBehavior) frame \(frame)", host)

    var invariants = FuzzInvariants()
    var reported: SCScrollPhase = .idle
    var queue: [InputEvent] = []
    var pointer: Point?
    var t = 0.0
    let fps = 60.0
    let totalFrames = 300 + rng.below(500)

    func layout(_ host: inout ScrollHost<Void>, at t: Double) -> LayoutPass {
      let ids = content.ids
      let lengths = content.lengths
      return host.layout(at: t) { i in i < ids.count ? lengths[ids[i]] : nil }
    }
    _ = layout(&host, at: 0)

    for frameIndex in 1...(totalFrames + 600) {
      let userTime = frameIndex <= totalFrames
      t = Double(frameIndex) / fps
      outcome.frames += 1
      if userTime && queue.isEmpty && rng.chance(0.12) {
        schedule(&queue, &rng, &host, at: t, frame: frame, axis: axis)
      }
      // A held drag moves the content no further than the pointer moved (the first move past
      // the click slop also applies the motion within the slop).
      let offsetAtStart = host.view.offset[axis]
      let holding = { (v: SCScrollView) in v.phase == .tracking || v.phase == .interacting }
      var heldThroughout = host.interpreter.isPointerHeld && holding(host.view)
      var pointerTravel = 0.0
      while let e = queue.first, e.time <= t + 1e-9 {
        queue.removeFirst()
        switch e.kind {
        case .pointerDown(let p, _): pointer = p
        case .pointerMove(let p, _):
          if let q = pointer { pointerTravel += abs(p[axis] - q[axis]) }
          pointer = p
        default: heldThroughout = false
        }
        _ = host.handle(e)
        record("handle \(e.kind) at \(e.time)", host)
      }
      host.advance(to: t)
      if heldThroughout && host.interpreter.isPointerHeld && holding(host.view)
        && abs(host.view.offset[axis] - offsetAtStart)
          > pointerTravel + host.interpreter.configuration.clickSlop + Self.tolerance
      {
        return fail(
          "a held drag moved the content \(host.view.offset[axis] - offsetAtStart) pt for "
            + "\(pointerTravel) pt of pointer travel", &outcome)
      }
      let moving = host.view.phase != .idle
      if moving { outcome.framesWhileMoving += 1 }

      // The visible anchor, where the scroll alone puts it, and its neighbours' places.
      let offsetBefore = host.view.offset[axis]
      var requested = offsetBefore
      /// True when the view could not take the offset `asked` (now showing `got`) because it
      /// lies past the rubber band's reach of its current range.
      func outOfReach(asked: Double, got: Double) -> Bool {
        let reach = max(1, host.view.containerSize[axis])
        let reachable = (host.view.minOffset(axis) - reach)...(host.view.maxOffset(axis) + reach)
        return abs(got - asked) > 1e-6 && !reachable.contains(asked)
      }
      var unreachable = false
      guard let anchorIndex = host.stack.firstIndex(reachingPast: offsetBefore) else {
        return fail("empty stack", &outcome)
      }
      let anchorID = host.stack.id(at: anchorIndex)
      var placeBefore: [Int: Double] = [:]
      let lo = max(0, anchorIndex - 8)
      let hi = min(host.stack.count, anchorIndex + 9)
      for i in lo..<hi {
        placeBefore[host.stack.id(at: i)] = host.stack.offset(ofIndex: i) - offsetBefore
      }
      var held = anchorID
      var changed = false

      if userTime && rng.chance(0.25) {
        changed = true
        outcome.changes += 1
        if moving { outcome.changesWhileMoving += 1 }
        let (description, correction, removed, clamped) = change(
          &host, &content, &rng, anchorIndex: anchorIndex, axis: axis, at: t)
        record("change: \(description) correction \(correction.delta)", host)
        requested += correction.delta
        unreachable = clamped
        requested = host.view.offset[axis]
        if let removed {
          outcome.anchorRemovals += 1
          guard correction.removedAnchorID == anchorID else {
            return fail(
              "\(description) removed the visible anchor \(anchorID) but the stack reported "
                + "\(correction.removedAnchorID.map(String.init) ?? "nothing") (its anchor was "
                + "\(correction.anchor.map { "\($0.id)" } ?? "nil"))", &outcome)
          }
          let expected =
            removed.upperBound < content.ids.count + removed.count
            ? content.ids[removed.lowerBound] : content.ids[removed.lowerBound - 1]
          guard let fallback = correction.anchor?.id, fallback == expected else {
            return fail(
              "\(description): fallback \(correction.anchor.map { "\($0.id)" } ?? "nil"), "
                + "expected \(expected)", &outcome)
          }
          held = fallback
        }
      }
      let pass = layout(&host, at: t)
      requested += pass.offsetCorrection
      let offsetAfter = host.view.offset[axis]
      if outOfReach(asked: requested, got: offsetAfter) { unreachable = true }
      if frameIndex % 60 == 0 || changed {
        // The storage's own invariants after every change (and once a second of layout).
        if let v = host.stack._invariantViolation() {
          return fail("frame \(frameIndex): stack invariant broken: \(v)", &outcome)
        }
        if let p = mirrorProblem(host.stack, content) { return fail(p, &outcome) }
      }

      // The held item's window position.
      if let index = host.stack.index(ofID: held), let before = placeBefore[held] {
        let now = host.stack.offset(ofIndex: index) - offsetAfter
        let jump = abs(now - before)
        if jump > Self.tolerance {
          if unreachable {
            outcome.excused += 1
            record("excused: item \(held) moved \(now - before) pt, out of the view's reach", host)
          } else {
            return fail(
              "item \(held) (visible anchor \(anchorID)) jumped \(now - before) pt on screen "
                + "(offset \(offsetBefore) -> \(offsetAfter), layout correction "
                + "\(pass.offsetCorrection))", &outcome)
          }
        } else {
          if jump > 0.01 { record("held item \(held) moved \(now - before) pt", host) }
          outcome.worstJump = max(outcome.worstJump, jump)
        }
      } else {
        return fail("the held item \(held) is gone or was not placed before", &outcome)
      }

      // The scroll view's own invariants and phase stream.
      if let p = invariants.checkState(host.view, boundsMayHaveMoved: true) {
        return fail(p, &outcome)
      }
      for e in host.takeEvents() where e.name == "phase" {
        guard case .string(let fromName)? = e["from"], case .string(let toName)? = e["to"],
          let from = SCScrollPhase(rawValue: fromName), let to = SCScrollPhase(rawValue: toName),
          from == reported, FuzzInvariants.isAllowed(from, to)
        else { return fail("phase event \(e.fields) after \(reported)", &outcome) }
        reported = to
      }
      record("frame \(t)", host)
      if !userTime && queue.isEmpty && host.view.phase == .idle
        && !host.interpreter.isTouchpadGestureActive
      {
        if host.view.isOutOfRange { return fail("at rest out of range", &outcome) }
        return outcome
      }
    }
    if host.view.phase == .decelerating { return outcome }  // a long free fling
    return fail("still \(host.view.phase) 10 s after the last input", &outcome)
  }

  /// The stack holds the ids of the test's copy, in order.
  func mirrorProblem(_ stack: LazyStack, _ content: Content) -> String? {
    guard stack.count == content.ids.count else {
      return "stack has \(stack.count) items, expected \(content.ids.count)"
    }
    for i in 0..<stack.count where stack.id(at: i) != content.ids[i] {
      return "item \(i) is \(stack.id(at: i)), expected \(content.ids[i])"
    }
    return nil
  }

  /// Applies one random change around the visible anchor; returns its description, the
  /// correction it asked for (applied to the host), the removed index range when it removed
  /// the anchor, and whether the view had to refuse an offset past its rubber band's reach
  /// (judged after each step of the change against the range of that moment).
  func change(
    _ host: inout ScrollHost<Void>, _ content: inout Content, _ rng: inout SplitMix64,
    anchorIndex a: Int, axis: SCAxis, at t: Double
  ) -> (String, AnchorCorrection, Range<Int>?, Bool) {
    var clamped = false
    func apply(_ body: (inout LazyStack) -> AnchorCorrection) -> AnchorCorrection {
      let before = host.view.offset[axis]
      let c = host.updateStack(at: t, body) ?? AnchorCorrection(delta: 0, anchor: nil)
      let asked = before + c.delta
      let got = host.view.offset[axis]
      let reach = max(1, host.view.containerSize[axis])
      let reachable = (host.view.minOffset(axis) - reach)...(host.view.maxOffset(axis) + reach)
      if abs(got - asked) > 1e-6 && !reachable.contains(asked) { clamped = true }
      return c
    }
    func newLength() -> Double { rng.uniform(10, 400) }
    let n = content.ids.count
    var removed: Range<Int>?
    var description: String
    var correction = AnchorCorrection(delta: 0, anchor: host.stack.anchor)
    switch rng.weighted([20, 10, 20, 10, 15, 10, 10, 5]) {
    case 0:
      // History prepended at the top.
      let k = 1 + rng.below(30)
      let ids = Array(content.nextID..<(content.nextID + k))
      content.nextID += k
      for id in ids { content.lengths[id] = newLength() }
      content.ids.insert(contentsOf: ids, at: 0)
      correction = apply { $0.insert(ids: ids, at: 0) }
      description = "prepend \(k)"
    case 1:
      // Items inserted just above the anchor (or just below it, inside the viewport).
      let at = max(0, min(n, a + rng.below(4) - 1))
      let k = 1 + rng.below(5)
      let first = content.nextID
      content.nextID += k
      for id in first..<(first + k) { content.lengths[id] = newLength() }
      content.ids.insert(contentsOf: Array(first..<(first + k)), at: at)
      correction = apply { $0.insert(count: k, at: at, firstID: first) }
      description = "insert \(k) at \(at) (anchor \(a))"
    case 2:
      // The anchor and some neighbours removed.
      let lower = max(0, a - rng.below(3))
      let upper = min(n, a + 1 + rng.below(4))
      guard upper - lower < n else {
        return ("nothing (would empty the stack)", correction, nil, clamped)
      }
      content.ids.removeSubrange(lower..<upper)
      correction = apply { $0.remove(lower..<upper) }
      removed = lower..<upper
      description = "remove \(lower)..<\(upper) (anchor \(a))"
    case 3:
      // Items above the anchor removed.
      guard a > 0 else { return ("nothing above to remove", correction, nil, clamped) }
      let upper = a - rng.below(min(a, 3))
      let lower = max(0, upper - 1 - rng.below(6))
      guard lower < upper else { return ("nothing", correction, nil, clamped) }
      content.ids.removeSubrange(lower..<upper)
      correction = apply { $0.remove(lower..<upper) }
      description = "remove above \(lower)..<\(upper) (anchor \(a))"
    case 4:
      // Rows above the anchor change length (measured now, or marked for re-measuring).
      var total = 0.0
      for _ in 0..<(1 + rng.below(4)) {
        guard a > 0 else { break }
        let i = max(0, a - 1 - rng.below(min(a, 12)))
        let id = content.ids[i]
        content.lengths[id] = newLength()
        if rng.chance(0.5) {
          let c = apply { $0.setSize(content.lengths[id] ?? 44, at: i) }
          total += c.delta
        } else {
          host.updateStack(at: t) { stack in
            stack.invalidateSize(at: i)
            return nil
          }
        }
      }
      return (
        "resize above \(a)", AnchorCorrection(delta: total, anchor: host.stack.anchor), nil, clamped
      )
    case 5:
      // Rows inside the viewport (the anchor itself included) change length.
      var total = 0.0
      for _ in 0..<(1 + rng.below(3)) {
        let i = min(n - 1, a + rng.below(6))
        let id = content.ids[i]
        content.lengths[id] = newLength()
        let c = apply { $0.setSize(content.lengths[id] ?? 44, at: i) }
        total += c.delta
      }
      return (
        "resize in view from \(a)", AnchorCorrection(delta: total, anchor: host.stack.anchor), nil,
        clamped
      )
    case 6:
      // A page appended below.
      let k = 1 + rng.below(40)
      let first = content.nextID
      content.nextID += k
      for id in first..<(first + k) { content.lengths[id] = newLength() }
      content.ids.append(contentsOf: first..<(first + k))
      correction = apply { $0.append(count: k, firstID: first) }
      description = "append \(k)"
    default:
      // Items removed far below.
      guard a + 10 < n else { return ("nothing below", correction, nil, clamped) }
      let lower = a + 10 + rng.below(max(1, n - a - 10))
      let upper = min(n, lower + 1 + rng.below(10))
      content.ids.removeSubrange(lower..<upper)
      correction = apply { $0.remove(lower..<upper) }
      description = "remove below \(lower)..<\(upper)"
    }
    return (description, correction, removed, clamped)
  }

  /// Schedules the next gesture: a drag (slow, or a fling), a touchpad or wheel burst, a key,
  /// or a programmatic scroll (started at once).
  func schedule(
    _ queue: inout [InputEvent], _ rng: inout SplitMix64, _ host: inout ScrollHost<Void>,
    at t: Double, frame: Rect, axis: SCAxis
  ) {
    func along(_ base: Point, _ d: Double) -> Point {
      axis == .vertical ? Point(x: base.x, y: base.y + d) : Point(x: base.x + d, y: base.y)
    }
    let center = Point(x: frame.midX, y: frame.midY)
    switch rng.weighted([30, 10, 10, 8, 12, 8, 6]) {
    case 0:
      // A drag, released moving (a fling) or after holding still.
      let speed = rng.sign() * rng.uniform(100, 4000)
      let samples = 3 + rng.below(40)
      let start = along(center, -speed * 0.008 * Double(samples) / 2)
      queue.append(InputEvent(time: t, kind: .pointerDown(start, button: 1)))
      var p = start
      var s = t
      for _ in 0..<samples {
        s += 0.008
        p = along(p, speed * 0.008)
        queue.append(InputEvent(time: s, kind: .pointerMove(p, leftHeld: true)))
      }
      s += rng.chance(0.7) ? 0.004 : rng.uniform(0.05, 0.3)
      queue.append(InputEvent(time: s, kind: .pointerUp(p, button: 1)))
    case 1:
      // A touchpad burst.
      let d = rng.sign() * rng.uniform(0.1, 3)
      var s = t
      for _ in 0..<(3 + rng.below(30)) {
        s += 0.012
        queue.append(
          InputEvent(
            time: s,
            kind: .wheel(dx: 0, dy: d * rng.uniform(0.8, 1.2), pointer: center, modifiers: [])))
      }
    case 2:
      // Wheel detents.
      let d: Double = rng.chance(0.5) ? 1 : -1
      var s = t
      for _ in 0..<(1 + rng.below(6)) {
        s += rng.uniform(0.02, 0.12)
        queue.append(
          InputEvent(time: s, kind: .wheel(dx: 0, dy: d, pointer: center, modifiers: [])))
      }
    case 3:
      let key = rng.pick([Key.end, .home, .pageDown, .pageUp, .space, .down, .up])
      queue.append(InputEvent(time: t, kind: .keyDown(key, modifiers: [], isRepeat: false)))
      queue.append(InputEvent(time: t + 0.05, kind: .keyUp(key, modifiers: [])))
    case 4:
      let id = host.stack.id(at: rng.below(host.stack.count))
      let anchor: SCUnitPoint? = rng.pick([nil, .top, .center, .bottom])
      host.controller.scrollTo(
        id: id, anchor: anchor,
        animation: rng.pick([.smooth, .easeInOut(duration: 0.6), .spring(omega: 12)]), at: t)
    case 5:
      let edge: SCEdge =
        axis == .vertical ? rng.pick([.top, .bottom]) : rng.pick([.leading, .trailing])
      host.controller.scrollTo(edge: edge, animation: .smooth, at: t)
    default:
      var p = host.view.offset
      p[axis] = rng.uniform(host.view.minOffset(axis), host.view.maxOffset(axis) + 1)
      host.controller.scroll(to: p, animation: .easeInOut(duration: rng.uniform(0.2, 1.2)), at: t)
    }
  }

  mutating func record(_ line: @autoclosure () -> String, _ host: ScrollHost<Void>) {
    guard trace != nil else { return }
    let v = host.view
    trace?.append(
      "\(line()) -> \(v.phase) offset (\(v.offset.x), \(v.offset.y)) velocity "
        + "(\(v.velocity.x), \(v.velocity.y)) content \(host.stack.contentLength) items "
        + "\(host.stack.count) anchor \(host.stack.anchor.map { "\($0.id)@\($0.index)" } ?? "nil")")
  }

  func fail(_ message: String, _ outcome: inout Outcome) -> Outcome {
    var o = outcome
    o.failure = message
    return o
  }
}
