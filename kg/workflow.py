"""`kg build`: the one data path, corpus -> extract -> resolve -> graph -> (store, export, view).

All outputs are written into a staging folder and renamed into place together at the end, so a
failed or interrupted build leaves the previous outputs as they were. Extractions are cached in OUT/extractions.jsonl,
keyed by paper id, a digest of the paper's title and abstract, and the pipeline version: that is what
`--update` reuses.

A paper the pipeline raises on (a fault of a rule on an odd text shape), runs out of time on
(--paper-timeout) or whose worker process dies on it does not stop the build: it is left out of the
graph and of the cache, counted by reason and listed in build-log.json, and the build goes on with the
others (kg.extract.pipeline.extract_papers retries a failed batch paper by paper, kg.extract.recovery
the batches of a dead worker).
"""
from __future__ import annotations

import dataclasses
import json
import os
import shutil
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Iterable, Iterator

from kg import __version__
from kg.corpus.options import LOG_LIMIT
from kg.corpus.readers import ReadOptions, ReadStats, input_files, read_papers
from kg.errors import KgError
from kg.export.graphml import write_graphml
from kg.extract.deadline import PAPER_TIMEOUT
from kg.extract.parallel import extract_dask, extract_local
from kg.extract.pipeline import component_factories, extraction_version
from kg.extract.version import input_digest
from kg.fsutil import atomic_path, atomic_write_text, staged_outputs
from kg.graph.assemble import build_graph
from kg.graph.io import write_graph_json
from kg.memory import release_freed_memory
from kg.progress import Progress
from kg.records import BuildSummary, Extraction, ExtractionFailure, Paper
from kg.resolve import identity, overrides, resolve

CACHE_NAME = "extractions.jsonl"
LOG_NAME = "build-log.json"
WARNINGS_KEPT = 1_000  # warnings listed in build-log.json; the rest are counted


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
    pages: bool | None = None  # per-node pages: True all, False none, None only up to kg.view PAGES_LIMIT entities
    graphml: bool = True
    report: bool = True
    neo4j: dict | None = None  # connection settings for a Neo4j load, or None
    aliases: Path | None = None  # the user's aliases.yaml (merges, splits, renames, label fixes, drops)
    progress: Progress | None = None  # stage progress for a person; None: silent
    components: tuple[str, ...] = ()  # extra spaCy components, MODULE:FACTORY, added after kg's own
    paper_timeout: float = PAPER_TIMEOUT  # seconds one paper may take in extraction before it is failed (0: no limit)


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


def _extract(papers: Iterable[Paper], opts: BuildOptions) -> Iterator[Extraction | ExtractionFailure]:
    if opts.scheduler:
        return extract_dask(papers, opts.scheduler, opts.batch_size, opts.use_models, components=opts.components,
                            timeout=opts.paper_timeout)
    return extract_local(papers, opts.workers, opts.batch_size, opts.use_models, opts.components, opts.paper_timeout)


class _Warnings(list):
    """The reader's warnings and notices, passed on to the user and kept for build-log.json."""

    def __init__(self, read: ReadOptions):
        super().__init__()
        self.omitted = 0
        self.read = dataclasses.replace(read, warn=self._tee(read.warn), notice=self._tee(read.notice))

    def _tee(self, show):
        def both(message: str) -> None:
            show(message)
            if len(self) < WARNINGS_KEPT:
                self.append(message)
            else:
                self.omitted += 1
        return both


def _read(inputs: list[str], read: ReadOptions, stats: ReadStats, progress: Progress) -> list[Paper]:
    files = input_files(inputs, read.notice)
    papers: list[Paper] = []
    with progress.stage("read", len(files), "files") as stage:
        for paper in read_papers(files, read, stats):
            papers.append(paper)
            if len(stats.files) > stage.n:  # a file is done when the next one yields
                stage.update(len(stats.files) - stage.n)
        stage.update(len(stats.files) - stage.n)
    return papers


def _written(out: Path, stage: Path, paths: Iterable[str | Path]) -> tuple[list[str], dict[str, int]]:
    """Top-level files and folders among paths (written under stage), as paths under out, with
    the number of files in each folder."""
    names: list[str] = []
    counts: Counter = Counter()
    for p in paths:
        first, *rest = Path(p).relative_to(stage).parts
        name = str(out / first) + ("/" if rest else "")
        if name not in counts and name not in names:
            names.append(name)
        if rest:
            counts[name] += 1
    return names, dict(counts)


def _build_log(inputs: list[str], opts: BuildOptions, stats: ReadStats, warnings: _Warnings, progress: Progress,
               summary: BuildSummary) -> dict:
    read = opts.read
    return {
        "kg_version": __version__,
        "inputs": [str(i) for i in inputs],
        "options": {k: v for k, v in dataclasses.asdict(read).items() if k not in ("warn", "notice")},
        "files": stats.files,
        "reading": stats.summary(),
        "records": stats.log,  # every record dropped or renamed, with where it was read
        "records_not_listed": stats.log_omitted,
        "warnings": list(warnings),
        "warnings_not_listed": warnings.omitted,
        "seconds": summary.seconds,
        "extracted": summary.extracted,
        "from_cache": summary.papers - summary.extracted,
        # papers the pipeline raised on, left out of the graph: counted by reason, listed one by one
        "extraction_failed": dict(sorted(Counter(f.reason for f in summary.failed).items())),
        "extraction_failures": [f.to_dict() for f in summary.failed[:LOG_LIMIT]],
        "extraction_failures_not_listed": max(0, len(summary.failed) - LOG_LIMIT),
        "nodes": summary.nodes_by_label,
        "edges": summary.edges_by_type,
        "stage_seconds": progress.seconds,
        "outputs": summary.outputs,
    }


def run_build(inputs: list[str], opts: BuildOptions) -> BuildSummary:
    started = time.perf_counter()
    out = Path(opts.out_dir)
    if out.exists() and not out.is_dir():
        raise KgError(f"{out}: exists and is not a folder")
    component_factories(opts.components)  # a bad --component fails before reading
    version = extraction_version(opts.use_models, opts.components)
    progress = opts.progress or Progress(None)
    fixes = overrides.read(opts.aliases) if opts.aliases else None  # a bad file fails before extraction
    previous_ids = identity.read_alias_table(out / identity.ALIASES_NAME) if opts.update else {}
    stats = ReadStats()
    warnings = _Warnings(opts.read)
    cache = load_cache(out, version) if opts.update else {}
    papers = _read(inputs, warnings.read, stats, progress)

    reused: list[Extraction] = []
    todo: list[Paper] = []
    for p in papers:
        hit = cache.pop(p.id, None)  # popped either way: a changed abstract replaces the old one
        if hit is not None and input_digest(hit.paper) == input_digest(p):
            reused.append(replace(hit, paper=p))  # the new input's metadata, the cached extraction
        else:
            todo.append(p)
    del papers
    fresh: list[Extraction] = []
    failed: list[ExtractionFailure] = []
    with progress.stage("extract", len(todo), "abstracts") as stage:
        for ex in _extract(todo, opts):
            (failed if isinstance(ex, ExtractionFailure) else fresh).append(ex)
            stage.update()
    if opts.update:  # papers of the earlier build that this input does not repeat stay in the graph
        extractions = list(cache.values()) + reused + fresh
    else:
        extractions = reused + fresh
    extracted = len(fresh)
    del fresh  # extractions holds them; the graph stage frees that list once the graph is made
    if not extractions:
        if failed:
            first = failed[0]
            raise KgError(f"no abstracts to build a graph from: all {len(failed)} failed in extraction "
                          f"(the first, {first.paper_id}: {first.reason}: {first.message})")
        raise KgError("no abstracts to build a graph from")
    extractions.sort(key=lambda e: e.paper.id)

    del reused, cache
    with progress.stage("resolve"):
        resolution = resolve(extractions, previous_ids, fixes)
    retired = resolution.retired
    written: list[str | Path] = []
    # Every output is made in a staging folder and moved into place only when all of them are done:
    # a failure anywhere leaves the previous build's files together and untouched.
    keep_graph = opts.neo4j is not None  # the Neo4j load after the local outputs needs it
    with staged_outputs(out) as staged, tempfile.TemporaryDirectory(prefix=".tables.", dir=out) as scratch:
        with progress.stage("graph"):
            write_cache(staged / CACHE_NAME, extractions)
            identity.write_alias_table(staged / identity.ALIASES_NAME, resolution.alias_rows())
            # the graph takes over the extractions' memory paper by paper (release=True)
            graph = build_graph(extractions, resolution, release=True)
            del extractions, resolution
            write_graph_json(graph, staged / "graph.json")
            written += [staged / CACHE_NAME, staged / "graph.json", staged / identity.ALIASES_NAME]
            if opts.graphml:
                write_graphml(graph, staged / "graph.graphml")
                written.append(staged / "graph.graphml")
        if opts.store:  # the store's rows as files now; the database is loaded after the graph is freed
            from kg.store.embedded import write_tables

            with progress.stage("store rows"):
                tables = write_tables(graph, scratch)
        pages = False
        if opts.views:
            from kg.view import pages_by_default, write_views

            pages = pages_by_default(graph, opts.pages)
            with progress.stage("views"):
                written += write_views(graph, staged, pages=pages)
        if opts.report:
            from kg.report import write_report

            with progress.stage("report"):
                report = write_report(graph, staged, pages_dir="papers" if pages else None)
            written += [staged / name for name in report["plots"]] + [report["path"]]
        labels = Counter(a["label"] for _, a in graph.nodes(data=True))
        types = Counter(a["type"] for _, _, a in graph.edges(data=True))
        if opts.store:
            from kg.store.embedded import load_tables

            if not keep_graph:  # on a whole corpus the graph and the engine's load do not fit together
                del graph
                release_freed_memory()
            with progress.stage("store"):
                load_tables(tables, staged / "graph.db")
            written.append(staged / "graph.db")
            with progress.stage("overview"):  # what `kg serve` draws; too slow to compute per request on a large graph
                written.append(_write_overview(staged))
        outputs, folder_files = _written(out, staged, [*written, staged / LOG_NAME])
        summary = BuildSummary(
            papers=labels.get("Paper", 0),
            nodes_by_label=dict(sorted(labels.items())),
            edges_by_type=dict(sorted(types.items())),
            outputs=outputs,
            folder_files=folder_files,
            reading=stats.summary(),
            extracted=extracted,
            failed=failed,
            pages_skipped=opts.views and not pages,
        )
        summary.seconds = round(time.perf_counter() - started, 2)
        log = _build_log(inputs, opts, stats, warnings, progress, summary)
        atomic_write_text(staged / LOG_NAME, json.dumps(log, indent=1, ensure_ascii=False) + "\n")
    if summary.pages_skipped:  # pages of an earlier build would be stale and unlinked
        for folder in ("papers", "entities"):
            shutil.rmtree(out / folder, ignore_errors=True)
    if opts.neo4j is not None:  # after the local outputs are in place: a server fault loses none of them
        from kg.store.neo4j import load_graph as neo4j_load

        summary.neo4j = neo4j_load(graph, **opts.neo4j)
        if retired:  # ids an earlier build loaded that this one merged away: no orphans
            from kg.store.neo4j import run_query

            run_query("MATCH (n) WHERE n.id IN $ids DETACH DELETE n", {"ids": sorted(retired)},
                      write=True, **opts.neo4j)
            summary.neo4j["db_nodes"] = run_query("MATCH (n) RETURN count(n) AS n", **opts.neo4j)[1][0][0]
            summary.neo4j["db_relationships"] = run_query("MATCH ()-[r]->() RETURN count(r) AS n", **opts.neo4j)[1][0][0]
    summary.seconds = round(time.perf_counter() - started, 2)
    return summary


def _write_overview(staged: Path) -> Path:
    """OUT/overview.json from the store just loaded: papers, entities and the links between them, as
    `kg serve` reads them for a small graph. Read from the store so that on a whole corpus the
    overview's similarity matrices never sit beside the networkx graph (freed by then)."""
    from kg.graph.overview import write_overview
    from kg.serve.overview import membership_graph
    from kg.serve.store import ReadOnlyGraph

    store = ReadOnlyGraph(staged / "graph.db")
    try:
        membership = membership_graph(store)
    finally:
        store.close()
    return write_overview(membership, staged)


def default_workers() -> int:
    return max(1, len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1))
