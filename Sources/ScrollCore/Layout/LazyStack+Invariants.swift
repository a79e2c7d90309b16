extension LazyStack {
  /// Walks the stack's storage and returns the first broken internal invariant, or nil when it
  /// is sound. O(r) for `r` stored runs: for tests and debug code, never a frame's path.
  ///
  /// Checked: the size runs and the id runs (their own `_invariantViolation()`), the same item
  /// count in both, an estimate that is finite and at least 1 pt, a finite cross length that is
  /// not negative, and no more keyed items than items.
  public func _invariantViolation() -> String? {
    guard extents.count == ids.count else {
      return "\(extents.count) sizes but \(ids.count) ids"
    }
    guard estimatedSize.isFinite && estimatedSize >= 1 else {
      return "estimated size \(estimatedSize) is not a finite 1 pt or more"
    }
    guard crossLength.isFinite && crossLength >= 0 else {
      return "cross length \(crossLength) is not finite and non-negative"
    }
    guard itemKeys.count <= count else { return "\(itemKeys.count) keys for \(count) items" }
    if let violation = extents._invariantViolation() { return "sizes: \(violation)" }
    if let violation = ids._invariantViolation() { return "ids: \(violation)" }
    return nil
  }

  /// Stops the program when an internal invariant of the stack or its parts is broken (see
  /// `_invariantViolation()`), as swift-collections' `_checkInvariants()` does
  /// (Sources/OrderedCollections/OrderedDictionary/OrderedDictionary+Invariants.swift in
  /// apple/swift-collections checks its parts and then calls theirs). O(r): call it from
  /// tests and debug code, not from release hot paths.
  public func _checkInvariants() {
    if let violation = _invariantViolation() { preconditionFailure("LazyStack: \(violation)") }
  }
}
