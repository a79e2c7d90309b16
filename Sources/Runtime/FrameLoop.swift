/// Runs frames for one host with a clock and an event source plugged in: the window
/// (monotonic clock with a pacer, SDL events merged with a replay), a headless run (virtual
/// clock, replay), the test driver (virtual clock, script) and the benchmark (virtual clock,
/// profiling hooks) are configurations of this one loop, as swift-nio's EmbeddedEventLoop is
/// an EventLoop (swift-nio: Sources/NIOEmbedded/Embedded.swift).
///
/// A step takes the frame's input from the source; a loop that went idle asks `IdleRule`
/// first and sleeps on the clock while nothing is due. A frame runs `FrameStage.order`:
/// every stage the host takes part in is prepared (untimed), timed by the host's hooks and
/// run; the wait stage is the clock's. After the frame the rule is asked again.
public final class FrameLoop<Clock: FrameClock, Source: EventSource, Host: FrameHost> {
  /// Where frames get their times.
  public let clock: Clock
  /// Where input comes from.
  public let source: Source
  /// What frames run.
  public let host: Host
  /// Frames run so far.
  public var frames: Int { framesRun }
  /// False once a frame left nothing due on a live clock: the next step asks the idle rule.
  public var isAwake: Bool { awake }
  /// The time of the last frame run, seconds (nil before the first). Only the time is kept:
  /// holding the frame's input would keep the source's event buffer shared, so a source that
  /// reuses its buffer would allocate a new one every frame.
  public var lastFrameTime: Double? { lastTime }
  // The loop's state, stored where the inlinable frame code below may change it: the loop is
  // specialized for each host in the host's module (the window's frame calls its host, clock
  // and source directly, not through a witness table for each of the 45 calls of a frame).
  @usableFromInline var framesRun = 0
  @usableFromInline var awake = true
  @usableFromInline var lastTime: Double?

  /// A loop over `host`.
  /// - Parameters:
  ///   - clock: the clock.
  ///   - source: the event source.
  ///   - host: what frames run.
  public init(clock: Clock, source: Source, host: Host) {
    self.clock = clock
    self.source = source
    self.host = host
  }

  /// Runs steps until the host asks to stop (`shouldStop`, asked before each step).
  @inlinable public func run() {
    while !host.shouldStop() { step() }
  }

  /// One turn: takes the input; when idle, sleeps unless something is due; otherwise runs a
  /// frame and asks the idle rule whether the next one is due.
  /// - Returns: true when a frame ran, false when the loop slept.
  @inlinable @discardableResult
  public func step() -> Bool {
    let input = source.take(frame: framesRun, at: clock.now)
    if !awake {
      let decision = IdleRule.decide(
        needsFrame: input.forcesFrame || host.needsFrame(at: input.time),
        nextWake: host.nextWakeTime, nextEvent: input.events.isEmpty ? nil : input.time,
        now: input.time)
      if case .sleep(let timer, _) = decision {
        clock.sleep(timer: timer, now: input.time)
        return false
      }
      clock.resume()
      awake = true
    }
    runFrame(input)
    let after = clock.restTime(afterFrameAt: input.time)
    let decision = IdleRule.decide(
      needsFrame: host.needsFrame(at: after), nextWake: host.nextWakeTime,
      nextEvent: source.nextEventTime(afterFrameAt: input.time), now: after)
    if case .sleep(let timer, let event) = decision {
      awake = clock.skipIdle(timer: timer, event: event)
    }
    return true
  }

  /// Runs one whole frame of `input`: the host's frame start, every stage of
  /// `FrameStage.order` it takes part in, the frame's end.
  /// - Parameter input: the frame's time and events.
  @inlinable public func runFrame(_ input: FrameInput) {
    runStages(input, through: .wait)
    host.endFrame(input)
    lastTime = input.time
    framesRun += 1
  }

  /// Starts a frame and runs its stages up to `last` (included), without ending it: the
  /// window's exit screenshot renders a last frame this way and never presents it.
  /// - Parameters:
  ///   - input: the frame's time and events.
  ///   - last: the last stage to run.
  @inlinable public func runStages(_ input: FrameInput, through last: FrameStage) {
    host.beginFrame(input)
    for stage in FrameStage.order {
      if host.takesPart(in: stage) {
        host.prepare(stage, input)
        host.begin(stage)
        if stage == .wait { clock.waitForNextFrame() } else { host.run(stage, input) }
        host.end(stage)
      } else if stage == .wait {
        clock.waitForNextFrame()
      }
      if stage == last { break }
    }
  }
}
