"""Input files and folders -> a stream of Papers, through the format table in kg.corpus.formats.

Bad input is a KgError worded for the user (one line, names the file and record); recoverable
oddities (non-UTF-8 bytes, an over-long abstract, non-English text) are warnings; every record
that does not become a paper is counted by reason in ReadStats.
"""
from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Callable, Iterable, Iterator

from kg.corpus.decode import decode, read_bytes
from kg.corpus.dedupe import Seen
from kg.corpus.fields import english_ratio, to_paper
from kg.corpus.formats import format_of, supported
from kg.corpus.options import ReadOptions, ReadStats, warn
from kg.errors import KgError
from kg.records import Paper

__all__ = ["ReadOptions", "ReadStats", "english_ratio", "input_files", "read_papers", "warn"]
_EXPLICIT = ("id_field", "title_field", "year_field", "venue_field")


def _suffix(p: Path) -> str:
    return "".join(p.suffixes[-2:]) if p.suffix.lower() == ".gz" else p.suffix


def input_files(inputs: Iterable[str | Path], notice: Callable[[str], None] | None = None) -> list[Path]:
    """Expand folders (recursively, supported suffixes only, sorted); check that files exist. Files
    of other kinds inside a folder are passed over, and notice() is told how many."""
    files: list[Path] = []
    for item in inputs:
        p = Path(item)
        if p.is_dir():
            every = sorted(f for f in p.rglob("*") if f.is_file())
            found = [f for f in every if format_of(f)]
            if not found:
                raise KgError(f"{p}: folder has no files kg reads ({supported()})")
            others = Counter(_suffix(f).lower() or "(none)" for f in every if not format_of(f))
            if others and notice:
                notice(f"{p}: passed over {sum(others.values())} files of other types "
                       f"({', '.join(f'{n} {s}' for s, n in sorted(others.items()))})")
            files.extend(found)
        elif p.is_file():
            if not format_of(p):
                raise KgError(f"{p}: unsupported file type '{_suffix(p) or '(none)'}' (use {supported()})")
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
    seen = Seen(opts, stats)
    for path in input_files(inputs, opts.notice):
        fmt = format_of(path)
        text = decode(path, read_bytes(path), opts)
        dropped_before, kept_before = Counter(stats.dropped), stats.records
        unseen = {getattr(opts, o).strip().lower(): o for o in _EXPLICIT if getattr(opts, o)}
        produced = 0
        for where, rec in fmt.records(path, text, opts, stats):
            if unseen:
                for key in rec:
                    unseen.pop(str(key).strip().lower(), None)
            paper = to_paper(f"{path}{where}", rec, path, opts, stats)
            if paper is None:
                continue
            produced += 1
            paper = seen.admit(paper, f"{path}{where}")
            if paper is not None:
                stats.records += 1
                yield paper
        if produced == 0 and not (opts.skip_bad or opts.non_english == "skip"):
            raise KgError(f"{path}: no abstracts found")
        for name, option in unseen.items():
            opts.warn(f"{path}: no record has a field '{name}' (--{option.replace('_', '-')})")
        entry = {"path": str(path), "format": fmt.name, "papers": stats.records - kept_before,
                 "dropped": dict(stats.dropped - dropped_before)}
        if stats.bad_years:
            where, value = stats.bad_years[0]
            opts.warn(f"{path}: {len(stats.bad_years)} records give a year kg cannot read (first: {where} "
                      f"'{value}'); " + (f"set to --year {opts.year}" if opts.year else "left empty; set one with --year"))
            entry["unreadable years"] = len(stats.bad_years)
            stats.bad_years.clear()
        stats.files.append(entry)
