import Drawing
import Runtime
import Scenes
import ScrollCore

/// A scene's frame for the test driver's `FrameLoop`: the scene takes part in input, physics,
/// layout, observers (taking its events) and draw (unless it only simulates); no pixels.
public final class SceneFrameHost: FrameHost {
  /// The scene.
  public let scene: any Scene
  /// The colours to draw with.
  public var theme: Theme
  /// False skips the draw stage (`list` is kept).
  public let drawsFrames: Bool
  /// The scene's events taken so far, in order.
  public private(set) var events: [SceneEvent] = []
  /// The last frame as the scene drew it.
  public private(set) var list = DisplayList()

  /// A host for `scene`.
  /// - Parameters:
  ///   - scene: the scene.
  ///   - theme: the colours to draw with.
  ///   - drawsFrames: false skips the draw stage.
  public init(_ scene: any Scene, theme: Theme, drawsFrames: Bool) {
    self.scene = scene
    self.theme = theme
    self.drawsFrames = drawsFrames
  }

  /// Input through draw (draw only when drawing).
  /// - Parameter stage: a stage.
  public func takesPart(in stage: FrameStage) -> Bool {
    switch stage {
    case .input, .physics, .layout, .observers: true
    case .draw: drawsFrames
    default: false
    }
  }

  /// The scene's work in `stage`.
  /// - Parameters:
  ///   - stage: the stage.
  ///   - input: the frame's time and events.
  public func run(_ stage: FrameStage, _ input: FrameInput) {
    let t = input.time
    switch stage {
    case .input: for e in input.events { _ = scene.handle(e) }
    case .physics: scene.advance(to: t)
    case .layout: scene.layout(at: t)
    case .observers:
      scene.observe(at: t)
      events += scene.takeEvents()
    case .draw:
      list.removeAll()
      scene.draw(into: &list, theme: theme, at: t)
    default: break
    }
  }

  /// True while the scene needs frames.
  /// - Parameter t: session time, seconds.
  public func needsFrame(at t: Double) -> Bool { scene.needsFrame(at: t) }

  /// The scene's next timer.
  public var nextWakeTime: Double? { scene.nextWakeTime }
}
