"""Progress of kg build's stages for a person: a tqdm bar on a terminal, plain lines elsewhere.

Plain lines (a log file, a CI job, `2>&1 | tee`) come every `every` seconds while a stage runs and
once when it ends, so piped output shows the build moving without a carriage-return storm. Stages
that kg calls as one step (resolve, store, views) show their elapsed time, the others a total and
an ETA. Progress(None) prints nothing and still times the stages for build-log.json.
"""
from __future__ import annotations

import os
import threading
import time
from contextlib import contextmanager
from typing import Iterator, TextIO

from tqdm import tqdm

_WITH_TOTAL = "{desc}: {n_fmt}/{total_fmt} {unit} ({percentage:.0f}%), {elapsed} elapsed, ETA {remaining}"
_COUNT = "{desc}: {n_fmt} {unit}, {elapsed} elapsed"
_CLOCK = "{desc}: {elapsed} elapsed"


def _is_terminal(stream: TextIO | None) -> bool:
    """A terminal with columns to draw a bar in (a pty of width 0, as some runners give, has none)."""
    if stream is None or not stream.isatty():
        return False
    try:
        return os.get_terminal_size(stream.fileno()).columns > 0
    except (OSError, ValueError):
        return False


class Stage:
    def __init__(self, name: str, total: int | None, unit: str, bar: tqdm | None):
        self.name, self.total, self.unit, self.bar = name, total, unit, bar
        self.n = 0
        self.started = time.monotonic()

    def update(self, n: int = 1) -> None:
        self.n += n
        if self.bar is not None:
            self.bar.update(n)

    def line(self) -> str:
        fmt = _WITH_TOTAL if self.total else _COUNT if self.unit else _CLOCK
        return tqdm.format_meter(self.n, self.total, time.monotonic() - self.started, prefix=f"kg: {self.name}",
                                 unit=self.unit, bar_format=fmt)


class Progress:
    def __init__(self, stream: TextIO | None, every: float = 10.0, bar: bool | None = None):
        self.stream = stream
        self.every = every
        self.bar = _is_terminal(stream) if bar is None else bar
        self.seconds: dict[str, float] = {}  # stage -> wall seconds, for build-log.json

    @contextmanager
    def stage(self, name: str, total: int | None = None, unit: str = "") -> Iterator[Stage]:
        bar = None
        if self.stream is not None and self.bar:
            bar = tqdm(total=total, desc=f"{name:<8}", unit=f" {unit}" if unit else "it", file=self.stream,
                       dynamic_ncols=True, mininterval=0.5, leave=True,
                       bar_format=None if unit else "{desc}: {elapsed}")
        stage = Stage(name, total, unit, bar)
        stop = threading.Event()
        beat = None
        if self.stream is not None:
            beat = threading.Thread(target=self._beat, args=(stage, stop), daemon=True)
            beat.start()
        failed = True
        try:
            yield stage
            failed = False
        finally:
            stop.set()
            if beat is not None:
                beat.join()
            self.seconds[name] = round(time.monotonic() - stage.started, 2)
            if bar is not None:
                bar.leave = not failed  # a failed stage leaves the error line alone on the screen
                bar.close()
            elif self.stream is not None and not failed:
                done = f"kg: {name}: {stage.n:,} {unit} in" if unit else f"kg: {name}: done in"
                print(f"{done} {self.seconds[name]:.1f} s", file=self.stream, flush=True)

    def _beat(self, stage: Stage, stop: threading.Event) -> None:
        """A bar's clock keeps ticking between updates; plain lines come every `every` seconds."""
        while not stop.wait(0.5 if stage.bar is not None else self.every):
            if stage.bar is not None:
                stage.bar.refresh()
            else:
                print(stage.line(), file=self.stream, flush=True)
