"""Running extraction over many abstracts: serially, in N local processes, or on a Dask cluster.

Every mode feeds batches to kg.extract.pipeline.extract_batch, which loads the spaCy pipeline once
per process, and yields one item per paper in input order, so all modes give the identical graph: an
Extraction, or an ExtractionFailure (picklable, from any process) for a paper the pipeline raised on,
ran out of time on, or whose worker process died on it.
"""
from __future__ import annotations

import itertools
from collections import deque
from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool
from typing import Iterable, Iterator

from kg.errors import KgError
from kg.extract.pipeline import extract_batch, extract_papers, failure_message
from kg.extract.recovery import close_pool, done_result, new_pool, recover
from kg.records import Extraction, ExtractionFailure, Paper


def batched(items: Iterable[Paper], size: int) -> Iterator[list[Paper]]:
    it = iter(items)
    while batch := list(itertools.islice(it, size)):
        yield batch


def extract_local(papers: Iterable[Paper], workers: int = 1, batch_size: int = 64, use_models: bool = True,
                  components: tuple[str, ...] = (), timeout: float = 0) -> Iterator[Extraction | ExtractionFailure]:
    """Serial for workers <= 1, else a process pool; results come back in input order. timeout: each
    paper's time limit in seconds (0: none), applied in whichever process runs the paper.

    A worker that dies (a segfault, os._exit, the OOM killer) breaks the pool: the batches it took down
    with it are run again (kg.extract.recovery), a paper that kills a worker again becomes an
    ExtractionFailure, and a fresh pool goes on with the rest of the input."""
    if workers <= 1:
        yield from extract_papers(papers, batch_size=batch_size, use_models=use_models, components=components,
                                  timeout=timeout)
        return
    batches = batched(papers, batch_size)
    first = list(itertools.islice(batches, 2))
    if len(first) < 2:  # one batch: a pool's start-up would cost more than it saves
        for batch in first:
            yield from extract_papers(batch, batch_size=batch_size, use_models=use_models, components=components,
                                      timeout=timeout)
        return
    job = (use_models, components, timeout)
    source = itertools.chain(first, batches)
    while True:
        lost: list[tuple[list[Paper], list | None]] = []
        yield from _pool_pass(source, workers, job, lost)
        if not lost:
            return
        yield from recover(lost, workers, job)


def _pool_pass(source: Iterator[list[Paper]], workers: int, job: tuple, lost: list) -> Iterator[Extraction | ExtractionFailure]:
    """The batches of source through a fresh pool, results yielded in input order. At most a few batches per
    worker are read ahead, so the input streams. When a worker dies the pass ends: the batches not yet
    yielded go into lost, with their results when those came back before, and source stays where it is.

    concurrent.futures rather than multiprocessing.Pool: a Pool replaces a dead worker but never answers
    for the task it had, so imap waits forever; a ProcessPoolExecutor fails every pending future with
    BrokenProcessPool, which is an answer to act on."""
    pool = new_pool(workers)
    inflight: deque[tuple[list[Paper], Future | None]] = deque()
    finished = False
    try:
        while True:
            while len(inflight) < 4 * workers and (batch := next(source, None)) is not None:
                try:
                    inflight.append((batch, pool.submit(extract_batch, batch, *job)))
                except BrokenProcessPool:
                    inflight.append((batch, None))
                    break
            if not inflight:
                break
            batch, fut = inflight[0]
            try:
                if fut is None:
                    raise BrokenProcessPool
                result = fut.result()
            except BrokenProcessPool:
                lost.extend((b, done_result(f)) for b, f in inflight)
                break
            inflight.popleft()
            yield from result
        finished = True
    finally:
        close_pool(pool, finished and not lost)


def extract_dask(papers: Iterable[Paper], scheduler: str, batch_size: int = 64, use_models: bool = True,
                 max_in_flight: int = 32, components: tuple[str, ...] = (), timeout: float = 0
                 ) -> Iterator[Extraction | ExtractionFailure]:
    """Extraction on a Dask distributed cluster; graph assembly stays here on the client.

    At most max_in_flight batches are submitted at once, so the input streams instead of being
    held in memory whole; results are yielded in input order. Extra components' modules must be
    importable on the workers. The time limit is passed on but has no effect there: Dask runs tasks in
    worker threads, where SIGALRM cannot be handled (kg.extract.deadline). A worker that dies is
    restarted by its nanny and Dask runs its task again elsewhere; the papers of a batch Dask gives up on
    (KilledWorker) are run again one at a time, and a paper Dask gives up on twice alone becomes an
    ExtractionFailure.
    """
    try:
        from distributed import Client, KilledWorker
    except ImportError:  # pragma: no cover - dask[distributed] is a dependency
        raise KgError("--scheduler needs dask[distributed] installed") from None
    try:
        client = Client(scheduler, timeout="10s")
    except (OSError, TimeoutError) as exc:
        raise KgError(f"cannot reach the Dask scheduler at {scheduler} ({exc})") from None

    def submit(batch: list[Paper]):
        return client.submit(extract_batch, batch, use_models, components, timeout, pure=False)

    def results(batch: list[Paper], fut) -> list[Extraction | ExtractionFailure]:
        try:
            return fut.result()
        except KilledWorker:
            # Dask fails every task that was on a worker when it died, not only the culprit: the papers are
            # run again one at a time, each given a second try before it is held to be at fault
            return [alone(p) for p in batch]

    def alone(paper: Paper) -> Extraction | ExtractionFailure:
        for _ in range(2):
            try:
                (result,) = submit([paper]).result()
                return result
            except KilledWorker as exc:
                error = exc
        return ExtractionFailure(paper.id, "WorkerDied", failure_message(error))

    try:
        pending = []
        for batch in batched(papers, batch_size):
            pending.append((batch, submit(batch)))
            if len(pending) >= max_in_flight:
                yield from results(*pending.pop(0))
        for batch, fut in pending:
            yield from results(batch, fut)
    finally:
        client.close()

