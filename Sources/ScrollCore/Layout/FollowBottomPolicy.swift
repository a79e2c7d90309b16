/// "Follow the bottom" for bottom-anchored lists (chat, logs): while the view is at the
/// bottom, new or resized content keeps it at the bottom; scrolling away stops following;
/// reaching the bottom again re-arms it; a programmatic scroll always wins in its frame.
///
/// Call `update` once per frame after layout, with what moved the view this frame, and apply
/// `targetOffset` when it is non-nil (a jump, or a short animation). Pure value, O(1).
public struct FollowBottomPolicy: Hashable, Sendable {
  /// What moved the view during the frame.
  public enum ScrollSource: Hashable, Sendable {
    /// Nothing: no input held, no momentum, no animation.
    case none
    /// The user: dragging, wheel or touchpad, and the momentum or bounce that follows a gesture.
    case user
    /// A programmatic scroll (`scrollTo`, keys, an animation toward a target).
    case programmatic
  }

  /// One frame's facts.
  public struct Input: Hashable, Sendable {
    /// The scroll offset along the axis after this frame's movement, in points.
    public var offset: Double
    /// The bottom-most resting offset for the current content and viewport, in points.
    public var maxOffset: Double
    /// True when the content became longer since the previous frame.
    public var contentGrew: Bool
    /// What moved the view this frame.
    public var scroll: ScrollSource

    /// Creates an input.
    /// - Parameters:
    ///   - offset: the scroll offset after this frame's movement, points.
    ///   - maxOffset: the bottom-most resting offset, points.
    ///   - contentGrew: true when the content became longer since the previous frame.
    ///   - scroll: what moved the view this frame.
    public init(offset: Double, maxOffset: Double, contentGrew: Bool, scroll: ScrollSource) {
      self.offset = offset
      self.maxOffset = maxOffset
      self.contentGrew = contentGrew
      self.scroll = scroll
    }
  }

  /// What to do this frame.
  public struct Decision: Hashable, Sendable {
    /// The offset to move to (the bottom), or nil to leave the offset alone.
    public var targetOffset: Double?
    /// Whether the policy follows the bottom after this frame.
    public var isFollowing: Bool
  }

  /// Distance from the bottom, in points, still counted as "at the bottom".
  public var tolerance: Double
  /// True while new content should keep the view at the bottom.
  public private(set) var isFollowing: Bool

  /// Creates a policy; a chat usually starts at the bottom, following.
  /// - Parameters:
  ///   - isFollowing: whether to start following the bottom.
  ///   - tolerance: points from the bottom still counted as at the bottom (negative: 0;
  ///     not finite: 1).
  public init(isFollowing: Bool = true, tolerance: Double = 1) {
    self.isFollowing = isFollowing
    self.tolerance = tolerance.isFinite ? Swift.max(0, tolerance) : 1
  }

  /// True when `offset` is within `tolerance` of `maxOffset` or past it (bouncing).
  /// - Parameters:
  ///   - offset: the scroll offset, points.
  ///   - maxOffset: the bottom-most resting offset, points.
  public func isAtBottom(offset: Double, maxOffset: Double) -> Bool {
    offset >= maxOffset - tolerance
  }

  /// Applies the rules for one frame:
  /// - programmatic scroll: no target (it wins), and following stops until the bottom is
  ///   reached again;
  /// - user scroll: no target; following becomes "is at the bottom", except in a frame where
  ///   the content grew (the bottom moved under the user), which leaves it unchanged;
  /// - nothing moving: at the bottom re-arms following; otherwise, while following, the
  ///   target is `maxOffset` (content grew, a row was measured, the viewport shrank).
  public mutating func update(_ input: Input) -> Decision {
    guard input.offset.isFinite, input.maxOffset.isFinite else {
      return Decision(targetOffset: nil, isFollowing: isFollowing)
    }
    let atBottom = isAtBottom(offset: input.offset, maxOffset: input.maxOffset)
    var target: Double? = nil
    switch input.scroll {
    case .programmatic:
      isFollowing = false
    case .user:
      if !input.contentGrew { isFollowing = atBottom }
    case .none:
      if atBottom {
        isFollowing = true
        if input.offset < input.maxOffset { target = input.maxOffset }
      } else if isFollowing {
        target = input.maxOffset
      }
    }
    return Decision(targetOffset: target, isFollowing: isFollowing)
  }
}
