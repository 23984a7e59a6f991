// The kg serve overview: communities of papers drawn by sigma.js (WebGL) from /api/overview.
// Positions, colours, sizes, labels and the node budget come from the server; this file draws
// them (placing the labels so that none overlaps another) and handles clicks.
// Every text goes into the page with textContent (never innerHTML) or onto the canvas.
(function () {
  "use strict";
  const box = document.getElementById("overview");
  if (!box || typeof Sigma === "undefined" || typeof graphology === "undefined") return;
  const state = (window.kgOverview = { drawn: 0, ready: false, error: null, labels: [] });
  const panel = document.getElementById("community-panel");
  const LOOSE = 0.1;  // below this share of its papers for its best term, a community is called loosely knit

  function text(tag, value, cls) {
    const el = document.createElement(tag);
    el.textContent = value;
    if (cls) el.className = cls;
    return el;
  }

  function link(href, value) {
    const a = text("a", value);
    a.href = href;
    return a;
  }

  function showCommunity(c) {
    panel.replaceChildren();
    panel.appendChild(text("h2", c.name));
    const n = (v) => v.toLocaleString("en");
    panel.appendChild(text("p", n(c.size) + " papers" + (c.drawn_papers < c.size ? " (" + n(c.drawn_papers) + " drawn)" : ""), "note"));
    const terms = document.createElement("ul");
    for (const t of c.terms) {
      const li = document.createElement("li");
      li.appendChild(text("span", t.label, "chip lab-" + t.label));
      li.appendChild(document.createTextNode(" "));
      li.appendChild(link(kindHref(t.label, t.id), t.name));
      li.appendChild(text("span", " in " + n(t.papers) + " of its papers (" + pct(t.papers / c.size) + ")", "note"));
      terms.appendChild(li);
    }
    panel.appendChild(terms);
    // a large community can be held together by many small overlaps; its name then fits a few
    const best = Math.max(0, ...c.terms.map((t) => t.papers));
    if (c.terms.length && best < LOOSE * c.size) {
      panel.appendChild(text("p", "Loosely knit: its most shared term is in " + pct(best / c.size) +
        " of its papers, so its name describes only a part of it.", "note loose"));
    }
    const papers = document.createElement("ol");
    for (const p of c.papers) {
      const li = document.createElement("li");
      li.appendChild(link("/paper/" + encodeURIComponent(p.id), p.title));
      papers.appendChild(li);
    }
    panel.appendChild(papers);
    if (c.size > c.papers.length) panel.appendChild(text("p", "… and " + n(c.size - c.papers.length) + " more.", "note"));
  }

  function pct(share) {
    return (100 * share).toFixed(share < 0.1 ? 1 : 0) + "%";
  }

  function kindHref(label, id) {
    return (label === "Task" ? "/task/" : "/entity/") + encodeURIComponent(id);
  }

  // Labels. Sigma's own label grid draws forced labels whatever they overlap, so every label here
  // is "forced" and this drawer decides: in priority order (communities largest first, then
  // papers), a label is drawn only where its box overlaps no label drawn before it in the same
  // frame and stays inside the canvas: right or left of its node (a community's label also below,
  // above, or over its centre when that is all that fits, and beside the whole spiral of its papers).
  // Paper titles wait until the zoom spreads the papers apart. window.kgOverview.labels keeps the
  // boxes drawn in the last frame.
  const LABEL_FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif';
  const TITLES_FROM = 8;  // px per graph unit (papers ~14 px apart) before paper titles are drawn
  const TITLE_CHARS = 60;  // longer paper titles and community names are cut (hover and the panel
  const NAME_CHARS = 48;   // show them whole): a label wider than the canvas could never be drawn
  const PAD = 2;
  let frame = [];
  let discs = [];
  let pxPerUnit = null;
  const widths = new Map();

  function overlaps(a, b) {
    return a.x < b.x + b.w + PAD && b.x < a.x + a.w + PAD && a.y < b.y + b.h + PAD && b.y < a.y + a.h + PAD;
  }

  function cut(label, chars) {
    return label.length > chars ? label.slice(0, chars - 1).trimEnd() + "…" : label;
  }

  function candidates(data, r, w, h) {  // top-left corners to try, best first
    const out = [[data.x + r + 4, data.y - h / 2], [data.x - r - 4 - w, data.y - h / 2]];
    if (data.kind !== "community") return out;  // a title away from its dot would name another
    return out.concat([[data.x - w / 2, data.y + r + 2], [data.x - w / 2, data.y - r - 2 - h],
                       [data.x - w / 2, data.y - h / 2]]);
  }

  // Read at the first label of a frame: sigma updates the camera's matrix after "beforeRender".
  // The community discs are obstacles too: a label does not hide a community as large as its own
  // (or any, for a paper's title), so the largest communities keep their labels in a crowded middle.
  function startFrame() {
    const sigma = state.sigma;
    pxPerUnit = sigma.getGraphToViewportRatio();
    discs = [];
    sigma.getGraph().forEachNode((key, a) => {
      if (a.kind !== "community") return;
      const c = sigma.graphToViewport(a);
      const r = sigma.scaleSize(a.size);
      discs.push({ key: key, papers: a.papers, x: c.x - r, y: c.y - r, w: 2 * r, h: 2 * r });
    });
  }

  function drawLabel(ctx, data, settings) {
    if (!data.label || !state.sigma) return;  // none in the frame drawn inside Sigma's constructor
    if (pxPerUnit === null) startFrame();
    if (data.kind === "paper" && pxPerUnit < TITLES_FROM) return;
    const size = data.labelSize || settings.labelSize;
    const weight = data.kind === "community" ? "600" : "400";
    const textValue = cut(data.label, data.kind === "community" ? NAME_CHARS : TITLE_CHARS);
    ctx.font = weight + " " + size + "px " + LABEL_FONT;
    const key = data.key + "|" + size;
    if (!widths.has(key)) widths.set(key, ctx.measureText(textValue).width);
    const w = widths.get(key);
    const h = Math.ceil(size * 1.25);
    const width = ctx.canvas.clientWidth || box.clientWidth;
    const height = ctx.canvas.clientHeight || box.clientHeight;
    const r = Math.max(data.size, (data.radius || 0) * pxPerUnit);
    for (const [x, y] of candidates(data, r, w, h)) {
      const placed = { key: data.key, kind: data.kind, x: x, y: y, w: w, h: h, size: size };
      if (x < PAD || y < PAD || x + w > width - PAD || y + h > height - PAD) continue;
      if (frame.some((other) => overlaps(placed, other))) continue;
      if (discs.some((d) => d.key !== data.key && d.papers >= (data.papers || 0) && overlaps(placed, d))) continue;
      frame.push(placed);
      ctx.textBaseline = "middle";
      ctx.lineJoin = "round";
      ctx.lineWidth = 3;
      ctx.strokeStyle = "rgba(255, 255, 255, 0.9)";  // a halo keeps the text readable over dots and discs
      ctx.strokeText(textValue, x, y + h / 2);
      ctx.fillStyle = data.labelColor || "#333";
      ctx.fillText(textValue, x, y + h / 2);
      return;
    }
  }

  function mix(hex, keep, base) {  // the colour mixed with a grey level: keep = the colour's share
    const n = parseInt(hex.slice(1), 16);
    const m = (c) => Math.round(c * keep + base * (1 - keep));
    return "rgb(" + m((n >> 16) & 255) + "," + m((n >> 8) & 255) + "," + m(n & 255) + ")";
  }

  fetch("/api/overview" + window.location.search)
    .then((r) => r.json())
    .then((data) => {
      const graph = new graphology.Graph({ multi: false, type: "undirected" });
      const largest = Math.max(1, ...data.communities.map((c) => c.size));
      // insertion order is the labels' priority: communities (largest first), then papers
      const ordered = data.nodes.filter((n) => n.kind === "community").sort((a, b) => b.papers - a.papers)
        .concat(data.nodes.filter((n) => n.kind !== "community"));
      const named = new Set(data.communities.filter((c) => c.terms.length).map((c) => c.index));
      for (const n of ordered) {
        const community = n.kind === "community";
        graph.addNode(n.id, {
          x: n.x, y: n.y, size: n.size, label: n.label, kind: n.kind, community: n.community,
          radius: n.radius, papers: n.papers || 0,
          // a community without a shared task or method ("community 12") gets no label on the canvas
          // (hover and the table still name it): it would say nothing about its papers
          forceLabel: !community || named.has(n.community),
          color: community ? mix(n.color, 0.45, 255) : n.color,  // light discs under their papers
          labelColor: community ? mix(n.color, 0.6, 0) : "#333",  // dark enough to read, still its hue
          zIndex: community ? 0 : 1,  // papers are drawn above every disc
          labelSize: community ? Math.round(12 + 4 * Math.sqrt(n.papers / largest)) : 12,
        });
      }
      // data.edges (community -> paper) are not drawn: colour and place already say which community a
      // paper is in, and a star of lines from each centre only greyed the discs and hid the dots
      const byIndex = new Map(data.communities.map((c) => [c.index, c]));
      const sigma = new Sigma(graph, box, {
        itemSizesReference: "screen",
        labelDensity: 0,  // no labels from sigma's grid: drawLabel places them all
        labelRenderedSizeThreshold: 0,
        labelSize: 12,
        labelFont: LABEL_FONT,
        defaultDrawNodeLabel: drawLabel,
        zIndex: true,
      });
      state.sigma = sigma;
      sigma.on("beforeRender", () => {
        frame = [];
        pxPerUnit = null;  // startFrame() at the first label
      });
      sigma.on("afterRender", () => {
        state.labels = frame;
        state.pxPerUnit = pxPerUnit;
      });
      sigma.on("clickNode", ({ node }) => {
        const a = graph.getNodeAttributes(node);
        if (a.kind === "paper") window.location.assign("/paper/" + encodeURIComponent(node));
        else showCommunity(byIndex.get(a.community));
      });
      sigma.refresh();
      state.drawn = graph.order;
      state.ready = true;
      if (data.communities.length) showCommunity(data.communities[0]);
    })
    .catch((err) => {
      state.error = String(err);
      box.replaceChildren(text("p", "The overview could not be drawn: " + err, "error"));
    });
})();
