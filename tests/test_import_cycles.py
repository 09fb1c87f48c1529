"""No circular imports: between the app and its scenes, inside the rules toolkit, anywhere in
the package. Module-level imports only (an import inside a function or under TYPE_CHECKING is
not a cycle at load time)."""

from __future__ import annotations

import ast
from pathlib import Path

import tabletop

ROOT = Path(tabletop.__file__).parent


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def top_level_imports(path: Path, name: str) -> set[str]:
    tree = ast.parse(path.read_text("utf-8"))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out: set[str] = set()
    for node in tree.body:  # module level only; `if TYPE_CHECKING:` blocks are skipped
        if isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                target = f"{base}.{node.module}" if node.module else base
            else:
                target = node.module or ""
            out.add(target)
            out.update(f"{target}.{alias.name}" for alias in node.names)
    return {m for m in out if m.startswith("tabletop")}


def graph() -> dict[str, set[str]]:
    modules = {module_name(p): p for p in ROOT.rglob("*.py")}
    edges = {}
    for name, path in modules.items():
        edges[name] = {m for m in top_level_imports(path, name) if m in modules and m != name}
    return edges


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    found, state, stack = [], {}, []

    def visit(node: str) -> None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(edges[node]):
            if state.get(nxt) == 1:
                found.append(stack[stack.index(nxt) :] + [nxt])
            elif nxt not in state:
                visit(nxt)
        stack.pop()
        state[node] = 2

    for node in sorted(edges):
        if node not in state:
            visit(node)
    return found


def test_no_module_imports_itself_in_a_circle() -> None:
    # a package importing its own submodules in __init__ is not a cycle of its own making
    edges = graph()
    for name, targets in edges.items():
        edges[name] = {t for t in targets if not name.startswith(t + ".")}
    assert cycles(edges) == []


def test_the_cycle_finder_finds_one() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == [["a", "b", "c", "a"]]
