"""What the overview shows a reader, per zoom: labels drawn, communities in view, draw time.

    .venv/bin/python bench/overview_labels.py OUT_DIR [--budget 1000] [--shots DIR] [--json]

Starts `kg serve OUT_DIR --port 0` (127.0.0.1 only), opens /overview in headless Chromium
(/usr/bin/chromium, 1280 x 800), and reports the seconds from navigation to the drawn overview;
then, for camera ratios 1 (fitted), 0.4, 0.12 and 0.04 around the centre: the communities in view,
how many of them have a shared task or method (a name), how many community labels and paper
titles were drawn, whether any two drawn labels overlap, and the milliseconds of a full
sigma.refresh(). With --shots, a screenshot of the canvas at each ratio. The figures of
docs/serve.md ("Looked at") came from these measurements.
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

RATIOS = (1, 0.4, 0.12, 0.04)
MEASURE = """(r) => {
  const s = window.kgOverview.sigma, g = s.getGraph();
  s.getCamera().setState({x: 0.5, y: 0.5, ratio: r, angle: 0});
  const t = performance.now(); s.refresh(); const ms = performance.now() - t;
  const W = s.getContainer().clientWidth, H = s.getContainer().clientHeight;
  let inView = 0, named = 0;
  g.forEachNode((k, a) => {
    if (a.kind !== "community") return;
    const v = s.graphToViewport(a);
    if (v.x >= 0 && v.x <= W && v.y >= 0 && v.y <= H) { inView++; if (a.forceLabel) named++; }
  });
  const L = window.kgOverview.labels;
  let overlaps = 0;
  for (let i = 0; i < L.length; i++) for (let j = 0; j < i; j++) {
    const a = L[i], b = L[j];
    if (a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h) overlaps++;
  }
  return {ratio: r, communities_in_view: inView, named_in_view: named, overlapping_pairs: overlaps,
          community_labels: L.filter((l) => l.kind === "community").length,
          paper_titles: L.filter((l) => l.kind === "paper").length, refresh_ms: Math.round(ms)};
}"""


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out_dir", type=Path)
    ap.add_argument("--budget", type=int, default=1000)
    ap.add_argument("--shots", type=Path, help="write overview-<ratio>.png here")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    from playwright.sync_api import sync_playwright

    server = subprocess.Popen([sys.executable, "-m", "kg", "serve", str(args.out_dir), "--port", "0"],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        base = server.stdout.readline().split()[2].rstrip("/")
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium",
                                        args=["--no-sandbox", "--disable-gpu", "--disable-background-networking"])
            page = browser.new_page(viewport={"width": 1280, "height": 800})
            started = time.perf_counter()
            page.goto(f"{base}/overview?budget={args.budget}")
            while not page.evaluate("window.kgOverview && (window.kgOverview.ready || window.kgOverview.error)"):
                time.sleep(0.02)
            result = {"drawn_s": round(time.perf_counter() - started, 2),
                      "error": page.evaluate("window.kgOverview.error"),
                      "drawn_nodes": page.evaluate("window.kgOverview.drawn"), "zoom": []}
            for ratio in RATIOS:
                result["zoom"].append(page.evaluate(MEASURE, ratio))
                if args.shots:
                    args.shots.mkdir(parents=True, exist_ok=True)
                    page.query_selector("#overview").screenshot(path=str(args.shots / f"overview-{ratio}.png"))
            browser.close()
    finally:
        server.terminate()
        server.wait(timeout=30)
    if args.json:
        print(json.dumps(result, indent=1))
    else:
        print(f"drawn in {result['drawn_s']} s: {result['drawn_nodes']} nodes (error: {result['error']})")
        for z in result["zoom"]:
            print("  ratio {ratio}: {community_labels} community labels ({named_in_view} named of "
                  "{communities_in_view} in view), {paper_titles} paper titles, {overlapping_pairs} "
                  "overlapping pairs, refresh {refresh_ms} ms".format(**z))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
