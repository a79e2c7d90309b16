// Points, sizes, rects, insets, axes and unit points live in the Geometry module, which
// Drawing and FrameModel use without the engine. Re-exported so that `import ScrollCore`
// alone keeps giving embedders the geometry every ScrollCore API speaks in.
@_exported import Geometry
