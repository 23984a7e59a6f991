"""Benchmark: peak memory of each stage of `kg build` after extraction, on a built corpus's
extraction cache (OUT/extractions.jsonl).

Runs the build's own functions in this one process, in the build's order: load the cache, resolve,
build_graph (releasing the extractions as the build does), write graph.json, and (with --store)
the store's rows as Parquet files, then the embedded store loaded from them once the graph is
freed, and the overview computed from that store. A thread samples RSS every 0.2 s; each stage
reports its wall time, the RSS at its end and the peak RSS during it.

    .venv/bin/python bench/bench_memory.py OUT/extractions.jsonl --out /tmp/bench-memory [--store] [--limit N]
"""
from __future__ import annotations

import argparse
import gc
import json
import sys
import threading
import time
from pathlib import Path

import psutil

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from kg.graph.assemble import build_graph  # noqa: E402
from kg.graph.io import write_graph_json  # noqa: E402
from kg.memory import release_freed_memory  # noqa: E402
from kg.records import Extraction  # noqa: E402
from kg.resolve import resolve  # noqa: E402


class Sampler:
    def __init__(self) -> None:
        self.proc, self.peak = psutil.Process(), 0
        threading.Thread(target=self._run, daemon=True).start()

    def _run(self) -> None:
        while True:
            self.peak = max(self.peak, self.proc.memory_info().rss)
            time.sleep(0.2)

    def stage(self, name: str, started: float, rows: list) -> float:
        gc.collect()
        now = self.proc.memory_info().rss
        rows.append({"stage": name, "seconds": round(time.perf_counter() - started, 1),
                     "rss_end_gb": round(now / 1e9, 2), "rss_peak_gb": round(max(self.peak, now) / 1e9, 2)})
        print(json.dumps(rows[-1]), flush=True)
        self.peak = now
        return time.perf_counter()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("cache", type=Path)
    ap.add_argument("--out", type=Path, required=True, help="folder for graph.json (and graph.db)")
    ap.add_argument("--store", action="store_true", help="also load the embedded store")
    ap.add_argument("--limit", type=int, help="only the first N records of the cache")
    args = ap.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    sampler, rows = Sampler(), []
    t = time.perf_counter()
    extractions = []
    with args.cache.open(encoding="utf-8") as fh:
        for i, line in enumerate(fh):
            if args.limit is not None and i >= args.limit:
                break
            extractions.append(Extraction.from_dict(json.loads(line)))
    extractions.sort(key=lambda e: e.paper.id)
    t = sampler.stage("load", t, rows)
    resolution = resolve(extractions)
    t = sampler.stage("resolve", t, rows)
    graph = build_graph(extractions, resolution, release=True)
    del extractions, resolution
    t = sampler.stage("graph", t, rows)
    write_graph_json(graph, args.out / "graph.json")
    t = sampler.stage("graph.json", t, rows)
    size = {"nodes": graph.number_of_nodes(), "edges": graph.number_of_edges()}
    if args.store:  # as kg build: the rows as files while the graph is here, the load once it is freed
        from kg.store.embedded import load_tables, write_tables

        tables = write_tables(graph, args.out / "tables")
        t = sampler.stage("store rows", t, rows)
        del graph
        release_freed_memory()
        t = sampler.stage("graph freed", t, rows)
        load_tables(tables, args.out / "graph.db")
        t = sampler.stage("store", t, rows)
        from kg.workflow import _write_overview  # the build's own step: the overview read from the store

        _write_overview(args.out)
        sampler.stage("overview", t, rows)
    print(json.dumps({**size, "stages": rows}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
