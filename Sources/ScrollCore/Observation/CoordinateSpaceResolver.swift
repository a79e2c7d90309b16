/// Converts a probe's frame between coordinate spaces (`.local`, `.global`, `.named`,
/// `.scrollView`), given the chain of its ancestors from the innermost to the window's root.
///
/// Each ancestor has an origin in its parent's space (the outermost one: in the window) and,
/// for scroll views, a content offset: a point `c` in a scroll view's content maps to
/// `c - contentOffset` in the scroll view's own space (its visible area). So a probe at content
/// position `y` inside a scroll view scrolled by `offset` has `minY == y - offset` in that scroll
/// view's named/`.scrollView` space, and in `.global` that plus the scroll view's window
/// position (headers above it included). O(depth) per conversion, no allocation.
public struct CoordinateSpaceResolver: Hashable, Sendable {
  /// One ancestor of the probe.
  public struct Ancestor: Hashable, Sendable {
    /// The ancestor's top-leading corner in its parent's space (window space for the root).
    public var origin: Point
    /// The name registered with `coordinateSpace(name:)`, if any.
    public var name: String?
    /// True for scroll views (the `.scrollView` space is the innermost one).
    public var isScrollView: Bool
    /// For scroll views, the raw content offset in points; zero otherwise.
    public var contentOffset: Point

    /// A plain container at `origin`, optionally named.
    /// - Parameters:
    ///   - origin: the container's top-leading corner in its parent's space (window space for the
    ///     root), points.
    ///   - name: the name `.named` spaces find it by; nil for none.
    public static func container(origin: Point, name: String? = nil) -> Ancestor {
      Ancestor(origin: origin, name: name, isScrollView: false, contentOffset: .zero)
    }

    /// A scroll view at `origin`, scrolled by `contentOffset`, optionally named.
    /// - Parameters:
    ///   - origin: the scroll view's top-leading corner in its parent's space (window space for the
    ///     root), points.
    ///   - contentOffset: the raw content offset, points: a content point `c` appears at
    ///     `c - contentOffset` in the scroll view's own space.
    ///   - name: the name `.named` spaces find it by; nil for none.
    public static func scrollView(origin: Point, contentOffset: Point, name: String? = nil)
      -> Ancestor
    {
      Ancestor(origin: origin, name: name, isScrollView: true, contentOffset: contentOffset)
    }
  }

  /// The probe's frame in its innermost ancestor's content coordinates.
  public var probeFrame: Rect
  /// The ancestors, innermost first.
  public var ancestors: [Ancestor]

  /// Creates a resolver for a probe and its ancestor chain (innermost first).
  /// - Parameters:
  ///   - probeFrame: the probe's frame in its innermost ancestor's content coordinates, points (in
  ///     window coordinates when there are no ancestors).
  ///   - ancestors: the ancestor chain, innermost first, the last one placed in the window.
  public init(probeFrame: Rect, ancestors: [Ancestor]) {
    self.probeFrame = probeFrame
    self.ancestors = ancestors
  }

  /// The probe's frame in `space`, or nil when `space` names no ancestor (no scroll view for
  /// `.scrollView`, no ancestor with that name for `.named`). `.local` has origin (0, 0).
  public func frame(in space: SCCoordinateSpace) -> Rect? {
    convert(Rect(origin: .zero, size: probeFrame.size), from: .local, to: space)
  }

  /// Converts `rect` from one space to another (`.local` is the probe's own space); nil when
  /// either space names no ancestor.
  /// - Parameters:
  ///   - rect: a rectangle in `source`, points.
  ///   - source: the space `rect` is in.
  ///   - target: the space to express it in.
  /// - Returns: `rect` moved into `target` (same size), or nil when `source` or `target` names no
  ///   ancestor.
  public func convert(_ rect: Rect, from source: SCCoordinateSpace, to target: SCCoordinateSpace)
    -> Rect?
  {
    guard let from = originInWindow(of: source), let to = originInWindow(of: target) else {
      return nil
    }
    let shift = from - to
    // `+ 0` turns a negated zero into zero, so offsets never print as -0.0.
    return Rect(
      x: rect.minX + shift.x + 0, y: rect.minY + shift.y + 0, width: rect.width,
      height: rect.height)
  }

  /// Where the origin of `space` lies in window coordinates, or nil when it names nothing.
  public func originInWindow(of space: SCCoordinateSpace) -> Point? {
    switch space {
    case .global:
      return .zero
    case .local:
      return probeFrame.origin + contentToWindow(from: 0)
    case .named(let name):
      guard let k = ancestors.firstIndex(where: { $0.name == name }) else { return nil }
      return ancestors[k].origin + contentToWindow(from: k + 1)
    case .scrollView:
      guard let k = ancestors.firstIndex(where: { $0.isScrollView }) else { return nil }
      return ancestors[k].origin + contentToWindow(from: k + 1)
    }
  }

  /// The translation from ancestor `k`'s content space to the window (k == count: identity).
  private func contentToWindow(from k: Int) -> Point {
    var shift = Point.zero
    var j = k
    while j < ancestors.count {
      shift = shift + ancestors[j].origin - ancestors[j].contentOffset
      j += 1
    }
    return shift
  }
}
