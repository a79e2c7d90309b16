import ScrollCore
import XCTest

@testable import Drawing

/// A display list rebuilt every frame while a renderer keeps the last frame's commands.
final class DisplayListStorageTests: XCTestCase {
  private func address(_ commands: [DrawCommand]) -> UnsafeRawPointer? {
    commands.withUnsafeBufferPointer { $0.baseAddress.map { UnsafeRawPointer($0) } }
  }

  private func frame(_ list: inout DisplayList, _ n: Int) {
    list.removeAll()
    list.fill(Rect(x: 0, y: 0, width: 10, height: 10), .white)
    list.text(
      "Row \(n): a label too long to be stored inline", in: Rect(x: 0, y: 0, width: 90, height: 20))
  }

  /// The commands a renderer holds stay as they were while the next frame is built, and the
  /// list goes back to the storage the renderer let go instead of allocating anew.
  func testTheListReusesTheStorageARendererLetGoAndLeavesTheHeldFrameIntact() throws {
    var list = DisplayList()
    for _ in 0..<3 { list.fill(Rect(x: 0, y: 0, width: 1, height: 1), .black) }
    frame(&list, 1)
    var held = list.commands  // the renderer keeps frame 1
    let first = try XCTUnwrap(address(list.commands))
    frame(&list, 2)
    XCTAssertNotEqual(address(list.commands), first, "frame 1 is held: frame 2 goes elsewhere")
    XCTAssertEqual(held.count, 2)
    guard case .text(let label, _, _, _, _) = held[1] else { return XCTFail("not a text") }
    XCTAssertEqual(label, "Row 1: a label too long to be stored inline")
    let second = address(list.commands)
    held = list.commands  // the renderer keeps frame 2 and lets frame 1 go
    // An allocation of the same size in between: memory freed by then would go to it.
    var decoy: [DrawCommand] = []
    decoy.reserveCapacity(list.commands.capacity)
    frame(&list, 3)
    XCTAssertNotEqual(address(decoy), first)
    XCTAssertEqual(address(list.commands), first, "frame 3 reuses frame 1's storage")
    XCTAssertEqual(list.count, 2)
    guard case .text(let third, _, _, _, _) = list.commands[1] else { return XCTFail("not a text") }
    XCTAssertEqual(third, "Row 3: a label too long to be stored inline")
    guard case .text(let kept, _, _, _, _) = held[1] else { return XCTFail("not a text") }
    XCTAssertEqual(kept, "Row 2: a label too long to be stored inline")
    XCTAssertEqual(address(held), second)
  }

  /// Without anyone holding its commands, a list empties and refills in place.
  func testAListNobodyHoldsEmptiesInPlace() {
    var list = DisplayList()
    frame(&list, 1)
    frame(&list, 2)
    let storage = address(list.commands)
    frame(&list, 3)
    frame(&list, 4)
    XCTAssertEqual(address(list.commands), storage)
    XCTAssertEqual(list.count, 2)
  }
}
