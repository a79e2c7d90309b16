/// A coordinate space a frame can be expressed in, with the SwiftUI meanings.
public enum SCCoordinateSpace: Hashable, Sendable {
  /// The view's own space: its frame's origin is (0, 0).
  case local
  /// The window's space.
  case global
  /// The space of the ancestor registered under this name.
  case named(String)
  /// The space of the innermost enclosing scroll view's visible area.
  case scrollView
}
