import Scenes
import ScrollCore

/// The sandbox's command line, parsed and validated.
public struct SandboxOptions: Equatable {
  /// The scene to open (name from `--list-scenes`).
  public var scene: String = SandboxOptions.defaultScene
  /// The scene a run starts in without `--scene` (or a recording's).
  public static let defaultScene = "showcase"
  /// The physics preset.
  public var preset: String = "ios"
  /// Whether `--preset` gave the preset (a `--preset-file` starting from another one is
  /// then refused, not silently preferred).
  public var presetGiven = false
  /// Device pixels per point for the physics' tolerances (`--physics-scale`; Flutter's
  /// presets stop by device pixels), nil when not given: 1, or the recording's when replaying.
  /// The interface scale detected from the desktop never changes physics.
  public var physicsScale: Double?
  /// Target frame rate when not synchronised to the display.
  public var fps: Double = 60
  /// Ask for the display's vsync (measured, not trusted).
  public var vsync = false
  /// Renderer: auto, opengl or software.
  public var renderer: String = "auto"
  /// A font file to use instead of DejaVu Sans.
  public var fontPath: String?
  /// Run without a window (software surface, virtual clock).
  public var headless = false
  /// Headless: stop after this many frames (nil: until the replay ends and motion rests).
  public var frames: Int?
  /// Stop after this many seconds (virtual when headless, real in a window); nil: the
  /// headless run's one-hour cap, no limit in a window.
  public var duration: Double?
  /// Save the last frame as PNG here.
  public var screenshot: String?
  /// Record input here.
  public var record: String?
  /// Replay input from here.
  public var replay: String?
  /// Write JSON lines of events here.
  public var eventsOut: String?
  /// Also write every frame's offset and velocity to the events file.
  public var eventsOutFrames = false
  /// Write a Chrome trace here.
  public var trace: String?
  /// Write one CSV row per frame here.
  public var framesCSV: String?
  /// Window size in points (a window opens at most as large as the screen's usable area
  /// unless `--size` asks for more).
  public var width: Double = 1280
  /// Window height in points.
  public var height: Double = 800
  /// Whether `--size` gave the size.
  public var sizeGiven = false
  /// The headless surface's size without `--size`, points (the recordings' window).
  public static let headlessDefaultSize = Size(width: 900, height: 700)
  /// The interface scale (`--scale`), nil to detect it from the desktop (window) or 1
  /// (headless).
  public var scale: Double?
  /// The interface scales `--scale` accepts.
  public static let scaleRange: ClosedRange<Double> = 0.5...4
  /// Write the window's layout (rectangles, shortened labels) as JSON lines here.
  public var layoutOut: String?
  /// Write one JSON line per gesture here (`-`: standard output).
  public var gesturesOut: String?
  /// Draw every gesture's timeline into this PNG.
  public var gesturePlot: String?
  /// Start in the dark theme.
  public var dark = false
  /// Start with the inspector shown (`--no-hud` hides it).
  public var hud = true
  /// Draw every frame whole (no damage tracking), to compare.
  public var fullRedraw = false
  /// Use SDL's native Wayland driver when `WAYLAND_DISPLAY` is set (`--wayland`): fractional
  /// touchpad deltas without the X11 path.
  public var wayland = false
  /// Print the scenes and exit.
  public var listScenes = false
  /// `--set name=value` pairs, in order (applied after `--preset-file`).
  public var settings: [SettingAssignment] = []
  /// `--preset-file PATH`: a tuned preset to start from.
  public var presetFile: String?
  /// `--list-settings`: print the preset's settings and exit.
  public var listSettings = false
  /// `--export-preset TOOLKIT`: print the tuned physics as code and exit.
  public var exportPreset: PresetExport.Toolkit?
  /// `--save-preset PATH`: write the tuned physics as a preset file and exit.
  public var savePreset: String?
  /// The tuned physics, once `resolveTuning()` has read the preset file and the settings;
  /// nil leaves the plain preset.
  public var tuning: PhysicsTuning?
  /// The scene and input numbers set by `--set` (or a replay's `# set` lines), once
  /// `resolveTuning()` has run.
  public var sceneTuning = SceneTuning()
  /// `--scene-file PATH`: a scene described in a file (docs/scene-format.md).
  public var sceneFile: String?
  /// The scene file read (from `--scene-file`, or from a replayed recording's header).
  public var loadedSceneFile: SceneFile?
  /// `--new-scene PATH`: write a commented starter scene file and exit.
  public var newScene: String?
  /// `--export-scene swiftui`: print the scene file as a SwiftUI view and exit.
  public var exportScene: String?
  /// Print help and exit.
  public var help = false
  /// `--version`: print the version (`ScrollSandboxVersion.current`) and exit.
  public var version = false
  /// `scroll-sandbox compare`: replay the recording through several presets.
  public var compare = false
  /// `compare --presets`: the presets to compare, the first the reference (2 to 4).
  public var presets: [String] = []
  /// `compare --gesture N`: only the Nth gesture (from 1), nil for the whole recording.
  public var gesture: Int?
  /// The gesture the physics lab plays (`--scene physics --replay FILE --presets ...`), taken
  /// from the recording before the run (`LabFromRecording`).
  public var labGesture: LabGesture?
  /// True for `--scene physics --replay FILE --presets A,B[,C,D]`: the recording's gesture
  /// goes into the lab's columns instead of being the session's input.
  public var labFromReplay: Bool {
    !compare && !presets.isEmpty && replay != nil && labGesture == nil
  }
  /// `compare --csv FILE`: the curves as CSV.
  public var compareCSV: String?
  /// `compare --plot FILE.png`: the curves as a PNG plot.
  public var comparePlot: String?
  /// `--save-trajectory FILE`: write the replay's offset per frame (docs/feel-checks.md).
  public var saveTrajectory: String?
  /// `--expect-trajectory FILE`: compare the replay's offsets with a saved trajectory.
  public var expectTrajectory: String?
  /// `--tolerance PT`: the largest offset difference `--expect-trajectory` accepts, points.
  public var tolerance = 0.5
  /// The number of presets `compare --presets` takes.
  public static let comparePresetCount = 2...4
  /// Item count for scenes that support it (feeds), e.g. 1,000,000.
  public var items: Int?
  /// The flags given on the command line ("--scene"), so a replay's recorded session fills
  /// in only what was not given.
  public var given: Set<String> = []

  /// Creates the defaults.
  public init() {}

  /// The device pixel ratios `--physics-scale` accepts.
  public static let physicsScaleRange: ClosedRange<Double> = 0.25...16

  /// The physics preset chosen, at the chosen physics scale (1 when none was given).
  public var physics: ScrollPhysics {
    (tuning?.physics ?? ScrollPhysics.preset(named: preset) ?? .ios)
      .withDevicePixelRatio(physicsScale ?? 1)
  }

  /// The renderers `--renderer` accepts.
  public static let renderers = ["auto", "opengl", "software"]

  /// Usage text.
  public static func usage(scenes: [String]) -> String {
    """
    usage: scroll-sandbox [options]
           scroll-sandbox physics --preset NAME --velocity V [...]   (see: physics --help)
           scroll-sandbox compare --replay FILE --presets A,B[,C,D] [options]
      --scene NAME          scene to open (\(scenes.joined(separator: ", ")))
      --list-scenes         print each scene with a one-line description
      --scene-file PATH     open the scene described in PATH (docs/scene-format.md)
      --new-scene PATH      write a commented starter scene file to PATH and exit
      --export-scene swiftui  print the --scene-file scene as a SwiftUI view and exit
      --preset NAME         physics preset (\(ScrollPhysics.presetNames.joined(separator: ", ")))
      --physics-scale S     device pixel ratio for the physics' tolerances (default 1;
                            recorded in --record files and taken from a --replay file)
      --set NAME=VALUE      tune one number of the preset, a scene or the input
                            (repeatable; --list-settings names them)
      --list-settings       print every setting: value, default, range, unit
      --preset-file PATH    start from a saved preset (docs/preset-format.md)
      --save-preset PATH    write the tuned preset to PATH and exit
      --export-preset T     print the tuned preset as code or settings for T (uikit,
                            swiftui, flutter, css, firefox, lenis, sway, hyprland), naming
                            what T cannot express, and exit (docs/exports.md)
      --fps N               frame rate (default 60; 120/144 where the display allows)
      --vsync               synchronise to the display (measured; falls back to pacing)
      --renderer R          auto, opengl or software
      --font PATH           a TTF font to use instead of DejaVu Sans
      --size WxH            window size in points (default 1280x800, or what fits the
                            screen; headless 900x700)
      --scale N             interface scale, fractional allowed (0.5-4; default: the
                            desktop's GDK_SCALE or Xft.dpi; headless 1, 1-4); not physics
      --dark                dark theme (D toggles)
      --no-hud              start with the inspector collapsed (H toggles)
      --full-redraw         draw every frame whole instead of only what changed
      --wayland             use SDL's Wayland driver when WAYLAND_DISPLAY is set
      --items N             number of items in the list scenes (up to 1,000,000,000)
      --headless            no window: software surface and a virtual clock
      --frames N            headless: stop after N frames
      --duration SECONDS    stop after at most this long (real time in a window; headless, a
                            cap on virtual time, default 3600: a replay still ends earlier,
                            once it is over and the scene rests; --frames N fixes the length)
      --screenshot FILE     save the last frame as PNG
      --record FILE         record input events to FILE
      --replay FILE         replay input events from FILE
      --events-out FILE     write JSON lines of phase changes and scene events (- streams
                            them to standard output, one flushed line per event)
      --events-out-frames   also write every frame's offset and velocity
      --trace FILE.json     write a Chrome trace (opens in Perfetto)
      --frames-csv FILE     write one CSV row per frame with stage times and counters
      --layout-out FILE     write the window's layout (tabs, inspector, content, help line,
                            overlays, shortened labels) as JSON lines when it changes
      --gestures-out FILE   write one JSON line per gesture when it ends: device, phases,
                            latency, hitch ratio, pacing (- streams them to standard output)
      --gesture-plot FILE   draw every gesture's timeline into a PNG, one panel each
      --save-trajectory FILE  write the replay's offset per frame (runs headless;
                            docs/feel-checks.md)
      --expect-trajectory FILE  replay and compare with a saved trajectory: exit 1 naming
                            the first frame that drifts past --tolerance (runs headless)
      --tolerance PT        largest offset difference --expect-trajectory accepts (0.5)
      --version             print the version and exit
      -h, --help            print this help and exit
      --                    end of options (scroll-sandbox takes no other arguments)
    compare (docs/feel-checks.md): the recording's input through 2-4 presets, headless
      --presets A,B,...     2 to 4 presets (names as --preset), the first the reference
      --gesture N           only gesture N (the id --gestures-out gives it), from 1
      --csv FILE            the curves: t,A.offset,A.velocity,B.offset,...
      --plot FILE.png       the offset and velocity curves as a PNG plot
    the physics lab: --scene physics --replay FILE --presets A,B[,C,D] [--gesture N]
                            plays gesture N (default 1) of the recording in the window,
                            one column per preset (docs/feel-checks.md)
    """
  }

  /// Parses the arguments (without the program name). Throws `UsageError` naming the flag.
  /// - Parameters:
  ///   - arguments: the command line after the program name (`compare` first for the
  ///     comparison command).
  ///   - scenes: the scene names `--scene` accepts.
  public static func parse(_ arguments: [String], scenes: [String]) throws -> SandboxOptions {
    var o = SandboxOptions()
    o.compare = arguments.first == "compare"
    var reader = ArgumentReader(splitEquals(o.compare ? Array(arguments.dropFirst()) : arguments))
    while let a = reader.next() {
      switch a {
      case "--scene": o.scene = try reader.choice(for: a, among: scenes)
      case "--list-scenes": o.listScenes = true
      case "--scene-file": o.sceneFile = try reader.value(for: a)
      case "--new-scene": o.newScene = try reader.value(for: a)
      case "--export-scene": o.exportScene = try reader.choice(for: a, among: ["swiftui"])
      case "--set":
        let text = try reader.value(for: a)
        guard let eq = text.firstIndex(of: "="), eq != text.startIndex else {
          throw UsageError("--set: expected NAME=VALUE (see --list-settings), got '\(text)'")
        }
        o.settings.append(
          SettingAssignment(
            name: String(text[..<eq]), value: String(text[text.index(after: eq)...])))
      case "--list-settings": o.listSettings = true
      case "--preset-file": o.presetFile = try reader.value(for: a)
      case "--save-preset": o.savePreset = try reader.value(for: a)
      case "--export-preset":
        let name = try reader.choice(for: a, among: PresetExport.Toolkit.allCases.map(\.rawValue))
        o.exportPreset = PresetExport.Toolkit(rawValue: name)
      case "--preset":
        o.preset = try reader.choice(for: a, among: ScrollPhysics.presetNames)
        o.presetGiven = true
      case "--physics-scale":
        o.physicsScale = try reader.number(for: a, in: SandboxOptions.physicsScaleRange)
      case "--fps": o.fps = try reader.number(for: a, in: 1...1000)
      case "--vsync": o.vsync = true
      case "--renderer": o.renderer = try reader.choice(for: a, among: renderers)
      case "--font": o.fontPath = try reader.value(for: a)
      case "--size":
        let text = try reader.value(for: a)
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
          w >= 100, h >= 100, w <= 16384, h <= 16384
        else {
          throw UsageError("--size: expected WIDTHxHEIGHT in points (100...16384), got '\(text)'")
        }
        o.width = w
        o.height = h
        o.sizeGiven = true
      case "--scale": o.scale = try reader.number(for: a, in: SandboxOptions.scaleRange)
      case "--dark": o.dark = true
      case "--no-hud": o.hud = false
      case "--full-redraw": o.fullRedraw = true
      case "--wayland": o.wayland = true
      case "--items": o.items = try reader.integer(for: a, in: 0...1_000_000_000)
      case "--headless": o.headless = true
      case "--frames": o.frames = try reader.integer(for: a, in: 1...100_000_000)
      case "--duration": o.duration = try reader.number(for: a, in: 0.001...1e9)
      case "--screenshot": o.screenshot = try reader.value(for: a)
      case "--record": o.record = try reader.value(for: a)
      case "--replay": o.replay = try reader.value(for: a)
      case "--events-out": o.eventsOut = try reader.value(for: a)
      case "--events-out-frames": o.eventsOutFrames = true
      case "--trace": o.trace = try reader.value(for: a)
      case "--frames-csv": o.framesCSV = try reader.value(for: a)
      case "--layout-out": o.layoutOut = try reader.value(for: a)
      case "--gestures-out": o.gesturesOut = try reader.value(for: a)
      case "--gesture-plot": o.gesturePlot = try reader.value(for: a)
      case "--help", "-h": o.help = true
      case "--version": o.version = true
      case "--":
        if let extra = reader.next() {
          throw UsageError(
            "unexpected argument '\(extra)' after '--' (scroll-sandbox takes no operands)")
        }
      case "--save-trajectory": o.saveTrajectory = try reader.value(for: a)
      case "--expect-trajectory": o.expectTrajectory = try reader.value(for: a)
      case "--tolerance": o.tolerance = try reader.number(for: a, in: 0...1e6)
      case "--presets": o.presets = try parsePresets(try reader.value(for: a))
      case "--gesture": o.gesture = try reader.integer(for: a, in: 1...1_000_000)
      case "--csv": o.compareCSV = try reader.value(for: a)
      case "--plot": o.comparePlot = try reader.value(for: a)
      default:
        throw UsageError("unknown option '\(a)' (run with --help for the list)")
      }
      o.given.insert(a)
    }
    try o.checkCompareAndTrajectory()
    if o.headless && !o.sizeGiven {
      o.width = headlessDefaultSize.width
      o.height = headlessDefaultSize.height
    }
    if o.sceneFile != nil && o.given.contains("--scene") {
      throw UsageError("--scene and --scene-file cannot be used together (the file is the scene)")
    }
    if o.exportScene != nil && o.sceneFile == nil {
      throw UsageError("--export-scene needs --scene-file PATH (the scene to export)")
    }
    if o.record != nil && o.replay != nil {
      throw UsageError("--record and --replay cannot be used together")
    }
    return o
  }
}
