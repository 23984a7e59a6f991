"""Benchmark: kg on real abstracts against bare en_core_web_sm, in one benchmark run.

Corpus: SciERC and CSAbstruct train+dev from ../shared/data joined (~2,400 abstracts), optionally
replicated N times (--replicate 10 gives ~24,000, each copy made distinct by a suffix), or N real
venue abstracts with --venues N (0: the whole ../shared/data/venues). Reports
abstracts/s for bare `nlp.pipe`, kg extraction alone, and the whole `kg build` (serial and with
--workers), each as a ratio to the bare pipe; the embedded-store load rate; graph.json and GraphML
write time; and the peak RSS of each `kg build` (run as its own process, as a user runs it): its
main process, its largest worker, and the whole process tree. Machines here are noisy: read the
ratios, not the absolute figures.

    .venv/bin/python bench/bench_build.py [--replicate 1] [--workers 2] [--json]
    .venv/bin/python bench/bench_build.py --replicate 10 --build-only --json   # ~24,000 abstracts
    .venv/bin/python bench/bench_build.py --replicate 1 10 --build-only --json # both sizes, one run
    .venv/bin/python bench/bench_build.py --venues 0 --build-only --json       # all venue abstracts (~1 h)
"""
from __future__ import annotations

import argparse
import json
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data"


def venue_corpus(n: int) -> list[dict]:
    """Title and abstract of `n` venue abstracts (0: all 74,715) from ../shared/data/venues, read by
    kg's own reader (duplicates dropped), a seeded sample when n is smaller than the corpus."""
    import random

    from kg.corpus.readers import ReadOptions, input_files, read_papers

    files = input_files([str(DATA / "venues")], lambda m: None)
    papers = list(read_papers(files, ReadOptions(warn=lambda m: None, notice=lambda m: None)))
    if 0 < n < len(papers):
        papers = random.Random(0).sample(papers, n)
    return [{"id": p.id, "title": p.title, "abstract": p.abstract} for p in papers]


def corpus() -> list[str]:
    texts = []
    for split in ("train", "dev"):
        for line in (DATA / "scierc" / f"{split}.json").read_text().splitlines():
            doc = json.loads(line)
            texts.append(" ".join(" ".join(s) for s in doc["sentences"]))
        for line in (DATA / "csabstruct" / f"{split}.jsonl").read_text().splitlines():
            texts.append(" ".join(json.loads(line)["sentences"]))
    return texts


def peak_rss_mb() -> float:
    self_ = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    kids = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return max(self_, kids) / 1024


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--replicate", type=int, nargs="+", default=[1],
                    help="corpus copies; several (e.g. 1 10) run each size and report how times scale")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--venues", type=int, metavar="N",
                    help="the corpus is N real abstracts of ../shared/data/venues (0: all of them) instead of SciERC + CSAbstruct")
    ap.add_argument("--build-only", action="store_true",
                    help="time only the bare pipe and `kg build` with --workers (for the large replicated corpus)")
    args = ap.parse_args()
    if not DATA.is_dir():
        print(f"bench: {DATA} not found", file=sys.stderr)
        return 2
    runs = [run_size(r, args) for r in args.replicate]
    result: dict = runs[0] if len(runs) == 1 else {"runs": runs}
    if len(runs) > 1:  # each size against the first, in this one run: is the growth near-linear?
        first = runs[0]
        build = f"build_workers{args.workers}_s"
        result["scaling_vs_first"] = [
            {"abstracts": round(r["abstracts"] / first["abstracts"], 2), "bare_pipe": round(r["bare_pipe_s"] / first["bare_pipe_s"], 2),
             build[:-2]: round(r[build] / first[build], 2)} for r in runs[1:]]
    if args.json:
        print(json.dumps(result, indent=1, default=str))
    else:
        for k, v in result.items():
            print(f"{k}: {round(v, 2) if isinstance(v, float) else v}")
    return 0


def run_size(replicate: int, args: argparse.Namespace) -> dict:
    import spacy

    from kg.extract.pipeline import BASE_MODEL

    tmp = Path(tempfile.mkdtemp(prefix="kg-bench-"))
    src = tmp / "corpus.jsonl"
    if args.venues is not None:  # real venue abstracts; the bare pipe reads what kg extracts from
        records = venue_corpus(args.venues)
        texts = [f"{r['title']}\n{r['abstract']}" if r["title"] else r["abstract"] for r in records]
        src.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records), encoding="utf-8")
    else:
        base = corpus()
        texts = [t if r == 0 else f"{t} (copy {r})" for r in range(replicate) for t in base]
        src.write_text("".join(json.dumps({"id": f"b{i}", "abstract": t}) + "\n" for i, t in enumerate(texts)))
    n = len(texts)
    out: dict = {"abstracts": n}

    bare = spacy.load(BASE_MODEL)
    t0 = time.perf_counter()
    for _ in bare.pipe(texts, batch_size=64):
        pass
    out["bare_pipe_s"] = time.perf_counter() - t0
    del bare, texts

    if not args.build_only:
        serial_stages(src, tmp, out)
    for workers in ([args.workers] if args.build_only else sorted({1, args.workers})):
        seconds, rss = timed_build(src, tmp / f"build{workers}", workers)
        out[f"build_workers{workers}_s"] = seconds
        out[f"build_workers{workers}_peak_rss_mb"] = rss
    shutil.rmtree(tmp, ignore_errors=True)

    bare_s = out["bare_pipe_s"]
    out["ratios_to_bare_pipe"] = {k[:-2]: round(v / bare_s, 2) for k, v in out.items() if k.endswith("_s") and k != "bare_pipe_s"}
    out["abstracts_per_s"] = {k[:-2]: round(n / v, 1) for k, v in out.items() if k.endswith("_s") and "write" not in k and "load" not in k}
    out["bench_process_peak_rss_mb"] = round(peak_rss_mb())  # the bare pipe and the serial stages
    return out


def timed_build(src: Path, out_dir: Path, workers: int) -> tuple[float, dict]:
    """`kg build` as a user runs it, in its own process; its process tree's memory sampled 4x a second."""
    import psutil

    cmd = [sys.executable, "-m", "kg", "build", str(src), "--out", str(out_dir), "--workers", str(workers),
           "--no-views", "--no-report", "--quiet"]
    t0 = time.perf_counter()
    log = out_dir.with_suffix(".stderr")
    with log.open("wb") as err:  # a file, not a pipe: a full pipe would stall the build
        proc = psutil.Popen(cmd, stdout=subprocess.DEVNULL, stderr=err)
        peak = {"main": 0.0, "largest_worker": 0.0, "tree_total": 0.0}
        while proc.poll() is None:
            try:
                main_rss = proc.memory_info().rss
                kids = [c.memory_info().rss for c in proc.children(recursive=True)]
            except psutil.Error:
                kids, main_rss = [], 0
            peak["main"] = max(peak["main"], main_rss / 2**20)
            peak["largest_worker"] = max([peak["largest_worker"]] + [k / 2**20 for k in kids])
            peak["tree_total"] = max(peak["tree_total"], (main_rss + sum(kids)) / 2**20)
            time.sleep(0.25)
    seconds = time.perf_counter() - t0
    if proc.returncode != 0:
        raise SystemExit(f"bench: kg build failed: {log.read_text(errors='replace')[-500:]}")
    return seconds, {k: round(v) for k, v in peak.items()}


def serial_stages(src: Path, tmp: Path, out: dict) -> None:
    """Extraction alone, assembly, graph.json / GraphML writes and the store load, one process."""
    from kg.corpus.readers import ReadOptions, read_papers
    from kg.export.graphml import write_graphml
    from kg.extract.pipeline import build_nlp, extract_papers
    from kg.graph.assemble import build_graph
    from kg.graph.io import write_graph_json
    from kg.store.embedded import load_graph

    nlp = build_nlp()
    out["pipeline"] = nlp.pipe_names
    papers = list(read_papers([src], ReadOptions(warn=lambda m: None)))
    t0 = time.perf_counter()
    extractions = list(extract_papers(papers, nlp))
    out["extract_s"] = time.perf_counter() - t0
    del papers

    t0 = time.perf_counter()
    graph = build_graph(extractions)
    out["assemble_s"] = time.perf_counter() - t0
    out["nodes"], out["edges"] = graph.number_of_nodes(), graph.number_of_edges()
    t0 = time.perf_counter()
    write_graph_json(graph, tmp / "graph.json")
    out["graph_json_write_s"] = time.perf_counter() - t0
    t0 = time.perf_counter()
    write_graphml(graph, tmp / "graph.graphml")
    out["graphml_write_s"] = time.perf_counter() - t0
    t0 = time.perf_counter()
    load_graph(graph, tmp / "graph.db")
    store_s = time.perf_counter() - t0
    out["store_load_s"] = store_s
    out["store_elements_per_sec"] = round((out["nodes"] + out["edges"]) / store_s)
    del graph, extractions


if __name__ == "__main__":
    sys.exit(main())
