"""Stable ids: the same input gives the same ids on every run and machine (loads MERGE on them)."""
from __future__ import annotations

import hashlib
import re
import unicodedata

_SLUG_DROP = re.compile(r"[^a-z0-9]+")
_PAGE_UNSAFE = re.compile(r"[^A-Za-z0-9_.-]")


def short_hash(text: str, n: int = 12) -> str:
    return hashlib.sha1(text.encode("utf-8")).hexdigest()[:n]


def slug(name: str) -> str:
    """ascii-folded lower-case words joined by '-'; a hash when nothing ascii is left."""
    folded = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode("ascii").lower()
    s = _SLUG_DROP.sub("-", folded).strip("-")
    return s[:80] or short_hash(name, 8)


def paper_id(given: str | None, normalized_abstract: str) -> str:
    return given.strip() if given and given.strip() else "p-" + short_hash(normalized_abstract)


def entity_id(label: str, canonical_name: str) -> str:
    return f"{label.lower()}:{slug(canonical_name)}"


def page_name(node_id: str) -> str:
    """The file name (no folder) of a node's HTML page: papers/<page_name>.html, entities/<page_name>.html."""
    safe = _PAGE_UNSAFE.sub("_", node_id)
    if safe != node_id:  # keep distinct ids distinct after replacing characters
        safe = f"{safe[:60]}-{short_hash(node_id, 6)}"
    return safe[:100]
