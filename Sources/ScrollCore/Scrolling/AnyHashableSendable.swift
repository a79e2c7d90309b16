/// A type-erased, `Sendable`, hashable identifier (`AnyHashable` is not `Sendable`).
///
/// An `Int` (the lazy stack's own ids, boxed once a frame for the top-most target) is kept
/// unboxed: wrapping it allocates nothing and comparing two of them is an integer compare.
/// Every other value is kept in an `AnyHashable`, and comparisons between an `Int` and another
/// type go through `AnyHashable` too, so equality and hashing are `AnyHashable`'s for every
/// pair.
///
/// Safe to mark `@unchecked Sendable`: the initializer only accepts `Sendable` values.
public struct AnyHashableSendable: Hashable, @unchecked Sendable, CustomStringConvertible {
  /// How the value is held.
  private enum Storage {
    /// An `Int`, unboxed.
    case int(Int)
    /// Any other value, boxed, and the value itself for `base`.
    case boxed(AnyHashable, any Hashable & Sendable)
  }

  private var storage: Storage

  /// The wrapped value.
  public var base: any Hashable & Sendable {
    get {
      switch storage {
      case .int(let i): return i
      case .boxed(_, let value): return value
      }
    }
    set { self = AnyHashableSendable(existential: newValue) }
  }

  /// Wraps an identifier; an identifier already wrapped is taken as it is (not wrapped twice,
  /// which would make it unequal to itself).
  public init<T: Hashable & Sendable>(_ value: T) {
    if T.self == Int.self {
      storage = .int(value as! Int)
      return
    }
    if let wrapped = value as? AnyHashableSendable {
      self = wrapped
      return
    }
    storage = .boxed(AnyHashable(value), value)
  }

  /// Wraps the value inside an existential (the setter of `base`).
  private init(existential value: any Hashable & Sendable) {
    func open<T: Hashable & Sendable>(_ v: T) -> AnyHashableSendable { AnyHashableSendable(v) }
    self = open(value)
  }

  /// The value as `AnyHashable` compares and hashes it.
  private var anyHashable: AnyHashable {
    switch storage {
    case .int(let i): return AnyHashable(i)
    case .boxed(let box, _): return box
    }
  }

  /// Equality of the wrapped values, as `AnyHashable` decides it.
  /// - Parameters:
  ///   - a: one identifier.
  ///   - b: the other identifier.
  /// - Returns: whether `AnyHashable` finds the wrapped values equal: values of unrelated
  ///   types are unequal, but numbers of different types with the same value (`1` and
  ///   `Int8(1)`, `1` and `1.0`) are equal, as `AnyHashable` compares them.
  public static func == (a: AnyHashableSendable, b: AnyHashableSendable) -> Bool {
    if case .int(let x) = a.storage, case .int(let y) = b.storage { return x == y }
    return a.anyHashable == b.anyHashable
  }
  /// Hashes the wrapped value (as `AnyHashable` does, so equal values of different types hash
  /// alike).
  public func hash(into hasher: inout Hasher) { anyHashable.hash(into: &hasher) }
  /// The wrapped value's description.
  public var description: String { String(describing: base) }
}
