"""Writes that never leave a half-written output: write beside the target, then rename over it."""
from __future__ import annotations

import os
import shutil
import stat
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator


def atomic_write_text(path: str | Path, text: str) -> Path:
    return atomic_write_bytes(path, text.encode("utf-8"))


def atomic_write_bytes(path: str | Path, data: bytes) -> Path:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        os.fchmod(fd, _default_mode())  # mkstemp makes 0600; outputs get the usual umask-based mode
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return path


@contextmanager
def atomic_path(path: str | Path) -> Iterator[Path]:
    """Yield a temporary sibling path to create a file or folder at; on success it replaces `path`.

    On failure the temporary is removed and whatever was at `path` stays as it was.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{path.name}.", dir=path.parent)) / path.name
    try:
        yield tmp
        if tmp.is_file():
            os.chmod(tmp, _default_mode())
        _swap_in(tmp, path)
    finally:
        shutil.rmtree(tmp.parent, ignore_errors=True)


@contextmanager
def staged_outputs(out_dir: str | Path) -> Iterator[Path]:
    """Yield a staging folder inside out_dir; when the block succeeds, move each of its entries into
    out_dir (renames only, so the swap is quick), replacing what was there. When the block fails,
    out_dir keeps every previous output as it was and the staging folder is removed."""
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=".staging.", dir=out))
    try:
        yield staging
        for entry in sorted(staging.iterdir()):
            _swap_in(entry, out / entry.name)
    finally:
        shutil.rmtree(staging, ignore_errors=True)


def _swap_in(new: Path, target: Path) -> None:
    """Put `new` (a file or folder) at `target`: the old one is renamed aside first, then removed."""
    old = None
    if target.exists() or target.is_symlink():
        old = target.with_name(f".{target.name}.old")
        _remove(old)
        os.replace(target, old)
    os.replace(new, target)
    if old is not None:
        _remove(old)


def _remove(p: Path) -> None:
    if p.is_dir() and not p.is_symlink():
        shutil.rmtree(p)
    elif p.exists() or p.is_symlink():
        p.unlink()


def _default_mode() -> int:
    umask = os.umask(0)
    os.umask(umask)
    return (stat.S_IRUSR | stat.S_IWUSR | stat.S_IRGRP | stat.S_IWGRP | stat.S_IROTH | stat.S_IWOTH) & ~umask
