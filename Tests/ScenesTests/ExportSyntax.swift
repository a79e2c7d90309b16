import Foundation

/// Small checkers of the syntax that matters in each export target, for tests: each returns
/// the problems it found (empty when the text passes), naming the line.
enum ExportSyntax {
  // MARK: Dart

  /// Dart: brackets balance outside comments and strings; every import is code (not inside a
  /// comment), comes before the first declaration and has the form `import 'uri'( as x);`;
  /// `math.` is used only with `import 'dart:math' as math;`.
  static func dart(_ text: String) -> [String] {
    let (code, comments) = splitCStyle(text, quotes: ["'", "\""])
    var problems = balance(code)
    for (n, comment) in comments where comment.contains("import '") {
      problems.append("line \(n): an import inside a comment")
    }
    let codeLines = code.components(separatedBy: "\n")
    let lines = text.components(separatedBy: "\n")
    var declarationsStarted = false
    var prefixes: Set<String> = []
    for (i, line) in codeLines.enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty { continue }
      if trimmed.hasPrefix("import ") {
        if declarationsStarted { problems.append("line \(i + 1): an import after code") }
        let original = lines[i].trimmingCharacters(in: .whitespaces)
        if let m = original.firstMatch(of: /^import '[^']+'(?: as ([a-z_][a-z0-9_]*))?;$/) {
          if let p = m.1 { prefixes.insert(String(p)) }
        } else {
          problems.append("line \(i + 1): a malformed import '\(original)'")
        }
      } else {
        declarationsStarted = true
      }
    }
    if code.contains("math.") && !prefixes.contains("math") {
      problems.append("math. is used without import 'dart:math' as math;")
    }
    return problems
  }

  // MARK: JavaScript (an object literal bound to a name)

  /// JavaScript: `const name = { key: expression, ... };` statements whose expressions are
  /// numbers, strings, names, calls, member accesses, arithmetic, arrow functions, objects and
  /// arrays; keys are not repeated.
  static func javaScript(_ text: String) -> [String] {
    var parser = JSParser(tokens: JSParser.tokens(text))
    if let problem = parser.tokenProblem { return [problem] }
    do {
      var statements = 0
      while !parser.atEnd {
        try parser.declaration()
        statements += 1
      }
      return statements == 0 ? ["no declaration"] : parser.problems
    } catch {
      return parser.problems + ["\(error)"]
    }
  }

  // MARK: user.js

  /// Firefox `user.js`: every line is blank, a `//` comment or
  /// `user_pref("name", value);` with a boolean, an integer or a string value.
  static func userJS(_ text: String) -> [String] {
    var problems: [String] = []
    for (i, line) in text.components(separatedBy: "\n").enumerated() {
      let t = line.trimmingCharacters(in: .whitespaces)
      if t.isEmpty || t.hasPrefix("//") { continue }
      let pref = /^user_pref\("[A-Za-z0-9_.\-]+", (?:true|false|-?[0-9]+|"[^"\\]*")\);$/
      if t.wholeMatch(of: pref) == nil { problems.append("line \(i + 1): not a user_pref: '\(t)'") }
    }
    return problems
  }

  // MARK: sway and Hyprland

  /// sway: every line is blank, a `#` comment or `input <identifier> scroll_factor <float>`
  /// with an identifier of sway-input(5) (`*`, `type:<type>` or a device's `v:p:name`) and a
  /// non-negative value.
  static func sway(_ text: String) -> [String] {
    var problems: [String] = []
    for (i, line) in text.components(separatedBy: "\n").enumerated() {
      let t = line.trimmingCharacters(in: .whitespaces)
      if t.isEmpty || t.hasPrefix("#") { continue }
      let command =
        /^input (?:\*|type:[a-z_]+|[0-9]+:[0-9]+:\S+) scroll_factor [0-9]+(?:\.[0-9]+)?$/
      if t.wholeMatch(of: command) == nil { problems.append("line \(i + 1): not sway: '\(t)'") }
    }
    return problems
  }

  /// Hyprland: `section {` ... `}` nest and balance, `key = value` lines sit inside a section,
  /// `#` starts a comment; `scroll_factor` holds a non-negative number.
  static func hyprland(_ text: String) -> [String] {
    var problems: [String] = []
    var depth = 0
    for (i, line) in text.components(separatedBy: "\n").enumerated() {
      let t =
        line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first
        .map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
      if t.isEmpty { continue }
      if t.wholeMatch(of: /[a-z_]+ \{/) != nil {
        depth += 1
      } else if t == "}" {
        depth -= 1
        if depth < 0 { problems.append("line \(i + 1): '}' closes nothing") }
      } else if let m = t.wholeMatch(of: /([a-z_:]+) = (\S+)/) {
        if depth == 0 && !m.1.contains(":") {
          problems.append("line \(i + 1): '\(m.1)' outside a section")
        }
        if m.1.hasSuffix("scroll_factor"), Double(m.2).map({ $0 >= 0 }) != true {
          problems.append("line \(i + 1): scroll_factor '\(m.2)' is not a number >= 0")
        }
      } else {
        problems.append("line \(i + 1): not Hyprland: '\(t)'")
      }
    }
    if depth > 0 { problems.append("\(depth) section(s) not closed") }
    return problems
  }

  // MARK: Shared

  /// The text with comments and string contents blanked (line breaks kept), and each comment
  /// with the line it starts on.
  static func splitCStyle(_ text: String, quotes: Set<Character>) -> (
    code: String, comments: [(Int, String)]
  ) {
    var code = ""
    var comments: [(Int, String)] = []
    var line = 1
    var chars = Array(text)[...]
    while let c = chars.first {
      if c == "/" && chars.dropFirst().first == "/" {
        let body = chars.prefix { $0 != "\n" }
        comments.append((line, String(body)))
        code += String(repeating: " ", count: body.count)
        chars = chars.dropFirst(body.count)
      } else if c == "/" && chars.dropFirst().first == "*" {
        var body = "/*"
        chars = chars.dropFirst(2)
        let start = line
        while let d = chars.first, !(d == "*" && chars.dropFirst().first == "/") {
          body.append(d)
          if d == "\n" { line += 1 }
          chars = chars.dropFirst()
        }
        if chars.isEmpty { comments.append((start, "unterminated comment")) }
        chars = chars.dropFirst(2)
        comments.append((start, body))
        code += body.map { $0 == "\n" ? "\n" : " " }.joined() + "  "
      } else if quotes.contains(c) {
        code.append(c)
        chars = chars.dropFirst()
        while let d = chars.first, d != c, d != "\n" {
          code += " "
          chars = chars.dropFirst(d == "\\" ? 2 : 1)
        }
        if chars.first == c { code.append(c) } else { code += "<unterminated string>" }
        chars = chars.dropFirst()
      } else {
        if c == "\n" { line += 1 }
        code.append(c)
        chars = chars.dropFirst()
      }
    }
    return (code, comments)
  }

  /// Problems with (), [] and {} in `code` (comments and strings already blanked).
  static func balance(_ code: String) -> [String] {
    let pairs: [Character: Character] = [")": "(", "]": "[", "}": "{"]
    var stack: [(Character, Int)] = []
    var line = 1
    for c in code {
      if c == "\n" { line += 1 }
      if "([{".contains(c) { stack.append((c, line)) }
      if let open = pairs[c] {
        guard let last = stack.popLast(), last.0 == open else {
          return ["line \(line): '\(c)' closes nothing that matches"]
        }
      }
    }
    return stack.map { "line \($0.1): '\($0.0)' never closed" }
  }
}
