/* kg views: draws the network embedded in #kg-data with vis-network, and wires the search box,
 * the label filter (legend checkboxes), the info panel and the index filter.
 * Every string in #kg-data comes from abstracts: it is only ever put in the page through
 * textContent / DOM nodes, never as HTML. */
(function () {
  "use strict";

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = String(text);
    return e;
  }

  function readData() {
    var block = document.getElementById("kg-data");
    if (!block) return null;
    try {
      return JSON.parse(block.textContent);
    } catch (err) {
      console.warn("kg: bad view data", err);
      return null;
    }
  }

  function tipElement(t) {
    var d = el("div", "kg-tip");
    d.appendChild(el("div", "kg-tip-name", t.name));
    var rows = [["Label", t.label]];
    if (t.kind) rows.push(["Kind", t.kind]);
    if (t.year) rows.push(["Year", t.year]);
    if (t.aliases && t.aliases.length) rows.push(["Aliases", t.aliases.join(", ")]);
    if (t.papers !== undefined && t.label !== "Paper") rows.push(["Papers", String(t.papers)]);
    if (t.evidence) rows.push(["Evidence", "\u201c" + t.evidence + "\u201d"]);
    rows.forEach(function (r) {
      var row = el("div", "kg-tip-row");
      row.appendChild(el("span", "kg-tip-key", r[0] + ": "));
      row.appendChild(el("span", "kg-tip-val", r[1]));
      d.appendChild(row);
    });
    return d;
  }

  function edgeTitle(e) {
    var text = e.type === "CO_OCCURS"
      ? "co-occur in " + e.n + " paper" + (e.n === 1 ? "" : "s")
      : e.type + (e.n > 1 ? " (\u00d7" + e.n + ")" : "");
    return el("div", "kg-tip kg-tip-edge", text);
  }

  function darker(hex) {
    var m = /^#?([0-9a-f]{6})$/i.exec(hex || "");
    if (!m) return "#444444";
    var v = parseInt(m[1], 16);
    var r = Math.round(((v >> 16) & 255) * 0.65), g = Math.round(((v >> 8) & 255) * 0.65), b = Math.round((v & 255) * 0.65);
    return "#" + ((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1);
  }

  // A large overview fitted to the window draws labels too small to read (vis-network hides
  // them). Label its hubs anyway: the HUBS heaviest nodes get a font that is about 12 px on
  // screen at this zoom; the other labels appear on zooming in. Shapes that hold their label
  // (dataset cylinders, concept ellipses) would grow with it over their neighbours, so only
  // paper boxes and shapes with the label below them qualify.
  // The size and font ranges come with the data (kg/view/model.py's SIZE_* and FONT_*): the page
  // scales nodes by the same bounds the Python side used to lay the labels out without overlaps.
  // A grown label would cover its neighbours' (the layout left room for its own font only): heaviest
  // first, each hub takes the largest font from 12 px on screen down to 7 px whose box, grown about
  // the node, stays clear of what is drawn and of the hubs grown before it (7 px where none is).
  // It needs the drawn boxes, so it runs after the first drawing.
  var HUBS = 30, HUB_PX = 12, HUB_MIN_PX = 7, SHRINK = 0.85;
  function labelHubs(network, nodes, list, styles, labelMin) {
    var scale = network.getScale();
    if (!(scale > 0) || labelMin * scale >= HUB_PX) return;
    var size = Math.min(HUB_PX / scale, 72);
    var hubs = list.filter(function (n) {
      var st = styles[n.group];
      return !st || !st.inside || st.shape === "box";
    }).sort(function (a, b) { return b.value - a.value || (a.id < b.id ? -1 : 1); }).slice(0, HUBS);
    var taken = {};
    network.body.nodeIndices.forEach(function (id) { taken[id] = drawnBox(network, id); });
    var grown = [], floor = HUB_MIN_PX / scale;
    hubs.forEach(function (n) {
      var own = network.body.nodes[n.id].labelModule.fontOptions.size, f = size;
      if (own >= floor) return;  // readable at its own size, where the layout left it room
      var clear = function (box) {
        return Object.keys(taken).every(function (id) { return id === n.id || !overlaps(box, taken[id]); });
      };
      while (f > floor && !clear(grownBox(network, n.id, f / own))) f = Math.max(f * SHRINK, floor);
      taken[n.id] = grownBox(network, n.id, f / own);
      grown.push({ id: n.id, scaling: { label: { enabled: false } }, font: { size: f } });
    });
    nodes.update(grown);
  }

  // what a node covers on the canvas: its shape and, where it is drawn, its label
  function drawnBox(network, id) {
    var node = network.body.nodes[id];
    if (node.labelModule.visible()) return network.getBoundingBox(id);
    var r = node.options.size || 0;
    return { left: node.x - r, right: node.x + r, top: node.y - r, bottom: node.y + r };
  }

  // a node's box with its label's font grown k times, scaled about the node's centre (an upper bound:
  // the shape of a label-below node does not grow)
  function grownBox(network, id, k) {
    var node = network.body.nodes[id], b = network.getBoundingBox(id);
    return { left: node.x - (node.x - b.left) * k, right: node.x + (b.right - node.x) * k,
             top: node.y - (node.y - b.top) * k, bottom: node.y + (b.bottom - node.y) * k };
  }

  function overlaps(a, b) {
    return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  }

  function initNetwork() {
    var data = readData();
    var container = document.getElementById("kg-network");
    if (!data || !container) return;
    var status = document.getElementById("kg-status");
    var initialStatus = status ? status.textContent : "";
    var info = document.getElementById("kg-info");
    var view = { nodeCount: data.nodes.length, edgeCount: data.edges.length, drawn: false, drawnAt: null,
                 matches: [], network: null, nodes: null, edges: null };
    window.kgView = view;
    if (typeof vis === "undefined") {
      container.appendChild(el("p", "kg-none", "The network library did not load (assets/vis-network.min.js)."));
      return;
    }
    var meta = {};
    var groups = {};
    Object.keys(data.styles).forEach(function (lab) {
      var s = data.styles[lab];
      var border = darker(s.color);
      groups[lab] = {
        shape: s.shape,
        color: { background: s.color, border: border,
                 highlight: { background: s.color, border: "#111111" },
                 hover: { background: s.color, border: "#111111" } },
        font: s.inside ? { color: s.font, strokeWidth: 0 } : { color: s.font }
      };
    });
    var big = data.nodes.length > 400;
    var nodes = new vis.DataSet(data.nodes.map(function (n) {
      meta[n.id] = n;
      var item = { id: n.id, label: n.text, group: n.group, x: n.x, y: n.y, title: tipElement(n.tip) };
      if (data.sized) {
        // label-inside shapes (box, database, ellipse) grow with their font, which scales with the
        // value like the other shapes' size; their text comes pre-wrapped into two short lines
        item.value = n.value;
      } else if (n.center) {
        item.size = 24; item.borderWidth = 3; item.font = { size: 18 };
      }
      return item;
    }));
    var edges = new vis.DataSet(data.edges.map(function (e, i) {
      var co = e.type === "CO_OCCURS";
      return { id: "e" + i, from: e.from, to: e.to, title: edgeTitle(e), kgType: e.type,
               dashes: co, arrows: co ? "" : "to", width: co ? 1 : Math.min(1 + Math.log(e.n || 1), 4),
               color: co ? { color: "#c8c8c8", highlight: "#555555", hover: "#555555" } : undefined };
    }));
    var options = {
      physics: false,
      layout: { improvedLayout: false },
      interaction: { hover: true, tooltipDelay: 100, hideEdgesOnDrag: big, hideEdgesOnZoom: big, keyboard: false },
      nodes: {
        borderWidth: 1,
        size: 14,
        font: { size: 14, face: "system-ui, sans-serif", strokeWidth: 3, strokeColor: "#ffffff" },
        // labels of the least-cited nodes are drawn once they would be at least 6 px on screen
        // (a small graph fitted to the window shows them all; a large one shows the hubs' labels
        // and the rest on zooming in)
        scaling: { min: data.scale.size[0], max: data.scale.size[1],
                   label: { enabled: true, min: data.scale.font[0], max: data.scale.font[1], drawThreshold: 6, maxVisible: 26 } }
      },
      edges: {
        smooth: false,
        color: { color: "#a8b0b8", highlight: "#333333", hover: "#333333" },
        arrows: { to: { enabled: true, scaleFactor: 0.45 } },
        font: { size: 11, face: "system-ui, sans-serif", align: "middle", background: "#ffffff" },
        selectionWidth: 1.5, hoverWidth: 1
      },
      groups: groups
    };
    var network = new vis.Network(container, { nodes: nodes, edges: edges }, options);
    view.network = network; view.nodes = nodes; view.edges = edges;
    network.once("afterDrawing", function () {
      view.drawn = true;
      view.drawnAt = performance.now();
      container.setAttribute("data-drawn", "1");
    });
    network.fit({ animation: false });
    if (data.sized) {
      network.once("afterDrawing", function () { labelHubs(network, nodes, data.nodes, data.styles, data.scale.font[0]); });
    }

    // edge type as a label while hovered (also in the tooltip)
    network.on("hoverEdge", function (p) {
      var e = edges.get(p.edge);
      if (e && e.kgType !== "CO_OCCURS") edges.update({ id: p.edge, label: e.kgType });
    });
    network.on("blurEdge", function (p) { edges.update({ id: p.edge, label: "" }); });

    function showInfo(id) {
      if (!info) return;
      info.textContent = "";
      var n = meta[id];
      if (!n) return;
      info.appendChild(tipElement(n.tip));
      if (n.href) {
        var a = el("a", "kg-open", "Open page \u2192");
        a.setAttribute("href", n.href);
        info.appendChild(a);
      }
    }
    network.on("click", function (p) {
      if (p.nodes && p.nodes.length) showInfo(p.nodes[0]);
    });
    network.on("doubleClick", function (p) {
      if (p.nodes && p.nodes.length && meta[p.nodes[0]] && meta[p.nodes[0]].href) {
        window.location.href = meta[p.nodes[0]].href;
      }
    });

    // ---- label filter (legend checkboxes)
    var boxes = Array.prototype.slice.call(document.querySelectorAll("input.kg-filter"));
    function hiddenLabels() {
      var off = {};
      boxes.forEach(function (b) { if (!b.checked) off[b.value] = true; });
      return off;
    }
    view.visibleCount = function () {
      return nodes.get({ filter: function (n) { return !n.hidden; } }).length;
    };
    function setStatus(text, extraNode) {
      if (!status) return;
      status.textContent = text;
      if (extraNode) status.appendChild(extraNode);
    }
    function applyFilter() {
      var off = hiddenLabels();
      nodes.update(data.nodes.map(function (n) { return { id: n.id, hidden: !!off[n.group] }; }));
      var shown = view.visibleCount();
      setStatus(Object.keys(off).length ? shown + " of " + data.nodes.length + " nodes shown." : initialStatus);
    }
    boxes.forEach(function (b) { b.addEventListener("change", applyFilter); });
    var all = document.getElementById("kg-filter-all");
    if (all) all.addEventListener("click", function () {
      boxes.forEach(function (b) { b.checked = true; });
      applyFilter();
    });

    // ---- search
    var form = document.getElementById("kg-search-form");
    var input = document.getElementById("kg-search");
    function search(q) {
      q = (q || "").trim().toLowerCase();
      view.matches = [];
      if (!q) { network.unselectAll(); setStatus(initialStatus); return; }
      var off = hiddenLabels();
      var ids = data.nodes.filter(function (n) { return !off[n.group] && n.search.indexOf(q) >= 0; })
                          .map(function (n) { return n.id; });
      view.matches = ids;
      if (!ids.length) {
        var link = el("a", null, "search the index");
        link.setAttribute("href", (document.body.classList.contains("kg-overview") ? "" : "../") +
                          "index.html?q=" + encodeURIComponent(q));
        setStatus("No match in this view; ", link);
        network.unselectAll();
        return;
      }
      network.selectNodes(ids, false);
      if (ids.length === 1) {
        network.focus(ids[0], { scale: 1.3, animation: false });
        showInfo(ids[0]);
      } else {
        network.fit({ nodes: ids, animation: false });
      }
      setStatus(ids.length + (ids.length === 1 ? " match." : " matches."));
    }
    view.search = search;
    if (form) form.addEventListener("submit", function (ev) { ev.preventDefault(); search(input.value); });
    var clear = document.getElementById("kg-search-clear");
    if (clear) clear.addEventListener("click", function () {
      input.value = ""; search(""); network.fit({ animation: false });
    });
  }

  function initIndex() {
    var input = document.getElementById("kg-index-search");
    var select = document.getElementById("kg-index-label");
    if (!input) return;
    var status = document.getElementById("kg-index-status");
    var groups = Array.prototype.slice.call(document.querySelectorAll("section.kg-group"));
    var items = groups.map(function (g) {
      return Array.prototype.slice.call(g.querySelectorAll("li[data-s]"));
    });
    var timer = null;
    function apply() {
      var q = input.value.trim().toLowerCase();
      var lab = select ? select.value : "";
      var shown = 0;
      groups.forEach(function (g, i) {
        var on = !lab || g.getAttribute("data-label") === lab;
        var inGroup = 0;
        items[i].forEach(function (li) {
          var ok = on && (!q || li.getAttribute("data-s").indexOf(q) >= 0);
          li.hidden = !ok;
          if (ok) inGroup++;
        });
        g.hidden = !on || (q && !inGroup);
        shown += inGroup;
      });
      if (status) status.textContent = (q || lab) ? shown + " shown." : "";
      window.kgIndex = { shown: shown };
    }
    input.addEventListener("input", function () { clearTimeout(timer); timer = setTimeout(apply, 120); });
    if (select) select.addEventListener("change", apply);
    var q = null;
    try {
      q = new URLSearchParams(window.location.search).get("q");
    } catch (err) { /* no query string */ }
    if (q) { input.value = q; apply(); }
    window.kgIndex = { shown: items.reduce(function (n, list) { return n + list.length; }, 0) };
  }

  function init() { initNetwork(); initIndex(); }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", init);
  else init();
})();
