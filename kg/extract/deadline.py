"""A wall-clock limit on a stretch of Python code, for the per-paper time budget of extraction.

SIGALRM (signal.setitimer) is used because it interrupts the thread that runs the pipeline itself,
with no thread or process per paper: the handler raises PaperTimeout at the next Python bytecode.
It cannot interrupt a C loop that never returns to Python (a Cython or numpy routine holding the
GIL); the limit then takes effect when that loop returns, if it does. Signals can only be handled
in the main thread, so elsewhere (a Dask worker's task thread, a web server's request thread) and
on platforms without setitimer the limit is not applied at all.
"""
from __future__ import annotations

import signal
import threading
import time

# the per-paper limit of kg build and kg eval venue, in seconds, unless --paper-timeout says otherwise
PAPER_TIMEOUT = 60.0

# after the first alarm, the timer fires again this often while the limit is in force: a component
# that swallows the first PaperTimeout (a bare `except BaseException`, a Cython callback that only
# prints exceptions) is interrupted again instead of hanging for good
REPEAT_S = 1.0


class PaperTimeout(BaseException):
    """Raised in the code under a time_limit when its time is up. A BaseException, so that a
    component's `except Exception` cannot swallow it."""


def available() -> bool:
    return hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()


class time_limit:
    """`with time_limit(seconds):` raises PaperTimeout in the block once `seconds` of wall-clock time
    have passed. seconds <= 0, or no SIGALRM here (see available()): no limit. On leaving the block
    the timer is cleared and the previous SIGALRM handler and timer are put back, so no alarm ever
    arrives after it (a timer someone else had set is re-armed with what remained of it)."""

    def __init__(self, seconds: float):
        self.seconds = seconds
        self.armed = False

    def _alarm(self, signum, frame) -> None:
        if self.armed:
            raise PaperTimeout(f"no result within {self.seconds:g} s")

    def __enter__(self) -> "time_limit":
        if self.seconds <= 0 or not available():
            return self
        self.started = time.monotonic()
        self.previous = signal.signal(signal.SIGALRM, self._alarm)
        self.previous_timer = signal.setitimer(signal.ITIMER_REAL, 0)
        self.armed = True
        signal.setitimer(signal.ITIMER_REAL, self.seconds, REPEAT_S)
        return self

    def __exit__(self, *exc) -> None:
        if not hasattr(self, "previous"):
            return
        try:
            self.armed = False  # from here on an alarm already on its way is ignored
        finally:  # even if an alarm raised just before the line above
            self.armed = False
            signal.setitimer(signal.ITIMER_REAL, 0)
            # None: a handler installed from C, which Python cannot put back; the default is the closest
            signal.signal(signal.SIGALRM, self.previous if self.previous is not None else signal.SIG_DFL)
            delay, interval = self.previous_timer
            if delay > 0:
                left = delay - (time.monotonic() - self.started)
                signal.setitimer(signal.ITIMER_REAL, max(left, 1e-3), interval)
            del self.previous
