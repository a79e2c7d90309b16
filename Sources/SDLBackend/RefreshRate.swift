import Drawing
import Profiling

/// How fast presenting actually goes, measured by presenting frames and timing them.
public struct RefreshRateMeasurement: Hashable, Sendable {
  /// Presents per second (from the median interval).
  public var framesPerSecond: Double
  /// Median seconds between presents.
  public var medianInterval: Double
  /// True when presents were paced by the display (median interval at least 4 ms, i.e. at
  /// most 250 Hz); false when they return immediately (vsync ignored).
  public var isPaced: Bool
}

extension SDLWindow {
  /// Presents `frames` frames of `background` and times them; does not trust SDL's vsync
  /// flag (the dummy and offscreen drivers claim vsync and ignore it). Blocks for about
  /// `frames` refresh periods. Call before the main loop.
  public func measureRefreshRate(frames: Int = 30, background: Color = .black)
    -> RefreshRateMeasurement
  {
    let clock = MonotonicClock()
    let count = max(4, min(240, frames))
    var intervals: [Double] = []
    intervals.reserveCapacity(count)
    for _ in 0..<3 {  // let the swap chain settle
      clear(background)
      present()
    }
    var last = clock.seconds
    for _ in 0..<count {
      clear(background)
      present()
      let now = clock.seconds
      intervals.append(now - last)
      last = now
    }
    intervals.sort()
    let median = intervals[intervals.count / 2]
    return RefreshRateMeasurement(
      framesPerSecond: median > 0 ? 1 / median : .infinity, medianInterval: median,
      isPaced: median >= 0.004)
  }
}
