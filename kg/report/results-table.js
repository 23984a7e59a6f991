// kg's report: the results table sorts (click a header), filters (the box matches any cell; a
// metric picked in the list must match exactly) and downloads the rows shown as CSV. Plain DOM,
// no library, nothing fetched: the page works from a file with no network.
(function () {
  "use strict";
  var box = document.getElementById("results");
  if (!box) return;
  var table = box.querySelector("table");
  var body = table.tBodies[0];
  var rows = Array.prototype.slice.call(body.rows);
  var heads = Array.prototype.slice.call(table.tHead.rows[0].cells);
  var filter = document.getElementById("results-filter");
  var metric = document.getElementById("results-metric");
  var shown = document.getElementById("results-shown");
  var download = document.getElementById("results-csv");
  var sortCol = -1, sortDir = 1;

  function cellText(row, i) { return row.cells[i].textContent.trim(); }

  function compare(a, b, i, numeric) {
    var x = cellText(a, i), y = cellText(b, i);
    if (numeric) {
      var nx = parseFloat(x), ny = parseFloat(y);
      var ex = isNaN(nx), ey = isNaN(ny);
      if (ex || ey) return ex === ey ? 0 : (ex ? 1 : -1);  // rows without a number go last
      return nx - ny;
    }
    return x.localeCompare(y, undefined, {sensitivity: "base", numeric: true});
  }

  function apply() {
    var words = filter.value.toLowerCase().split(/\s+/).filter(Boolean);
    var want = metric ? metric.value : "";
    var n = 0;
    rows.forEach(function (row) {
      var text = row.textContent.toLowerCase();
      var ok = words.every(function (w) { return text.indexOf(w) >= 0; }) &&
               (!want || cellText(row, 1) === want);
      row.hidden = !ok;
      if (ok) n += 1;
    });
    shown.textContent = n === rows.length ? "all " + n + " rows" : n + " of " + rows.length + " rows";
  }

  function sortBy(i) {
    sortDir = sortCol === i ? -sortDir : 1;
    sortCol = i;
    var numeric = heads[i].classList.contains("num");
    var order = rows.map(function (r, k) { return [r, k]; });
    order.sort(function (a, b) { return sortDir * compare(a[0], b[0], i, numeric) || a[1] - b[1]; });
    order.forEach(function (pair) { body.appendChild(pair[0]); });
    heads.forEach(function (h, k) {
      h.setAttribute("aria-sort", k === i ? (sortDir > 0 ? "ascending" : "descending") : "none");
    });
  }

  function csvField(s) { return /[",\r\n]/.test(s) ? '"' + s.replace(/"/g, '""') + '"' : s; }

  function csv() {
    var lines = [heads.map(function (h) { return csvField(h.dataset.name || h.textContent.trim()); }).join(",")];
    Array.prototype.forEach.call(body.rows, function (row) {
      if (row.hidden) return;
      var cells = [];
      for (var i = 0; i < heads.length; i++) cells.push(csvField(cellText(row, i)));
      lines.push(cells.join(","));
    });
    return lines.join("\r\n") + "\r\n";
  }

  heads.forEach(function (h, i) {
    var b = document.createElement("button");
    b.type = "button";
    b.className = "sort";
    b.textContent = h.textContent;
    b.title = "Sort by " + h.textContent;
    h.textContent = "";
    h.appendChild(b);
    h.setAttribute("aria-sort", "none");
    b.addEventListener("click", function () { sortBy(i); });
  });
  filter.addEventListener("input", apply);
  if (metric) metric.addEventListener("change", apply);
  download.addEventListener("click", function () {
    var url = URL.createObjectURL(new Blob([csv()], {type: "text/csv;charset=utf-8"}));
    var a = document.createElement("a");
    a.href = url;
    a.download = "results.csv";
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(function () { URL.revokeObjectURL(url); }, 1000);
  });
  document.getElementById("results-tools").hidden = false;
  apply();
})();
