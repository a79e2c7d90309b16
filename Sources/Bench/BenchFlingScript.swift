import SandboxKit

/// Repeated drag-and-release flings at 60 fps: a press, six frames of dragging, a release,
/// then `coastFrames` frames of momentum before the next press catches it. Drag speeds cycle
/// through four values; the direction turns every three flings, so a list wanders around
/// its start without running into an edge.
public struct BenchFlingScript: Sendable {
  /// Frames of dragging per fling.
  public static let dragFrames = 6
  /// Frames between a release and the next press.
  public var coastFrames: Int
  /// Drag speeds in points per frame, used in turn.
  public static let speeds = [18.0, 30.0, 42.0, 24.0]
  /// Flings started so far.
  public private(set) var flings = 0
  private var frameInCycle = 0

  /// Creates a script; `coastFrames` is the momentum time between flings (default 0.8 s).
  public init(coastFrames: Int = 48) {
    self.coastFrames = max(1, coastFrames)
  }

  /// Frames in one fling cycle.
  public var cycleLength: Int { Self.dragFrames + 2 + coastFrames }

  /// The input of the next frame.
  public mutating func next() -> BenchInput {
    defer {
      frameInCycle += 1
      if frameInCycle == cycleLength {
        frameInCycle = 0
        flings += 1
      }
    }
    switch frameInCycle {
    case 0: return .press
    case 1...Self.dragFrames:
      let direction = (flings / 3) % 2 == 0 ? 1.0 : -1.0
      return .drag(direction * Self.speeds[flings % Self.speeds.count])
    case Self.dragFrames + 1: return .release
    default: return .none
    }
  }
}
