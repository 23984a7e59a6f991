"""Handing freed memory back to the operating system between the build's large stages."""
from __future__ import annotations

import ctypes
import ctypes.util
import gc


def release_freed_memory() -> None:
    """Collect garbage, then ask the C library to return its free heap pages (glibc's malloc_trim).
    Freed objects otherwise stay in the process as free heap, which the database engine, allocating
    outside Python, cannot reuse. Does nothing where the C library lacks malloc_trim."""
    gc.collect()
    try:
        ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6").malloc_trim(0)
    except (OSError, AttributeError):
        pass
