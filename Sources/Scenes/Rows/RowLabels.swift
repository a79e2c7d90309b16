/// The plain-rows scene's row labels ("Item 12: scrolling that feels right"), kept for the
/// rows drawn recently so a row on screen is not formatted again every frame (a label is
/// too long to be stored inline: each one made is an allocation).
///
/// Direct mapped: row `id` lives in slot `id mod capacity`, so the rows of one screen
/// (consecutive ids, fewer than `capacity`) never push each other out, and a lookup is one
/// comparison. A slot holding another id is overwritten.
package struct RowLabels {
  /// Slots; a frame shows far fewer rows than this.
  static let capacity = 128
  private var ids = [Int](repeating: .min, count: RowLabels.capacity)
  private var labels = [String](repeating: "", count: RowLabels.capacity)

  /// The label of row `id`, made on first use.
  /// - Parameter id: the row's id (row `i` of a list starting at id 0 has id `i`).
  mutating func label(id: Int) -> String {
    let slot = Int(UInt(bitPattern: id) % UInt(Self.capacity))
    if ids[slot] == id { return labels[slot] }
    let label = Self.make(id: id)
    ids[slot] = id
    labels[slot] = label
    return label
  }

  /// The label of row `id`, made fresh.
  /// - Parameter id: the row's id.
  package static func make(id: Int) -> String { "Item \(id + 1): scrolling that feels right" }
}
