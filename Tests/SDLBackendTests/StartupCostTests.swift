import CSDL2
import CSDL2TTF
import Drawing
import Foundation
import XCTest

@testable import SDLBackend

/// What the start-up shortcuts leave behind: SDL's video start puts the environment back,
/// fonts open from their mapped files, and SDL2_image is found when a PNG is written.
final class StartupCostTests: XCTestCase {
  @MainActor func testStartingVideoPutsTheLocaleAndBusVariablesBack() async throws {
    Fixtures.useDummyVideoDriver()
    let savedLocale = getenv("LC_ALL").map { String(cString: $0) }
    let savedBus = getenv("DBUS_SESSION_BUS_ADDRESS").map { String(cString: $0) }
    defer {
      if let savedLocale { setenv("LC_ALL", savedLocale, 1) } else { unsetenv("LC_ALL") }
      if let savedBus {
        setenv("DBUS_SESSION_BUS_ADDRESS", savedBus, 1)
      } else {
        unsetenv("DBUS_SESSION_BUS_ADDRESS")
      }
    }
    for (locale, bus) in [("en_US.UTF-8", nil), (nil, "unix:path=/nonexistent-bus")]
      as [(String?, String?)]
    {
      if let locale { setenv("LC_ALL", locale, 1) } else { unsetenv("LC_ALL") }
      if let bus {
        setenv("DBUS_SESSION_BUS_ADDRESS", bus, 1)
      } else {
        unsetenv("DBUS_SESSION_BUS_ADDRESS")
      }
      // A counted re-start changes nothing: the check needs a real start.
      try XCTSkipIf(SDL_WasInit(SDL_INIT_VIDEO) != 0, "SDL's video is held by another test")
      XCTAssertTrue(SDLWindow.holdVideo())
      SDLWindow.releaseVideo()
      XCTAssertEqual(getenv("LC_ALL").map { String(cString: $0) }, locale)
      XCTAssertEqual(getenv("DBUS_SESSION_BUS_ADDRESS").map { String(cString: $0) }, bus)
    }
  }

  func testFontDataMapsRegularFilesOnly() throws {
    let files = try XCTUnwrap(Fixtures.fontFiles)
    let data = try XCTUnwrap(FontData(path: files.sans))
    XCTAssertEqual(TTF_Init(), 0)
    defer { TTF_Quit() }
    let face = try XCTUnwrap(data.openFace(pixelSize: 20))
    XCTAssertEqual(TTF_FontHeight(face) > 18, true)
    TTF_CloseFont(face)

    XCTAssertNil(FontData(path: "/no/such/font.ttf"))
    let empty = Fixtures.temporaryPath("empty.ttf")
    XCTAssertTrue(FileManager.default.createFile(atPath: empty, contents: Data()))
    defer { try? FileManager.default.removeItem(atPath: empty) }
    XCTAssertNil(FontData(path: empty))
    let fifo = Fixtures.temporaryPath("font.fifo")
    XCTAssertEqual(mkfifo(fifo, 0o600), 0)
    defer { unlink(fifo) }
    XCTAssertNil(FontData(path: fifo), "a FIFO is refused without waiting for a writer")
  }

  @MainActor func testMappedFacesMeasureLikeFacesOpenedByPath() async throws {
    let files = try XCTUnwrap(Fixtures.fontFiles)
    let library = try FontLibrary(files: files)
    let byPath = try XCTUnwrap(TTF_OpenFont(files.sans, 17))
    defer { TTF_CloseFont(byPath) }
    var w: Int32 = 0
    var h: Int32 = 0
    XCTAssertEqual(TTF_SizeUTF8(byPath, "Item 12: scrolling that feels right", &w, &h), 0)
    let mapped = library.pixelExtent(
      of: "Item 12: scrolling that feels right", font: .body, pixelSize: 17)
    XCTAssertEqual(mapped, PixelExtent(width: Int(w), height: Int(h)))
  }

  func testSDLImageIsFoundWhenAPNGIsWritten() {
    XCTAssertNotNil(SDLImageLibrary.savePNG, SDLImageLibrary.loadError)
    XCTAssertEqual(SDLImageLibrary.loadError, "")
  }
}
