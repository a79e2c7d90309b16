#!/usr/bin/env python3
"""Lists public functions, initialisers and subscripts of the given source folders that take
two or more parameters and whose doc comment has no `- Parameter` / `- Parameters:` section.
Exit status 1 when any is found (Tests/e2e/docs.sh runs it over ScrollCore)."""
import os
import re
import sys

DECL = re.compile(
    r'\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:public|open)\s+'
    r'(?:(?:static|mutating|nonmutating|override|final|convenience|required)\s+)*'
    r'(func\s+[^(<]+|init[?!]?|subscript)\s*(<[^>]*>)?\s*\(')


def parameter_count(signature: str, start: int) -> int:
    """Top-level commas + 1 inside the parameter list opening at `start` (0 for `()`)."""
    depth, count, content = 0, 1, False
    for ch in signature[start + 1:]:
        if ch in '([<':
            depth += 1
        elif ch in ')]>':
            if depth == 0:
                break
            depth -= 1
        elif ch == ',' and depth == 0:
            count += 1
        elif not ch.isspace():
            content = True
    return count if content else 0


def missing_in(path: str):
    lines = open(path, encoding='utf-8').read().split('\n')
    i = 0
    while i < len(lines):
        m = DECL.match(lines[i])
        if not m:
            i += 1
            continue
        j, depth, started, signature = i, 0, False, ''
        while j < len(lines):
            for ch in lines[j]:
                if ch == '(':
                    depth, started = depth + 1, True
                elif ch == ')':
                    depth -= 1
            signature += lines[j] + '\n'
            if started and depth <= 0:
                break
            j += 1
        open_paren = signature.index('(', signature.index(m.group(1)))
        if parameter_count(signature, open_paren) >= 2:
            k, doc = i - 1, []
            while k >= 0 and lines[k].strip().startswith(('///', '@')):
                doc.append(lines[k])
                k -= 1
            if '- Parameter' not in '\n'.join(doc):
                yield f'{path}:{i + 1}: {lines[i].strip()[:100]}'
        i = j + 1


def main(roots):
    found = [line for root in roots for folder, _, files in sorted(os.walk(root))
             for name in sorted(files) if name.endswith('.swift')
             for line in missing_in(os.path.join(folder, name))]
    for line in found:
        print(line)
    print(f'{len(found)} public declarations with 2+ parameters lack parameter docs',
          file=sys.stderr)
    return 1 if found else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:] or ['Sources/ScrollCore']))
