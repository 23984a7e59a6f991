"""Cypher helpers shared by both stores: quoting, write-clause detection and one-line messages."""
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


_CLAUSE_END = frozenset(("ORDER", "SKIP", "LIMIT", "UNION"))


def _unquote(name: str) -> str:
    return name[1:-1].replace("``", "`") if name.startswith("`") else name


def return_columns(cypher: str) -> list[str]:
    """The column names of a query's final top-level RETURN (alias, else the expression as written).

    Some Bolt servers (ArcadeDB) send no field names when a result is empty; this supplies them so
    an empty result prints the same header on both stores. [] when unknown (`RETURN *`, no RETURN).
    """
    tokens = [m for m in _TOKENS.finditer(cypher) if m.lastgroup != "comment"]
    depth, start = 0, None
    for i, m in enumerate(tokens):
        text = m.group()
        if text in "([{":
            depth += 1
        elif text in ")]}":
            depth -= 1
        elif depth == 0 and m.lastgroup == "word" and text.upper() == "RETURN":
            start = i + 1
    if start is None:
        return []
    items: list[list[re.Match]] = [[]]
    depth = 0
    for m in tokens[start:]:
        text = m.group()
        if depth == 0 and (text == ";" or (m.lastgroup == "word" and text.upper() in _CLAUSE_END)):
            break
        if text in "([{":
            depth += 1
        elif text in ")]}":
            depth -= 1
        if depth == 0 and text == ",":
            items.append([])
        else:
            items[-1].append(m)
    if items[0] and items[0][0].lastgroup == "word" and items[0][0].group().upper() == "DISTINCT":
        items[0] = items[0][1:]
    columns = []
    for item in items:
        if not item or (len(item) == 1 and item[0].group() == "*"):
            return []
        if len(item) >= 3 and item[-2].lastgroup == "word" and item[-2].group().upper() == "AS":
            columns.append(_unquote(item[-1].group()))
        else:
            columns.append(cypher[item[0].start():item[-1].end()])
    return columns


def refuse_writes(cypher: str) -> None:
    """Raise KgError when a query meant to be read-only contains a write clause."""
    clauses = write_clauses(cypher)
    if clauses:
        names = ", ".join(dict.fromkeys(clauses))
        raise KgError(f"refusing a query with write clauses ({names}) in read-only mode; pass --write to allow it")


def quote(name: str) -> str:
    """A schema name as a Cypher identifier, always backtick-quoted (`end` is a keyword)."""
    return "`" + name.replace("`", "``") + "`"


