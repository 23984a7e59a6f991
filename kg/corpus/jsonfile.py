"""JSON (.json): an array of records, or an object holding one (`{"papers": [...]}`), or one record.

Paper Copilot and OpenReview venue lists come this way. A file of JSON Lines saved as .json is
read as JSON Lines, with a notice.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Iterator

from kg.corpus import jsonl
from kg.corpus.fields import ALIASES
from kg.corpus.options import MALFORMED, ReadOptions, ReadStats
from kg.errors import KgError

# keys under which exports keep their list of records, tried when an object holds several lists
LIST_KEYS = ("papers", "records", "items", "data", "results", "entries", "notes", "rows")


def load(path: Path, text: str):
    """The parsed document, or a KgError naming the line and column of the fault."""
    try:
        return json.loads(text)
    except RecursionError:
        raise KgError(f"{path}: malformed JSON (nested too deeply)") from None
    except json.JSONDecodeError as exc:
        raise KgError(f"{path}:{exc.lineno}:{exc.colno}: malformed JSON ({exc.msg})") from None


def record_list(path: Path, doc) -> list:
    if isinstance(doc, list):
        return doc
    if not isinstance(doc, dict):
        raise KgError(f"{path}: holds a JSON {type(doc).__name__}, not a list of records")
    if any(str(k).strip().lower() in ALIASES["abstract"] for k in doc):
        return [doc]  # a single record
    lists = {k: v for k, v in doc.items() if isinstance(v, list) and any(isinstance(x, dict) for x in v)}
    if len(lists) == 1:
        return next(iter(lists.values()))
    known = [k for k in lists if str(k).lower() in LIST_KEYS]
    if len(known) == 1:
        return lists[known[0]]
    if not lists:
        raise KgError(f"{path}: a JSON object with no list of records (keys: {', '.join(map(str, doc)) or 'none'})")
    raise KgError(f"{path}: a JSON object with several lists of records ({', '.join(map(str, lists))}); "
                  "keep the one with the papers")


def records(path: Path, text: str, opts: ReadOptions, stats: ReadStats) -> Iterator[tuple[str, dict]]:
    try:
        doc = json.loads(text)
    except (json.JSONDecodeError, RecursionError) as exc:
        if isinstance(exc, json.JSONDecodeError) and exc.msg == "Extra data" and jsonl.first_line_is_object(text):
            opts.notice(f"{path}: holds JSON Lines (one record a line), not one JSON document; read as JSON Lines")
            return jsonl.line_records(path, text, opts, stats)
        doc = load(path, text)  # raises the one-line error
    return items(path, record_list(path, doc), opts, stats)


def items(path: Path, values: list, opts: ReadOptions, stats: ReadStats) -> Iterator[tuple[str, dict]]:
    for i, value in enumerate(values, start=1):
        if isinstance(value, dict):
            yield f" record {i}", value
        elif opts.skip_bad:
            stats.drop(MALFORMED, f"{path} record {i}")
        else:
            raise KgError(f"{path} record {i}: a JSON {type(value).__name__}, not an object with fields; "
                          "use --skip-bad to skip such records")
