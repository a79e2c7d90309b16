/// Items with explicit ids of any `Hashable & Sendable` type (see `ItemKeys`).
///
/// `Int` keys are the stack's own ids and take the compressed path (`insert(ids:at:)`); keys
/// of another type are bound to internal `Int` ids. Lookups by key accept either.
extension LazyStack {
  /// Inserts items with the given keys before `index`, all at the estimated size.
  /// - Parameters:
  ///   - keys: the new items' ids, unique in the stack; one type per stack (`Int` keys are
  ///     plain ids).
  ///   - index: where to insert (`0...count`).
  ///   - estimatedSize: the new items' estimate (nil: the stack's).
  public mutating func insert<Key: Hashable & Sendable>(
    keys: [Key], at index: Int, estimatedSize: Double? = nil
  ) {
    if let ints = keys as? [Int] {
      insert(ids: ints, at: index, estimatedSize: estimatedSize)
      return
    }
    let ids = itemKeys.bind(keys.map { AnyHashableSendable($0) })
    insert(ids: ids, at: index, estimatedSize: estimatedSize)
  }

  /// Appends items with the given keys (see `insert(keys:at:estimatedSize:)`).
  /// - Parameters:
  ///   - keys: the new items' ids.
  ///   - estimatedSize: the new items' estimate (nil: the stack's).
  public mutating func append<Key: Hashable & Sendable>(
    keys: [Key], estimatedSize: Double? = nil
  ) {
    insert(keys: keys, at: count, estimatedSize: estimatedSize)
  }

  /// The id of the item at `index` as its user sees it: its key when it was inserted with
  /// one, else its `Int` id. O(log r).
  /// - Parameter index: an item index (`0..<count`).
  public func key(at index: Int) -> AnyHashableSendable {
    let id = id(at: index)
    if !itemKeys.isEmpty, let key = itemKeys.key(forID: id) { return key }
    return AnyHashableSendable(id)
  }

  /// The `Int` id behind `key`: the key itself when it is an `Int`, the bound internal id
  /// for a key of the stack's key type; nil when no item has it, and for a key of a type the
  /// stack does not use (see `acceptsKeyType(of:)`). O(1).
  /// - Parameter key: an item's id.
  public func itemID<Key: Hashable & Sendable>(forKey key: Key) -> Int? {
    let wrapped = AnyHashableSendable(key)
    if let id = wrapped.base as? Int { return id }
    return itemKeys.id(forKey: wrapped)
  }

  /// True when `key` is of a type the stack's ids use: `Int`, or the type its items were
  /// inserted with keys of.
  /// - Parameter key: an item's id.
  public func acceptsKeyType<Key: Hashable & Sendable>(of key: Key) -> Bool {
    let wrapped = AnyHashableSendable(key)
    return wrapped.base is Int || (itemKeys.keyType != nil && itemKeys.acceptsType(of: wrapped))
  }

  /// Stops with a message naming both types when `key` is of a type the stack's ids do not
  /// use: a programming error that would otherwise silently find nothing.
  /// - Parameters:
  ///   - key: an item's id.
  ///   - caller: the API that received it, for the message.
  public func requireKeyType<Key: Hashable & Sendable>(of key: Key, in caller: String) {
    guard !acceptsKeyType(of: key) else { return }
    let wrapped = AnyHashableSendable(key)
    let expected = itemKeys.keyType.map { "Int or \($0)" } ?? "Int"
    fatalError(
      "\(caller): the list's ids are \(expected), but the id \(wrapped) is a "
        + "\(type(of: wrapped.base)); convert it, or insert the items with keys of that type")
  }

  /// The index of the item with `key` (see `itemID(forKey:)`), or nil. O(log r).
  /// - Parameter key: an item's id.
  public func index<Key: Hashable & Sendable>(ofKey key: Key) -> Int? {
    itemID(forKey: key).flatMap { index(ofID: $0) }
  }

  /// Drops the keys of the items in `range` (before they are removed). Free without keys.
  mutating func unbindKeys(in range: Range<Int>) {
    guard !itemKeys.isEmpty else { return }
    for i in range { itemKeys.unbind(id: id(at: i)) }
  }
}
