"""The one exception type the CLI turns into a one-line error and a non-zero exit, and the squeezing of a
message onto that line."""
from __future__ import annotations


class KgError(Exception):
    """A problem with the user's input or environment, worded for the user (no traceback)."""

    exit_code = 2


def one_line(text: object, limit: int | None = None) -> str:
    """A message (an exception, a driver's or engine's text) squeezed onto one line, cut to limit characters
    when one is given."""
    line = " ".join(str(text).split())
    return line if limit is None or len(line) <= limit else line[:limit - 3] + "..."
