"""CSV and TSV (.csv, .tsv): one record a row, named by the header row.

The dialect (delimiter, quoting) is sniffed from the start of the file, since spreadsheet exports
in many locales separate by `;`; --delimiter overrides it. A sniffed delimiter that leaves no
abstract column in the header gives way to one that finds it.
"""
from __future__ import annotations

import csv
import io
from pathlib import Path
from typing import Iterator

from kg.corpus.fields import names_for
from kg.corpus.options import ReadOptions, ReadStats
from kg.errors import KgError

# csv's default cap (128 KiB a field) is below what --max-chars may ask for; keep a generous bound
CSV_FIELD_LIMIT = 64 * 1024 * 1024
DELIMITERS = ",;\t|"
SNIFF_CHARS = 64 * 1024
_NAMED = {"tab": "\t", "\\t": "\t", "comma": ",", "semicolon": ";", "pipe": "|"}


def delimiter_option(value: str) -> str:
    """--delimiter: one character, or tab / \\t / comma / semicolon / pipe."""
    d = _NAMED.get(value.lower(), value)
    if len(d) != 1:
        raise KgError(f"--delimiter must be one character (or tab, comma, semicolon, pipe), not {value!r}")
    return d


def _header(text: str, dialect) -> list[str]:
    try:
        row = next(csv.reader(io.StringIO(text, newline=""), dialect), [])
    except csv.Error:
        return []
    return [f.strip() for f in row]


def _with_delimiter(base, delimiter: str, quotechar: str = '"'):
    class Given(base):
        pass
    Given.delimiter, Given.quotechar = delimiter, quotechar
    return Given


def sniff(path: Path, text: str, opts: ReadOptions):
    default = csv.excel_tab if path.name.lower().removesuffix(".gz").endswith(".tsv") else csv.excel
    if opts.delimiter:
        return _with_delimiter(csv.excel, opts.delimiter)
    sample = text[:SNIFF_CHARS]
    if len(text) > SNIFF_CHARS and "\n" in sample:  # whole lines only: a cut row misleads the sniffer
        sample = sample[: sample.rfind("\n")]
    try:
        sniffed = csv.Sniffer().sniff(sample, delimiters=DELIMITERS)
        # only the delimiter and quote character: the sniffer's guess at doubled quotes fails when
        # quoted fields hold the delimiter, and spreadsheets write RFC 4180 ("" inside quotes) anyway
        dialect = _with_delimiter(default, sniffed.delimiter, sniffed.quotechar or '"')
    except csv.Error:
        dialect = default
    wanted = names_for("abstract", opts)
    if any(f.lower() in wanted for f in _header(text, dialect)):
        return dialect
    for d in DELIMITERS:  # the sniffer can be misled by punctuation inside unquoted abstracts
        if any(f.lower() in wanted for f in _header(text, _with_delimiter(default, d))):
            return _with_delimiter(default, d)
    return dialect


def records(path: Path, text: str, opts: ReadOptions, stats: ReadStats) -> Iterator[tuple[str, dict]]:
    csv.field_size_limit(CSV_FIELD_LIMIT)
    dialect = sniff(path, text, opts)
    reader = csv.DictReader(io.StringIO(text, newline=""), dialect=dialect)
    try:
        fields = [(f or "").strip() for f in (reader.fieldnames or [])]
    except csv.Error as exc:
        raise KgError(f"{path}:1: malformed CSV header ({exc})") from None
    lower = {f.lower() for f in fields}
    shown = ", ".join(fields) or "none"
    if not lower & set(names_for("abstract", opts)):
        raise KgError(f"{path}: no abstract column (looked for {' / '.join(names_for('abstract', opts))}; "
                      f"columns: {shown}); name it with --abstract-field")
    for option in ("id_field", "title_field", "year_field", "venue_field"):
        given = getattr(opts, option)
        if given and given.strip().lower() not in lower:
            raise KgError(f"{path}: no '{given}' column for --{option.replace('_', '-')} (columns: {shown})")
    return _rows(path, reader)


def _rows(path: Path, reader: csv.DictReader) -> Iterator[tuple[str, dict]]:
    rows = iter(reader)
    while True:
        first_line = reader.line_num + 1  # where the record starts (quoted fields may span lines)
        try:
            row = next(rows)
        except StopIteration:
            return
        except csv.Error as exc:  # a field over the limit, a NUL byte, ...: the rest cannot be trusted
            raise KgError(f"{path}:{first_line}: malformed CSV record ({exc})") from None
        yield f":{first_line}", {(k or "").strip(): v for k, v in row.items() if k is not None}
