import Foundation
import SDLBackend
import SandboxKit
import ScrollCore

/// Section 5: the bench row list in a real 800x600 window (renderer auto), paced at 60 fps by
/// `FramePacer`: frame work (frame start to present returned, the pacing wait excluded) and
/// CPU per frame of the main thread and of the whole process (getrusage).
@MainActor enum BenchWindow {
  /// Runs the section on display `display` (set as DISPLAY for SDL).
  static func run(display: String, quick: Bool, progress: (Int, Int) -> Void) throws -> [BenchRow] {
    setenv("DISPLAY", display, 1)
    let window = try SDLWindow(
      title: "scroll-bench", size: Size(width: 800, height: 600), renderer: .auto, vsync: false)
    let pump = try EventPump(windowSize: window.pointSize)
    pump.skipIdlePumps(for: window)
    let fonts = try FontLibrary()
    let rasterizer = DisplayListRasterizer(target: window, fonts: fonts)
    let frames = quick ? 120 : 600
    let results = BenchFrame.run(
      sizes: BenchSize.standard, frames: frames, warmup: 30, target: window,
      rasterizer: rasterizer, pacer: FramePacer(targetFPS: 60), pump: pump, retained: true,
      progress: progress)
    let renderer = window.rendererName + (window.rendererNote.map { " (\($0))" } ?? "")
    let presentPath =
      "present \(window.presentPath)" + (window.presentNote.map { " (\($0))" } ?? "")
    var rows: [BenchRow] = []
    for r in results {
      let fps = r.interval > 0 ? 1e9 / Double(r.interval) : 0
      rows.append(
        BenchRow(
          section: "window", size: r.size.label, metric: "frame work p50",
          value: Double(r.stats.p50WorkNanos) / 1e6, unit: "ms", target: BenchTarget(.below, 0.25),
          note: "renderer \(renderer); \(presentPath); " + r.runNote(warmup: 30, attempts: 3)
            + " at "
            + "\(formatPoints(fps, decimals: 1)) fps; "
            + "\(formatPoints(r.redrawnFraction * 100, decimals: 1)) % of the pixels drawn per frame; "
            + "stage means (ms): "
            + BenchFrame.split(r.stageMeans)))
      rows.append(
        BenchRow(
          section: "window", size: r.size.label, metric: "present alone p50",
          value: Double(r.presentP50) / 1e6, unit: "ms",
          note: window.presentPath == "sdl"
            ? "SDL_RenderPresent: the frame to the X server through shared memory, waiting "
              + "for it (XSync)"
            : "XShmPutImage + XFlush from a double buffer, no XSync; SCROLL_SANDBOX_X11_PRESENT"
              + "=sdl for SDL's present"))
      rows.append(
        BenchRow(
          section: "window", size: r.size.label, metric: "frame work p95",
          value: Double(r.stats.p95WorkNanos) / 1e6, unit: "ms"))
      rows.append(
        BenchRow(
          section: "window", size: r.size.label, metric: "frame work p99",
          value: Double(r.stats.p99WorkNanos) / 1e6, unit: "ms", target: BenchTarget(.below, 1)))
      rows.append(
        BenchRow(
          section: "window", size: r.size.label, metric: "main-thread CPU/frame",
          value: Double(r.threadCPU) / 1e6, unit: "ms"))
      rows.append(
        BenchRow(
          section: "window", size: r.size.label, metric: "process CPU/frame",
          value: Double(r.processCPU) / 1e6, unit: "ms", target: BenchTarget(.below, 0.4)))
    }
    return rows
  }
}
