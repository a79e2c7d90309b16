import Drawing
import SDLBackend
import ScrollCore
import TestSupport
import XCTest

@testable import Scenes

/// The physics lab's plot as pixels: a curve that comes to rest from below is never drawn
/// past its rest line (#31: the iOS curve was drawn a pixel above its rest from 2.8 s on).
final class LabPlotPixelTests: XCTestCase {
  @MainActor func testACurveApproachingItsRestIsNeverDrawnPastIt() async throws {
    let files = try FontFiles.locate()
    let size = Size(width: 900, height: 260)
    let target = try HeadlessTarget(size: size)
    let rasterizer = DisplayListRasterizer(target: target, fonts: try FontLibrary(files: files))
    let curveColor = Color(hex: 0xFF0000)
    let card = Rect(x: 16, y: 0, width: 868, height: 250)
    var offenders: [String] = []
    for k in 0..<40 {
      // An exponential approach (UIKit's deceleration), sampled at 60 Hz until within a
      // point of the rest, which is the last sample (as the lab records it).
      let rest = 440 + Double(k) * 0.37
      var points: [Point] = []
      var t = 0.0
      while rest * (1 - exp(-t / 0.9)) < rest - 1 {
        points.append(Point(x: t, y: rest * (1 - exp(-t / 0.9))))
        t += 1.0 / 60
      }
      points.append(Point(x: t, y: rest))
      let plot = LabPlot(
        series: [
          LabPlot.Series(
            name: "iOS", points: points, rest: rest, duration: t, velocity: 1, color: curveColor)
        ], measurer: rasterizer)
      var list = DisplayList()
      list.fill(Rect(origin: .zero, size: size), .white)
      plot.draw(in: card, theme: .light, into: &list)
      rasterizer.beginFrame(clear: .white)
      rasterizer.draw(list)
      target.present()
      let restY = plot.place(Point(x: 0, y: rest), in: card).y
      // The rest line's row (a 1 pt horizontal line covers the row containing its centre).
      let restRow = Int(restY.rounded(.down))
      let area = try XCTUnwrap(plot.axes(in: card)?.area)
      let red = PixelColor(r: 255, g: 0, b: 0)
      var highest = Int.max
      for y in Int(area.minY)..<Int(area.maxY) {
        for x in Int(area.minX)..<Int(area.maxX) where target.pixel(x: x, y: y) == red {
          highest = min(highest, y)
        }
        if highest != .max { break }
      }
      // The curve is 2 pt wide around values at most the rest: its top row is at most a
      // pixel above the rest line's row, never two.
      if highest < restRow - 1 {
        offenders.append("rest \(rest): curve's top row \(highest), rest line row \(restRow)")
      }
    }
    XCTAssertEqual(offenders, [], "curves drawn past their rest")
  }
}
