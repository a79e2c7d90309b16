import Scenes

/// What the output files (`--events-out` frame lines, the trace's counters) and the headless
/// loop's rest check record about the scene's main scroll view each frame: the scene's
/// `MainViewState` (offset, velocity, phase), typed and apart from the rows the inspector
/// draws, so that changing the inspector never changes an output file. `SessionTelemetry`
/// takes one per frame, when first asked.
typealias TelemetrySnapshot = MainViewState
