/// The type-erased face of a `GeometryObserver`, so one registry can hold observers of
/// different value types. Implemented by `GeometryObserver`; not meant for other conformers.
public protocol GeometryObserving<State>: Sendable {
  /// The state the actions mutate.
  associatedtype State
  /// The observer's name.
  var name: String { get }
  /// True when a delivery means layout changed.
  var affectsLayout: Bool { get }
  /// True once the observer holds a value (it was evaluated at least once).
  var hasValue: Bool { get }
  /// Times the transform ran.
  var transformCount: Int { get }
  /// Times the action ran.
  var deliveryCount: Int { get }
  /// Evaluates the observer for one geometry.
  mutating func evaluate(_ geometry: SCScrollGeometry, frame: UInt64, state: inout State)
    -> GeometryObserverOutcome
}

extension GeometryObserver: GeometryObserving {
  /// True once the observer holds a value.
  public var hasValue: Bool { memory != nil }
}
