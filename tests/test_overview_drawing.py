"""The overview as a person sees it: a real `kg serve` on 127.0.0.1 over a store of many long-named
communities (tests/support/clustered_graph.py) with the overview.json the build stage writes, drawn
by sigma.js in headless Chromium. Labels never overlap and stay on the canvas at any zoom, every
community's label can be read by zooming to it, paper dots stand out from the community discs, and
the page states its budget.
"""
from __future__ import annotations

from urllib.parse import urlparse

import pytest

from kg.graph.overview import write_overview
from kg.store import embedded

from .support.chromium import chromium, poll
from .support.clustered_graph import GROUPS, make_graph
from .support.server import Server

pytestmark = pytest.mark.browser

# the labels drawn in the last frame after the camera moves to a ratio (and optionally a node)
SHOW = """([ratio, node]) => {
  const s = window.kgOverview.sigma;
  const at = node ? s.getNodeDisplayData(node) : {x: 0.5, y: 0.5};
  s.getCamera().setState({x: at.x, y: at.y, ratio: ratio, angle: 0});
  s.refresh();
  return window.kgOverview.labels.map(l => ({...l}));
}"""

# the right-side boxes every community label would take if all were drawn (sigma's own placement)
NAIVE_OVERLAPS = """() => {
  const s = window.kgOverview.sigma, g = s.getGraph();
  const ctx = document.createElement("canvas").getContext("2d");
  const boxes = [];
  g.forEachNode((key, a) => {
    if (a.kind !== "community" || !a.forceLabel) return;
    const p = s.graphToViewport(a), r = s.scaleSize(a.size);
    ctx.font = "600 " + a.labelSize + "px sans-serif";
    const w = ctx.measureText(a.label).width, h = a.labelSize * 1.25;
    boxes.push({x: p.x + r + 4, y: p.y - h / 2, w: w, h: h});
  });
  let n = 0;
  for (let i = 0; i < boxes.length; i++) for (let j = 0; j < i; j++) {
    const a = boxes[i], b = boxes[j];
    if (a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h) n++;
  }
  return n;
}"""

# for each paper dot lying wholly inside its community's disc: the pixel at its centre, its colour
# and the disc's colour, read from the WebGL canvas right after a synchronous render
DOTS = """() => {
  const s = window.kgOverview.sigma, g = s.getGraph();
  s.getCamera().setState({x: 0.5, y: 0.5, ratio: 1, angle: 0});
  s.refresh();
  const gl = s.getCanvases().nodes, ratio = gl.width / gl.clientWidth;
  const copy = document.createElement("canvas");
  copy.width = gl.width; copy.height = gl.height;
  const ctx = copy.getContext("2d");
  ctx.drawImage(gl, 0, 0);
  const out = [];
  g.forEachNode((key, a) => {
    if (a.kind !== "paper") return;
    const c = g.getNodeAttributes("community:" + a.community);
    const p = s.graphToViewport(a), q = s.graphToViewport(c);
    const inside = Math.hypot(p.x - q.x, p.y - q.y) + s.scaleSize(a.size) < s.scaleSize(c.size) - 1;
    if (!inside) return;
    const px = ctx.getImageData(Math.round(p.x * ratio), Math.round(p.y * ratio), 1, 1).data;
    out.push({pixel: [px[0], px[1], px[2]], dot: a.color, disc: c.color});
  });
  return out;
}"""


def _rgb(colour: str) -> tuple[int, int, int]:
    if colour.startswith("#"):
        return tuple(int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return tuple(int(v) for v in colour[colour.index("(") + 1:-1].split(","))


def _distance(a, b) -> int:
    return sum(abs(x - y) for x, y in zip(a, b))


def _overlap(a: dict, b: dict) -> bool:
    return a["x"] < b["x"] + b["w"] and b["x"] < a["x"] + a["w"] and a["y"] < b["y"] + b["h"] and b["y"] < a["y"] + a["h"]


@pytest.fixture(scope="module")
def overview_page(tmp_path_factory):
    folder = tmp_path_factory.mktemp("clustered")
    graph = make_graph()
    embedded.load_graph(graph, folder / "graph.db")
    write_overview(graph, folder)
    server = Server(folder)
    try:
        with chromium() as browser:
            context = browser.new_context(viewport={"width": 1280, "height": 800})
            foreign, errors = [], []

            def route(r):
                if urlparse(r.request.url).hostname == "127.0.0.1":
                    r.continue_()
                else:
                    foreign.append(r.request.url)
                    r.abort()

            context.route("**/*", route)
            page = context.new_page()
            page.on("pageerror", lambda e: errors.append(str(e)))
            page.goto(server.base + "/overview")
            poll(page, "window.kgOverview && (window.kgOverview.ready || window.kgOverview.error)")
            assert page.evaluate("window.kgOverview.error") is None
            yield page
            assert foreign == [] and errors == []
            context.close()
    finally:
        server.stop()


def test_labels_never_overlap_and_stay_on_the_canvas_at_any_zoom(overview_page):
    page = overview_page
    width, height = page.evaluate("[document.getElementById('overview').clientWidth, "
                                  "document.getElementById('overview').clientHeight]")
    page.evaluate(SHOW, [1, None])
    # drawn the way sigma places them (right of every node), these labels would collide
    assert page.evaluate(NAIVE_OVERLAPS) > 10
    seen_titles = False
    for ratio in (1, 0.5, 0.25, 0.1, 0.04):
        labels = page.evaluate(SHOW, [ratio, None])
        assert labels, f"no label drawn at zoom ratio {ratio}"
        pairs = [(a["key"], b["key"]) for i, a in enumerate(labels) for b in labels[:i] if _overlap(a, b)]
        assert pairs == [], f"overlapping labels at ratio {ratio}: {pairs[:5]}"
        for lab in labels:
            assert 0 <= lab["x"] and lab["x"] + lab["w"] <= width and 0 <= lab["y"] and lab["y"] + lab["h"] <= height
            assert lab["size"] >= 12
        seen_titles |= any(lab["kind"] == "paper" for lab in labels)
    assert seen_titles, "zoomed in, paper titles are drawn"
    # fitted: the largest community (index 0) is named, and several others with it
    fitted = page.evaluate(SHOW, [1, None])
    keys = {lab["key"] for lab in fitted}
    assert "community:0" in keys and sum(k.startswith("community:") for k in keys) >= 8


def test_every_community_can_be_read_by_zooming_to_it(overview_page):
    page = overview_page
    missing = [k for k in range(GROUPS)
               if f"community:{k}" not in {lab["key"] for lab in page.evaluate(SHOW, [0.15, f"community:{k}"])}]
    assert missing == []


def test_paper_dots_stand_out_from_the_community_discs(overview_page):
    dots = overview_page.evaluate(DOTS)
    assert len(dots) > 50  # at the fitted zoom most papers lie inside their community's disc
    for d in dots:
        pixel, dot, disc = d["pixel"], _rgb(d["dot"]), _rgb(d["disc"])
        assert _distance(pixel, dot) < _distance(pixel, disc), d


def test_the_page_states_its_budget_and_what_it_left_out(overview_page):
    page = overview_page
    stated = page.text_content("#overview-budget")
    drawn = page.evaluate("window.kgOverview.drawn")
    assert f"Drawn: {drawn} nodes (budget 1000)" in stated
    assert f"{GROUPS} of {GROUPS} communities" in stated and "Not drawn: 2 papers" in stated
    # the panel opens on the largest community: every paper of it has both its terms
    panel = page.text_content("#community-panel")
    assert panel.count("of its papers (100%)") == 2 and "Loosely knit" not in panel
    rows = page.eval_on_selector_all('table[data-table="communities"] tbody tr',
                                     "rows => rows.map(r => Array.from(r.cells).map(c => c.textContent.trim()))")
    assert len(rows) == GROUPS and all(r[4] == "100.0" for r in rows)
    assert all(r[5].endswith(f"({r[2]})") for r in rows)  # each term in every paper of its community
