import TestSupport
import XCTest

@testable import ScrollCore

final class LayoutFenwickTreeTests: XCTestCase {
  func testPrefixSumsMatchBruteForceOnRandomSizes() {
    var rng = SplitMix64(seed: 42)
    let values = (0..<1000).map { _ in Double.random(in: 0...120, using: &rng).rounded() / 4 }
    let tree = FenwickTree(values)
    var running = 0.0
    for n in 0...values.count {
      XCTAssertEqual(tree.prefixSum(n), running, accuracy: 1e-9, "prefix \(n)")
      if n < values.count { running += values[n] }
    }
    XCTAssertEqual(tree.total, running, accuracy: 1e-9)
  }

  func testOffsetToIndexMatchesBruteForceIncludingZeroSizes() {
    var rng = SplitMix64(seed: 7)
    // Some zero values: a search must land on the element whose interval holds the target.
    let values = (0..<777).map { i in i % 11 == 0 ? 0 : Double.random(in: 1...90, using: &rng) }
    let tree = FenwickTree(values)
    var starts = [0.0]
    for v in values { starts.append(starts.last! + v) }
    for _ in 0..<2000 {
      let target = Double.random(in: -5...(starts.last! + 5), using: &rng)
      // Brute force: the largest n with starts[n] <= target.
      var expected = 0
      if target >= 0 {
        for n in 0...values.count where starts[n] <= target { expected = n }
      }
      XCTAssertEqual(tree.prefixCount(atMost: target), expected, "target \(target)")
    }
  }

  func testPointUpdatesKeepPrefixSumsAndSearchesCorrect() {
    var rng = SplitMix64(seed: 99)
    var values = (0..<513).map { _ in Double.random(in: 0...50, using: &rng) }
    var tree = FenwickTree(values)
    for _ in 0..<500 {
      let i = Int.random(in: 0..<values.count, using: &rng)
      let newValue = Double.random(in: 0...80, using: &rng)
      tree.add(newValue - values[i], at: i)
      values[i] = newValue
    }
    var running = 0.0
    for n in 0..<values.count {
      XCTAssertEqual(tree.prefixSum(n), running, accuracy: 1e-7)
      XCTAssertEqual(tree.value(at: n), values[n], accuracy: 1e-7)
      if values[n] > 0 {
        XCTAssertEqual(tree.prefixCount(atMost: running + values[n] / 2), n)
      }
      running += values[n]
    }
  }

  func testRebuildReplacesAllValues() {
    var tree = FenwickTree(repeating: 10, count: 100)
    XCTAssertEqual(tree.total, 1000, accuracy: 1e-9)
    tree.rebuild(count: 5) { Double($0) }
    XCTAssertEqual(tree.count, 5)
    XCTAssertEqual(tree.total, 10, accuracy: 1e-9)
    XCTAssertEqual(tree.prefixCount(atMost: 3.5), 3)
  }

  func testEmptyTreeSearchesToZero() {
    let tree = FenwickTree()
    XCTAssertEqual(tree.count, 0)
    XCTAssertEqual(tree.prefixCount(atMost: 100), 0)
    XCTAssertEqual(tree.total, 0)
  }
}
