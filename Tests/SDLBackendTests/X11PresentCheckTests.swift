import CSDL2
import Drawing
import Foundation
import ScrollCore
import XCTest

@testable import SDLBackend

/// The X11 present checks itself (issue #18, row 20): at start and after each resize a
/// pattern drawn into each buffer must come back from the window, or the window falls back
/// to SDL's own present with a note. `SCROLL_SANDBOX_X11_PRESENT_CORRUPT` breaks a buffer.
extension X11PresentTests {
  /// Runs `body` with the corruption hook set to `buffer` (nil: unset), unsetting it after.
  @MainActor private func corrupting(_ buffer: String?, _ body: () throws -> Void) rethrows {
    if let buffer { setenv(X11ShmPresenter.corruptVariable, buffer, 1) }
    defer { unsetenv(X11ShmPresenter.corruptVariable) }
    try body()
  }

  @MainActor private func resize(_ window: SDLWindow, to w: Int, _ h: Int, render: () -> Void) {
    SDL_SetWindowSize(window.window, Int32(w), Int32(h))
    for _ in 0..<200 where window.pixelWidth != w || window.pixelHeight != h {
      SDL_PumpEvents()
      render()
      usleep(10_000)
    }
  }

  @MainActor func testBothBuffersAreCheckedAtStartAndAfterEachResize() async throws {
    try withDisplay {
      let window = try SDLWindow(size: Size(width: 200, height: 150), renderer: .software)
      XCTAssertEqual(window.presentPath, "x11-shm", window.presentNote ?? "no reason given")
      guard window.presentPath == "x11-shm" else { return }
      XCTAssertEqual(window.presentChecks, 1)
      XCTAssertNil(window.presentNote)
      resize(window, to: 260, 180) { window.refreshSize() }
      XCTAssertEqual(window.pixelWidth, 260)
      XCTAssertGreaterThanOrEqual(window.presentChecks, 2)
      XCTAssertEqual(window.presentPath, "x11-shm")
      XCTAssertNil(window.takePresentFallbackNote())
      // The check leaves the window to be drawn whole, and frames still reach it.
      window.refreshSize()
      window.clear(Color(hex: 0x2468AC))
      window.present()
      XCTAssertEqual(window.serverPixel(x: 259, y: 179), 0x2468AC)
    }
  }

  @MainActor func testAWindowPartlyOffTheScreenPassesItsCheck() async throws {
    try withDisplay {
      let window = try SDLWindow(size: Size(width: 200, height: 150), renderer: .software)
      guard window.presentPath == "x11-shm" else {
        throw XCTSkip("no X11 present here: \(window.presentNote ?? "")")
      }
      // Most of the window beyond the screen's right and bottom edges (Xvfb's screen here is
      // 640x480, or larger): reading those pixels back is an X error, caught; the points are
      // read from a pixmap the buffer is put into.
      SDL_SetWindowPosition(window.window, 10_000, 10_000)
      for _ in 0..<20 {
        SDL_PumpEvents()
        usleep(10_000)
      }
      resize(window, to: 230, 170) { window.refreshSize() }
      XCTAssertEqual(window.pixelWidth, 230)
      XCTAssertGreaterThanOrEqual(window.presentChecks, 2)
      XCTAssertEqual(window.presentPath, "x11-shm", window.presentNote ?? "")
      XCTAssertNil(window.takePresentFallbackNote())
    }
  }

  @MainActor func testACorruptedBufferAtStartFallsBackToSDLsPresent() async throws {
    try withDisplay {
      try corrupting("1") {
        let window = try SDLWindow(size: Size(width: 200, height: 150), renderer: .software)
        XCTAssertEqual(window.presentPath, "sdl")
        let note = window.presentNote ?? ""
        XCTAssertTrue(note.contains("failed its check"), note)
        XCTAssertTrue(note.contains("buffer 1"), note)
        // SDL's present draws.
        window.refreshSize()
        window.clear(Color(hex: 0x336699))
        var pixel: UInt32 = 0
        var rect = SDL_Rect(x: 10, y: 10, w: 1, h: 1)
        SDL_RenderReadPixels(window.renderer, &rect, SDL_PIXELFORMAT_RGB888.rawValue, &pixel, 4)
        XCTAssertEqual(pixel & 0xFF_FFFF, 0x336699)
        window.present()
      }
    }
  }

  @MainActor func testACorruptedBufferAfterAResizeFallsBackMidRunAndDrawingGoesOn() async throws {
    try withDisplay {
      let files = try XCTUnwrap(Fixtures.fontFiles, "DejaVu fonts not found")
      let window = try SDLWindow(size: Size(width: 200, height: 150), renderer: .software)
      guard window.presentPath == "x11-shm" else {
        throw XCTSkip("no X11 present here: \(window.presentNote ?? "")")
      }
      let rasterizer = DisplayListRasterizer(target: window, fonts: try FontLibrary(files: files))
      var script = ScrollingFrames(seed: 5, size: Size(width: 200, height: 150))
      for _ in 0..<3 {
        rasterizer.render(script.nextFrame())
        window.present()
      }
      let before = window.renderer
      corrupting("0") {
        resize(window, to: 240, 170) {
          rasterizer.render(script.nextFrame())
          window.present()
        }
      }
      XCTAssertEqual(window.presentPath, "sdl")
      XCTAssertNotEqual(window.renderer, before)
      let note = window.takePresentFallbackNote() ?? ""
      XCTAssertTrue(note.contains("after a resize to 240x170"), note)
      XCTAssertTrue(note.contains("buffer 0"), note)
      XCTAssertTrue(note.hasSuffix("using SDL's present"), note)
      XCTAssertNil(window.takePresentFallbackNote(), "the note is given once")
      // The rasterizer moved to the new renderer: frames with text draw on, whole.
      var list = DisplayList()
      list.fill(Rect(x: 0, y: 0, width: 240, height: 170), Color(hex: 0xFFFFFF))
      list.fill(Rect(x: 20, y: 20, width: 40, height: 30), Color(hex: 0xC03020))
      list.text(
        "still drawing", in: Rect(x: 10, y: 100, width: 200, height: 30),
        font: Font(size: 14), color: Color(hex: 0x000000))
      rasterizer.render(list)
      XCTAssertFalse(rasterizer.frameStats.partial)
      XCTAssertEqual(rasterizer.frameStats.failures, 0)
      var pixel: UInt32 = 0
      var rect = SDL_Rect(x: 30, y: 30, w: 1, h: 1)
      SDL_RenderReadPixels(window.renderer, &rect, SDL_PIXELFORMAT_RGB888.rawValue, &pixel, 4)
      XCTAssertEqual(pixel & 0xFF_FFFF, 0xC03020)
      window.present()
    }
  }

  @MainActor func testHexNamesColoursWithSixDigits() async {
    XCTAssertEqual(X11ShmPresenter.hex(0x00_30FF), "#0030ff")
  }
}
