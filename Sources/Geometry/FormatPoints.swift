/// Formats a value in points with a fixed number of decimals, never printing "-0.0".
///
/// Adding `+ 0` to a negated zero yields positive zero; rounding then cannot produce "-0.0"
/// because values that round to zero are normalised too.
/// - Parameters:
///   - value: the value, points.
///   - decimals: digits after the decimal point (default 1); 0 or less prints no point.
/// - Returns: the value rounded to `decimals`, such as "12.5"; "nan", "inf" or "-inf" when not
///   finite, and Swift's own exponent form (such as "1e+16") from a magnitude of 9e15 up.
public func formatPoints(_ value: Double, decimals: Int = 1) -> String {
  guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
  // Past 2^53 the fraction is gone and the whole part may not fit an Int64: exponent form.
  guard abs(value) < 9e15 else { return "\(value)" }
  var scale = 1.0
  for _ in 0..<max(0, decimals) { scale *= 10 }
  var rounded = (value * scale).rounded() / scale
  if rounded == 0 { rounded = 0 }  // normalise -0.0
  let negative = rounded < 0
  let magnitude = abs(rounded)
  let whole = magnitude.rounded(.down)
  var text = String(Int64(whole))
  if decimals > 0 {
    let frac = Int64(((magnitude - whole) * scale).rounded())
    var fracText = String(frac)
    while fracText.count < decimals { fracText = "0" + fracText }
    text += "." + fracText
  }
  return negative ? "-" + text : text
}
