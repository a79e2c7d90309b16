#!/usr/bin/env python3
"""Checks the user documentation (README.md, docs/**/*.md, ScrollCore's DocC articles).

    doc_check.py links             every relative link and image resolves: the file exists,
                                   and a #fragment names a heading of the target page
    doc_check.py readme-size N     README.md is at most N bytes
    doc_check.py snippets DIR      writes the Swift programs the pages show into DIR, one
                                   NAME.swift per page (printed one path a line)

A page's Swift snippets are compiled (by Tests/e2e/docs.sh) when its first ```swift block
imports ScrollCore: all of the page's ```swift blocks, in order, as one program. Names a
snippet uses but does not declare (the app's own `draw`, `eventsOfThisFrame`, ...) come from
Tests/tools/snippet_prelude.swift.

Exit status 1 with one line per problem (file:line: what), 0 when all is well.
"""

import os
import re
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
LINK = re.compile(r"!?\[(?:[^\]\[]|\[[^\]]*\])*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
FENCE = re.compile(r"^```(\w*)\s*$")


def pages():
    """The documentation pages, relative to the repository root."""
    found = ["README.md"]
    for folder in ["docs", os.path.join("Sources", "ScrollCore", "ScrollCore.docc")]:
        for dirpath, _, files in os.walk(os.path.join(ROOT, folder)):
            for name in sorted(files):
                if name.endswith(".md"):
                    found.append(os.path.relpath(os.path.join(dirpath, name), ROOT))
    return sorted(found)


def prose_lines(path):
    """(line number, text) of the lines outside fenced code blocks."""
    inside = False
    with open(os.path.join(ROOT, path), encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            if FENCE.match(line.strip()) or line.strip().startswith("```"):
                inside = not inside
                continue
            if not inside:
                yield number, line


def slug(heading):
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"[`*_]", "", heading.strip().lower())
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(path):
    names = set()
    for _, line in prose_lines(path):
        m = re.match(r"^#{1,6}\s+(.*?)\s*#*\s*$", line)
        if m:
            base = slug(m.group(1))
            name, n = base, 1
            while name in names:
                name = f"{base}-{n}"
                n += 1
            names.add(name)
    return names


def check_links():
    problems = []
    for page in pages():
        for number, line in prose_lines(page):
            for target in LINK.findall(re.sub(r"`[^`]*`", "", line)):
                if re.match(r"^[a-z][a-z0-9+.-]*:", target) or target.startswith("<doc:"):
                    continue  # http:, https:, mailto:, DocC links
                path, _, fragment = target.partition("#")
                resolved = page if not path else os.path.normpath(
                    os.path.join(os.path.dirname(page), path))
                where = f"{page}:{number}"
                if not os.path.exists(os.path.join(ROOT, resolved)):
                    problems.append(f"{where}: link to {target}: {resolved} does not exist")
                elif fragment and resolved.endswith(".md") and fragment not in anchors(resolved):
                    problems.append(f"{where}: link to {target}: no heading #{fragment} in {resolved}")
    return problems


def swift_blocks(path):
    """The page's ```swift blocks, each as its text."""
    blocks, current = [], None
    with open(os.path.join(ROOT, path), encoding="utf-8") as f:
        for line in f:
            m = FENCE.match(line.strip())
            if current is None and m and m.group(1) == "swift":
                current = []
            elif current is not None and line.strip() == "```":
                blocks.append("".join(current))
                current = None
            elif current is not None:
                current.append(line)
    return blocks


def write_snippets(out):
    os.makedirs(out, exist_ok=True)
    for page in pages():
        blocks = swift_blocks(page)
        if not blocks or not re.search(r"^import ScrollCore$", blocks[0], re.M):
            continue
        name = re.sub(r"[^A-Za-z0-9]+", "_", page) + ".swift"
        with open(os.path.join(out, name), "w", encoding="utf-8") as f:
            f.write("import DocSnippetPrelude\n")
            for i, block in enumerate(blocks):
                f.write(f"// {page}, block {i + 1}\ndo {{\n" if i else f"// {page}, block 1\n")
                f.write(block)
                if i:
                    f.write("}\n")
        print(os.path.join(out, name))
    return []


def main(argv):
    if len(argv) >= 2 and argv[1] == "links":
        problems = check_links()
    elif len(argv) == 3 and argv[1] == "readme-size":
        size = os.path.getsize(os.path.join(ROOT, "README.md"))
        limit = int(argv[2])
        problems = [] if size <= limit else [f"README.md: {size} bytes, more than {limit}"]
    elif len(argv) == 3 and argv[1] == "snippets":
        problems = write_snippets(argv[2])
    else:
        print(__doc__, file=sys.stderr)
        return 2
    for p in problems:
        print(p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
