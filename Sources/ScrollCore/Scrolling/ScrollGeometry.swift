/// One scroll view's geometry for one frame, with SwiftUI's meanings.
///
/// `contentOffset` is the raw offset of the content's origin from the container's top-leading
/// corner: at rest at the top with a top inset it is `-contentInsets.top`; while rubber banding
/// it goes below `-insets` or past the end. The visible rectangle is in content coordinates.
public struct SCScrollGeometry: Hashable, Sendable, CustomStringConvertible {
  /// Raw content offset in points (may be negative or past the end while bouncing).
  public var contentOffset: Point
  /// Size of the scrollable content, without insets.
  public var contentSize: Size
  /// Insets around the content inside the container.
  public var contentInsets: SCEdgeInsets
  /// Size of the scroll view's viewport.
  public var containerSize: Size

  /// Creates a geometry value.
  ///
  /// The values are taken as they are (nothing is sanitized).
  /// - Parameters:
  ///   - contentOffset: the raw content offset, points (may be negative or past the end
  ///     while bouncing).
  ///   - contentSize: the size of the scrollable content without insets, points.
  ///   - contentInsets: the insets around the content inside the container, points; none by
  ///     default.
  ///   - containerSize: the size of the viewport, points.
  public init(
    contentOffset: Point, contentSize: Size, contentInsets: SCEdgeInsets = .zero,
    containerSize: Size
  ) {
    self.contentOffset = contentOffset
    self.contentSize = contentSize
    self.contentInsets = contentInsets
    self.containerSize = containerSize
  }

  /// The part of the content visible in the container, in content coordinates.
  public var visibleRect: Rect { Rect(origin: contentOffset, size: containerSize) }

  /// The container's bounds: origin at the content offset, size of the container.
  ///
  /// SwiftUI reports the same rectangle as `visibleRect` in its bounds property.
  public var bounds: Rect { visibleRect }

  /// Points scrolled from the top-leading rest position: `contentOffset + insets` (+0 so
  /// that a negated zero never prints as -0.0).
  public var pointsScrolled: Point {
    Point(
      x: contentOffset.x + contentInsets.leading + 0, y: contentOffset.y + contentInsets.top + 0)
  }

  /// The smallest valid offset along `axis` (`-inset at the start`).
  public func minOffset(_ axis: SCAxis) -> Double { -contentInsets.start(axis) }

  /// The largest valid offset along `axis`; never below `minOffset(axis)`.
  public func maxOffset(_ axis: SCAxis) -> Double {
    let end = contentSize[axis] + contentInsets.end(axis) - containerSize[axis]
    return Swift.max(minOffset(axis), end)
  }

  /// "offset … content … container …" with one decimal.
  public var description: String {
    "offset \(contentOffset) content \(contentSize) container \(containerSize)"
  }
}
