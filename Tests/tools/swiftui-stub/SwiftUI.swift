// A stand-in for SwiftUI on Linux, for Tests/e2e/scene-export.sh: it declares, with the
// signatures of Apple's iOS 18 SDK, exactly the types and modifiers that
// `scroll-sandbox --export-scene swiftui` writes, so the exported views type-check here.
// Only declarations: nothing renders. Signatures as documented at
// developer.apple.com/documentation/swiftui (ScrollView, LazyVStack, ScrollPosition,
// onScrollGeometryChange(for:of:action:), onScrollVisibilityChange(threshold:_:), ...).
@_exported import Foundation

@MainActor @preconcurrency public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor var body: Body { get }
}

/// Views that end the `Body` chain.
public struct Primitive: View {
  public var body: Primitive { return self }
}

/// A view built from others (what every builder and modifier here returns).
public struct Built: View {
  public init() {}
  public var body: Primitive { return Primitive() }
}

@resultBuilder public enum ViewBuilder {
  public static func buildExpression<V: View>(_ v: V) -> Built { Built() }
  public static func buildBlock(_ parts: Built...) -> Built { Built() }
  public static func buildOptional(_ part: Built?) -> Built { Built() }
  public static func buildEither(first: Built) -> Built { Built() }
  public static func buildEither(second: Built) -> Built { Built() }
}

@propertyWrapper public struct State<Value> {
  public init(wrappedValue: Value) { stored = wrappedValue }
  private var stored: Value
  public var wrappedValue: Value {
    get { stored }
    nonmutating set {}
  }
  public var projectedValue: Binding<Value> { Binding() }
}

public struct Binding<Value> { public init() {} }

public enum Axis { case horizontal, vertical }
extension Axis {
  public struct Set: OptionSet {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}

public enum Edge {
  case top, bottom, leading, trailing
  public struct Set: OptionSet {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1)
    public static let bottom = Set(rawValue: 2)
    public static let horizontal = Set(rawValue: 12)
    public static let all = Set(rawValue: 15)
  }
}

public struct EdgeInsets { public var top: CGFloat = 0, bottom: CGFloat = 0 }

public struct ScrollGeometry {
  public var contentOffset: CGPoint
  public var contentSize: CGSize
  public var contentInsets: EdgeInsets
  public var containerSize: CGSize
  public var visibleRect: CGRect
}

public struct ScrollPosition {
  public init(edge: Edge) {}
  public mutating func scrollTo(edge: Edge) {}
}

public struct ScrollTargetBehaviorStub {
  public static var viewAligned: ScrollTargetBehaviorStub { .init() }
  public static var paging: ScrollTargetBehaviorStub { .init() }
}

public struct ContentMarginPlacement { public static var scrollContent: Self { .init() } }

public struct HorizontalAlignment { public static var leading: Self { .init() } }
public struct Alignment {
  public static var top: Self { .init() }
  public static var leading: Self { .init() }
  public static var trailing: Self { .init() }
  public static var bottomTrailing: Self { .init() }
}

public struct Font {
  public enum Weight { case bold }
  public static var largeTitle: Font { .init() }
  public static var footnote: Font { .init() }
  public static var headline: Font { .init() }
  public static var body: Font { .init() }
  public static func system(size: CGFloat, weight: Weight = .bold) -> Font { .init() }
  public func bold() -> Font { self }
}

public struct UnitPoint {
  public static var top: Self { .init() }
  public static var bottom: Self { .init() }
}

public struct Material {
  public static var bar: Material { .init() }
  public static var regularMaterial: Material { .init() }
}

public struct BorderedProminentButtonStyle { public static var borderedProminent: Self { .init() } }

public struct ScrollView<Content: View>: View {
  public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {}
  public var body: Primitive { return Primitive() }
}

public struct LazyVStack<Content: View>: View {
  public init(
    alignment: HorizontalAlignment = .leading, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
  public var body: Primitive { return Primitive() }
}

public struct LazyHStack<Content: View>: View {
  public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
  public var body: Primitive { return Primitive() }
}

public struct VStack<Content: View>: View {
  public init(
    alignment: HorizontalAlignment = .leading, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
  public var body: Primitive { return Primitive() }
}

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {}
  public var body: Primitive { return Primitive() }
}

public struct Text: View {
  public init(_ s: String) {}
  public func font(_ f: Font?) -> Text { self }
  public var body: Primitive { return Primitive() }
}

public struct ProgressView: View {
  public init() {}
  public var body: Primitive { return Primitive() }
}

public struct Color: View {
  public static var clear: Color { .init() }
  public var body: Primitive { return Primitive() }
}

public struct Button: View {
  public init(_ title: String, action: @escaping () -> Void) {}
  public var body: Primitive { return Primitive() }
}

public func withAnimation<R>(_ body: () throws -> R) rethrows -> R { try body() }

extension View {
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .top)
    -> Built
  {
    Built()
  }
  public func frame(maxWidth: CGFloat?, alignment: Alignment = .top) -> Built { Built() }
  public func padding(_ edges: Edge.Set, _ length: CGFloat? = nil) -> Built { Built() }
  public func padding(_ length: CGFloat) -> Built { Built() }
  public func padding() -> Built { Built() }
  public func opacity(_ opacity: Double) -> Built { Built() }
  public func font(_ font: Font?) -> Built { Built() }
  public func background(_ style: Material) -> Built { Built() }
  public func buttonStyle(_ style: BorderedProminentButtonStyle) -> Built { Built() }
  public func scrollTargetLayout(isEnabled: Bool = true) -> Built { Built() }
  public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> Built
  {
    Built()
  }
  public func defaultScrollAnchor(_ anchor: UnitPoint?) -> Built { Built() }
  public func scrollTargetBehavior(_ behavior: ScrollTargetBehaviorStub) -> Built { Built() }
  public func contentMargins(
    _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement
  ) -> Built { Built() }
  public func onScrollGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> Built { Built() }
  public func onScrollVisibilityChange(
    threshold: Double = 0.5, _ action: @escaping (Bool) -> Void
  ) -> Built { Built() }
  public func overlay<V: View>(alignment: Alignment = .top, @ViewBuilder content: () -> V) -> Built
  {
    Built()
  }
}
