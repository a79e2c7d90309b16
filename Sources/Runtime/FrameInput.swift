import ScrollCore

/// What one frame starts from: its time, its input events and whether something outside the
/// content (an exposed window) needs it drawn.
public struct FrameInput: Sendable {
  /// The frame's index from 0 (frames run so far before this one).
  public var index: Int
  /// The frame's session time, seconds.
  public var time: Double
  /// The input events the frame handles, in order.
  public var events: [InputEvent]
  /// True when the frame must run even if nothing else asks for it (the window lost pixels).
  public var forcesFrame: Bool

  /// Creates a frame's input.
  /// - Parameters:
  ///   - index: the frame's index from 0.
  ///   - time: its session time, seconds.
  ///   - events: its input events, in order.
  ///   - forcesFrame: true when the frame must run whatever the content needs.
  public init(index: Int, time: Double, events: [InputEvent] = [], forcesFrame: Bool = false) {
    self.index = index
    self.time = time
    self.events = events
    self.forcesFrame = forcesFrame
  }
}
