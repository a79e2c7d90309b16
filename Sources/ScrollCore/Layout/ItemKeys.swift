/// Explicit ids of any `Hashable & Sendable` type for the items that carry one, beside the
/// stack's `Int` ids.
///
/// Every item keeps an `Int` id in the stack's runs (`ItemIDRuns`), so a list of plain `Int`
/// ids costs nothing per item. An item inserted with a key of another type (a `String`, a
/// `UUID`, an `Int64`) gets an internal `Int` id from a reserved range (below `-2^62`) and
/// one entry here in each direction: only items that carry such a key pay for it. One key type
/// per stack, so a key of another type is a programming error that can be named.
public struct ItemKeys: Sendable {
  /// The first internal id handed to a keyed item; ids count up from here. Plain `Int` ids
  /// at or below `-2^62` are reserved and must not be used beside keyed items.
  public static let firstInternalID = Int.min / 2

  private var idOfKey: [AnyHashableSendable: Int] = [:]
  private var keyOfID: [Int: AnyHashableSendable] = [:]
  private var nextID = ItemKeys.firstInternalID
  /// The type of the keys in use, or nil before the first keyed insert.
  public private(set) var keyType: (any (Hashable & Sendable).Type)?

  /// Creates an empty table.
  public init() {}

  /// Number of keyed items.
  public var count: Int { idOfKey.count }

  /// True when no item carries a key.
  public var isEmpty: Bool { idOfKey.isEmpty }

  /// The internal id of the item with `key`, or nil. O(1).
  /// - Parameter key: the item's key.
  public func id(forKey key: AnyHashableSendable) -> Int? { idOfKey[key] }

  /// The key of the item with internal id `id`, or nil when it has none. O(1).
  /// - Parameter id: the item's `Int` id.
  public func key(forID id: Int) -> AnyHashableSendable? { keyOfID[id] }

  /// True when `key`'s type is the one in use (or no key is in use yet).
  /// - Parameter key: any key.
  public func acceptsType(of key: AnyHashableSendable) -> Bool {
    guard let keyType else { return true }
    return type(of: key.base) == keyType
  }

  /// Binds new keys to fresh internal ids, in order. Stops with a message when a key is
  /// already bound or its type is not the one in use.
  /// - Parameter keys: the new items' keys.
  /// - Returns: their internal ids, consecutive (so they share one run).
  mutating func bind(_ keys: [AnyHashableSendable]) -> [Int] {
    var ids: [Int] = []
    ids.reserveCapacity(keys.count)
    for key in keys {
      if keyType == nil { keyType = type(of: key.base) }
      if !acceptsType(of: key) {
        fatalError(
          "LazyStack: the items' keys are \(keyType.map { "\($0)" } ?? "?"), but the key "
            + "\(key) is a \(type(of: key.base)); one stack uses one key type")
      }
      if idOfKey[key] != nil { fatalError("LazyStack: the key \(key) is already in the stack") }
      let id = nextID
      nextID += 1
      idOfKey[key] = id
      keyOfID[id] = key
      ids.append(id)
    }
    return ids
  }

  /// Forgets the key of the item with internal id `id`, if it has one.
  /// - Parameter id: a removed item's `Int` id.
  mutating func unbind(id: Int) {
    guard let key = keyOfID.removeValue(forKey: id) else { return }
    idOfKey[key] = nil
  }
}
