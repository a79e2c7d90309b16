import Drawing
import ScrollCore
import XCTest

@testable import SDLBackend

/// Windows on SDL's dummy video driver: no display needed, software rendering only.
final class WindowTests: XCTestCase {
  @MainActor func testRequestingOpenGLWithoutItFallsBackToSoftwareAndSaysSo() async throws {
    Fixtures.useDummyVideoDriver()
    let window = try SDLWindow(renderer: .opengl)
    XCTAssertEqual(window.rendererName, "software")
    let note = try XCTUnwrap(window.rendererNote)
    XCTAssertTrue(note.contains("software"), note)
    XCTAssertEqual(window.pointSize, Size(width: 900, height: 700))
    XCTAssertEqual(window.scale, 1)
  }

  @MainActor func testAWindowDrawsAndScreenshotsLikeTheHeadlessTarget() async throws {
    Fixtures.useDummyVideoDriver()
    let window = try SDLWindow(size: Size(width: 320, height: 200), renderer: .software)
    XCTAssertNil(window.rendererNote)
    let fonts = try FontLibrary(files: try XCTUnwrap(Fixtures.fontFiles))
    let rasterizer = DisplayListRasterizer(target: window, fonts: fonts)
    rasterizer.beginFrame(clear: Theme.light.background)
    var list = DisplayList()
    list.fill(Rect(x: 16, y: 16, width: 200, height: 44), .white, radius: 10)
    list.text("Row", in: Rect(x: 32, y: 16, width: 100, height: 44))
    rasterizer.draw(list)
    let path = Fixtures.temporaryPath("window.png")
    defer { try? FileManager.default.removeItem(atPath: path) }
    try window.saveScreenshot(to: path)
    window.present()
    XCTAssertTrue(FileManager.default.fileExists(atPath: path))
    XCTAssertEqual(rasterizer.frameStats.texts, 1)
  }

  @MainActor func testTheDummyDriverIsMeasuredAsUnpaced() async throws {
    Fixtures.useDummyVideoDriver()
    let window = try SDLWindow(size: Size(width: 100, height: 100), renderer: .software, vsync: true)
    let rate = window.measureRefreshRate(frames: 8)
    XCTAssertFalse(rate.isPaced, "the dummy driver claims vsync and ignores it: \(rate)")
  }

  func testRendererChoicesParse() {
    XCTAssertEqual(RendererChoice(argument: "GL"), .opengl)
    XCTAssertEqual(RendererChoice(argument: "software"), .software)
    XCTAssertEqual(RendererChoice(argument: "auto"), .auto)
    XCTAssertNil(RendererChoice(argument: "vulkan"))
  }

  func testErrorsExplainTheRemedy() {
    let sdl = SDLBackendError.sdlInitFailed(subsystem: "video", sdlError: "No available video device")
    XCTAssertTrue(sdl.description.contains("No available video device"))
    XCTAssertTrue(sdl.description.contains("libsdl2-2.0-0"))
    XCTAssertTrue(sdl.description.contains("SDL_VIDEODRIVER"))
    XCTAssertTrue(sdl.description.contains("--headless"))
    XCTAssertTrue(SDLBackendError.ttfInitFailed(sdlError: "x").description.contains("libsdl2-ttf"))
  }
}
