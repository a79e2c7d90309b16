import Drawing
import Profiling
import Runtime
import SDLBackend
import ScrollCore

/// The benchmark's frame for `FrameLoop`: the bench row list scrolled by a held drag of
/// `BenchFrame.pointsPerFrame` a frame, drawn with the real rasterizer into a render target,
/// every stage timed by a `FrameProfiler`; frames during which another process preempted
/// this one are counted.
@MainActor final class BenchListFrame: @MainActor FrameHost {
  private var list: BenchRowList
  private let target: any RenderTarget
  private let rasterizer: DisplayListRasterizer
  private let pump: EventPump?
  private let retained: Bool
  private let paced: Bool
  private var display = DisplayList()
  private var events: [InputEvent] = []
  private var switches = 0
  /// The profiler timing the stages (replaced between warm-up and measured frames).
  var profiler: FrameProfiler
  /// Frames during which another process preempted this one.
  var preempted = 0
  /// Pixels redrawn (retained rendering).
  var redrawn = 0

  /// A frame over `list`.
  /// - Parameters:
  ///   - list: the bench row list.
  ///   - target: the render target.
  ///   - rasterizer: the rasterizer drawing onto it.
  ///   - pump: the window's event pump, read in the input stage (nil: none).
  ///   - retained: damage-tracked rendering instead of full redraws.
  ///   - paced: the clock waits for the next frame (the wait stage is timed).
  ///   - profiler: the stage timer.
  init(
    list: BenchRowList, target: any RenderTarget, rasterizer: DisplayListRasterizer,
    pump: EventPump?, retained: Bool, paced: Bool, profiler: FrameProfiler
  ) {
    self.list = list
    self.target = target
    self.rasterizer = rasterizer
    self.pump = pump
    self.retained = retained
    self.paced = paced
    self.profiler = profiler
  }

  /// Every stage; the wait only when paced.
  /// - Parameter stage: a stage.
  func takesPart(in stage: FrameStage) -> Bool { stage != .wait || paced }

  /// Starts the frame (and the count of involuntary switches during its work).
  /// - Parameter input: the frame's time and events.
  func beginFrame(_ input: FrameInput) {
    switches = BenchSystem.involuntarySwitches()
    profiler.beginFrame()
  }

  /// Counts the frame as preempted, after present (its work is done).
  /// - Parameters:
  ///   - stage: the stage about to run.
  ///   - input: the frame's time and events.
  func prepare(_ stage: FrameStage, _ input: FrameInput) {
    if stage == .prefetch, BenchSystem.involuntarySwitches() != switches { preempted += 1 }
  }

  /// The list's work in `stage`; idle work after present renders the labels of the rows
  /// about to scroll in (not frame work).
  /// - Parameters:
  ///   - stage: the stage.
  ///   - input: the frame's time and events.
  func run(_ stage: FrameStage, _ input: FrameInput) {
    let t = input.time
    switch stage {
    case .input:
      if let pump {
        events.removeAll(keepingCapacity: true)
        pump.poll(into: &events, now: { t })
      }
      list.handle(input.index == 0 ? .press : .drag(BenchFrame.pointsPerFrame), at: t)
    case .physics: list.advance(to: t)
    case .layout: list.layout(at: t)
    case .observers: list.observe()
    case .draw: BenchRowDrawer.draw(list, into: &display)
    case .rasterize:
      if retained {
        rasterizer.render(display)
        redrawn += rasterizer.frameStats.redrawnPixels
      } else {
        target.refreshSize()
        rasterizer.beginFrame(clear: nil)
        rasterizer.draw(display)
      }
      target.flush()
    case .present: target.present()
    case .prefetch:
      rasterizer.prefetchText(
        in: display, margin: Double(BenchRowDrawer.overscanRows) * BenchRowList.rowHeight)
    case .wait: break
    }
  }

  /// Starts timing `stage`.
  /// - Parameter stage: the stage.
  func begin(_ stage: FrameStage) { profiler.begin(stage) }

  /// Stops timing `stage`.
  /// - Parameter stage: the stage.
  func end(_ stage: FrameStage) { profiler.end(stage) }

  /// Ends the frame in the profiler.
  /// - Parameter input: the frame's time and events.
  func endFrame(_ input: FrameInput) { profiler.endFrame() }

  /// Never stops by itself (the benchmark counts its frames).
  func shouldStop() -> Bool { false }

  /// Always moving: the drag is held.
  /// - Parameter t: session time, seconds.
  func needsFrame(at t: Double) -> Bool { true }

  /// No timers.
  var nextWakeTime: Double? { nil }
}
