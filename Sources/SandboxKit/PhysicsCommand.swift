import ScrollCore

/// `scroll-sandbox physics`: simulates one release and reports where it rests, how long it
/// takes and how far it overshoots, or every frame as CSV, so presets can be compared.
public struct PhysicsCommand: Equatable {
  /// The preset name.
  public var preset: String = "ios"
  /// Release velocity, pt/s (positive scrolls toward the end).
  public var velocity: Double = 2000
  /// Start this many points past the top edge (rubber-banded), 0 for none.
  public var overscroll: Double = 0
  /// Viewport length, points.
  public var viewport: Double = 600
  /// Content length, points.
  public var content: Double = 100_000
  /// Start offset inside the content, points.
  public var start: Double = 0
  /// Sampling rate for the CSV and the frame-rounded duration.
  public var fps: Double = 60
  /// Print every frame as CSV instead of a summary.
  public var csv = false
  /// Device pixels per point for the tolerances that depend on it (Flutter's), default 1.
  public var physicsScale: Double = 1

  /// The command's usage text.
  public static let usage = """
    usage: scroll-sandbox physics --preset NAME --velocity V [--overscroll X] [--viewport D]
                                  [--content L] [--start S] [--fps F] [--physics-scale S]
                                  [--csv]
      Simulates a release with velocity V (pt/s; positive scrolls toward the end) and prints
      the rest position, the duration and the peak overscroll, or every frame with --csv.
      V is taken as a release in the app takes it: limited to the preset's fastest fling
      and 0 under its slowest (a note on stderr says so).
      --physics-scale is the device pixel ratio of the tolerances (Flutter's presets stop by
      device pixels); default 1.
      presets: \(ScrollPhysics.presetNames.joined(separator: ", "))
    """

  /// Parses the arguments after `physics`.
  public static func parse(_ arguments: [String]) throws -> PhysicsCommand {
    var cmd = PhysicsCommand()
    var reader = ArgumentReader(splitEquals(arguments))
    var sawVelocity = false
    while let a = reader.next() {
      switch a {
      case "--preset": cmd.preset = try reader.choice(for: a, among: ScrollPhysics.presetNames)
      case "--velocity":
        cmd.velocity = try reader.number(for: a, in: -100_000...100_000)
        sawVelocity = true
      case "--overscroll": cmd.overscroll = try reader.number(for: a, in: 0...100_000)
      case "--viewport": cmd.viewport = try reader.number(for: a, in: 1...100_000)
      case "--content": cmd.content = try reader.number(for: a, in: 0...1e9)
      case "--start": cmd.start = try reader.number(for: a, in: 0...1e9)
      case "--fps": cmd.fps = try reader.number(for: a, in: 1...1000)
      case "--physics-scale":
        cmd.physicsScale = try reader.number(for: a, in: SandboxOptions.physicsScaleRange)
      case "--csv": cmd.csv = true
      default:
        throw UsageError(
          "physics: unknown option '\(a)' (valid: --preset, --velocity, --overscroll, --viewport, --content, --start, --fps, --physics-scale, --csv)"
        )
      }
    }
    if !sawVelocity {
      throw UsageError("physics: --velocity is required (pt/s, e.g. --velocity 2000)")
    }
    return cmd
  }

  /// One sampled frame of the motion.
  public struct Frame: Equatable {
    /// Seconds since release.
    public var time: Double
    /// Offset, points.
    public var offset: Double
    /// Velocity, pt/s.
    public var velocity: Double
    /// Phase at that frame.
    public var phase: SCScrollPhase
  }

  /// The outcome of a simulated release.
  public struct Result: Equatable {
    /// Offset where the motion rests, points.
    public var rest: Double
    /// Seconds until rest (exact, from the simulation).
    public var duration: Double
    /// Largest distance past an edge during the motion, points.
    public var peakOverscroll: Double
    /// Every frame at the chosen rate, until and including the first idle frame.
    public var frames: [Frame]
  }

  /// Where the motion starts, points: `-overscroll` when an overscroll is given, else
  /// `start` clamped to the scroll range (0...content - viewport).
  public var startOffset: Double {
    overscroll > 0 ? -overscroll : min(start, max(0, content - viewport))
  }

  /// The preset at the chosen physics scale.
  private var physics: ScrollPhysics {
    (ScrollPhysics.preset(named: preset) ?? .ios).withDevicePixelRatio(physicsScale)
  }

  /// The velocity the motion starts with, pt/s: `velocity` as a release in the app takes it,
  /// limited to the preset's fastest fling and 0 under its slowest (see `SCScrollView`'s
  /// release).
  public var releaseVelocity: Double {
    let p = physics
    let v = max(-p.maxFlingVelocity, min(p.maxFlingVelocity, velocity))
    return abs(v) < p.minFlingVelocity ? 0 : v
  }

  /// What the command changed in `velocity` to simulate a release, one line each (printed on
  /// standard error, never in the CSV); empty when it took the velocity as given.
  public var notes: [String] {
    let p = physics
    let v = releaseVelocity
    let given = formatPoints(velocity, decimals: 1)
    if v == 0 && velocity != 0 {
      return [
        "physics: --velocity \(given) pt/s is slower than the \(preset) preset's slowest fling "
          + "(\(formatPoints(p.minFlingVelocity, decimals: 1)) pt/s, physics.min-fling): "
          + "simulated as a release without momentum (0 pt/s), as the app does"
      ]
    }
    if v != velocity {
      return [
        "physics: --velocity \(given) pt/s is faster than the \(preset) preset's fastest fling "
          + "(physics.max-fling): simulated at \(formatPoints(v, decimals: 1)) pt/s, as the app "
          + "limits a release"
      ]
    }
    return []
  }

  /// Runs the preset's release motion (the one a ScrollView starts on release, from
  /// `releaseVelocity`), sampled at `fps` for the frames and finely for the peak overscroll.
  public func run() -> Result {
    let physics = physics
    let maxY = max(0, content - viewport)
    let startOffset = startOffset
    let sim = physics.ballistic(
      start: startOffset, velocity: releaseVelocity, lower: 0, upper: maxY)
    var frames: [Frame] = []
    // The release frame itself counts: GTK's cap may restart the spring at once.
    var peak = max(0, -startOffset, startOffset - maxY)
    let dt = 1 / fps
    var i = 0
    while true {
      let t = Double(i) * dt
      let p = sim.position(at: t)
      peak = max(peak, -p, p - maxY)
      let done = sim.isDone(at: t)
      frames.append(
        Frame(
          time: t, offset: p, velocity: sim.velocity(at: t),
          phase: done ? .idle : .decelerating))
      if done || t > 120 { break }
      i += 1
    }
    // Peak overscroll from a fine sweep too, so it does not depend on fps.
    var t = 0.0
    while t < sim.duration {
      let p = sim.position(at: t)
      peak = max(peak, -p, p - maxY)
      t += 0.0005
    }
    return Result(
      rest: sim.finalPosition, duration: sim.duration, peakOverscroll: max(0, peak), frames: frames)
  }

  /// The text printed for this command.
  public func output() -> String {
    let r = run()
    if csv {
      var lines = ["time_s,offset_pt,velocity_pt_s,phase"]
      for f in r.frames {
        lines.append(
          "\(formatPoints(f.time, decimals: 4)),\(formatPoints(f.offset, decimals: 3)),\(formatPoints(f.velocity, decimals: 3)),\(f.phase.rawValue)"
        )
      }
      return lines.joined(separator: "\n")
    }
    let clamped =
      overscroll <= 0 && startOffset != start
      ? " (--start \(formatPoints(start, decimals: 1)) is past the end of the range, 0...\(formatPoints(startOffset, decimals: 1)))"
      : ""
    return """
      preset         \(preset)
      velocity       \(formatPoints(velocity, decimals: 1)) pt/s
      start          \(formatPoints(startOffset, decimals: 1)) pt\(clamped)
      rest           \(formatPoints(r.rest, decimals: 2)) pt
      distance       \(formatPoints(r.rest - startOffset, decimals: 2)) pt
      duration       \(formatPoints(r.duration * 1000, decimals: 1)) ms (\(r.frames.count - 1) frames at \(formatPoints(fps, decimals: 0)) fps)
      peak overscroll \(formatPoints(r.peakOverscroll, decimals: 2)) pt
      physics scale  \(formatPoints(physicsScale, decimals: 2))
      """
  }
}
