import CSDL2
import Drawing
import Foundation
import FrameModel
import ScrollCore
import XCTest

@testable import SDLBackend

/// The asynchronous X11 MIT-SHM present path on a real X server: `DISPLAY` when set,
/// otherwise an Xvfb started here (and stopped by its pid). Skipped without either.
final class X11PresentTests: XCTestCase {
  /// Starts Xvfb on a free display and returns it with its process, or nil when there is none.
  private func startXvfb() -> (display: String, process: Process)? {
    guard
      let xvfb = ["/usr/bin/Xvfb", "/usr/local/bin/Xvfb"].first(where: {
        FileManager.default.isExecutableFile(atPath: $0)
      })
    else { return nil }
    for n in 140..<180
    where !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(n)")
      && !FileManager.default.fileExists(atPath: "/tmp/.X\(n)-lock")
    {
      let p = Process()
      p.executableURL = URL(fileURLWithPath: xvfb)
      // -noreset: a test that closes its window and opens another must not find the server
      // resetting (it does when its last client leaves), which failed SDL's connection once.
      p.arguments = [":\(n)", "-screen", "0", "640x480x24", "-nolisten", "tcp", "-noreset"]
      p.standardOutput = FileHandle.nullDevice
      p.standardError = FileHandle.nullDevice
      guard (try? p.run()) != nil else { return nil }
      for _ in 0..<100 {
        // Ready when its socket accepts a connection (the file appears a little earlier, and
        // on a loaded machine SDL could find nobody listening yet) and the display is ours:
        // another process (a parallel test, another checkout's) may have started a server
        // on the same free display at the same moment, and then ours exits.
        if p.isRunning && lockNames(p.processIdentifier, "/tmp/.X\(n)-lock")
          && acceptsConnections("/tmp/.X11-unix/X\(n)")
        {
          return (":\(n)", p)
        }
        if !p.isRunning { break }
        usleep(50_000)
      }
      if p.isRunning { kill(p.processIdentifier, SIGTERM) }
      p.waitUntilExit()
    }
    return nil
  }

  /// True when the X lock file at `path` holds `pid` (an X server writes its pid there).
  private func lockNames(_ pid: Int32, _ path: String) -> Bool {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return false }
    return Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) == pid
  }

  /// True when a Unix socket at `path` accepts a connection.
  private func acceptsConnections(_ path: String) -> Bool {
    let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8.prefix(MemoryLayout.size(ofValue: address.sun_path) - 1))
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      for (i, b) in bytes.enumerated() { raw[i] = b }
    }
    let length = socklen_t(MemoryLayout<sockaddr_un>.size)
    return withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, length) == 0 }
    }
  }

  /// Draws `color` over the whole window, presents, and returns what the server shows at
  /// (`x`, `y`).
  @MainActor private func show(
    _ color: Color, on window: SDLWindow, at x: Int, _ y: Int
  ) throws -> UInt32 {
    window.refreshSize()
    window.clear(color)
    window.present()
    return try XCTUnwrap(window.serverPixel(x: x, y: y), "XGetImage failed")
  }

  /// Runs `body` with an X display (DISPLAY, or an Xvfb started for it) and SDL's x11 driver.
  @MainActor func withDisplay(_ body: () throws -> Void) throws {
    let previousDisplay = ProcessInfo.processInfo.environment["DISPLAY"]
    var xvfb: Process?
    if previousDisplay == nil {
      guard let started = startXvfb() else { throw XCTSkip("no DISPLAY and no Xvfb") }
      setenv("DISPLAY", started.display, 1)
      xvfb = started.process
    }
    defer {
      if let xvfb {
        kill(xvfb.processIdentifier, SIGTERM)
        xvfb.waitUntilExit()
        unsetenv("DISPLAY")
      }
    }
    setenv("SDL_VIDEODRIVER", "x11", 1)
    defer { Fixtures.useDummyVideoDriver() }
    try body()
  }

  /// Renders seeded scrolling frames with damage tracking into a 320x240 window, and after
  /// each present compares what the window shows (read back from the X server, or SDL's
  /// window surface) with a full redraw of the same list on a headless target.
  @MainActor private func checkDamagedFramesOnScreen(frames count: Int) throws {
    let files = try XCTUnwrap(Fixtures.fontFiles, "DejaVu fonts not found")
    let size = Size(width: 320, height: 240)
    let window = try SDLWindow(size: size, renderer: .software)
    for _ in 0..<100 where window.pixelWidth != 320 {
      SDL_PumpEvents()
      window.refreshSize()
      usleep(10_000)
    }
    XCTAssertEqual(window.pixelWidth, 320)
    let reference = try HeadlessTarget(size: size)
    let onScreen = DisplayListRasterizer(target: window, fonts: try FontLibrary(files: files))
    let full = DisplayListRasterizer(target: reference, fonts: try FontLibrary(files: files))
    full.damageTracking = false
    var script = ScrollingFrames(seed: 7, size: size)
    var partial = 0
    let box = PixelBox(x: 0, y: 0, width: 320, height: 240)
    for f in 0..<count {
      let list = script.nextFrame()
      onScreen.render(list)
      full.render(list)
      if onScreen.frameStats.partial { partial += 1 }
      window.present()
      SDL_RenderFlush(reference.renderer)
      let shown: [UInt32]
      if window.presentPath == "x11-shm" {
        shown = try XCTUnwrap(window.serverPixels(box))
      } else {
        let surface = try XCTUnwrap(SDL_GetWindowSurface(window.window))
        shown = (0..<240).flatMap { y in
          (0..<320).map { x in
            surface.pointee.pixels.advanced(by: y * Int(surface.pointee.pitch))
              .load(fromByteOffset: x * 4, as: UInt32.self) & 0xFF_FFFF
          }
        }
      }
      var wrong = 0
      var first: (Int, Int)?
      for y in 0..<240 {
        for x in 0..<320 {
          let p = reference.pixel(x: x, y: y)
          let want = UInt32(p.r) << 16 | UInt32(p.g) << 8 | UInt32(p.b)
          if shown[y * 320 + x] != want {
            wrong += 1
            if first == nil { first = (x, y) }
          }
        }
      }
      guard wrong == 0 else {
        return XCTFail(
          "\(window.presentPath) frame \(f): \(wrong) pixels differ from a full redraw, first at "
            + "\(first!) (offset \(script.offset))")
      }
    }
    XCTAssertGreaterThan(partial, count / 2, "frames drawn partially on \(window.presentPath)")
  }

  /// Hiding and showing the window loses its pixels: the presenter sees the Expose and the
  /// window stops counting as keeping its frame, so the next render is whole.
  @MainActor func testAnExposedWindowIsDrawnWhole() async throws {
    try withDisplay {
      let files = try XCTUnwrap(Fixtures.fontFiles, "DejaVu fonts not found")
      let window = try SDLWindow(size: Size(width: 200, height: 150), renderer: .software)
      guard window.presentPath == "x11-shm" else { return }
      let rasterizer = DisplayListRasterizer(target: window, fonts: try FontLibrary(files: files))
      var script = ScrollingFrames(seed: 3, size: Size(width: 200, height: 150))
      for _ in 0..<5 {
        rasterizer.render(script.nextFrame())
        window.present()
      }
      let before = window.retainedGeneration
      SDL_HideWindow(window.window)
      SDL_ShowWindow(window.window)
      var changed = false
      for _ in 0..<100 where !changed {
        SDL_PumpEvents()
        rasterizer.render(script.nextFrame())  // reads the presenter's events first
        changed = window.retainedGeneration != before
        // The frame that noticed the expose is drawn whole.
        if changed { XCTAssertFalse(rasterizer.frameStats.partial, "whole after an expose") }
        window.present()
        if !changed { usleep(10_000) }
      }
      XCTAssertTrue(changed, "the Expose after mapping again was noticed")
      rasterizer.render(script.nextFrame())
      window.present()
      rasterizer.render(script.nextFrame())
      XCTAssertTrue(rasterizer.frameStats.partial, "and partial again after that")
    }
  }

  @MainActor func testDamagedFramesOnTheServerEqualFullRedraws() async throws {
    try withDisplay {
      try checkDamagedFramesOnScreen(frames: 90)
      setenv(X11ShmPresenter.environmentVariable, "sdl", 1)
      defer { unsetenv(X11ShmPresenter.environmentVariable) }
      try checkDamagedFramesOnScreen(frames: 60)
    }
  }

  /// A pump that skips SDL_PumpEvents while the display is quiet still delivers what the X
  /// server sends (pointer motion from a warp), what SDL queued itself (pushed events), and
  /// pumps fully at least every `maxPumpGap` ms.
  @MainActor func testQuietPollsSkipPumpingWithoutLosingEvents() async throws {
    try withDisplay {
      let window = try SDLWindow(size: Size(width: 200, height: 150), renderer: .software)
      let pump = try EventPump(windowSize: window.pointSize)
      pump.skipIdlePumps(for: window)
      var events: [InputEvent] = []
      // Let the window's own start-up events (map, expose, focus) arrive and drain.
      for _ in 0..<30 {
        pump.poll(into: &events, now: { 0 })
        usleep(10_000)
      }
      events.removeAll()
      let skippedBefore = pump.skippedPumps
      for _ in 0..<5 { pump.poll(into: &events, now: { 0 }) }
      XCTAssertGreaterThan(pump.skippedPumps, skippedBefore, "quiet polls skip the pump")
      XCTAssertTrue(events.isEmpty)

      SDL_WarpMouseInWindow(window.window, 40, 30)
      var moved = false
      for _ in 0..<100 where !moved {
        pump.poll(into: &events, now: { 0 })
        moved = events.contains {
          if case .pointerMove(let p, _) = $0.kind { return p == Point(x: 40, y: 30) }
          return false
        }
        if !moved { usleep(10_000) }
      }
      XCTAssertTrue(moved, "motion from the X server arrives: \(events.map(\.kind))")

      var quit = SDL_Event()
      quit.type = SDL_QUIT.rawValue
      XCTAssertTrue(pump.push(quit))
      events.removeAll()
      pump.poll(into: &events, now: { 0 })
      XCTAssertTrue(events.contains { $0.kind == .quit }, "events SDL queued itself are read")

      // The gap bound: polls spread over more than maxPumpGap pump at least once more.
      let pumps = pump.pumps
      let skipped = pump.skippedPumps
      let start = SDL_GetTicks64()
      for _ in 0..<30 {
        pump.poll(into: &events, now: { 0 })
        usleep(useconds_t(EventPump.maxPumpGap * 1000 / 10))
      }
      let gaps = Int((SDL_GetTicks64() - start) / EventPump.maxPumpGap)
      XCTAssertGreaterThanOrEqual(pump.pumps - pumps, max(1, gaps - 1), "a full pump every gap")
      XCTAssertGreaterThan(pump.skippedPumps - skipped, 0, "and the polls between skip it")
    }
  }

  @MainActor func testFramesReachTheServerAndResizeWorks() async throws {
    try withDisplay {
      let window = try SDLWindow(size: Size(width: 200, height: 150), renderer: .software)
      XCTAssertEqual(
        window.presentPath, "x11-shm", window.presentNote ?? "no reason given")
      guard window.presentPath == "x11-shm" else { return }
      XCTAssertNotNil(window.softwareSurface)
      XCTAssertEqual(window.rendererName, "software")
      // Several frames: both buffers get drawn and shown.
      XCTAssertEqual(try show(Color(hex: 0xFF0000), on: window, at: 10, 10), 0xFF0000)
      XCTAssertEqual(try show(Color(hex: 0x00FF00), on: window, at: 199, 149), 0x00FF00)
      XCTAssertEqual(try show(Color(hex: 0x123456), on: window, at: 100, 75), 0x123456)

      // Back-to-back frames without reading back: the second may find the first still being
      // copied and draw into the other buffer; what is shown is the last frame either way.
      for hex: UInt32 in [0x101010, 0x202020, 0x303030, 0x404040, 0x00FFFF] {
        window.refreshSize()
        window.clear(Color(hex: hex))
        window.present()
      }
      XCTAssertEqual(window.serverPixel(x: 150, y: 100), 0x00FFFF)

      // Drawing through SDL's renderer (not only the direct fills) lands in the buffer too.
      window.refreshSize()
      window.clear(.white)
      var rect = SDL_Rect(x: 20, y: 20, w: 30, h: 30)
      SDL_SetRenderDrawColor(window.renderer, 0, 0, 255, 255)
      SDL_RenderFillRect(window.renderer, &rect)
      let shot = Fixtures.temporaryPath("x11-shot.png")
      defer { try? FileManager.default.removeItem(atPath: shot) }
      try window.saveScreenshot(to: shot)
      XCTAssertTrue(FileManager.default.fileExists(atPath: shot))
      window.present()
      XCTAssertEqual(window.serverPixel(x: 30, y: 30), 0x0000FF)
      XCTAssertEqual(window.serverPixel(x: 5, y: 5), 0xFFFFFF)

      // Resize: the buffers follow the drawable.
      SDL_SetWindowSize(window.window, 320, 240)
      for _ in 0..<200 where window.pixelWidth != 320 || window.pixelHeight != 240 {
        SDL_PumpEvents()
        window.refreshSize()
        usleep(10_000)
      }
      XCTAssertEqual(window.pixelWidth, 320)
      XCTAssertEqual(window.pixelHeight, 240)
      XCTAssertEqual(window.softwareSurface?.pointee.w, 320)
      XCTAssertEqual(try show(Color(hex: 0x0000FF), on: window, at: 319, 239), 0x0000FF)
      XCTAssertEqual(try show(Color(hex: 0xABCDEF), on: window, at: 250, 200), 0xABCDEF)

      let rate = window.measureRefreshRate(frames: 8)
      XCTAssertGreaterThan(rate.framesPerSecond, 0)
    }
  }

  @MainActor func testTheEnvironmentVariableForcesSDLsPresent() async throws {
    setenv(X11ShmPresenter.environmentVariable, "sdl", 1)
    defer { unsetenv(X11ShmPresenter.environmentVariable) }
    Fixtures.useDummyVideoDriver()
    let window = try SDLWindow(size: Size(width: 100, height: 100), renderer: .software)
    XCTAssertEqual(window.presentPath, "sdl")
    XCTAssertEqual(window.presentNote, "\(X11ShmPresenter.environmentVariable)=sdl")
  }
}
