import ScrollCore

/// What an XI2 device is for (XIDeviceInfo.use).
public enum XI2DeviceUse: Int, Hashable, Sendable {
  /// A master pointer (the cursor).
  case masterPointer = 1
  /// A master keyboard.
  case masterKeyboard = 2
  /// A physical pointer attached to a master.
  case slavePointer = 3
  /// A physical keyboard attached to a master.
  case slaveKeyboard = 4
  /// A physical device attached to no master.
  case floatingSlave = 5
}

/// One scroll class of a device (XIScrollClassInfo): which valuator scrolls, along which
/// axis, and how much valuator change one wheel click is.
public struct XI2ScrollClass: Hashable, Sendable {
  /// The valuator number.
  public var number: Int
  /// `.vertical` or `.horizontal`.
  public var axis: SCAxis
  /// Valuator change of one wheel click; may be negative (inverted scrolling). Note that
  /// xf86-input-libinput gives every device the same increment (15), so it tells nothing of
  /// the device's kind.
  public var increment: Double

  /// Creates a scroll class.
  /// - Parameters:
  ///   - number: the valuator number.
  ///   - axis: the scroll direction.
  ///   - increment: valuator change per click.
  public init(number: Int, axis: SCAxis, increment: Double) {
    self.number = number
    self.axis = axis
    self.increment = increment
  }
}

/// The libinput driver's properties of a device that tell its kind.
public struct LibinputTraits: Hashable, Sendable {
  /// "libinput Tapping Enabled" exists: only touchpads have it.
  public var hasTapping: Bool
  /// "libinput Scroll Methods Available" says two-finger scrolling is available.
  public var twoFingerScroll: Bool
  /// "libinput Scroll Methods Available" says edge scrolling is available.
  public var edgeScroll: Bool

  /// Creates the traits.
  /// - Parameters:
  ///   - hasTapping: whether the tapping property exists.
  ///   - twoFingerScroll: whether two-finger scrolling is available.
  ///   - edgeScroll: whether edge scrolling is available.
  public init(hasTapping: Bool, twoFingerScroll: Bool, edgeScroll: Bool) {
    self.hasTapping = hasTapping
    self.twoFingerScroll = twoFingerScroll
    self.edgeScroll = edgeScroll
  }

  /// True for a touchpad: tapping or a finger scroll method.
  public var isTouchpad: Bool { hasTapping || twoFingerScroll || edgeScroll }
}

/// One XI2 pointer device as the server describes it: name, use, scroll classes, valuator
/// modes and the driver properties that tell a touchpad from a mouse.
public struct XI2Device: Hashable, Sendable {
  /// The XI2 device id.
  public var id: Int
  /// The device's name ("SynPS/2 Synaptics TouchPad", "xwayland-pointer:13").
  public var name: String
  /// Master, slave or floating.
  public var use: XI2DeviceUse
  /// The scroll classes (none on Xvfb's devices, which scroll with buttons 4-7).
  public var scrollClasses: [XI2ScrollClass]
  /// Valuator numbers in relative mode: their raw values are deltas; the others are
  /// absolute positions.
  public var relativeValuators: Set<Int>
  /// libinput's properties, nil when the device has none (another driver, XWayland, XTEST).
  public var libinput: LibinputTraits?
  /// The synaptics driver's "Synaptics Off" property exists (a touchpad).
  public var synaptics: Bool
  /// An XI 2.2 touch class in dependent mode exists (a touchpad reporting touches).
  public var dependentTouch: Bool

  /// Creates a device description.
  /// - Parameters:
  ///   - id: the XI2 device id.
  ///   - name: the device's name.
  ///   - use: master, slave or floating.
  ///   - scrollClasses: its scroll classes.
  ///   - relativeValuators: valuators in relative mode (default: every scroll valuator).
  ///   - libinput: libinput's properties, if any.
  ///   - synaptics: whether the synaptics driver drives it.
  ///   - dependentTouch: whether it has a dependent touch class.
  public init(
    id: Int, name: String, use: XI2DeviceUse = .slavePointer,
    scrollClasses: [XI2ScrollClass] = [], relativeValuators: Set<Int>? = nil,
    libinput: LibinputTraits? = nil, synaptics: Bool = false, dependentTouch: Bool = false
  ) {
    self.id = id
    self.name = name
    self.use = use
    self.scrollClasses = scrollClasses
    self.relativeValuators = relativeValuators ?? Set(scrollClasses.map(\.number))
    self.libinput = libinput
    self.synaptics = synaptics
    self.dependentTouch = dependentTouch
  }

  /// The device's kind as the system says, and how it was decided. Follows GTK
  /// (GNOME/gtk gdk/x11/gdkdevicemanager-xi2.c: a touchpad by libinput's tapping property,
  /// synaptics' properties or a dependent touch class) and Chromium
  /// (chromium/chromium ui/events/devices/x11/device_data_manager_x11.cc: a touchpad by
  /// libinput's two-finger or edge scroll methods). A libinput device that is no touchpad
  /// is a mouse. Nothing known (XWayland's single pointer, XTEST): the deltas decide.
  public var scrollSource: ScrollSourceDevice {
    if let libinput {
      return ScrollSourceDevice(
        name: name, kind: libinput.isTouchpad ? .touchpad : .wheel, source: .libinput)
    }
    if synaptics { return ScrollSourceDevice(name: name, kind: .touchpad, source: .synaptics) }
    if dependentTouch {
      return ScrollSourceDevice(name: name, kind: .touchpad, source: .touchClass)
    }
    return ScrollSourceDevice(name: name, kind: nil, source: .deltaPattern)
  }
}
