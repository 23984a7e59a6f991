"""Extraction's worker processes, and what happens when one of them dies (a segfault, os._exit, the OOM
killer) with papers in hand.

A process pool whose worker dies is broken as a whole, and the futures of every batch in flight fail,
not only the one the dead worker had; which paper killed it is not known. recover() runs the lost papers
again, one paper per task, in a fresh pool; if that pool breaks too, the first papers it had not
finished (among them the one its dying worker was running: a pool hands out tasks in order) are run
one at a time in a process of their own, where a death names its paper. That paper becomes an
ExtractionFailure ("WorkerDied"); every other paper comes out as it would have. A death that does not
happen again (memory freed in the meantime) loses nothing. None of this runs while no worker dies.
"""
from __future__ import annotations

import multiprocessing as mp
import os
import signal
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Iterator

from kg.errors import KgError
from kg.extract.pipeline import extract_batch
from kg.records import Extraction, ExtractionFailure, Paper


# a worker that dies on this many papers one after the other, each in a fresh process, dies of something
# else (a component that cannot load there, no memory left): stop with an error rather than fail them all
DEATHS_IN_A_ROW = 3


def _context():
    return mp.get_context("forkserver" if "forkserver" in mp.get_all_start_methods() else "spawn")


def _worker_init() -> None:
    os.environ.setdefault("OMP_NUM_THREADS", "1")  # one process per core; no thread oversubscription


def new_pool(workers: int) -> ProcessPoolExecutor:
    return ProcessPoolExecutor(workers, mp_context=_context(), initializer=_worker_init)


def close_pool(pool: ProcessPoolExecutor, finished: bool) -> None:
    """Shut the pool down; when its work was not finished (an error, Ctrl-C, a consumer that stopped, a
    broken pool) its workers are terminated first, since shutdown() would wait for the batches they run."""
    if not finished:
        # the executor has no public way to stop running tasks; _processes is guarded in case it goes
        for proc in list((getattr(pool, "_processes", None) or {}).values()):
            proc.terminate()
    pool.shutdown(wait=True, cancel_futures=True)


def done_result(fut: Future | None) -> list | None:
    """A future's result when it came back before the pool broke, else None."""
    if fut is None or not fut.done() or fut.cancelled() or fut.exception() is not None:
        return None
    return fut.result()


def recover(lost: list[tuple[list[Paper], list | None]], workers: int, job: tuple) -> Iterator[Extraction | ExtractionFailure]:
    """The results of the lost batches in input order: those that came back before the pool broke as they
    were, the others' papers run again (job: extract_batch's arguments after the papers)."""
    redone = iter(_redo([p for batch, result in lost if result is None for p in batch], workers, job))
    for batch, result in lost:
        yield from result if result is not None else (next(redone) for _ in batch)


def _redo(papers: list[Paper], workers: int, job: tuple) -> list[Extraction | ExtractionFailure]:
    results: dict[int, Extraction | ExtractionFailure] = {}
    todo = list(range(len(papers)))
    few = 2 * workers + 1
    while todo:
        if len(todo) > few:  # else one process runs them as soon as a pool would, and pins a death
            results.update(_round(papers, todo, workers, job))
            todo = [i for i in todo if i not in results]
        # the pool broke again. Its dead worker's paper is among the first it had not finished: the running
        # ones (at most `workers`) come first, after at most a few finished whose results the break lost
        alone, todo = todo[:few], todo[few:]
        with _Solo(job) as solo:
            for i in alone:
                results[i] = solo.run(papers[i])
                if solo.deaths_in_a_row >= DEATHS_IN_A_ROW:
                    raise KgError(f"extraction worker processes keep dying ({DEATHS_IN_A_ROW} papers in a row, the last "
                                  f"{papers[i].id}: {results[i].message}); not one paper's fault, the build stops")
    return [results[i] for i in range(len(papers))]


def _round(papers: list[Paper], todo: list[int], workers: int, job: tuple) -> dict[int, Extraction | ExtractionFailure]:
    """The papers of todo, one per task, through a fresh pool: the results of those that came back."""
    pool = new_pool(min(workers, len(todo)))
    out = {}
    try:
        futures = []
        for i in todo:
            try:
                futures.append((i, pool.submit(extract_batch, [papers[i]], *job)))
            except BrokenProcessPool:
                break
        for i, fut in futures:
            try:
                (out[i],) = fut.result()
            except BrokenProcessPool:
                pass
    finally:
        close_pool(pool, len(out) == len(todo))
    return out


class _Solo:
    """One worker process that runs one paper at a time, so that its death is the death of that paper's
    run; a fresh process takes over for the next paper."""

    def __init__(self, job: tuple):
        self.job = job
        self.proc = None
        self.deaths_in_a_row = 0

    def __enter__(self) -> "_Solo":
        return self

    def __exit__(self, *exc) -> None:
        self._stop()

    def _stop(self) -> None:
        if self.proc is not None:
            self.conn.close()  # the worker reads EOF and returns
            self.proc.join(5)
            if self.proc.is_alive():
                self.proc.terminate()
                self.proc.join()
            self.proc = None

    def run(self, paper: Paper) -> Extraction | ExtractionFailure:
        if self.proc is None:
            ctx = _context()
            self.conn, child = ctx.Pipe()
            self.proc = ctx.Process(target=_solo_loop, args=(child, *self.job), daemon=True)
            self.proc.start()
            child.close()  # only the worker's copy stays open: its death is our EOF
        try:
            self.conn.send(paper)
            ok, value = self.conn.recv()
        except (EOFError, OSError):
            self.proc.join()
            code = self.proc.exitcode
            self.conn.close()
            self.proc = None
            self.deaths_in_a_row += 1
            return ExtractionFailure(paper.id, "WorkerDied", f"the worker process running it died ({_exit(code)})")
        if not ok:
            raise value  # as a pool passes on what a worker raised (a MemoryError)
        self.deaths_in_a_row = 0
        (result,) = value
        return result


def _exit(code: int | None) -> str:
    if code is not None and code < 0:
        try:
            return f"killed by {signal.Signals(-code).name}"
        except ValueError:
            pass
    return f"exit status {code}"


def _solo_loop(conn, *job) -> None:
    _worker_init()
    while True:
        try:
            paper = conn.recv()
        except EOFError:
            return
        try:
            value = (True, extract_batch([paper], *job))
        except Exception as exc:  # noqa: BLE001 - sent back and raised in the parent
            value = (False, exc)
        conn.send(value)
