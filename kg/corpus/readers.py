"""Readers: plain-text paper lists, JSON Lines, CSV, and folders of them -> a stream of Papers.

Bad input is a KgError worded for the user (one line, names the file and line); recoverable
oddities (non-UTF-8 bytes, an over-long abstract, non-English text) are warnings.
"""
from __future__ import annotations

import codecs
import csv
import io
import json
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable, Iterator

from kg.corpus.normalize import normalize
from kg.errors import KgError
from kg.ids import paper_id
from kg.records import Paper

SUFFIXES = {".txt": "text", ".md": "text", ".jsonl": "jsonl", ".ndjson": "jsonl", ".csv": "csv", ".tsv": "csv"}
_TITLE_PREFIX = re.compile(r"^\s*title\s*:\s*", re.I)
_ABSTRACT_PREFIX = re.compile(r"^\s*abstract\s*:\s*", re.I)
_BLOCK_SPLIT = re.compile(r"\n[ \t]*\n+")
# JSON escapes can produce lone surrogates ("\\ud800"), which no UTF-8 output can hold
_SURROGATE = re.compile("[\ud800-\udfff]")
# csv's default cap (128 KiB a field) is below what --max-chars may ask for; keep a generous bound
CSV_FIELD_LIMIT = 64 * 1024 * 1024
# the few words that make up a large share of any English abstract
_EN_STOPWORDS = frozenset(
    "the of and to in a is that for we on with this by as are our an be from which it can at or "
    "these their its has have not than show results method model data using".split()
)


def warn(message: str) -> None:
    print(f"kg: warning: {message}", file=sys.stderr)


@dataclass(frozen=True)
class ReadOptions:
    abstract_field: str = "abstract"
    id_field: str = "id"
    skip_bad: bool = False  # skip malformed records (counted) instead of stopping
    max_chars: int = 20_000  # longer abstracts are truncated at a sentence end, with a warning
    non_english: str = "keep"  # keep | skip: what to do with text that does not look English
    warn: Callable[[str], None] = warn


@dataclass
class ReadStats:
    records: int = 0
    skipped_bad: int = 0
    skipped_non_english: int = 0
    truncated: int = 0
    duplicates: int = 0


def english_ratio(text: str) -> float:
    """Share of stopword tokens among word tokens: about 0.3-0.5 for English prose, ~0 otherwise."""
    words = re.findall(r"[^\W\d_]+", text.lower())
    if not words:
        return 0.0
    return sum(w in _EN_STOPWORDS for w in words) / len(words)


def decode(path: Path, data: bytes, opts: ReadOptions) -> str:
    if not data.strip():
        raise KgError(f"{path}: empty file")
    if data[:2] in (codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE):  # UTF-16 is full of NUL bytes, but text
        try:
            text = data.decode("utf-16")
        except UnicodeDecodeError:
            raise KgError(f"{path}: starts with a UTF-16 byte order mark but is not valid UTF-16") from None
        opts.warn(f"{path}: UTF-16 text, not UTF-8; decoded as UTF-16")
        if not text.strip():
            raise KgError(f"{path}: empty file")
        return text
    if b"\x00" in data[:8192]:
        raise KgError(f"{path}: binary file, not text")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        opts.warn(f"{path}: not valid UTF-8 (byte {exc.start}); decoded as cp1252/latin-1")
        try:
            return data.decode("cp1252")
        except UnicodeDecodeError:
            return data.decode("latin-1")


def _looks_like_heading(block: str) -> bool:
    """A one-line block without sentence punctuation: a list title or a paper title."""
    line = block.strip()
    return "\n" not in line and len(line) <= 200 and not re.search(r"[.!?]\s+\S", line) and not line.endswith(".")


def iter_text(path: Path, text: str) -> Iterator[dict]:
    """Blocks separated by blank lines. A leading heading block is the list's title; a heading block
    right before an abstract, or a `Title:` line inside a block, is that abstract's title."""
    blocks = [b.strip() for b in _BLOCK_SPLIT.split(text.replace("\r\n", "\n").replace("\r", "\n")) if b.strip()]
    pending_title = ""
    for i, block in enumerate(blocks):
        lines = block.split("\n")
        title = ""
        if _TITLE_PREFIX.match(lines[0]):
            title = _TITLE_PREFIX.sub("", lines[0]).strip()
            lines = lines[1:]
            if not lines:  # "Title: ..." alone, abstract in the next block
                pending_title = title
                continue
        elif _looks_like_heading(block) and i + 1 < len(blocks) and not _looks_like_heading(blocks[i + 1]):
            pending_title = "" if i == 0 else block  # the first heading names the list, not a paper
            continue
        elif _looks_like_heading(block) and i == 0:
            continue
        abstract = _ABSTRACT_PREFIX.sub("", "\n".join(lines)).strip()
        yield {"title": title or pending_title, "abstract": abstract, "_line": 0}
        pending_title = ""


def _line_records(path: Path, text: str, opts: ReadOptions, stats: ReadStats) -> Iterator[dict]:
    for lineno, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            rec = json.loads(line)
            if not isinstance(rec, dict):
                raise ValueError("not a JSON object")
        except RecursionError:
            exc = ValueError("nested too deeply")
            if opts.skip_bad:
                stats.skipped_bad += 1
                continue
            raise KgError(f"{path}:{lineno}: malformed JSON Lines record ({exc}); use --skip-bad to skip such lines") from None
        except ValueError as exc:
            if opts.skip_bad:
                stats.skipped_bad += 1
                continue
            raise KgError(f"{path}:{lineno}: malformed JSON Lines record ({exc}); use --skip-bad to skip such lines") from None
        rec["_line"] = lineno
        yield rec


def _csv_records(path: Path, text: str, opts: ReadOptions) -> Iterator[dict]:
    dialect = "excel-tab" if path.suffix.lower() == ".tsv" else "excel"
    csv.field_size_limit(CSV_FIELD_LIMIT)
    reader = csv.DictReader(io.StringIO(text, newline=""), dialect=dialect)
    try:
        fields = [f.strip() for f in (reader.fieldnames or [])]
    except csv.Error as exc:
        raise KgError(f"{path}:1: malformed CSV header ({exc})") from None
    if opts.abstract_field not in fields:
        raise KgError(
            f"{path}: no '{opts.abstract_field}' column (columns: {', '.join(fields) or 'none'}); "
            "name it with --abstract-field"
        )
    rows = iter(reader)
    while True:
        first_line = reader.line_num + 1  # where the record starts (quoted fields may span lines)
        try:
            row = next(rows)
        except StopIteration:
            return
        except csv.Error as exc:  # a field over the limit, a NUL byte, ...: the rest cannot be trusted
            raise KgError(f"{path}:{first_line}: malformed CSV record ({exc})") from None
        rec = {(k or "").strip(): v for k, v in row.items()}
        rec["_line"] = first_line
        yield rec


def _authors(value) -> tuple[str, ...]:
    if value is None or value == "":
        return ()
    if isinstance(value, list):
        return tuple(str(a).strip() for a in value if str(a).strip())
    sep = ";" if ";" in str(value) else ","
    return tuple(a.strip() for a in str(value).split(sep) if a.strip())


def _year(value) -> int | None:
    m = re.search(r"\b(1[89]\d\d|2\d\d\d)\b", str(value or ""))
    return int(m.group(1)) if m else None


def _truncate(text: str, cap: int) -> str:
    cut = text[:cap]
    end = max(cut.rfind(". "), cut.rfind("? "), cut.rfind("! "))
    return cut[: end + 1] if end > cap // 2 else cut


def to_paper(rec: dict, path: Path, opts: ReadOptions, stats: ReadStats) -> Paper | None:
    rec = {k: _SURROGATE.sub("\ufffd", v) if isinstance(v, str) else v for k, v in rec.items()}
    if isinstance(rec.get("authors"), list):
        rec["authors"] = [_SURROGATE.sub("\ufffd", a) if isinstance(a, str) else a for a in rec["authors"]]
    raw = rec.get(opts.abstract_field)
    where = f"{path}:{rec['_line']}" if rec.get("_line") else str(path)
    if not isinstance(raw, str) or not raw.strip():
        if opts.skip_bad:
            stats.skipped_bad += 1
            return None
        raise KgError(f"{where}: record has no '{opts.abstract_field}' text; use --skip-bad to skip such records")
    abstract = normalize(raw)
    if not abstract:  # only markup or control characters: nothing a reader would see
        if opts.skip_bad:
            stats.skipped_bad += 1
            return None
        raise KgError(f"{where}: the '{opts.abstract_field}' text is empty once markup and control characters "
                      "are removed; use --skip-bad to skip such records")
    if len(abstract) > opts.max_chars:
        opts.warn(f"{where}: abstract of {len(abstract)} characters truncated to {opts.max_chars}")
        abstract = _truncate(abstract, opts.max_chars)
        stats.truncated += 1
    if english_ratio(abstract) < 0.08:
        if opts.non_english == "skip":
            opts.warn(f"{where}: text does not look English; skipped")
            stats.skipped_non_english += 1
            return None
        opts.warn(f"{where}: text does not look English; kept (use --non-english skip to drop such records)")
    given = rec.get(opts.id_field)
    return Paper(
        id=paper_id(str(given) if given not in (None, "") else None, abstract),
        abstract=abstract,
        raw_abstract=raw,
        title=normalize(str(rec.get("title") or "")),
        authors=_authors(rec.get("authors")),
        year=_year(rec.get("year")),
        venue=str(rec.get("venue") or "").strip(),
        url=str(rec.get("url") or "").strip(),
        source=str(path),
    )


def input_files(inputs: Iterable[str | Path]) -> list[Path]:
    """Expand folders (recursively, supported suffixes only, sorted); check that files exist."""
    files: list[Path] = []
    for item in inputs:
        p = Path(item)
        if p.is_dir():
            found = sorted(f for f in p.rglob("*") if f.is_file() and f.suffix.lower() in SUFFIXES)
            if not found:
                raise KgError(f"{p}: folder has no .txt, .jsonl or .csv files")
            files.extend(found)
        elif p.is_file():
            if p.suffix.lower() not in SUFFIXES:
                raise KgError(f"{p}: unsupported file type '{p.suffix or '(none)'}' (use .txt, .md, .jsonl, .csv or .tsv)")
            files.append(p)
        elif p.exists():
            raise KgError(f"{p}: not a regular file")
        else:
            raise KgError(f"{p}: no such file or folder")
    return files


def read_papers(inputs: Iterable[str | Path], opts: ReadOptions | None = None, stats: ReadStats | None = None) -> Iterator[Paper]:
    """Stream Papers from files and folders; identical abstracts (after normalization) collapse."""
    opts = opts or ReadOptions()
    stats = stats if stats is not None else ReadStats()
    seen_text: set[str] = set()
    seen_ids: set[str] = set()
    for path in input_files(inputs):
        try:
            data = path.read_bytes()
        except OSError as exc:
            raise KgError(f"{path}: cannot read ({exc.strerror})") from None
        text = decode(path, data, opts)
        kind = SUFFIXES[path.suffix.lower()]
        if kind == "text":
            records: Iterable[dict] = iter_text(path, text)
        elif kind == "jsonl":
            records = _line_records(path, text, opts, stats)
        else:
            records = _csv_records(path, text, opts)
        produced = 0
        for rec in records:
            paper = to_paper(rec, path, opts, stats)
            if paper is None:
                continue
            produced += 1
            if paper.abstract in seen_text or paper.id in seen_ids:
                stats.duplicates += 1
                continue
            seen_text.add(paper.abstract)
            seen_ids.add(paper.id)
            stats.records += 1
            yield paper
        if produced == 0 and not (opts.skip_bad or opts.non_english == "skip"):
            raise KgError(f"{path}: no abstracts found")
