/// A value that views publish up the tree and that is reduced over a subtree in layout order
/// (SwiftUI's `SCPreferenceKey`).
///
/// A node that sets nothing contributes `defaultValue`, so `reduce` decides whether such a
/// sibling can overwrite a real measurement (the diagnostics scene's last-writer-wins offset key
/// shows it; `OffsetPreferenceKey` keeps the first value).
public protocol SCPreferenceKey {
  /// The published value's type.
  associatedtype Value
  /// The value of a subtree where nothing sets this key.
  static var defaultValue: Value { get }
  /// Folds the next sibling's value (in layout order) into the accumulated `value`.
  static func reduce(value: inout Value, nextValue: () -> Value)
}

/// A node of a content tree, as far as one preference key is concerned.
public indirect enum PreferenceNode<Key: SCPreferenceKey> {
  /// A view that sets the key (`.preference(key:value:)`); its value stands for its subtree.
  case set(Key.Value)
  /// A view that sets nothing; it contributes `Key.defaultValue`.
  case empty
  /// A container whose children are folded in layout order, starting from `defaultValue`.
  case group([PreferenceNode<Key>])
}

extension PreferenceNode: Sendable where Key.Value: Sendable {}

extension SCPreferenceKey {
  /// The key's value for `node`: the set value, `defaultValue` for an empty node, or the fold
  /// of a group's children in layout order. O(nodes), recursion depth = tree depth.
  public static func fold(_ node: PreferenceNode<Self>) -> Value {
    switch node {
    case .set(let value):
      return value
    case .empty:
      return defaultValue
    case .group(let children):
      return fold(children)
    }
  }

  /// The fold of sibling nodes in layout order, starting from `defaultValue`. O(nodes).
  public static func fold(_ siblings: [PreferenceNode<Self>]) -> Value {
    var value = defaultValue
    for child in siblings {
      reduce(value: &value) { fold(child) }
    }
    return value
  }
}
