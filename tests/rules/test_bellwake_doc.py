"""Bellwake's rule tests quote the rules: every test of tests/rules/test_bellwake_*.py has a
docstring, and each quotation in it ("...", at least a few words) is found in
docs/rules/bellwake.md (ignoring Markdown emphasis, line breaks and "..." cuts). A failure
names the test whose quotation no longer matches the document."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "rules" / "bellwake.md"


def norm(text: str) -> str:
    text = re.sub(r"[*`]", "", text).replace("\u2212", "-")
    return re.sub(r"\s+", " ", text).strip()


def quotations(docstring: str) -> list[str]:
    parts = []
    for quote in re.findall(r'"([^"]{12,}?)"', docstring.replace("\n", " ")):
        for part in quote.split("..."):
            part = norm(part).strip(" ,.;:()")
            if len(part) > 8:
                parts.append(part)
    return parts


def test_every_bellwake_rule_test_quotes_the_rules() -> None:
    """The brief: "its docstring quotes the sentence of docs/rules/bellwake.md" """
    doc = norm(DOC.read_text("utf-8"))
    problems = []
    files = sorted((ROOT / "tests" / "rules").glob("test_bellwake_*.py"))
    assert len(files) >= 8
    for path in files:
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if not isinstance(node, ast.FunctionDef) or not node.name.startswith("test_"):
                continue
            docstring = ast.get_docstring(node) or ""
            quotes = quotations(docstring)
            if not quotes:
                problems.append(f"{path.name}::{node.name} quotes nothing")
            problems += [
                f"{path.name}::{node.name}: {q!r} is not in the rules"
                for q in quotes
                if q not in doc and path.name != "test_bellwake_doc.py"
            ]
    assert not problems, "\n".join(problems)
