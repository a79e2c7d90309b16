import Foundation
import SDLBackend
import Scenes
import ScrollCore

/// `--headless`: a software surface and a virtual clock advancing exactly 1/fps per frame, so
/// a replay gives the same offsets, phases and events frame for frame on every run.
@MainActor enum HeadlessLoop {
  /// Longest virtual session when running until rest (seconds), a guard against scenes that
  /// never settle.
  static let maxVirtualSeconds = 3600.0

  static func run(options: SandboxOptions, replay: [InputEvent], outputs: SessionOutputs) -> Int32 {
    let clock = MonotonicClock()
    let size = Size(width: options.width, height: options.height)
    let target: HeadlessTarget
    let fonts: FontLibrary
    do {
      fonts = try FontLibrary(fontPath: options.fontPath)
      target = try HeadlessTarget(size: size, scale: 1)
    } catch {
      outputs.discard()
      Console.err("scroll-sandbox: \(error)")
      return 1
    }
    let rasterizer = DisplayListRasterizer(target: target, fonts: fonts)
    rasterizer.damageTracking = !options.fullRedraw
    let app = SandboxMain.makeApp(
      options: options, measurer: rasterizer, clock: { clock.nanoseconds })
    outputs.attach(to: app)
    let runner = FrameRunner(app: app, target: target, rasterizer: rasterizer)
    var playback = InputPlayback(replay)
    let dt = 1 / options.fps
    app.start(at: 0)
    let total = options.frames
    let expected = total ?? max(1, Int(playback.duration * options.fps) + 1)
    var marker = FirstPresentMarker()
    var progress = ProgressBar(total: expected, isTerminal: Console.isTerminal(2))
    var frame = 0
    var restFrames = 0
    while true {
      let t = Double(frame) * dt
      let events = Array(playback.take(through: t))
      runner.update(events: events, at: t) { _ in clock.nanoseconds }
      let isLast: Bool
      if let total {
        isLast = frame + 1 >= total
      } else {
        // Until the replay has ended and everything rests (a few quiet frames in a row).
        restFrames = playback.isFinished && !app.needsFrame(at: t) ? restFrames + 1 : 0
        isLast = restFrames >= 3 || t >= maxVirtualSeconds || app.requests.quit
      }
      if isLast || app.requests.screenshot,
        let path = options.screenshot ?? (app.requests.screenshot ? defaultScreenshotName() : nil)
      {
        do {
          try target.saveScreenshot(to: path)
          if app.requests.screenshot && options.screenshot == nil {
            Console.err("screenshot saved: \(path)")
          }
        } catch {
          Console.err("scroll-sandbox: \(error)")
          outputs.discard()
          return 1
        }
        app.requests.screenshot = false
      }
      runner.present()
      marker.presented()
      runner.endFrame()
      frame += 1
      if let line = progress.update(completed: min(frame, expected)) {
        Console.write(fd: 2, line)
      }
      if isLast || (app.requests.quit && total == nil) { break }
    }
    if let line = progress.finish(completed: min(frame, expected)) { Console.write(fd: 2, line) }
    return SandboxMain.finish(app, outputs: outputs, status: 0)
  }

  /// "scroll-sandbox-YYYYMMDD-HHMMSS.png" in the current directory.
  static func defaultScreenshotName() -> String {
    let f = DateFormatter()
    f.dateFormat = "yyyyMMdd-HHmmss"
    return "scroll-sandbox-\(f.string(from: Date())).png"
  }
}
