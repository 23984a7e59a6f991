"""Bench for kg.view at whole-venue scale (issue #5).

Synthesizes a schema-valid graph of ~4,000 papers and ~30,000 nodes (Zipf-distributed entity use,
claims, results, entity-entity relations), times write_views, then opens graph.html (and the
biggest entity page and index.html) in headless Chromium and measures the time from navigation
start to the network's first completed drawing (window.kgView.drawnAt; physics is off, so drawn
is settled).

    .venv/bin/python bench/bench_view.py [--papers 4000] [--nodes 30000] [--top 300 1000] [--out DIR]

Writes bench/results/bench_view.json (git-ignored) and prints a summary.
"""
from __future__ import annotations

import argparse
import json
import random
import shutil
import sys
import tempfile
import time
from pathlib import Path

import networkx as nx

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from kg import schema as kg_schema  # noqa: E402
from kg.graph import io  # noqa: E402
from kg.ids import page_name  # noqa: E402
from kg.view import write_views  # noqa: E402
from tests.support.view import overview_node_count  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
WORDS = ("neural graph sparse deep robust adaptive latent contrastive bayesian causal efficient multi "
         "modal attention transformer kernel temporal spatial federated quantum diffusion generative "
         "semantic lexical retrieval segmentation detection translation parsing ranking").split()
PAPER_RELS = {"Method": ("PROPOSES", "USES"), "Task": ("ADDRESSES",), "Dataset": ("EVALUATED_ON",),
              "Metric": ("MEASURED_BY",), "Material": ("USES",), "Concept": ("USES",)}
LINK_RELS = ("USED_FOR", "EVALUATE_FOR", "FEATURE_OF", "PART_OF", "HYPONYM_OF", "CONJUNCTION", "COMPARED_WITH")


def synthesize(n_papers: int = 4000, n_nodes: int = 30000, seed: int = 7) -> dict:
    rng = random.Random(seed)
    labels = ["Method", "Task", "Dataset", "Metric", "Material", "Concept"]
    share = {"Method": 0.35, "Task": 0.15, "Dataset": 0.12, "Metric": 0.05, "Material": 0.08, "Concept": 0.25}
    n_claims = n_papers * 2
    n_results = n_papers
    n_entities = max(100, n_nodes - n_papers - n_claims - n_results)
    nodes: list[dict] = []
    edges: list[dict] = []
    ents: dict[str, list[str]] = {lab: [] for lab in labels}
    names = set()
    for lab in labels:
        for i in range(int(n_entities * share[lab])):
            while True:
                name = " ".join(rng.sample(WORDS, rng.randint(1, 3))) + f" {lab[:2].lower()}{i}"
                if name not in names:
                    names.add(name)
                    break
            nid = f"{lab.lower()}:{i}"
            ents[lab].append(nid)
            nodes.append({"id": nid, "label": lab, "name": name, "aliases": [name.upper()] if i % 3 == 0 else [],
                          "paper_count": 0, "mention_count": 0,
                          "evidence": f"We study {name} <b>in</b> context {i}.", "confidence": 0.9})
    by_id = {n["id"]: n for n in nodes}
    papers_of: dict[str, set[str]] = {}

    def zipf_pick(pool: list[str]) -> str:
        # rank r chosen with probability ~ 1/r
        r = int(len(pool) ** rng.random()) - 1
        return pool[min(max(r, 0), len(pool) - 1)]

    for p in range(n_papers):
        pid = f"paper-{p:05d}"
        title = f"On {rng.choice(WORDS)} {rng.choice(WORDS)} for {rng.choice(WORDS)} #{p}"
        nodes.append({"id": pid, "label": "Paper", "name": title, "title": title, "year": 2015 + p % 10,
                      "abstract": f"We present {title}. " + " ".join(rng.choices(WORDS, k=120)) + " <script>x</script>",
                      "venue": "SynthConf", "authors": [f"Author {p % 97}"]})
        linked = set()
        for lab, k in (("Method", 3), ("Task", 1), ("Dataset", 2), ("Metric", 1), ("Material", 1), ("Concept", 3)):
            for _ in range(k):
                e = zipf_pick(ents[lab])
                rel = rng.choice(PAPER_RELS[lab])
                if (e, rel) in linked:
                    continue
                linked.add((e, rel))
                edges.append({"source": pid, "target": e, "type": rel, "key": pid, "paper_id": pid,
                              "evidence": f"sentence about {by_id[e]['name']}", "confidence": 0.8})
                papers_of.setdefault(e, set()).add(pid)
                by_id[e]["mention_count"] += 1
        used = sorted({e for e, _ in linked})
        for j in range(2):
            cid = f"claim:{pid}:{j}"
            nodes.append({"id": cid, "label": "Claim", "text": f"Our method improves {rng.choice(WORDS)} by {j + 1}%.",
                          "kind": "result", "paper_id": pid, "sentence": j})
            edges.append({"source": pid, "target": cid, "type": "HAS_CLAIM", "key": pid, "paper_id": pid})
            target = rng.choice(used)
            edges.append({"source": cid, "target": target, "type": "ABOUT", "key": pid, "paper_id": pid, "role": "subject"})
            if j == 0:
                rid = f"result:{pid}:0"
                nodes.append({"id": rid, "label": "Result", "value": float(rng.randint(1, 30)), "unit": "%",
                              "metric": "accuracy", "dataset": "synth", "text": "12%", "paper_id": pid, "sentence": j})
                edges.append({"source": cid, "target": rid, "type": "REPORTS", "key": pid, "paper_id": pid})
        for _ in range(2):
            a, b = rng.sample(used, 2)
            rel = "OUTPERFORMS" if a.startswith("method:") and b.startswith("method:") and rng.random() < 0.3 \
                else rng.choice(LINK_RELS)
            edges.append({"source": a, "target": b, "type": rel, "key": pid, "paper_id": pid})
    for e, ps in papers_of.items():
        by_id[e]["paper_count"] = len(ps)
    # drop duplicate (source, type, target, key) edges
    seen, uniq = set(), []
    for e in edges:
        k = (e["source"], e["type"], e["target"], e["key"])
        if k not in seen:
            seen.add(k)
            uniq.append(e)
    return {"schema_version": kg_schema.load().version, "nodes": nodes, "edges": uniq}


def to_graph(data: dict) -> nx.MultiDiGraph:
    try:
        return io.from_dict(data)
    except TypeError:  # skeleton from_dict passes "key" twice; build the same graph
        g = nx.MultiDiGraph()
        for n in data["nodes"]:
            g.add_node(n["id"], **{k: v for k, v in n.items() if k != "id"})
        g.add_edges_from((e["source"], e["target"], io.edge_key(e["type"], e.get("key", "")),
                          {k: v for k, v in e.items() if k not in ("source", "target")}) for e in data["edges"])
        return g


def measure_pages(paths: list[Path], timeout_s: float = 60.0) -> dict[str, dict]:
    from playwright.sync_api import sync_playwright

    out = {}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM,
                                    args=["--no-sandbox", "--disable-gpu", "--disable-background-networking"])
        for path in paths:
            page = browser.new_page(viewport={"width": 1400, "height": 900})
            remote: list[str] = []
            errors: list[str] = []
            page.on("request", lambda r: remote.append(r.url) if not r.url.startswith("file:") else None)
            page.on("pageerror", lambda e: errors.append(str(e)))
            t0 = time.perf_counter()
            page.goto(path.resolve().as_uri(), timeout=timeout_s * 1000)
            has_net = page.evaluate("!!document.getElementById('kg-network')")
            end = time.perf_counter() + timeout_s
            drawn_ms = None
            while has_net and time.perf_counter() < end:
                v = page.evaluate("window.kgView && window.kgView.drawn ? window.kgView.drawnAt : null")
                if v is not None:
                    drawn_ms = v
                    break
                time.sleep(0.02)
            wall = time.perf_counter() - t0
            load_ms = page.evaluate("performance.getEntriesByType('navigation')[0].loadEventEnd")
            nodes = page.evaluate("window.kgView ? window.kgView.network.body.data.nodes.length : null") if has_net else None
            out[path.name] = {"drawn_ms": drawn_ms, "load_event_ms": load_ms, "wall_s": round(wall, 2),
                              "nodes_drawn": nodes, "remote_requests": len(remote), "page_errors": errors,
                              "bytes": path.stat().st_size}
            page.close()
        browser.close()
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--papers", type=int, default=4000)
    ap.add_argument("--nodes", type=int, default=30000)
    ap.add_argument("--top", type=int, nargs="+", default=[300, 1000])
    ap.add_argument("--out", type=Path, default=None, help="views folder (default: a temporary one, removed)")
    ap.add_argument("--no-browser", action="store_true")
    args = ap.parse_args(argv)

    t = time.perf_counter()
    data = synthesize(args.papers, args.nodes)
    synth_s = time.perf_counter() - t
    problems = kg_schema.validate(data, limit=5)
    if problems:
        print("synthetic graph is not valid:", problems, file=sys.stderr)
        return 1
    graph = to_graph(data)
    counts = {}
    for _, a in graph.nodes(data=True):
        counts[a["label"]] = counts.get(a["label"], 0) + 1
    print(f"graph: {graph.number_of_nodes()} nodes, {graph.number_of_edges()} edges {counts} (synth {synth_s:.1f}s)")

    tmp = None
    base = args.out or Path(tempfile.mkdtemp(prefix="kg-bench-view-"))
    results: dict = {"nodes": graph.number_of_nodes(), "edges": graph.number_of_edges(), "labels": counts, "runs": []}
    try:
        for top in args.top:
            out = base / f"top{top}"
            t = time.perf_counter()
            written = write_views(graph, out, top_n=top)
            write_s = time.perf_counter() - t
            pages = sum(1 for p in written if p.suffix == ".html")
            size = sum(p.stat().st_size for p in written)
            run = {"top_n": top, "write_s": round(write_s, 2), "pages": pages, "total_mb": round(size / 1e6, 1),
                   "overview_nodes": overview_node_count(graph, top)}
            print(f"top_n={top}: write_views {write_s:.1f}s for {pages} pages ({size / 1e6:.0f} MB); "
                  f"overview draws {run['overview_nodes']} nodes")
            if not args.no_browser:
                biggest = max((n for n, a in graph.nodes(data=True) if a["label"] not in ("Paper", "Claim", "Result")),
                              key=lambda n: graph.nodes[n].get("paper_count", 0))
                targets = [out / "graph.html"]
                if top == args.top[0]:
                    targets += [out / "entities" / f"{page_name(biggest)}.html", out / "index.html",
                                out / "papers" / "paper-00000.html"]
                run["browser"] = measure_pages(targets)
                for name, m in run["browser"].items():
                    print(f"  {name}: drawn at {m['drawn_ms'] and round(m['drawn_ms'])} ms, load event "
                          f"{round(m['load_event_ms'])} ms, {m['nodes_drawn']} nodes, {m['bytes'] / 1e3:.0f} kB, "
                          f"remote requests {m['remote_requests']}, errors {len(m['page_errors'])}")
            results["runs"].append(run)
    finally:
        if args.out is None:
            shutil.rmtree(base, ignore_errors=True)
    res_dir = ROOT / "bench" / "results"
    res_dir.mkdir(parents=True, exist_ok=True)
    (res_dir / "bench_view.json").write_text(json.dumps(results, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
