"""Plain-text paper lists (.txt, .md): abstracts in blocks separated by blank lines, or one a line.

A block may start with `Title: ...`; a one-line heading block right before an abstract is that
abstract's title, and the file's first heading names the list. A file with no blank lines whose
lines are mostly abstract-long is read one abstract a line (so is any file under --one-per-line).
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Iterator

from kg.corpus.options import ReadOptions, ReadStats

_TITLE_PREFIX = re.compile(r"^\s*title\s*:\s*", re.I)
_ABSTRACT_PREFIX = re.compile(r"^\s*abstract\s*:\s*", re.I)
# A line this long is a paragraph, not a wrapped line or a sentence: typical sentences of an
# abstract are 100-200 characters, whole abstracts 600-2,000.
LONG_LINE = 300


def _looks_like_heading(block: str) -> bool:
    """A one-line block without sentence punctuation: a list title or a paper title."""
    line = block.strip()
    return "\n" not in line and len(line) <= 200 and not re.search(r"[.!?]\s+\S", line) and not line.endswith(".")


def _blocks(lines: list[str]) -> list[tuple[int, str]]:
    """(first line number, text) of each run of non-blank lines."""
    blocks, start, buf = [], 0, []
    for n, line in enumerate(lines, start=1):
        if line.strip():
            if not buf:
                start = n
            buf.append(line)
        elif buf:
            blocks.append((start, "\n".join(buf).strip()))
            buf = []
    if buf:
        blocks.append((start, "\n".join(buf).strip()))
    return blocks


def one_per_line(lines: list[str]) -> bool:
    """No blank line between lines, and at least half of them (past a heading) abstract-long."""
    filled = [ln for ln in lines if ln.strip()]
    if len(filled) != len("\n".join(lines).strip().split("\n")):  # a blank line between two others
        return False
    if filled and _looks_like_heading(filled[0]):
        filled = filled[1:]
    return len(filled) >= 2 and 2 * sum(len(ln.strip()) >= LONG_LINE for ln in filled) >= len(filled)


def _by_line(lines: list[str], heading: bool) -> Iterator[tuple[str, dict]]:
    """Each non-empty line; with heading, a first line that looks like one names the list instead."""
    first = heading
    for n, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        if first and _looks_like_heading(line):
            first = False
            continue
        first = False
        yield f":{n}", {"abstract": _ABSTRACT_PREFIX.sub("", line).strip()}


def _by_block(blocks: list[tuple[int, str]]) -> Iterator[tuple[str, dict]]:
    pending_title = ""
    for i, (start, block) in enumerate(blocks):
        lines = block.split("\n")
        title = ""
        if _TITLE_PREFIX.match(lines[0]):
            title = _TITLE_PREFIX.sub("", lines[0]).strip()
            lines = lines[1:]
            if not lines:  # "Title: ..." alone, abstract in the next block
                pending_title = title
                continue
        elif _looks_like_heading(block) and i + 1 < len(blocks) and not _looks_like_heading(blocks[i + 1][1]):
            pending_title = "" if i == 0 else block  # the first heading names the list, not a paper
            continue
        elif _looks_like_heading(block) and i == 0:
            continue
        abstract = _ABSTRACT_PREFIX.sub("", "\n".join(lines)).strip()
        yield f":{start}", {"title": title or pending_title, "abstract": abstract}
        pending_title = ""


def records(path: Path, text: str, opts: ReadOptions, stats: ReadStats) -> Iterator[tuple[str, dict]]:
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    if opts.one_per_line:
        return _by_line(lines, heading=False)
    if one_per_line(lines):
        opts.notice(f"{path}: no blank lines and mostly long lines: reading one abstract per line "
                    "(separate abstracts by blank lines if a line is not a whole abstract)")
        return _by_line(lines, heading=True)
    return _by_block(_blocks(lines))
