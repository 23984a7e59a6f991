"""The named example queries of schema/queries.cypher (`// name: ...` before each)."""
from __future__ import annotations

from pathlib import Path

from kg import schema as kg_schema


def queries_path() -> Path:
    return kg_schema.schema_path().with_name("queries.cypher")


def parse(text: str) -> list[tuple[str, str]]:
    """[(name, cypher)] in file order; other comment lines and the trailing ';' are dropped."""
    out: list[tuple[str, str]] = []
    name: str | None = None
    lines: list[str] = []

    def flush() -> None:
        body = "\n".join(lines).strip().rstrip(";").strip()
        if name and body:
            out.append((name, body))

    for line in text.splitlines():
        stripped = line.strip()
        if stripped.startswith("// name:"):
            flush()
            name, lines = stripped[len("// name:"):].strip(), []
        elif stripped.startswith("//") or not stripped:
            continue
        elif name is not None:
            lines.append(line.rstrip())
    flush()
    return out


def example_queries(path: str | Path | None = None) -> list[tuple[str, str]]:
    return parse(Path(path or queries_path()).read_text(encoding="utf-8"))
