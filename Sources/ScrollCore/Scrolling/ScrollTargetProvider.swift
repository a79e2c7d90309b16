/// Something that knows where identified views (scroll targets) sit in the content.
///
/// The lazy stack implements it; `ScrollPosition` resolves `scrollTo(id:)` through it and the
/// scroll view reads the top-most visible target id from it. Frames are in content
/// coordinates. Implementations should answer in O(log n).
public protocol ScrollTargetProvider {
  /// The frame of the target `id` in content coordinates, or nil when no such target exists.
  /// May be an estimate for targets not yet measured (see `isEstimated`).
  func frame(ofTarget id: AnyHashableSendable) -> Rect?

  /// True when the frame of `id` is still an estimate (not measured).
  func isEstimated(_ id: AnyHashableSendable) -> Bool

  /// The id of the first target (in layout order) whose frame reaches past `offset` along
  /// `axis`: the "top-most" target for `scrollPosition(id:)`.
  func firstTarget(atOrAfter offset: Double, axis: Axis) -> AnyHashableSendable?

  /// The frames of targets that intersect the range `lower..<upper` along `axis`, in layout
  /// order, for view-aligned snapping.
  func targetFrames(from lower: Double, to upper: Double, axis: Axis) -> [Rect]
}

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
