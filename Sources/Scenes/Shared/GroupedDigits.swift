/// `n` with thousands separators: 1000000 -> "1,000,000".
/// - Parameter n: the number.
func groupedDigits(_ n: Int) -> String {
  let digits = String(n.magnitude)
  var out = ""
  for (i, c) in digits.enumerated() {
    if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
    out.append(c)
  }
  return n < 0 ? "-" + out : out
}
