"""Benchmark: kg on real abstracts against bare en_core_web_sm, in one process run.

Corpus: SciERC and CSAbstruct train+dev from ../shared/data joined (~2,400 abstracts), optionally
replicated N times (--replicate 10 gives ~24,000, each copy made distinct by a suffix). Reports
abstracts/s for bare `nlp.pipe`, kg extraction alone, and the whole `kg build` (serial and with
--workers), each as a ratio to the bare pipe; the embedded-store load rate; graph.json and GraphML
write time; and peak RSS. Machines here are noisy: read the ratios, not the absolute figures.

    .venv/bin/python bench/bench_build.py [--replicate 1] [--workers 2] [--json]
    .venv/bin/python bench/bench_build.py --replicate 10 --build-only --json   # ~24,000 abstracts
"""
from __future__ import annotations

import argparse
import json
import resource
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data"


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
    ap.add_argument("--replicate", type=int, default=1)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--build-only", action="store_true",
                    help="time only the bare pipe and `kg build` with --workers (for the large replicated corpus)")
    args = ap.parse_args()
    if not DATA.is_dir():
        print(f"bench: {DATA} not found", file=sys.stderr)
        return 2
    import spacy

    from kg.build import BuildOptions, run_build
    from kg.corpus.readers import ReadOptions
    from kg.extract.pipeline import BASE_MODEL

    base = corpus()
    texts = [t if r == 0 else f"{t} (copy {r})" for r in range(args.replicate) for t in base]
    tmp = Path(tempfile.mkdtemp(prefix="kg-bench-"))
    src = tmp / "corpus.jsonl"
    src.write_text("".join(json.dumps({"id": f"b{i}", "abstract": t}) + "\n" for i, t in enumerate(texts)))
    n = len(texts)
    out: dict = {"abstracts": n}

    bare = spacy.load(BASE_MODEL)
    t0 = time.perf_counter()
    for _ in bare.pipe(texts, batch_size=64):
        pass
    out["bare_pipe_s"] = time.perf_counter() - t0
    del bare

    if not args.build_only:
        serial_stages(src, tmp, out)
    for workers in ([args.workers] if args.build_only else sorted({1, args.workers})):
        t0 = time.perf_counter()
        run_build([str(src)], BuildOptions(out_dir=tmp / f"build{workers}", workers=workers, views=False, report=False,
                                           read=ReadOptions(warn=lambda m: None)))
        out[f"build_workers{workers}_s"] = time.perf_counter() - t0

    bare_s = out["bare_pipe_s"]
    out["ratios_to_bare_pipe"] = {k[:-2]: round(v / bare_s, 2) for k, v in out.items() if k.endswith("_s") and k != "bare_pipe_s"}
    out["abstracts_per_s"] = {k[:-2]: round(n / v, 1) for k, v in out.items() if k.endswith("_s") and "write" not in k and "load" not in k}
    out["peak_rss_mb"] = round(peak_rss_mb())
    if args.json:
        print(json.dumps(out, indent=1, default=str))
    else:
        for k, v in out.items():
            print(f"{k}: {round(v, 2) if isinstance(v, float) else v}")
    return 0


def serial_stages(src: Path, tmp: Path, out: dict) -> None:
    """Extraction alone, assembly, graph.json / GraphML writes and the store load, one process."""
    from kg.corpus.readers import ReadOptions, read_papers
    from kg.export.graphml import write_graphml
    from kg.extract.pipeline import build_nlp, extract_papers
    from kg.graph.build import build_graph
    from kg.graph.io import dumps
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
    (tmp / "graph.json").write_text(dumps(graph))
    out["graph_json_write_s"] = time.perf_counter() - t0
    t0 = time.perf_counter()
    write_graphml(graph, tmp / "graph.graphml")
    out["graphml_write_s"] = time.perf_counter() - t0
    t0 = time.perf_counter()
    load_graph(graph, tmp / "graph.db")
    store_s = time.perf_counter() - t0
    out["store_load_s"] = store_s
    out["store_elements_per_s"] = (out["nodes"] + out["edges"]) / store_s
    del graph, extractions


if __name__ == "__main__":
    sys.exit(main())
