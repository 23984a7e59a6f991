"""`kg build`: the one data path, corpus -> extract -> resolve -> graph -> (store, export, view).

All outputs are written into a staging folder and renamed into place together at the end, so a
failed or interrupted build leaves the previous outputs as they were. Extractions are cached in OUT/extractions.jsonl,
keyed by paper id and pipeline version, which is what `--update` reuses.
"""
from __future__ import annotations

import json
import os
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterable, Iterator

from kg.corpus.readers import ReadOptions, ReadStats, read_papers
from kg.errors import KgError
from kg.export.graphml import write_graphml
from kg.extract.parallel import extract_dask, extract_local
from kg.extract.pipeline import pipeline_version
from kg.fsutil import atomic_path, staged_outputs
from kg.graph.assemble import build_graph
from kg.graph.io import write_graph_json
from kg.records import BuildSummary, Extraction, Paper
from kg.resolve import identity, overrides, resolve

CACHE_NAME = "extractions.jsonl"


@dataclass
class BuildOptions:
    out_dir: Path = Path("exports")
    read: ReadOptions = field(default_factory=ReadOptions)
    workers: int = 1
    batch_size: int = 64
    use_models: bool = True
    scheduler: str | None = None
    update: bool = False
    store: bool = True
    views: bool = True
    graphml: bool = True
    report: bool = True
    neo4j: dict | None = None  # connection settings for a Neo4j load, or None
    aliases: Path | None = None  # the user's aliases.yaml (merges, splits, renames, label fixes, drops)
    progress: Callable[[Iterable], Iterable] | None = None  # e.g. a tqdm wrapper


def load_cache(out_dir: Path, version: str) -> dict[str, Extraction]:
    path = out_dir / CACHE_NAME
    if not path.is_file():
        return {}
    cached = {}
    with path.open(encoding="utf-8") as fh:
        for line in fh:
            try:
                d = json.loads(line)
            except json.JSONDecodeError:
                continue  # a damaged cache line is re-extracted, not fatal
            if d.get("pipeline_version") == version:
                ex = Extraction.from_dict(d)
                cached[ex.paper.id] = ex
    return cached


def write_cache(path: Path, extractions: Iterable[Extraction]) -> None:
    """The extraction cache as JSON Lines, written one record at a time."""
    with atomic_path(path) as tmp, open(tmp, "w", encoding="utf-8") as fh:
        for e in extractions:
            fh.write(json.dumps(e.to_dict(), ensure_ascii=False) + "\n")


def _extract(papers: Iterable[Paper], opts: BuildOptions) -> Iterator[Extraction]:
    if opts.scheduler:
        return extract_dask(papers, opts.scheduler, opts.batch_size, opts.use_models)
    return extract_local(papers, opts.workers, opts.batch_size, opts.use_models)


def run_build(inputs: list[str], opts: BuildOptions) -> BuildSummary:
    started = time.perf_counter()
    out = Path(opts.out_dir)
    if out.exists() and not out.is_dir():
        raise KgError(f"{out}: exists and is not a folder")
    version = pipeline_version(opts.use_models)
    fixes = overrides.read(opts.aliases) if opts.aliases else None  # a bad file fails before extraction
    previous_ids = identity.read_alias_table(out / identity.ALIASES_NAME) if opts.update else {}
    stats = ReadStats()
    cache = load_cache(out, version) if opts.update else {}
    papers = read_papers(inputs, opts.read, stats)

    reused: list[Extraction] = []
    fresh = 0

    def todo() -> Iterator[Paper]:
        nonlocal fresh
        for p in papers:
            if p.id in cache:
                reused.append(cache.pop(p.id))
            else:
                fresh += 1
                yield p

    stream = _extract(todo(), opts)
    if opts.progress:
        stream = opts.progress(stream)
    extractions = list(stream)
    if opts.update:  # papers of the earlier build that this input does not repeat stay in the graph
        extractions = list(cache.values()) + reused + extractions
    else:
        extractions = reused + extractions
    if not extractions:
        raise KgError("no abstracts to build a graph from")
    extractions.sort(key=lambda e: e.paper.id)

    del reused, cache
    resolution = resolve(extractions, previous_ids, fixes)
    graph = build_graph(extractions, resolution)
    names = ["graph.json", identity.ALIASES_NAME]
    # Every output is made in a staging folder and moved into place only when all of them are done:
    # a failure anywhere leaves the previous build's files together and untouched.
    with staged_outputs(out) as stage:
        write_cache(stage / CACHE_NAME, extractions)
        del extractions  # the graph has all it needs; at 24k abstracts this frees several hundred MB
        write_graph_json(graph, stage / "graph.json")
        identity.write_alias_table(stage / identity.ALIASES_NAME, resolution.alias_rows())
        if opts.graphml:
            write_graphml(graph, stage / "graph.graphml")
            names.append("graph.graphml")
        if opts.store:
            from kg.store.embedded import load_graph

            load_graph(graph, stage / "graph.db")
            names.append("graph.db")
        if opts.views:
            from kg.view import write_views

            write_views(graph, stage)
            names += ["graph.html", "index.html"]
        if opts.report:
            from kg.report import write_report

            names.append(Path(write_report(graph, stage)["path"]).name)
    outputs = [out / n for n in names]
    neo4j_counts = None
    if opts.neo4j is not None:  # after the local outputs are in place: a server fault loses none of them
        from kg.store.neo4j import load_graph as neo4j_load

        neo4j_counts = neo4j_load(graph, **opts.neo4j)
        if resolution.retired:  # ids an earlier build loaded that this one merged away: no orphans
            from kg.store.neo4j import run_query

            run_query("MATCH (n) WHERE n.id IN $ids DETACH DELETE n", {"ids": sorted(resolution.retired)},
                      write=True, **opts.neo4j)
            neo4j_counts["db_nodes"] = run_query("MATCH (n) RETURN count(n) AS n", **opts.neo4j)[1][0][0]
            neo4j_counts["db_relationships"] = run_query("MATCH ()-[r]->() RETURN count(r) AS n", **opts.neo4j)[1][0][0]
    labels = Counter(a["label"] for _, a in graph.nodes(data=True))
    types = Counter(a["type"] for _, _, a in graph.edges(data=True))
    return BuildSummary(
        papers=labels.get("Paper", 0),
        nodes_by_label=dict(sorted(labels.items())),
        edges_by_type=dict(sorted(types.items())),
        seconds=round(time.perf_counter() - started, 2),
        outputs=[str(p) for p in outputs],
        reading={k: v for k, v in vars(stats).items() if v},
        extracted=fresh,
        neo4j=neo4j_counts,
    )


def default_workers() -> int:
    return max(1, len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1))
