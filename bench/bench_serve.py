"""kg serve response times on loopback: p50/p95/max per kind of page under concurrent requests.

    .venv/bin/python bench/bench_serve.py OUT_DIR [--requests 200] [--concurrency 4] [--json]

Starts `kg serve OUT_DIR --port 0` (127.0.0.1 only) as a subprocess, then for each kind of page
sends `--requests` GET requests from `--concurrency` concurrent clients and reports p50/p95/max.
The first overview request (read from OUT/overview.json, or computed for a small graph) and the
first trends request (computed in the server's start-up thread, after the search index) are timed
apart, from the moment the server printed its address. URLs are drawn from the graph itself
through the server's own JSON download of the Cypher box: search terms from the first six
letters of the 50 entity names with the most papers, papers spread over the corpus, every entity
with at least --big papers (or the largest one when none has that many), and the 20 tasks with
the most papers; each kind cycles through its URLs. With --browser, the overview's drawing is
timed in headless Chromium too (and --shots DIR keeps screenshots of it and of a task page).
"""
from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from urllib.parse import quote, urlencode


def get(url: str) -> tuple[int, float]:
    started = time.perf_counter()
    try:
        with urllib.request.urlopen(url, timeout=120) as resp:
            resp.read()
            status = resp.status
    except urllib.error.HTTPError as err:
        status = err.code
    return status, (time.perf_counter() - started) * 1000


def cypher_rows(base: str, cypher: str) -> list[dict]:
    url = f"{base}/cypher?" + urlencode({"q": cypher, "download": "result", "format": "json"})
    with urllib.request.urlopen(url, timeout=120) as resp:
        return json.loads(resp.read())


def pick_urls(base: str, n: int, big_papers: int) -> tuple[dict[str, list[str]], dict]:
    papers = [r["id"] for r in cypher_rows(base, "MATCH (p:Paper) RETURN p.id AS id ORDER BY id")]
    step = max(1, len(papers) // n)
    names = [r["name"] for r in cypher_rows(
        base, "MATCH (e:Task:Method:Dataset) RETURN e.name AS name ORDER BY e.paper_count DESC, name LIMIT 50")]
    ranked = cypher_rows(base, "MATCH (e:Method:Dataset:Metric:Concept:Material) "
                               "RETURN e.id AS id, e.paper_count AS n ORDER BY n DESC, id LIMIT 100")
    big = [r for r in ranked if r["n"] >= big_papers] or ranked[:1]
    tasks = cypher_rows(base, "MATCH (t:Task) RETURN t.id AS id, t.paper_count AS n ORDER BY n DESC, id LIMIT 20")
    return {
        "search": [f"{base}/search?q={quote(name[:6])}" for name in names],
        "paper": [f"{base}/paper/{quote(p, safe='')}" for p in papers[::step]],
        "entity (big)": [f"{base}/entity/{quote(r['id'], safe='')}" for r in big],
        "task (top 20)": [f"{base}/task/{quote(r['id'], safe='')}" for r in tasks],
        "overview": [f"{base}/overview"],
        "overview data": [f"{base}/api/overview"],
        "trends": [f"{base}/trends"],
    }, {"entities": len(big), "entity_papers": [big[-1]["n"], big[0]["n"]] if big else [0, 0],
        "task_papers": [tasks[-1]["n"], tasks[0]["n"]] if tasks else [0, 0], "papers": len(papers)}


def server_peak_mb(pid: int) -> int | None:
    """The server's peak resident memory (VmHWM) in MB, where /proc has it."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return None
    kb = next((int(line.split()[1]) for line in status.splitlines() if line.startswith("VmHWM:")), None)
    return kb // 1024 if kb is not None else None


def browser_check(base: str, task_url: str, shots: Path | None) -> dict:
    """Seconds from navigation to the overview drawn (window.kgOverview.ready) in headless
    Chromium, twice; with `shots`, screenshots of the overview and a task page there."""
    from playwright.sync_api import sync_playwright

    times = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium",
                                    args=["--no-sandbox", "--disable-gpu", "--disable-background-networking"])
        try:
            page = browser.new_page(viewport={"width": 1400, "height": 1000})
            for _ in range(2):
                started = time.perf_counter()
                page.goto(base + "/overview")
                while not page.evaluate("window.kgOverview && (window.kgOverview.ready || window.kgOverview.error)"):
                    time.sleep(0.02)
                times.append(round(time.perf_counter() - started, 2))
            drawn, error = page.evaluate("[window.kgOverview.drawn, window.kgOverview.error]")
            if shots:
                shots.mkdir(parents=True, exist_ok=True)
                page.screenshot(path=str(shots / "overview.png"))
                page.goto(task_url)
                page.screenshot(path=str(shots / "task.png"))
        finally:
            browser.close()
    return {"overview_drawn_s": times, "drawn_nodes": drawn, "error": error}


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("out_dir", type=Path)
    ap.add_argument("--requests", type=int, default=200, help="requests per kind of page (default 200)")
    ap.add_argument("--concurrency", type=int, default=4, help="concurrent clients (default 4)")
    ap.add_argument("--big", type=int, default=1000, help="papers an entity needs to count as big (default 1000)")
    ap.add_argument("--browser", action="store_true",
                    help="also time the overview's drawing in headless Chromium (/usr/bin/chromium, playwright)")
    ap.add_argument("--shots", type=Path, help="with --browser: write overview.png and task.png here")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    started = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-m", "kg", "serve", str(args.out_dir), "--port", "0"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        line = proc.stdout.readline()
        if not line.startswith("kg serve: http://"):
            print(line + proc.stderr.read(), file=sys.stderr)
            return 1
        base = line.split()[2].rstrip("/")
        listening = time.perf_counter()
        startup_s = listening - started
        cold = {}
        for kind, path in (("overview", "/overview"), ("overview data", "/api/overview"), ("trends", "/trends")):
            status, _ = get(base + path)
            cold[kind] = {"status": status, "s_after_start": round(time.perf_counter() - listening, 2)}
        urls, sizes = pick_urls(base, args.requests, args.big)
        browser = browser_check(base, urls["task (top 20)"][0], args.shots) if args.browser else None
        results = {}
        with ThreadPoolExecutor(args.concurrency) as pool:
            for kind, pool_urls in urls.items():
                todo = [pool_urls[i % len(pool_urls)] for i in range(args.requests)]
                out = list(pool.map(get, todo))
                times = [ms for _, ms in out]
                results[kind] = {
                    "requests": len(out), "errors": sum(1 for s, _ in out if s >= 400),
                    "p50_ms": round(statistics.median(times), 1), "p95_ms": round(percentile(times, 0.95), 1),
                    "max_ms": round(max(times), 1),
                }
        peak_mb = server_peak_mb(proc.pid)
    finally:
        proc.terminate()
        proc.wait(timeout=30)
    report = {"out_dir": str(args.out_dir), **sizes, "startup_s": round(startup_s, 2), "server_peak_mb": peak_mb,
              "concurrency": args.concurrency, "first": cold, "browser": browser, "pages": results}
    if args.json:
        print(json.dumps(report, indent=1))
    else:
        print(f"{report['papers']} papers; listening {report['startup_s']} s after launch; {args.concurrency} concurrent clients; "
              f"server peak memory {peak_mb} MB")
        print("first answers, seconds after the server listened: " + ", ".join(
            f"{k} {v['s_after_start']} (HTTP {v['status']})" for k, v in cold.items()))
        if browser:
            print(f"overview drawn in Chromium {browser['overview_drawn_s']} s after navigation "
                  f"({browser['drawn_nodes']} nodes, error {browser['error']})")
        print(f"big entities: {sizes['entities']} with {sizes['entity_papers'][0]}-{sizes['entity_papers'][1]} papers; "
              f"top 20 tasks: {sizes['task_papers'][0]}-{sizes['task_papers'][1]} papers")
        print(f"{'page':<22}{'requests':>9}{'errors':>8}{'p50 ms':>9}{'p95 ms':>9}{'max ms':>9}")
        for kind, r in results.items():
            print(f"{kind:<22}{r['requests']:>9}{r['errors']:>8}{r['p50_ms']:>9}{r['p95_ms']:>9}{r['max_ms']:>9}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
