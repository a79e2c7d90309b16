// swift-tools-version:6.0
import PackageDescription

// Release binaries ship without symbol tables and debug info (linker `--strip-all`): 24 MB of
// the app's 86 MB were symbols and DWARF (docs/benchmarks.md, "Binary size"). A release
// build that keeps them, for perf or a debugger: SCROLL_SANDBOX_KEEP_SYMBOLS=1 swift build -c
// release (debug builds always keep them).
let stripRelease: [LinkerSetting] =
  Context.environment["SCROLL_SANDBOX_KEEP_SYMBOLS"] == nil
  ? [.unsafeFlags(["-Xlinker", "--strip-all"], .when(configuration: .release))] : []

// The app's own modules (the frame loop, the scenes, the app), which no library product
// contains, skip the run-time exclusivity checks in release builds, as SDLBackend does: their
// per-frame state lives in classes (the frame loop, each scene's `ScrollHost`), so every
// access to it was a checked `swift_beginAccess` (perf: 2 % of the rows scene's main thread).
// Debug builds, which the tests run, keep every check.
let appModuleRelease: [SwiftSetting] = [
  .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))
]

let package = Package(
  name: "ScrollSandbox",
  // The oldest Apple systems: those whose SwiftUI has scrollPosition(id:) and scroll target
  // behaviours, the names ScrollCore mirrors. Linux needs no entry (and its builds ignore
  // these); libc is imported behind `#if canImport(Glibc)`.
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [
    .library(name: "ScrollCore", targets: ["ScrollCore"]),
    .library(name: "ScrollCoreSwiftUINames", targets: ["ScrollCoreSwiftUINames"]),
    .executable(name: "scroll-sandbox", targets: ["scroll-sandbox"]),
    .executable(name: "scroll-bench", targets: ["scroll-bench"]),
  ],
  targets: [
    // The C libraries' headers are included from /usr/include and linked by the module maps,
    // without pkg-config: SDL's cflags carry -D_REENTRANT, which SwiftPM warns about
    // ("prohibited flag") in every package that depends on this one, even on ScrollCore
    // alone, and a package that uses only ScrollCore should not need their -dev packages.
    // run.sh installs them (libsdl2-dev, libsdl2-ttf-dev, libsdl2-image-dev, libx11-dev,
    // libxext-dev, libxi-dev).
    .systemLibrary(name: "CSDL2"),
    .systemLibrary(name: "CSDL2TTF"),
    // Linked by the tests only (they decode PNGs): the app opens SDL2_image when it first
    // writes one (SDLImageLibrary), so its codecs are not loaded at every start.
    .systemLibrary(name: "CSDL2Image"),
    // Xlib + MIT-SHM for the asynchronous software-window present (X11ShmPresenter): a C
    // target of its own (include/x11_present.h is the API, x11_present.c the Xlib code;
    // x11_floor.c is the benchmark's platform floor, the same Xlib calls without the app).
    .target(
      name: "CX11PresentC",
      linkerSettings: [
        .linkedLibrary("X11"), .linkedLibrary("Xext"), .linkedLibrary("SDL2"),
      ]),
    // AVX2 blend loops for the rasterizer (SoftwareBlit), picked at run time: Swift cannot
    // compile one function for a CPU feature the rest of the binary must not need.
    .target(name: "CPixelKernels"),
    // Xlib + XInput 2.1 for smooth scrolling beside SDL 2 (XI2ScrollSource).
    .systemLibrary(name: "CXInput2"),
    // The few operating-system services the app took from Foundation, on Glibc alone: the
    // environment, file questions and whole-file reads, printf's number formats, trimming,
    // local dates, threads. Nothing here links Foundation (or its 34 MB of ICU data). No
    // dependencies.
    .target(name: "Platform"),
    // Points, sizes, rects, insets, axes, edges, unit points and their formatting: the
    // vocabulary the engine, the display list and the damage model share. No dependencies.
    .target(name: "Geometry"),
    // The engine: physics, scroll state, layout, observation, input, on Geometry (which it
    // re-exports, so `import ScrollCore` is enough for an embedder). No Foundation, no SDL.
    // No unsafe flags here, in Geometry or in ScrollCoreSwiftUINames: SwiftPM refuses a
    // version dependency (`from: "0.1.0"`) on a package whose products' targets use them
    // (Tests/e2e/package.sh). Swift 6's release builds serialize only the bodies of small
    // generic functions for other modules (the default cross-module optimization), so the
    // per-frame code generic over a host's state is `@inlinable` instead: the observer pass
    // (`ScrollController.observe()`, `GeometryObserverRegistry.evaluate` and `statistics(of:)`)
    // and `isActive`. Without that the app ran them unspecialized (metadata lookups every
    // frame); with it the rows and feed scenes do 5.8 % and 2.5 % fewer instructions a frame
    // than the app built with the flag before issue 28 (docs/benchmarks/changes.csv).
    .target(
      name: "ScrollCore", dependencies: ["Geometry"], linkerSettings: [.linkedLibrary("m")]),
    // ScrollCore's SC-prefixed types under their SwiftUI names (typealiases only), for code
    // that never imports SwiftUI.
    .target(name: "ScrollCoreSwiftUINames", dependencies: ["ScrollCore"]),
    // The frame loop: the stage list (written once), FrameLoop, the virtual clock, the
    // scripted source, the one idle rule. Hosts (window, headless, test driver, benchmark)
    // plug their clock, events and stages in. No SDL.
    .target(
      name: "Runtime", dependencies: ["ScrollCore"], swiftSettings: appModuleRelease),
    // Recorded input as text: the recording format and its parser, the recorder, playback,
    // the seeded session generator and the package's one PRNG (SplitMix64). Used by the app,
    // the benchmark, the scenes' sample content and the tests; not part of the engine.
    .target(name: "Recording", dependencies: ["ScrollCore"]),
    // Frame-time profiling for the app and the benchmark: stage timers, counters, statistics,
    // trace and CSV writers, atomic output files, the progress bar, keyed by Runtime's
    // stages. No SDL; not part of the library an embedder takes.
    .target(name: "Profiling", dependencies: ["Runtime"]),
    // Gestures as a unit (#30): input split into gestures (touchpad swipe, wheel burst, drag,
    // key repeat, programmatic scroll), frame deadlines and each gesture's hitch ratio,
    // pacing and latency. No SDL, no Foundation.
    .target(name: "Gestures", dependencies: ["ScrollCore"]),
    // A display list: the drawing vocabulary scenes produce and backends rasterize. No SDL.
    .target(
      name: "Drawing", dependencies: ["Geometry"], linkerSettings: [.linkedLibrary("m")]),
    // The demo scenes, written against ScrollCore and Drawing. No SDL.
    .target(
      name: "Scenes", dependencies: ["ScrollCore", "Recording", "Drawing", "Platform"],
      swiftSettings: appModuleRelease),
    // Frame shapes and damage tracking: which pixels change between two display lists. No
    // SDL. Optimized even in debug builds, like SDLBackend, which runs it every frame.
    .target(
      name: "FrameModel", dependencies: ["Geometry", "Drawing"],
      swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]),
    // Window, renderer, text, rasterizer, SDL event translation, pacing, screenshots.
    // Optimized even in debug builds: its pixel loops (SIMD blending) are many times slower
    // unoptimized, which would make debug runs and the end-to-end tests crawl. Release
    // builds skip the run-time exclusivity checks of the rasterizer's per-command state
    // (about 5% of its drawing time in the feed's frame); debug builds keep them.
    .target(
      name: "SDLBackend",
      dependencies: [
        "ScrollCore", "Drawing", "Profiling", "FrameModel", "CSDL2", "CSDL2TTF",
        "CX11PresentC", "CXInput2", "CPixelKernels", "Platform",
      ],
      swiftSettings: [
        .unsafeFlags(["-O"], .when(configuration: .debug)),
        .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release)),
      ]),
    // Command line, main loop wiring, headless runner, physics command.
    .target(
      name: "SandboxKit",
      dependencies: [
        "ScrollCore", "Runtime", "Recording", "Profiling", "Drawing", "Scenes", "SDLBackend",
        "Gestures", "Platform",
      ],
      swiftSettings: appModuleRelease),
    // The app links the Swift runtime statically (-static-stdlib): resolving the symbols of
    // the shared runtime libraries at every start took 15-20 ms before `main` (perf: the
    // dynamic loader's symbol lookups). No module of the app imports Foundation
    // (Tests/e2e/binary-size.sh checks), so neither Foundation nor its ICU data is linked.
    // Only this executable: the library targets, tests and scroll-bench link as before.
    .executableTarget(
      name: "scroll-sandbox", dependencies: ["SandboxKit"],
      linkerSettings: [.unsafeFlags(["-static-stdlib"])] + stripRelease),
    // The benchmark: engine, observers, frames, replays, startup, idle and window sections,
    // its statistics, table and JSON report. Uses the app; the app never calls it.
    .target(
      name: "Bench",
      dependencies: [
        "ScrollCore", "Runtime", "Recording", "Profiling", "Drawing", "Scenes", "SDLBackend",
        "SandboxKit",
        "CX11PresentC", "CSDL2", "Platform",
      ]),
    .executableTarget(
      name: "scroll-bench", dependencies: ["Bench"], linkerSettings: stripRelease),
    // Helpers shared by the test targets (the scene driver, fuzz scripts and invariants, the
    // seeded generator's draws); a regular target that only test targets depend on. It uses
    // ScrollCore's public and `package` API only (no @testable import, which release builds
    // refuse), so `swift build -c release` builds every target.
    .target(
      name: "TestSupport",
      dependencies: ["ScrollCore", "Runtime", "Recording", "Drawing", "Scenes"],
      path: "Tests/TestSupport"),
    .testTarget(
      name: "ScrollCoreTests",
      dependencies: [
        "ScrollCore", "ScrollCoreSwiftUINames", "Runtime", "Recording", "TestSupport",
      ]),
    .testTarget(name: "RuntimeTests", dependencies: ["Runtime", "ScrollCore"]),
    .testTarget(
      name: "ProfilingTests", dependencies: ["Profiling", "Runtime", "Recording", "TestSupport"]),
    .testTarget(name: "DrawingTests", dependencies: ["Drawing"]),
    .testTarget(name: "PlatformTests", dependencies: ["Platform"]),
    .testTarget(name: "GesturesTests", dependencies: ["Gestures"]),
    .testTarget(
      name: "ScenesTests", dependencies: ["Scenes", "Runtime", "Recording", "TestSupport"]),
    .testTarget(name: "FrameModelTests", dependencies: ["FrameModel"]),
    .testTarget(
      name: "SDLBackendTests",
      dependencies: ["SDLBackend", "FrameModel", "CSDL2Image", "CPixelKernels"]),
    .testTarget(
      name: "SandboxKitTests",
      dependencies: ["SandboxKit", "Runtime", "Recording", "TestSupport", "CSDL2", "Gestures"]),
    .testTarget(name: "BenchTests", dependencies: ["Bench", "Runtime", "Recording"]),
  ],
  swiftLanguageModes: [.v6]
)
