#!/usr/bin/env python3
"""The import graph of a crate's modules, from its `crate::` paths.

    python3 tools/imports.py runtime/src            # cycles (strongly connected components)
    python3 tools/imports.py runtime/src --edges    # every module -> module import
    python3 tools/imports.py runtime/src --folders  # imports between top-level folders
    python3 tools/imports.py runtime/src --up base,abi,backend,lang,api,kernel,interop,lib
                                                    # imports that point up that order

A module is a file (`a/b.rs` or `a/b/mod.rs` is `a::b`), without its unit tests. Every
`crate::x::y` or `super::x` path in a file (in `use` lines and in expressions; `use crate::{a,
b::c}` groups expanded; a name the crate root re-exports, its module) is an edge to the deepest
module the path names. A cycle is a set of modules each reaching all the others;
`--folders` counts the edges between top-level folders (a file at the top is its own).
"""
import os
import re
import sys
from collections import defaultdict


def modules(root):
    mods = {}
    for dirpath, _, files in os.walk(root):
        for f in files:
            if not f.endswith(".rs"):
                continue
            path = os.path.join(dirpath, f)
            rel = os.path.relpath(path, root)[:-3].split(os.sep)
            if rel[-1] == "mod" or rel == ["lib"]:
                rel = rel[:-1]
            mods["::".join(rel)] = path
    return mods


def strip_comments(text):
    # (A file's unit tests, its last item by the house style, are not part of the layering.)
    text = re.split(r"#\[cfg\((?:all\()?test[^\]]*\]\s*mod tests\b", text)[0]
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    return "\n".join(line.split("//")[0] for line in text.splitlines())


def expand_group(prefix, body):
    """`a::{b, c::{d, e}}` → a::b, a::c::d, a::c::e."""
    out, depth, start = [], 0, 0
    parts = []
    for i, ch in enumerate(body):
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
        elif ch == "," and depth == 0:
            parts.append(body[start:i])
            start = i + 1
    parts.append(body[start:])
    for p in parts:
        p = p.strip()
        if not p:
            continue
        m = re.match(r"^([\w:]*?)(::)?\{(.*)\}$", p, flags=re.S)
        if m:
            out += expand_group(prefix + ([m.group(1)] if m.group(1) else []), m.group(3))
        else:
            out.append("::".join(prefix + [p.split(" as ")[0].strip()]))
    return out


def paths(text):
    text = strip_comments(text)
    found = []
    for m in re.finditer(r"\buse\s+crate::(\{.*?\}|[\w:]+(?:::\{.*?\})?)\s*;", text, flags=re.S):
        found += expand_group([], m.group(1))
    for m in re.finditer(r"\bcrate::([\w:]+)", text):
        found.append(m.group(1))
    # `super::` paths, marked for `graph` to resolve against the importing module.
    for m in re.finditer(r"\buse\s+super::(\{.*?\}|[\w:]+(?:::\{.*?\})?)\s*;", text, flags=re.S):
        found += ["^" + p for p in expand_group([], m.group(1))]
    for m in re.finditer(r"(?<!use )\bsuper::([\w:]+)", text):
        found.append("^" + m.group(1))
    return [p.strip(":") for p in found]


def root_exports(root, mods):
    """Names the crate root re-exports (`pub use a::b::{C, D as E};`), each to its module."""
    text = strip_comments(open(os.path.join(root, "lib.rs")).read())
    out = {}
    for m in re.finditer(r"\bpub\s+use\s+(crate::)?(\{.*?\}|[\w:]+(?:::\{.*?\})?(?:\s+as\s+\w+)?)\s*;", text, flags=re.S):
        body = m.group(2)
        for p in expand_group([], body) if "{" in body else [body]:
            full = p.split(" as ")[0].strip()
            segs = full.split("::")
            for k in range(len(segs), 0, -1):
                if "::".join(segs[:k]) in mods:
                    out[p.split(" as ")[-1].split("::")[-1].strip()] = "::".join(segs[:k])
                    break
    return out


def graph(root):
    mods = modules(root)
    exports = root_exports(root, mods)
    edges = defaultdict(set)
    for name, path in mods.items():
        for p in paths(open(path).read()):
            if p.startswith("^"):
                parent = name.split("::")[:-1]
                p = "::".join(parent + [p[1:]])
            segs = [s for s in p.split("::") if s]
            if segs and segs[0] not in mods and segs[0] in exports:
                segs = exports[segs[0]].split("::") + segs[1:]
            for k in range(len(segs), 0, -1):
                target = "::".join(segs[:k])
                if target in mods:
                    if target != name and not name.startswith(target + "::") or False:
                        edges[name].add(target)
                    break
    return mods, edges


def sccs(nodes, edges):
    index, low, stack, on, out, counter = {}, {}, [], set(), [], [0]
    sys.setrecursionlimit(10000)

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in edges.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(nodes):
        if v not in index:
            visit(v)
    return out


def folder(m):
    return m.split("::")[0] if m else "lib"


def main():
    root = sys.argv[1]
    mods, edges = graph(root)
    n = sum(len(v) for v in edges.values())
    if "--edges" in sys.argv:
        for a in sorted(edges):
            for b in sorted(edges[a]):
                print(f"{a or 'lib'} -> {b}")
        return
    if "--up" in sys.argv:
        order = sys.argv[sys.argv.index("--up") + 1].split(",")
        up = [(a, b) for a, bs in edges.items() for b in bs
              if folder(a) in order and folder(b) in order and order.index(folder(b)) > order.index(folder(a))]
        print(f"{len(up)} imports point up")
        for a, b in sorted(up):
            print(f"  {a or 'lib'} -> {b}")
        return
    if "--folders" in sys.argv:
        count = defaultdict(int)
        for a, bs in edges.items():
            for b in bs:
                if folder(a) != folder(b):
                    count[(folder(a), folder(b))] += 1
        for (a, b), k in sorted(count.items()):
            print(f"{a} -> {b}: {k}")
        comps = sccs({folder(m) for m in mods}, {fa: {folder(b) for a, bs in edges.items() if folder(a) == fa for b in bs if folder(b) != fa} for fa in {folder(m) for m in mods}})
        print(f"cycles between folders: {len(comps)}")
        for c in comps:
            print("  " + ", ".join(c))
        return
    comps = sccs(set(mods), edges)
    print(f"{len(mods)} modules, {n} imports between them, {len(comps)} cycles")
    for c in comps:
        print(f"  {len(c)} modules: " + ", ".join(c))


if __name__ == "__main__":
    main()
