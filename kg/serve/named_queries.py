"""The named example queries of kg/schema/queries.cypher, for the Cypher box of kg serve.

Each query follows a `// name: NAME` line and runs to the next one; other `//` lines are comments
and the closing ';' is dropped. (kg serve needs them at run time, so they are read here, inside
the package, rather than by a test helper.)
"""
from __future__ import annotations

import re
from importlib import resources

_NAME = re.compile(r"^\s*//\s*name:\s*(.+?)\s*$", re.M)


def parse(text: str) -> list[tuple[str, str]]:
    """[(name, cypher)] in file order."""
    marks = list(_NAME.finditer(text))
    out = []
    for mark, nxt in zip(marks, marks[1:] + [None]):
        body = text[mark.end(): nxt.start() if nxt else len(text)]
        code = "\n".join(ln.rstrip() for ln in body.splitlines() if ln.strip() and not ln.lstrip().startswith("//"))
        code = code.strip().rstrip(";").rstrip()
        if code:
            out.append((mark.group(1), code))
    return out


def named_queries() -> list[tuple[str, str]]:
    """The queries shipped in kg/schema/queries.cypher."""
    return parse(resources.files("kg.schema").joinpath("queries.cypher").read_text(encoding="utf-8"))
