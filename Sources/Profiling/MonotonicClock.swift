#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one monotonic clock of the app, the benchmark and the profiler: `CLOCK_MONOTONIC`
/// in nanoseconds.
///
/// Every process on the machine reads the same clock, so a time the benchmark takes before
/// spawning the app compares with a time the app reports (`FirstPresentMarker`). A value
/// carries an origin fixed at creation, so `seconds` is "seconds since the session started",
/// the frame-clock time input events carry. Needs no window and no SDL.
public struct MonotonicClock: Sendable {
  /// The clock reading, in nanoseconds, at creation.
  public let origin: UInt64
  /// Ticks per second: the clock counts nanoseconds.
  public let frequency: UInt64 = 1_000_000_000

  /// Starts a clock at the current instant.
  public init() { origin = Self.ticks() }

  /// `CLOCK_MONOTONIC` now, in nanoseconds since an unspecified start (boot, on Linux).
  public static func ticks() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) &* 1_000_000_000 &+ UInt64(ts.tv_nsec)
  }

  /// Nanoseconds since the origin.
  public var nanoseconds: UInt64 { Self.ticks() &- origin }

  /// Seconds since the origin.
  public var seconds: Double { Double(nanoseconds) / 1e9 }

  /// Converts a tick count (a difference of readings) to nanoseconds: the identity, kept so
  /// callers need not know the clock's unit.
  /// - Parameter delta: a difference of two `ticks()` readings.
  public func nanoseconds(ticks delta: UInt64) -> UInt64 { delta }

  /// Converts a tick count (a difference of readings) to seconds.
  /// - Parameter delta: a difference of two `ticks()` readings.
  public func seconds(ticks delta: UInt64) -> Double { Double(delta) / 1e9 }
}
