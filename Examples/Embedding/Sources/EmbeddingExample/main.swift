// A headless program that embeds ScrollCore: a 10,000-row lazy list of varying heights,
// driven at 60 frames per second by a scripted drag. It prints one line per fact, as
// `name key=value ...`, for a reader and for Tests/e2e/example.sh.
import ScrollCore

/// The real height of row `index` (rows are estimated at 60 pt until laid out).
func rowHeight(_ index: Int) -> Double { 36 + Double((index &* 37) % 61) }

/// What the observers write.
struct Flags: Sendable {
  var pastTopThreshold = false
}

/// The list and the clock of one run.
struct Session {
  var list = ScrollController(
    stack: LazyStack(count: 10_000, estimatedSize: 60), state: Flags(), physics: .ios)
  var t = 0.0
  var previousOffset = 0.0
  var previousFlag = false

  init() {
    list.setFrame(Rect(x: 0, y: 0, width: 400, height: 600), at: 0)
    // onScrollGeometryChange(for: Bool.self) { $0.contentOffset.y > 240 }: a Top button's rule.
    list.observers.onScrollGeometryChange(
      for: Bool.self, name: "past 240", of: { $0.contentOffset.y > 240 },
      action: { _, new, state in state.pastTopThreshold = new })
    // onScrollVisibilityChange(threshold: 0.1) on row 40.
    list.onScrollVisibilityChange(id: 40, threshold: 0.1)
    list.update(at: 0) { rowHeight($0) }
  }

  /// Runs frames until `end` (or until the list rests when `untilRest`), printing changes.
  mutating func run(until end: Double, events: [InputEvent] = [], untilRest: Bool = false) {
    var pending = events[...]
    while t < end {
      t += 1.0 / 60
      while let e = pending.first, e.time <= t {
        pending.removeFirst()
        _ = list.handle(e)
      }
      list.update(at: t) { rowHeight($0) }
      report()
      if untilRest && pending.isEmpty && !list.isActive { break }
    }
  }

  /// Prints this frame's phase changes, threshold flips and visibility changes.
  mutating func report() {
    let offset = list.view.offset.y
    for event in list.takeEvents() {
      if case .phaseChanged(let from, let to, _) = event.event {
        print("phase from=\(from.rawValue) to=\(to.rawValue) t=\(t) offset=\(offset)")
      }
    }
    if list.state.pastTopThreshold != previousFlag {
      previousFlag = list.state.pastTopThreshold
      print("threshold value=\(previousFlag) before=\(previousOffset) after=\(offset)")
    }
    for change in list.takeVisibilityChanges() {
      let frame = list.stack.frame(at: list.stack.index(ofID: change.id) ?? 0)
      print(
        "visibility id=\(change.id) visible=\(change.isVisible) fraction=\(change.fraction) "
          + "top=\(frame.minY) height=\(frame.height) offset=\(offset) viewport=600")
    }
    previousOffset = offset
  }

  /// Prints where the list rests.
  func printRest() {
    print("rest preset=\(list.view.physics.name) offset=\(list.view.offset.y) t=\(t)")
  }
}

/// A fast upward drag (a fling toward the end) from session time `start`.
func fling(at start: Double, distance: Double) -> [InputEvent] {
  var events = [InputEvent(time: start, kind: .pointerDown(Point(x: 200, y: 550), button: 1))]
  for k in 1...12 {
    let y = 550 - distance * Double(k) / 12
    events.append(
      InputEvent(
        time: start + Double(k) / 120, kind: .pointerMove(Point(x: 200, y: y), leftHeld: true)))
  }
  events.append(
    InputEvent(time: start + 0.1, kind: .pointerUp(Point(x: 200, y: 550 - distance), button: 1)))
  return events
}

var session = Session()
session.run(until: 10, events: fling(at: 0.2, distance: 400), untilRest: true)
session.printRest()

session.list.scrollTo(
  id: 5000, anchor: .center, animation: .easeInOut(duration: 0.4), at: session.t)
session.run(until: session.t + 5, untilRest: true)
let row = session.list.stack.frame(at: session.list.stack.index(ofID: 5000) ?? 0)
print(
  "center id=5000 top=\(row.minY) height=\(row.height) measured=\(rowHeight(5000)) "
    + "offset=\(session.list.view.offset.y) viewport=600")

session.list.setPhysics(.android, at: session.t)
session.run(
  until: session.t + 10, events: fling(at: session.t + 0.1, distance: 400), untilRest: true)
session.printRest()
