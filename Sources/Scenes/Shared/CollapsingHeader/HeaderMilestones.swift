/// Turns the header's progress into milestone crossings (0, 0.5 and 1), so a scene reports
/// "header-progress" a few times per collapse instead of every frame.
///
/// The progress lies in one of four zones: at rest (0), below half, from half to below full,
/// and collapsed (1). Moving between zones crosses the marks between them, reported in the
/// order they were crossed, even when a fast fling skips zones within one frame.
struct HeaderMilestones: Sendable {
  /// One mark crossed.
  struct Crossing: Hashable, Sendable {
    /// The mark: 0, 0.5 or 1.
    var mark: Double
    /// True when collapsing (progress increasing).
    var collapsing: Bool
  }

  /// The marks, between zones 0|1, 1|2 and 2|3.
  static let marks = [0.0, 0.5, 1.0]

  /// The current zone (0 at rest).
  private(set) var zone = 0

  /// Creates a tracker at rest.
  init() {}

  /// The zone of `progress`.
  static func zone(of progress: Double) -> Int {
    if progress <= 0 { return 0 }
    if progress < 0.5 { return 1 }
    if progress < 1 { return 2 }
    return 3
  }

  /// Moves to the zone of `progress`; returns the marks crossed on the way, in order.
  mutating func update(progress: Double) -> [Crossing] {
    let next = HeaderMilestones.zone(of: progress)
    guard next != zone else { return [] }
    var crossed: [Crossing] = []
    if next > zone {
      for z in zone..<next {
        crossed.append(Crossing(mark: HeaderMilestones.marks[z], collapsing: true))
      }
    } else {
      for z in stride(from: zone - 1, through: next, by: -1) {
        crossed.append(Crossing(mark: HeaderMilestones.marks[z], collapsing: false))
      }
    }
    zone = next
    return crossed
  }
}
