/// A type-erased, `Sendable`, hashable identifier (`AnyHashable` is not `Sendable`).
///
/// Safe to mark `@unchecked Sendable`: the initializer only accepts `Sendable` values.
public struct AnyHashableSendable: Hashable, @unchecked Sendable, CustomStringConvertible {
  private let box: AnyHashable
  /// The wrapped value.
  public var base: any Hashable & Sendable

  /// Wraps an identifier; an identifier already wrapped is taken as it is (not wrapped twice,
  /// which would make it unequal to itself).
  public init<T: Hashable & Sendable>(_ value: T) {
    if let wrapped = value as? AnyHashableSendable {
      self = wrapped
      return
    }
    self.base = value
    self.box = AnyHashable(value)
  }

  /// Equality of the wrapped values, as `AnyHashable` decides it.
  /// - Parameters:
  ///   - a: one identifier.
  ///   - b: the other identifier.
  /// - Returns: whether `AnyHashable` finds the wrapped values equal: values of unrelated
  ///   types are unequal, but numbers of different types with the same value (`1` and
  ///   `Int8(1)`, `1` and `1.0`) are equal, as `AnyHashable` compares them.
  public static func == (a: AnyHashableSendable, b: AnyHashableSendable) -> Bool { a.box == b.box }
  /// Hashes the wrapped value.
  public func hash(into hasher: inout Hasher) { box.hash(into: &hasher) }
  /// The wrapped value's description.
  public var description: String { String(describing: base) }
}
