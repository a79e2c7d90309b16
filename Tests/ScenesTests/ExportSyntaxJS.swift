/// A recursive-descent parser of the JavaScript an options export may hold (declarations of
/// object literals whose values are expressions), for `ExportSyntax.javaScript`.
struct JSParser {
  /// A token: its kind and text.
  struct Token: Equatable {
    /// What the token is.
    enum Kind { case name, number, string, punct }
    /// The kind.
    var kind: Kind
    /// The text.
    var text: String
  }

  /// An error that stops the parse, naming the token.
  struct Failure: Error, CustomStringConvertible {
    /// The message.
    var description: String
  }

  var tokens: [Token]
  var at = 0
  var problems: [String] = []
  var tokenProblem: String?

  init(tokens: (tokens: [Token], problem: String?)) {
    self.tokens = tokens.tokens
    tokenProblem = tokens.problem
  }

  var atEnd: Bool { at >= tokens.count }

  /// The tokens of `text` (comments skipped), or the first character that starts none.
  /// - Parameter text: JavaScript.
  static func tokens(_ text: String) -> (tokens: [Token], problem: String?) {
    var out: [Token] = []
    var rest = Substring(text)
    let patterns: [(Regex<Substring>, Token.Kind?)] = [
      (/\s+/, nil), (/\/\/[^\n]*/, nil), (/\/\*(?:[^*]|\*[^\/])*\*\//, nil),
      (/(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?/, .number),
      (/[A-Za-z_$][A-Za-z0-9_$]*/, .name),
      (/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/, .string),
      (/=>|\*\*|[{}()\[\],:;.=+\-*\/%<>!]/, .punct),
    ]
    while !rest.isEmpty {
      guard
        let (match, kind) = patterns.lazy.compactMap({ p, k in
          rest.prefixMatch(of: p).map { ($0.0, k) }
        }).first, !match.isEmpty
      else {
        return (out, "unexpected '\(rest.prefix(12))'")
      }
      if let kind { out.append(Token(kind: kind, text: String(match))) }
      rest = rest[match.endIndex...]
    }
    return (out, nil)
  }

  var next: Token? { at < tokens.count ? tokens[at] : nil }

  mutating func expect(_ text: String) throws {
    guard next?.text == text else {
      throw Failure(description: "expected '\(text)', found '\(next?.text ?? "end")'")
    }
    at += 1
  }

  mutating func accept(_ text: String) -> Bool {
    guard next?.text == text, next?.kind != .string else { return false }
    at += 1
    return true
  }

  /// `const|let|var name = expression;`
  mutating func declaration() throws {
    guard let k = next, ["const", "let", "var"].contains(k.text) else {
      throw Failure(description: "expected a declaration, found '\(next?.text ?? "end")'")
    }
    at += 1
    try name()
    try expect("=")
    try expression()
    try expect(";")
  }

  mutating func name() throws {
    guard next?.kind == .name else {
      throw Failure(description: "expected a name, found '\(next?.text ?? "end")'")
    }
    at += 1
  }

  mutating func expression() throws {
    if isArrow() {
      if accept("(") {
        if !accept(")") {
          repeat { try name() } while accept(",")
          try expect(")")
        }
      } else {
        try name()
      }
      try expect("=>")
      try expression()
      return
    }
    try unary()
    while let t = next, t.kind == .punct,
      ["+", "-", "*", "/", "%", "**", "<", ">"].contains(t.text)
    {
      at += 1
      try unary()
    }
  }

  /// Whether an arrow function starts here: `name =>` or `( ... ) =>`.
  func isArrow() -> Bool {
    guard let t = next else { return false }
    if t.kind == .name { return at + 1 < tokens.count && tokens[at + 1].text == "=>" }
    guard t.text == "(" else { return false }
    var depth = 0
    for i in at..<tokens.count {
      if tokens[i].text == "(" { depth += 1 }
      if tokens[i].text == ")" {
        depth -= 1
        if depth == 0 { return i + 1 < tokens.count && tokens[i + 1].text == "=>" }
      }
    }
    return false
  }

  mutating func unary() throws {
    if accept("-") || accept("+") || accept("!") { return try unary() }
    try primary()
    while true {
      if accept(".") {
        try name()
      } else if accept("(") {
        if !accept(")") {
          repeat { try expression() } while accept(",")
          try expect(")")
        }
      } else {
        return
      }
    }
  }

  mutating func primary() throws {
    guard let t = next else { throw Failure(description: "expected a value, found the end") }
    switch t.kind {
    case .number, .string, .name: at += 1
    case .punct:
      if accept("(") {
        try expression()
        try expect(")")
      } else if accept("{") {
        try objectBody()
      } else if accept("[") {
        if !accept("]") {
          repeat {
            if next?.text == "]" { break }
            try expression()
          } while accept(",")
          try expect("]")
        }
      } else {
        throw Failure(description: "expected a value, found '\(t.text)'")
      }
    }
  }

  /// The properties of an object literal after its `{`, through its `}`.
  mutating func objectBody() throws {
    var keys: Set<String> = []
    while !accept("}") {
      guard let key = next, key.kind == .name || key.kind == .string else {
        throw Failure(description: "expected a key, found '\(next?.text ?? "end")'")
      }
      at += 1
      if !keys.insert(key.text).inserted { problems.append("key '\(key.text)' repeated") }
      try expect(":")
      try expression()
      if !accept(",") {
        try expect("}")
        return
      }
    }
  }
}
