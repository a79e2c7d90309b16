import Synchronization

/// A tuned number (or group of numbers) that a scene's geometry observers read each time
/// they run. A transform captures the box, not the number, so `Scene.setTuning(_:at:)`
/// reaches an observer already registered without registering it again (a new observer
/// would forget the value it last delivered, and the Top pill could stay shown past a
/// raised threshold).
///
/// One scene owns the box and is its only writer; the lock is there because observer
/// transforms are `@Sendable`.
final class TunedValue<Value: Sendable>: Sendable {
  private let storage: Mutex<Value>

  /// A box holding `value`.
  /// - Parameter value: the starting value.
  init(_ value: Value) { storage = Mutex(value) }

  /// The value now.
  var value: Value { storage.withLock { $0 } }

  /// Replaces the value; the observers' next run reads it.
  /// - Parameter value: the new value.
  func set(_ value: Value) { storage.withLock { $0 = value } }
}
