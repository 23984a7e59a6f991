"""Bolt load throughput: nodes+relationships per second into ArcadeDB's Bolt plugin, by batch size.

    .venv/bin/python bench/bench_bolt.py [--papers 1450] [--batch-sizes 100,500,2000]

Builds a synthetic graph (tests.support.synthetic; ~20k elements for the default 1450 papers), starts ArcadeDB
(arcadedb-embedded) with its Bolt plugin on a free loopback port, and for each batch size loads the
graph into an emptied database with kg.store.neo4j.load_graph, timing the whole load (constraints,
indexes, MERGE batches, final counts). Point it at another server with --uri/--user/--password/
--database (that database is emptied between runs).
"""
from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

import networkx as nx

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from kg.graph import io  # noqa: E402
from kg.store import neo4j as store  # noqa: E402
from tests.support import synthetic  # noqa: E402
from tests.support.bolt_server import BoltServer, arcadedb_version  # noqa: E402


def build_graph(papers: int) -> nx.MultiDiGraph:
    data = synthetic.graph_dict(papers, seed=7)
    graph = nx.MultiDiGraph()
    for n in data["nodes"]:
        graph.add_node(n["id"], **{k: v for k, v in n.items() if k != "id"})
    graph.add_edges_from(
        (e["source"], e["target"], io.edge_key(e["type"], e["key"]),
         {k: v for k, v in e.items() if k not in ("source", "target")})
        for e in data["edges"]
    )
    return graph


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--papers", type=int, default=1450)
    ap.add_argument("--batch-sizes", default="100,500,2000")
    ap.add_argument("--uri")
    ap.add_argument("--user")
    ap.add_argument("--password")
    ap.add_argument("--database")
    args = ap.parse_args(argv)
    graph = build_graph(args.papers)
    n, r = graph.number_of_nodes(), graph.number_of_edges()
    sizes = [int(s) for s in args.batch_sizes.split(",")]
    server = None
    if args.uri:
        kw = dict(uri=args.uri, user=args.user, password=args.password, database=args.database)
        name = f"{args.uri}"
    else:
        server = BoltServer(tempfile.mkdtemp(prefix="kg-bench-bolt-")).start()
        kw = dict(uri=server.uri, user="root", password=server.password, database=server.database)
        name = f"ArcadeDB {arcadedb_version()} Bolt plugin (arcadedb-embedded, loopback)"
    print(f"server: {name}")
    print(f"graph: {n} nodes + {r} relationships = {n + r} elements ({args.papers} papers)")
    print(f"{'batch':>6} | {'seconds':>8} | {'elements/s':>10} | {'reload s':>8} | {'reload el/s':>11}")
    try:
        for size in sizes:
            store.run_query("MATCH (n) DETACH DELETE n", write=True, **kw)
            t = time.perf_counter()
            res = store.load_graph(graph, batch_size=size, **kw)
            first = time.perf_counter() - t
            assert (res["db_nodes"], res["db_relationships"]) == (n, r), res
            t = time.perf_counter()
            store.load_graph(graph, batch_size=size, **kw)  # idempotent re-load: MERGE finds everything
            again = time.perf_counter() - t
            print(f"{size:>6} | {first:>8.1f} | {(n + r) / first:>10.0f} | {again:>8.1f} | {(n + r) / again:>11.0f}",
                  flush=True)
    finally:
        if server:
            server.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
