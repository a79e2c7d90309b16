/// Whether a scroll view lets its content bounce past the edges (SwiftUI's
/// scrollBounceBehavior).
public enum BounceBehavior: String, Hashable, Sendable, CaseIterable {
  /// Bounce whenever the physics preset allows overscroll.
  case always
  /// Bounce only along axes whose content overflows the container.
  case basedOnSize
  /// Never leave the content range.
  case never
}
