"""Stable entity ids and the alias table.

An entity's id is its label and its anchor key: the shortest normalized key among the keys merged
into it. Keys do not depend on which papers are in the corpus, so adding papers keeps every id
unless the new papers merge two nodes or change a node's label. For those cases the alias table
(OUT/aliases.jsonl: one row per key, the id it resolved to) is read back by `kg build --update`:
a key keeps the id it had, and ids that no longer exist are listed as retired, with the id that
took their keys, so a store can drop them.
"""
from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Iterable

from kg.errors import KgError
from kg.fsutil import atomic_path
from kg.ids import short_hash, slug

ALIASES_NAME = "aliases.jsonl"
_SYMBOLS = {"+": " plus ", "#": " sharp ", "&": " and ", "@": " at "}
_PLAIN = re.compile(r"[a-z0-9 ]+")


def entity_id(label: str, key: str) -> str:
    """label:slug of the key; symbols are spelled out ("c++" -> c-plus-plus) and a key the slug
    cannot spell exactly (other symbols, non-ASCII letters) gets a short hash of itself."""
    spelled = "".join(_SYMBOLS.get(c, c) for c in key)
    s = slug(spelled)
    if not _PLAIN.fullmatch(spelled) or len(s) >= 80:
        s = f"{s[:60]}-{short_hash(key, 8)}"
    return f"{label.lower()}:{s}"


def anchor(keys: Iterable[str]) -> str:
    return min(keys, key=lambda k: (len(k), k))


def read_alias_table(path: Path) -> dict[str, str]:
    """key -> id from an earlier build's aliases.jsonl ({} when there is none)."""
    if not path.is_file():
        return {}
    table: dict[str, str] = {}
    with path.open(encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            try:
                row = json.loads(line)
            except json.JSONDecodeError:
                raise KgError(f"{path}:{n}: not a JSON line; delete the file to rebuild ids from scratch") from None
            if "key" in row and "id" in row:
                table[row["key"]] = row["id"]
    return table


def write_alias_table(path: Path, rows: Iterable[dict]) -> None:
    with atomic_path(path) as tmp, open(tmp, "w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n")
