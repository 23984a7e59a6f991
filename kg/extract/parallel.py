"""Running extraction over many abstracts: serially, in N local processes, or on a Dask cluster.

Every mode feeds batches to kg.extract.pipeline.extract_batch, which loads the spaCy pipeline once
per process, and yields one item per paper in input order, so all modes give the identical graph: an
Extraction, or an ExtractionFailure (picklable, from any process) for a paper the pipeline raised on.
"""
from __future__ import annotations

import itertools
import multiprocessing as mp
import threading
from typing import Iterable, Iterator

from kg.errors import KgError
from kg.extract.pipeline import extract_batch, extract_papers
from kg.records import Extraction, ExtractionFailure, Paper


def batched(items: Iterable[Paper], size: int) -> Iterator[list[Paper]]:
    it = iter(items)
    while batch := list(itertools.islice(it, size)):
        yield batch


def _worker_init() -> None:
    import os

    os.environ.setdefault("OMP_NUM_THREADS", "1")  # one process per core; no thread oversubscription


def extract_local(papers: Iterable[Paper], workers: int = 1, batch_size: int = 64, use_models: bool = True,
                  components: tuple[str, ...] = ()) -> Iterator[Extraction | ExtractionFailure]:
    """Serial for workers <= 1, else a process pool; results come back in input order."""
    if workers <= 1:
        yield from extract_papers(papers, batch_size=batch_size, use_models=use_models, components=components)
        return
    batches = batched(papers, batch_size)
    first = list(itertools.islice(batches, 2))
    if len(first) < 2:  # one batch: a pool's start-up would cost more than it saves
        for batch in first:
            yield from extract_papers(batch, batch_size=batch_size, use_models=use_models, components=components)
        return
    ctx = mp.get_context("forkserver" if "forkserver" in mp.get_all_start_methods() else "spawn")
    # Pool.imap's feeder thread would pull the whole input into the task queue at once; a
    # semaphore keeps at most a few batches per worker read ahead, so the input streams.
    slots = threading.Semaphore(4 * workers)
    stopped = False

    def jobs() -> Iterator[tuple[list[Paper], bool, tuple[str, ...]]]:
        for batch in itertools.chain(first, batches):
            slots.acquire()
            if stopped:
                return
            yield batch, use_models, components

    with ctx.Pool(workers, initializer=_worker_init) as pool:
        try:
            for result in pool.imap(_extract_job, jobs(), chunksize=1):
                slots.release()
                yield from result
        finally:  # unblock the feeder thread so the pool can shut down
            stopped = True
            for _ in range(8 * workers):
                slots.release()


def _extract_job(job: tuple[list[Paper], bool, tuple[str, ...]]) -> list[Extraction | ExtractionFailure]:
    batch, use_models, components = job
    return extract_batch(batch, use_models, components)


def extract_dask(papers: Iterable[Paper], scheduler: str, batch_size: int = 64, use_models: bool = True,
                 max_in_flight: int = 32, components: tuple[str, ...] = ()) -> Iterator[Extraction | ExtractionFailure]:
    """Extraction on a Dask distributed cluster; graph assembly stays here on the client.

    At most max_in_flight batches are submitted at once, so the input streams instead of being
    held in memory whole; results are yielded in input order. Extra components' modules must be
    importable on the workers.
    """
    try:
        from distributed import Client
    except ImportError:  # pragma: no cover - dask[distributed] is a dependency
        raise KgError("--scheduler needs dask[distributed] installed") from None
    try:
        client = Client(scheduler, timeout="10s")
    except (OSError, TimeoutError) as exc:
        raise KgError(f"cannot reach the Dask scheduler at {scheduler} ({exc})") from None
    try:
        pending = []
        for batch in batched(papers, batch_size):
            pending.append(client.submit(extract_batch, batch, use_models, components, pure=False))
            if len(pending) >= max_in_flight:
                yield from pending.pop(0).result()
        for fut in pending:
            yield from fut.result()
    finally:
        client.close()
