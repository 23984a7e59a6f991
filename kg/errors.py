"""The one exception type the CLI turns into a one-line error and a non-zero exit."""


class KgError(Exception):
    """A problem with the user's input or environment, worded for the user (no traceback)."""

    exit_code = 2
