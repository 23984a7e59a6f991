"""Stable entity ids and the alias table.

An entity's id is its label and its anchor key (anchor()). Keys do not depend on which papers are
in the corpus, so adding papers keeps every id unless the new papers merge two nodes (a new
definition joins "LoRA" to "low-rank adaptation") or change a node's label. Ids never depend on
the order papers arrive in, so `kg build --update` gives the graph a full build gives. The alias
table (OUT/aliases.jsonl: one row per key, the id it resolved to) is read back by `--update` to
list the ids it retires, each with the id that now holds its key, and to remove them from Neo4j.
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
_SYMBOLS = str.maketrans({"+": " plus ", "#": " sharp ", "&": " and ", "@": " at "})
_PLAIN = re.compile(r"[a-z0-9 ]+")


def entity_id(label: str, key: str) -> str:
    """label:slug of the key; symbols are spelled out ("c++" -> c-plus-plus) and a key the slug
    cannot spell exactly (other symbols, non-ASCII letters) gets a short hash of itself."""
    spelled = key.translate(_SYMBOLS)
    s = slug(spelled)
    if not _PLAIN.fullmatch(spelled) or len(s) >= 80:
        s = f"{s[:60]}-{short_hash(key, 8)}"
    return f"{label.lower()}:{s}"


def anchor(keys: Iterable[str], short_keys: set[str] = frozenset()) -> str:
    """The key an id is made from: the shortest key that is not an acronym's short form (a long
    form names its sense for good, while one short form may come to name several senses)."""
    keys = list(keys)
    return min((k for k in keys if k not in short_keys), key=lambda k: (len(k), k), default=None) or min(
        keys, key=lambda k: (len(k), k))


def retired_ids(previous: dict[str, str], now: dict[str, str]) -> dict[str, str]:
    """Ids of the earlier build (previous: key -> id) that this build no longer has -> the id that
    holds their key now ("" when the key is gone)."""
    alive = set(now.values())
    retired: dict[str, str] = {}
    for key, old in sorted(previous.items()):
        if old not in alive:
            into = now.get(key, "")
            if into or old not in retired:
                retired[old] = into
    return retired


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
