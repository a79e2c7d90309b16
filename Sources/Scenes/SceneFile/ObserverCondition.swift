import ScrollCore

/// The `when` of a scene file's `[[observer]]`: two sums of geometry readings and numbers
/// compared (`offset > 200`, `visible.max-y > content.height - 500`), the Bool an
/// `onScrollGeometryChange` transform returns.
public struct ObserverCondition: Hashable, Sendable, CustomStringConvertible {
  /// A reading of the scroll geometry.
  public enum Reading: String, CaseIterable, Hashable, Sendable {
    /// `contentOffset.y`, the raw offset (starts at -inset-top).
    case offset
    /// `contentOffset.y + contentInsets.top`: the points scrolled.
    case scrolled
    /// `visibleRect.minY`.
    case visibleMinY = "visible.min-y"
    /// `visibleRect.maxY`.
    case visibleMaxY = "visible.max-y"
    /// `contentSize.height`.
    case contentHeight = "content.height"
    /// `containerSize.height`.
    case containerHeight = "container.height"
    /// `contentOffset.x`.
    case offsetX = "offset.x"
    /// `visibleRect.minX`.
    case visibleMinX = "visible.min-x"
    /// `visibleRect.maxX`.
    case visibleMaxX = "visible.max-x"
    /// `contentSize.width`.
    case contentWidth = "content.width"
    /// `containerSize.width`.
    case containerWidth = "container.width"

    /// The reading's value in `g`.
    /// - Parameter g: the scroll geometry.
    func value(_ g: SCScrollGeometry) -> Double {
      switch self {
      case .offset: return g.contentOffset.y
      case .scrolled: return g.contentOffset.y + g.contentInsets.top
      case .visibleMinY: return g.visibleRect.minY
      case .visibleMaxY: return g.visibleRect.maxY
      case .contentHeight: return g.contentSize.height
      case .containerHeight: return g.containerSize.height
      case .offsetX: return g.contentOffset.x
      case .visibleMinX: return g.visibleRect.minX
      case .visibleMaxX: return g.visibleRect.maxX
      case .contentWidth: return g.contentSize.width
      case .containerWidth: return g.containerSize.width
      }
    }

    /// The same reading in SwiftUI's `ScrollGeometry` (`geometry.contentOffset.y`).
    public var swiftUI: String {
      switch self {
      case .offset: return "geometry.contentOffset.y"
      case .scrolled: return "(geometry.contentOffset.y + geometry.contentInsets.top)"
      case .visibleMinY: return "geometry.visibleRect.minY"
      case .visibleMaxY: return "geometry.visibleRect.maxY"
      case .contentHeight: return "geometry.contentSize.height"
      case .containerHeight: return "geometry.containerSize.height"
      case .offsetX: return "geometry.contentOffset.x"
      case .visibleMinX: return "geometry.visibleRect.minX"
      case .visibleMaxX: return "geometry.visibleRect.maxX"
      case .contentWidth: return "geometry.contentSize.width"
      case .containerWidth: return "geometry.containerSize.width"
      }
    }
  }

  /// One term of a sum: a reading or a number, added or subtracted.
  public struct Term: Hashable, Sendable {
    /// True when subtracted.
    public var negated: Bool
    /// The reading, or nil for `constant`.
    public var reading: Reading?
    /// The number when `reading` is nil.
    public var constant: Double
  }

  /// A comparison.
  public enum Comparison: String, CaseIterable, Hashable, Sendable {
    /// Greater than.
    case greater = ">"
    /// Greater than or equal.
    case greaterOrEqual = ">="
    /// Less than.
    case less = "<"
    /// Less than or equal.
    case lessOrEqual = "<="
  }

  /// The left sum.
  public var left: [Term]
  /// The comparison.
  public var comparison: Comparison
  /// The right sum.
  public var right: [Term]

  /// What a `when` may hold, for messages.
  public static let expected =
    "'READING OP NUMBER' with OP one of >, >=, <, <= and READING one of "
    + Reading.allCases.map(\.rawValue).joined(separator: ", ")
    + " (sums allowed: 'visible.max-y > content.height - 500')"

  /// Reads `text` ("offset > 200"); nil when it is not a condition.
  /// - Parameter text: the condition, without quotes.
  public init?(_ text: String) {
    // The longest operator first, so ">=" is not read as ">" then "=".
    let ops: [Comparison] = [.greaterOrEqual, .lessOrEqual, .greater, .less]
    for op in ops {
      guard let r = text.firstRange(of: op.rawValue) else { continue }
      guard let l = Self.sum(String(text[..<r.lowerBound])),
        let rt = Self.sum(String(text[r.upperBound...]))
      else { return nil }
      guard (l + rt).contains(where: { $0.reading != nil }) else { return nil }
      left = l
      comparison = op
      right = rt
      return
    }
    return nil
  }

  /// The condition's value in `g`.
  /// - Parameter g: the scroll geometry.
  public func holds(in g: SCScrollGeometry) -> Bool {
    let a = Self.total(left, g)
    let b = Self.total(right, g)
    switch comparison {
    case .greater: return a > b
    case .greaterOrEqual: return a >= b
    case .less: return a < b
    case .lessOrEqual: return a <= b
    }
  }

  /// The condition as written, normalised ("offset > 200").
  public var description: String {
    "\(Self.text(left) { $0.rawValue }) \(comparison.rawValue) \(Self.text(right) { $0.rawValue })"
  }

  /// The condition as a Swift expression over SwiftUI's `ScrollGeometry` named `geometry`.
  public var swiftUI: String {
    "\(Self.text(left) { $0.swiftUI }) \(comparison.rawValue) \(Self.text(right) { $0.swiftUI })"
  }

  private static func total(_ terms: [Term], _ g: SCScrollGeometry) -> Double {
    terms.reduce(0) { sum, t in
      let v = t.reading?.value(g) ?? t.constant
      return t.negated ? sum - v : sum + v
    }
  }

  private static func text(_ terms: [Term], name: (Reading) -> String) -> String {
    var out = ""
    for (i, t) in terms.enumerated() {
      let word = t.reading.map(name) ?? PhysicsTuning.format(t.constant)
      if i == 0 {
        out = (t.negated ? "-" : "") + word
      } else {
        out += (t.negated ? " - " : " + ") + word
      }
    }
    return out
  }

  /// A sum of readings and numbers separated by + and -; nil when malformed.
  private static func sum(_ text: String) -> [Term]? {
    var terms: [Term] = []
    var negated = false
    var word = ""
    var expectTerm = true
    func flush() -> Bool {
      guard !word.isEmpty else { return true }
      defer { word = "" }
      guard expectTerm else { return false }
      if let r = Reading(rawValue: word) {
        terms.append(Term(negated: negated, reading: r, constant: 0))
      } else if let v = DecimalNumber.parse(word), v.isFinite, abs(v) <= 1e9 {
        terms.append(Term(negated: negated, reading: nil, constant: v))
      } else {
        return false
      }
      expectTerm = false
      negated = false
      return true
    }
    for c in text {
      if c == " " || c == "\t" {
        guard flush() else { return nil }
      } else if (c == "+" || c == "-") && word.isEmpty && !expectTerm {
        negated = c == "-"
        expectTerm = true
      } else if c == "-" && word.isEmpty && expectTerm && terms.isEmpty {
        negated.toggle()
      } else {
        word.append(c)
      }
    }
    guard flush(), !terms.isEmpty, !expectTerm else { return nil }
    return terms
  }
}
