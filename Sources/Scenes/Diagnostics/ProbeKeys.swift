import ScrollCore

/// The three ways the diagnostics scene folds its probe's origin up the content tree, as
/// `Point`-valued preference keys (SwiftUI's `CGPoint` keys as commonly written). B cycles them.
enum ProbeKey: Int, CaseIterable, Sendable {
  /// `Point?`, nil default, the first non-nil value wins: correct wherever the probe sits.
  case firstNonNil
  /// `Point`, default zero, the last writer wins: a silent sibling after the probe writes
  /// (0, 0) over it, so every space reads 0.0.
  case lastWins
  /// `Point`, default zero, a `reduce` that does nothing: the value is the first child's, so
  /// it is right only while the probe is the first child.
  case noOpReduce

  /// The name used in events ("first-non-nil").
  var name: String {
    switch self {
    case .firstNonNil: return "first-non-nil"
    case .lastWins: return "last-wins"
    case .noOpReduce: return "no-op-reduce"
    }
  }

  /// A short label for the panel.
  var label: String {
    switch self {
    case .firstNonNil: return "fixed key"
    case .lastWins: return "buggy key"
    case .noOpReduce: return "no-op CGPoint key"
    }
  }

  /// One word for titles ("fixed", "buggy", "no-op").
  var shortLabel: String {
    switch self {
    case .firstNonNil: return "fixed"
    case .lastWins: return "buggy"
    case .noOpReduce: return "no-op"
    }
  }

  /// The next key in B's cycle.
  var next: ProbeKey {
    ProbeKey(rawValue: (rawValue + 1) % ProbeKey.allCases.count) ?? .firstNonNil
  }

  /// The value this key publishes for the content tree `[siblings before] probe [siblings
  /// after]`, folded in layout order the way SwiftUI does it: the first child's value seeds
  /// the fold and `reduce` merges each later one (so a no-op reduce keeps the first child's).
  /// - Parameters:
  ///   - probe: the point the probe publishes.
  ///   - probeFirst: true when the probe is the first child; false when one silent sibling
  ///     (the header spacer) comes before it.
  /// - Returns: the folded value; nil only for `firstNonNil` when nothing was published.
  func fold(probe: Point, probeFirst: Bool) -> Point? {
    let before: [Point?] = probeFirst ? [] : [nil]
    // After the probe: the header spacer and the rows' stack, which publish nothing.
    let children: [Point?] = before + [probe, nil, nil]
    switch self {
    case .firstNonNil:
      return FirstNonNilPointKey.layoutFold(children.map { $0 })
    case .lastWins:
      return LastWinsPointKey.layoutFold(children.map { $0 ?? LastWinsPointKey.defaultValue })
    case .noOpReduce:
      return NoOpReducePointKey.layoutFold(children.map { $0 ?? NoOpReducePointKey.defaultValue })
    }
  }
}

/// The fixed point key: `Point?`, nil default, keeps the first non-nil value.
enum FirstNonNilPointKey: SCPreferenceKey {
  /// nil: nothing measured.
  static var defaultValue: Point? { nil }
  /// Keeps the accumulated value when there is one.
  static func reduce(value: inout Point?, nextValue: () -> Point?) {
    if value == nil { value = nextValue() }
  }
}

/// The common buggy point key: `Point`, default zero, the last writer wins.
enum LastWinsPointKey: SCPreferenceKey {
  /// (0, 0), indistinguishable from a real reading at the top.
  static var defaultValue: Point { .zero }
  /// Replaces the accumulated value with the next sibling's.
  static func reduce(value: inout Point, nextValue: () -> Point) { value = nextValue() }
}

/// A point key whose `reduce` does nothing, as some seeds write it: the published value is
/// the first child's, so the probe has to be the first child (a 0x0 view in the named space).
enum NoOpReducePointKey: SCPreferenceKey {
  /// (0, 0).
  static var defaultValue: Point { .zero }
  /// Keeps the accumulated value: later siblings are ignored.
  static func reduce(value: inout Point, nextValue: () -> Point) {}
}

extension SCPreferenceKey {
  /// SwiftUI's fold over sibling values in layout order: the first value seeds the result,
  /// `reduce` merges each later one; `defaultValue` when there are none. O(values).
  /// - Parameter values: each child's own value (a silent child's is `defaultValue`).
  static func layoutFold(_ values: [Value]) -> Value {
    guard var value = values.first else { return defaultValue }
    for next in values.dropFirst() { reduce(value: &value) { next } }
    return value
  }
}
