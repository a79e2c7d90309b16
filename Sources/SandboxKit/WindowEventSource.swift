import Runtime
import SDLBackend
import ScrollCore

/// The window's input: SDL's events (in points) merged with a replay, if any, at the time
/// read after polling; an exposed window forces a frame.
@MainActor final class WindowEventSource: @MainActor EventSource {
  private let pump: any WindowEventQueue
  private let scale: InterfaceScale
  private(set) var playback: ReplayPlayback
  private let now: () -> Double
  private var events: [InputEvent] = []

  /// A source over `pump` and `playback`.
  /// - Parameters:
  ///   - pump: the window's event pump.
  ///   - scale: the interface scale (the pump speaks window units, the app points).
  ///   - playback: the replay merged in.
  ///   - now: session time now, seconds.
  init(
    pump: any WindowEventQueue, scale: InterfaceScale, playback: ReplayPlayback,
    now: @escaping () -> Double
  ) {
    self.pump = pump
    self.scale = scale
    self.playback = playback
    self.now = now
  }

  /// Polls the window, then takes the replay's events due by the time read after polling.
  /// - Parameters:
  ///   - index: the frame's index.
  ///   - t: the clock's time (read again after polling).
  /// - Returns: the frame's input.
  func take(frame index: Int, at t: Double) -> FrameInput {
    events.removeAll(keepingCapacity: true)
    pump.poll(into: &events, now: now)
    // The pump speaks window units; the app (and a replay) lays out in points.
    if scale.factor != 1 { events = events.map(scale.toPoints) }
    let t = now()
    events.append(contentsOf: playback.take(through: t))
    // An exposed window lost pixels the damage tracking counted on: a frame must redraw it.
    return FrameInput(index: index, time: t, events: events, forcesFrame: pump.takeExposed())
  }

  /// Due now while the last frame had events or the replay plays on.
  /// - Parameter t: the frame's time, seconds.
  func nextEventTime(afterFrameAt t: Double) -> Double? {
    !events.isEmpty || !playback.isFinished ? t : nil
  }

  /// Parses the replay ahead, in the idle time after a frame.
  func readAhead() { playback.readAhead() }
}
