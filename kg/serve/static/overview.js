// The kg serve overview: communities of papers drawn by sigma.js (WebGL) from /api/overview.
// Positions, colours, labels and the node budget all come from the server; this file only draws
// and handles clicks. Every text goes into the page with textContent (never innerHTML).
(function () {
  "use strict";
  const box = document.getElementById("overview");
  if (!box || typeof Sigma === "undefined" || typeof graphology === "undefined") return;
  const state = (window.kgOverview = { drawn: 0, ready: false, error: null });
  const panel = document.getElementById("community-panel");

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
    panel.appendChild(text("p", c.size + " papers" + (c.drawn_papers < c.size ? " (" + c.drawn_papers + " drawn)" : ""), "note"));
    const terms = document.createElement("ul");
    for (const t of c.terms) {
      const li = document.createElement("li");
      li.appendChild(text("span", t.label, "chip lab-" + t.label));
      li.appendChild(document.createTextNode(" "));
      li.appendChild(link(kindHref(t.label, t.id), t.name));
      li.appendChild(text("span", " in " + t.papers + " of its papers", "note"));
      terms.appendChild(li);
    }
    panel.appendChild(terms);
    const papers = document.createElement("ol");
    for (const p of c.papers) {
      const li = document.createElement("li");
      li.appendChild(link("/paper/" + encodeURIComponent(p.id), p.title));
      papers.appendChild(li);
    }
    panel.appendChild(papers);
    if (c.size > c.papers.length) panel.appendChild(text("p", "… and " + (c.size - c.papers.length) + " more.", "note"));
  }

  function kindHref(label, id) {
    return (label === "Task" ? "/task/" : "/entity/") + encodeURIComponent(id);
  }

  fetch("/api/overview" + window.location.search)
    .then((r) => r.json())
    .then((data) => {
      const graph = new graphology.Graph({ multi: false, type: "undirected" });
      for (const n of data.nodes) {
        graph.addNode(n.id, {
          x: n.x, y: n.y, size: n.size, color: n.color, label: n.label,
          kind: n.kind, community: n.community, forceLabel: Boolean(n.force_label),
        });
      }
      for (const e of data.edges) graph.addEdge(e.source, e.target, { color: "#dddddd", size: 0.5 });
      const byIndex = new Map(data.communities.map((c) => [c.index, c]));
      const sigma = new Sigma(graph, box, {
        itemSizesReference: "screen",
        labelRenderedSizeThreshold: 7,
        labelDensity: 0.5,
        labelSize: 13,
        labelWeight: "600",
        zIndex: true,
      });
      sigma.on("clickNode", ({ node }) => {
        const a = graph.getNodeAttributes(node);
        if (a.kind === "paper") window.location.assign("/paper/" + encodeURIComponent(node));
        else showCommunity(byIndex.get(a.community));
      });
      state.sigma = sigma;
      state.drawn = graph.order;
      state.ready = true;
      if (data.communities.length) showCommunity(data.communities[0]);
    })
    .catch((err) => {
      state.error = String(err);
      box.replaceChildren(text("p", "The overview could not be drawn: " + err, "error"));
    });
})();
