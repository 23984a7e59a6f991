"""Cypher helpers shared by both stores: write-clause detection and one-line messages."""
from __future__ import annotations

import re

from kg.errors import KgError

# Clauses (and admin statements) that change data or schema. Matched as whole words outside string
# literals, comments and backtick-quoted names; a word right after "." (a property) or right before
# ":" (a map key) is not a clause.
WRITE_WORDS = (
    "CREATE", "MERGE", "SET", "DELETE", "DETACH", "REMOVE", "DROP", "ALTER", "COPY", "LOAD",
    "INSTALL", "UNINSTALL", "ATTACH", "IMPORT", "EXPORT", "CHECKPOINT", "FOREACH", "RENAME",
    "GRANT", "REVOKE", "DENY", "TERMINATE", "BEGIN", "COMMIT", "ROLLBACK",
)
_WRITE_SET = frozenset(WRITE_WORDS)

_TOKENS = re.compile(
    r"""
    (?P<comment>//[^\n]*|/\*.*?\*/)
  | (?P<string>'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")
  | (?P<quoted>`(?:[^`]|``)*`)
  | (?P<word>[A-Za-z_][A-Za-z0-9_]*)
  | (?P<other>\S)
    """,
    re.VERBOSE | re.DOTALL,
)


def write_clauses(cypher: str) -> list[str]:
    """The write clauses a Cypher text contains, upper-cased, in order of appearance."""
    found: list[str] = []
    tokens = [(m.lastgroup, m.group()) for m in _TOKENS.finditer(cypher)]
    tokens = [t for t in tokens if t[0] != "comment"]
    for i, (kind, text) in enumerate(tokens):
        if kind != "word" or text.upper() not in _WRITE_SET:
            continue
        prev = tokens[i - 1][1] if i else ""
        nxt = tokens[i + 1][1] if i + 1 < len(tokens) else ""
        if prev in (".", "$") or nxt == ":":
            continue
        found.append(text.upper())
    return found


def refuse_writes(cypher: str) -> None:
    """Raise KgError when a query meant to be read-only contains a write clause."""
    clauses = write_clauses(cypher)
    if clauses:
        names = ", ".join(dict.fromkeys(clauses))
        raise KgError(f"refusing a query with write clauses ({names}) in read-only mode; pass --write to allow it")


def one_line(text: object) -> str:
    """A driver or engine message squeezed onto one line."""
    return " ".join(str(text).split())
