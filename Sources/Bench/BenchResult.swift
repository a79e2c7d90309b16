import SandboxKit

/// How a measured value is compared with its target.
public enum BenchComparison: String, Codable, Sendable {
  /// The value must be strictly below the limit ("< 10 us").
  case below = "<"
  /// The value must be at least the limit (">= 50x").
  case atLeast = ">="
}

/// A benchmark target: a limit and the direction a value must lie in.
public struct BenchTarget: Codable, Equatable, Sendable {
  /// The direction of the comparison.
  public var comparison: BenchComparison
  /// The limit, in the unit of the row it belongs to.
  public var limit: Double

  /// Creates a target.
  public init(_ comparison: BenchComparison, _ limit: Double) {
    self.comparison = comparison
    self.limit = limit
  }

  /// True when `value` meets the target; a non-finite value never does.
  public func isMet(by value: Double) -> Bool {
    guard value.isFinite else { return false }
    switch comparison {
    case .below: return value < limit
    case .atLeast: return value >= limit
    }
  }
}

/// One line of the benchmark report: a measured value, its unit and an optional target.
public struct BenchRow: Codable, Equatable, Sendable {
  /// The section ("engine", "frame", "startup", "replay", "window", "idle").
  public var section: String
  /// The list size label ("1k", "100k", "1M") or "-" when the row has no size.
  public var size: String
  /// What is measured ("median ns/frame").
  public var metric: String
  /// The value in `unit`.
  public var value: Double
  /// The unit of `value` and of the target ("us", "ms", "MB", "x", "%").
  public var unit: String
  /// The target, or nil for an informational row.
  public var target: BenchTarget?
  /// A short remark (what was measured exactly, why a value is missing), or nil.
  public var note: String?

  /// Creates a row.
  public init(
    section: String, size: String = "-", metric: String, value: Double, unit: String,
    target: BenchTarget? = nil, note: String? = nil
  ) {
    self.section = section
    self.size = size
    self.metric = metric
    self.value = value
    self.unit = unit
    self.target = target
    self.note = note
  }

  /// PASS or MISS against the target, or nil without one.
  public var passed: Bool? { target.map { $0.isMet(by: value) } }
}

/// The list sizes a section runs at, with their table labels.
public struct BenchSize: Equatable, Sendable {
  /// Number of items.
  public var items: Int
  /// Label: "1k", "100k", "1M", "1e9".
  public var label: String

  /// Creates a size; the label is derived from the count ("1k", "100k", "1M", "1e9", or the
  /// number).
  public init(_ items: Int) {
    self.items = items
    if items >= 1_000_000_000 && items % 1_000_000_000 == 0 {
      label = "\(items / 1_000_000_000)e9"
    } else if items >= 1_000_000 && items % 1_000_000 == 0 {
      label = "\(items / 1_000_000)M"
    } else if items >= 1000 && items % 1000 == 0 {
      label = "\(items / 1000)k"
    } else {
      label = "\(items)"
    }
  }

  /// 1,000, 100,000 and 1,000,000 items: the sizes every list section runs at.
  public static let standard = [BenchSize(1000), BenchSize(100_000), BenchSize(1_000_000)]
}
