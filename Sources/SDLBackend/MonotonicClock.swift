import CSDL2

/// A monotonic clock reading SDL's high-resolution performance counter.
///
/// Needs no window and no SDL_Init. The origin is fixed at creation, so `seconds` is
/// "seconds since the session started", the frame-clock time input events carry.
public struct MonotonicClock: Sendable {
  /// The counter value at creation.
  public let origin: UInt64
  /// Counter ticks per second.
  public let frequency: UInt64

  /// Starts a clock at the current instant.
  public init() {
    frequency = max(1, SDL_GetPerformanceFrequency())
    origin = SDL_GetPerformanceCounter()
  }

  /// The raw performance counter now.
  public static func ticks() -> UInt64 { SDL_GetPerformanceCounter() }

  /// Nanoseconds since the origin. O(1), no overflow for centuries at any frequency.
  public var nanoseconds: UInt64 { nanoseconds(ticks: Self.ticks() &- origin) }

  /// Seconds since the origin.
  public var seconds: Double { Double(nanoseconds) / 1e9 }

  /// Converts a tick count (a difference of counter values) to nanoseconds.
  public func nanoseconds(ticks delta: UInt64) -> UInt64 {
    let whole = delta / frequency
    let rest = delta % frequency
    return whole &* 1_000_000_000 &+ rest &* 1_000_000_000 / frequency
  }

  /// Converts a tick count (a difference of counter values) to seconds.
  public func seconds(ticks delta: UInt64) -> Double { Double(delta) / Double(frequency) }
}
