/// The show/hide state of a floating overlay (a "Latest" pill, a toast) with a 0.25 s
/// ease-out transition, so nothing snaps in without motion.
///
/// Pure state: the owner sets the wanted state with a time and reads the progress when
/// drawing. Reversing mid-way starts from the current progress, so the motion never jumps.
struct AnimatedPill: Sendable {
  /// Seconds a full transition takes.
  static let duration = 0.25

  /// The state asked for last (the transition may still be running).
  private(set) var isShown = false
  private var startTime = -Double.infinity
  private var startProgress = 0.0

  /// Asks for `shown` at time `t`; returns true when that changed the wanted state.
  @discardableResult
  mutating func set(_ shown: Bool, at t: Double) -> Bool {
    guard shown != isShown else { return false }
    startProgress = progress(at: t)
    startTime = t
    isShown = shown
    return true
  }

  /// 0 (hidden) ... 1 (shown) at time `t`, eased out (cubic).
  func progress(at t: Double) -> Double {
    let u = min(1, max(0, (t - startTime) / AnimatedPill.duration))
    let inverse = 1 - u
    let eased = 1 - inverse * inverse * inverse
    let target = isShown ? 1.0 : 0.0
    return startProgress + (target - startProgress) * eased
  }

  /// True while the transition still changes over time.
  func isAnimating(at t: Double) -> Bool { t - startTime < AnimatedPill.duration }
}
