import CSDL2
import CSDL2Image
import Drawing
import Foundation
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

  @MainActor func testASoftwareWindowDrawsTheSamePixelsAsTheHeadlessTarget() async throws {
    Fixtures.useDummyVideoDriver()
    let size = Size(width: 320, height: 240)
    let files = try XCTUnwrap(Fixtures.fontFiles)
    let window = try SDLWindow(size: size, renderer: .software)
    XCTAssertNil(window.rendererNote)
    XCTAssertNotNil(window.softwareSurface)
    let headless = try HeadlessTarget(size: size)
    var shots: [String] = []
    defer { for path in shots { try? FileManager.default.removeItem(atPath: path) } }
    for target in [window, headless] as [any RenderTarget] {
      let rasterizer = DisplayListRasterizer(target: target, fonts: try FontLibrary(files: files))
      rasterizer.beginFrame(clear: Theme.light.background)
      rasterizer.draw(sampleFrame(size: size, offset: 7))
      XCTAssertGreaterThan(rasterizer.frameStats.texts, 10)
      let path = Fixtures.temporaryPath("same-\(shots.count).png")
      try target.saveScreenshot(to: path)
      target.present()
      shots.append(path)
    }
    let images = try shots.map { path in try XCTUnwrap(IMG_Load(path), "cannot load \(path)") }
    defer { for image in images { SDL_FreeSurface(image) } }
    let (a, b) = (images[0].pointee, images[1].pointee)
    XCTAssertEqual(a.w, b.w)
    XCTAssertEqual(a.h, b.h)
    XCTAssertEqual(a.pitch, b.pitch)
    let bytes = Int(a.pitch) * Int(a.h)
    let same = memcmp(try XCTUnwrap(a.pixels), try XCTUnwrap(b.pixels), bytes) == 0
    XCTAssertTrue(same, "windowed software and headless frames differ")
  }

  @MainActor func testTheDummyDriverIsMeasuredAsUnpaced() async throws {
    Fixtures.useDummyVideoDriver()
    let window = try SDLWindow(
      size: Size(width: 100, height: 100), renderer: .software, vsync: true)
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
    let sdl = SDLBackendError.sdlInitFailed(
      subsystem: "video", sdlError: "No available video device")
    XCTAssertTrue(sdl.description.contains("No available video device"))
    XCTAssertTrue(sdl.description.contains("libsdl2-2.0-0"))
    XCTAssertTrue(sdl.description.contains("SDL_VIDEODRIVER"))
    XCTAssertTrue(sdl.description.contains("--headless"))
    XCTAssertTrue(SDLBackendError.ttfInitFailed(sdlError: "x").description.contains("libsdl2-ttf"))
  }
}
