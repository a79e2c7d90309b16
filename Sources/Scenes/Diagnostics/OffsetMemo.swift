/// The `OffsetScrollView` technique: a wrapper that reports its offset as
/// `initialOffset - origin`, where `initialOffset` is a memo of the content's first origin
/// seen in the global (window) space, and writes the result to its state on the next
/// run-loop turn (`DispatchQueue.main.async`) to avoid modifying state during a view update.
///
/// Two switches show where it breaks:
/// - `nextTurn`: the published value is the one measured a frame earlier (exactly one frame
///   late while scrolling); off, it is written in the same frame.
/// - `usesGlobalMemo`: the memo is a window position, so when the scroll view's container
///   moves on screen the reported offset drifts by exactly that movement; off, the origin is
///   read in the scroll view's named space, which moves with the container.
struct OffsetMemo: Hashable, Sendable {
  /// Deliver on the next run-loop turn (one frame late) instead of in the same frame.
  var nextTurn = true
  /// Memoise the first global origin (true) or read the named space (false).
  var usesGlobalMemo = true
  /// The memo: the probe's first global minY, nil until the first frame.
  private(set) var initialOffset: Double?
  /// The value the view shows (its state).
  private(set) var published = 0.0
  /// The value measured this frame (what a same-frame delivery would publish).
  private(set) var measured = 0.0
  /// A value scheduled for the next run-loop turn.
  private var scheduled: Double?

  /// Creates a memo that has seen nothing.
  init() {}

  /// One frame: first the run-loop turn between frames delivers what the last frame
  /// scheduled, then the probe is read and its value published now or scheduled.
  /// - Parameters:
  ///   - globalMinY: the probe's minY in the window, points.
  ///   - namedMinY: the probe's minY in the scroll view's named space, points.
  mutating func frame(globalMinY: Double, namedMinY: Double) {
    if let s = scheduled {
      published = s
      scheduled = nil
    }
    if usesGlobalMemo {
      let memo = initialOffset ?? globalMinY
      initialOffset = memo
      measured = memo - globalMinY + 0
    } else {
      measured = -namedMinY + 0
    }
    if nextTurn {
      scheduled = measured
    } else {
      published = measured
    }
  }

  /// Forgets the memo, so the next frame takes a new one (the view appearing again).
  mutating func reset() {
    initialOffset = nil
    scheduled = nil
  }
}
