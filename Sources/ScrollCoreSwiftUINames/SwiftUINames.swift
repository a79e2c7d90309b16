// ScrollCore's types that SwiftUI also names carry the `SC` prefix (as UIKit's carry `UI`),
// so a file can import ScrollCore beside SwiftUI without ambiguity. This module gives them
// back their SwiftUI spellings for code that never imports SwiftUI (Linux, tests, ports of
// SwiftUI snippets): `import ScrollCoreSwiftUINames` instead of `import ScrollCore`.
@_exported import ScrollCore

/// ``ScrollCore/SCScrollView`` under SwiftUI's name.
public typealias ScrollView = SCScrollView
/// ``ScrollCore/SCScrollPosition`` under SwiftUI's name.
public typealias ScrollPosition = SCScrollPosition
/// ``ScrollCore/SCScrollGeometry`` under SwiftUI's name.
public typealias ScrollGeometry = SCScrollGeometry
/// ``ScrollCore/SCScrollPhase`` under SwiftUI's name.
public typealias ScrollPhase = SCScrollPhase
/// ``ScrollCore/SCScrollPhaseChangeContext`` under SwiftUI's name.
public typealias ScrollPhaseChangeContext = SCScrollPhaseChangeContext
/// ``ScrollCore/SCScrollTarget`` under SwiftUI's name.
public typealias ScrollTarget = SCScrollTarget
/// ``ScrollCore/SCScrollTargetBehavior`` under SwiftUI's name.
public typealias ScrollTargetBehavior = SCScrollTargetBehavior
/// ``ScrollCore/SCViewAlignedScrollTargetBehavior`` under SwiftUI's name.
public typealias ViewAlignedScrollTargetBehavior = SCViewAlignedScrollTargetBehavior
/// ``ScrollCore/SCPagingScrollTargetBehavior`` under SwiftUI's name.
public typealias PagingScrollTargetBehavior = SCPagingScrollTargetBehavior
/// ``ScrollCore/SCPreferenceKey`` under SwiftUI's name.
public typealias PreferenceKey = SCPreferenceKey
/// ``ScrollCore/SCCoordinateSpace`` under SwiftUI's name.
public typealias CoordinateSpace = SCCoordinateSpace
/// ``ScrollCore/SCAxis`` under SwiftUI's name.
public typealias Axis = SCAxis
/// ``ScrollCore/SCEdge`` under SwiftUI's name.
public typealias Edge = SCEdge
/// ``ScrollCore/SCEdgeInsets`` under SwiftUI's name.
public typealias EdgeInsets = SCEdgeInsets
/// ``ScrollCore/SCUnitPoint`` under SwiftUI's name.
public typealias UnitPoint = SCUnitPoint
/// ``ScrollCore/SCScrollIndicatorVisibility`` under SwiftUI's name.
public typealias ScrollIndicatorVisibility = SCScrollIndicatorVisibility
/// ``ScrollCore/SCUnitCurve`` under SwiftUI's name.
public typealias UnitCurve = SCUnitCurve
