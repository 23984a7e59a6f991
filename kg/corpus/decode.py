"""Bytes on disk -> text: gunzip `.gz` files, then UTF-8 (with UTF-16 and cp1252 fallbacks)."""
from __future__ import annotations

import codecs
import gzip
import zlib
from pathlib import Path

from kg.corpus.options import ReadOptions
from kg.errors import KgError


def read_bytes(path: Path) -> bytes:
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise KgError(f"{path}: cannot read ({exc.strerror})") from None
    if path.suffix.lower() != ".gz":
        return data
    try:
        return gzip.decompress(data)
    except (OSError, EOFError, zlib.error) as exc:  # BadGzipFile is an OSError; a cut file is an EOFError
        raise KgError(f"{path}: not a readable gzip file ({exc or 'truncated'})") from None


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
