"""JSON Lines (.jsonl, .ndjson): one JSON object a line. One JSON document (an array, a
pretty-printed object) saved under this suffix is read as .json would be, with a notice."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Iterator

from kg.corpus.options import MALFORMED, ReadOptions, ReadStats
from kg.errors import KgError


def _lines(text: str) -> list[str]:
    """Lines split at \n only: str.splitlines() also splits at U+2028/U+0085, which JSON strings may hold."""
    return text.split("\n")


def _object(line: str) -> dict:
    try:
        rec = json.loads(line)
    except RecursionError:
        raise ValueError("nested too deeply") from None
    if not isinstance(rec, dict):
        raise ValueError("not a JSON object")
    return rec


def first_line_is_object(text: str) -> bool:
    line = next((ln for ln in _lines(text) if ln.strip()), "")
    try:
        _object(line)
    except ValueError:
        return False
    return True


def line_records(path: Path, text: str, opts: ReadOptions, stats: ReadStats) -> Iterator[tuple[str, dict]]:
    for lineno, line in enumerate(_lines(text), start=1):
        if not line.strip():
            continue
        try:
            rec = _object(line)
        except ValueError as exc:  # JSONDecodeError is a ValueError
            if opts.skip_bad:
                stats.drop(MALFORMED, f"{path}:{lineno}")
                continue
            raise KgError(f"{path}:{lineno}: malformed JSON Lines record ({exc}); use --skip-bad to skip such lines") from None
        yield f":{lineno}", rec


def records(path: Path, text: str, opts: ReadOptions, stats: ReadStats) -> Iterator[tuple[str, dict]]:
    head = text.lstrip()[:1]
    if head == "[" or (head == "{" and not first_line_is_object(text)):
        try:
            doc = json.loads(text)
        except (ValueError, RecursionError):
            doc = None
        if doc is not None:
            from kg.corpus import jsonfile  # here: jsonfile reads JSON Lines through this module

            opts.notice(f"{path}: holds one JSON document, not JSON Lines; read as JSON")
            return jsonfile.items(path, jsonfile.record_list(path, doc), opts, stats)
    return line_records(path, text, opts, stats)
