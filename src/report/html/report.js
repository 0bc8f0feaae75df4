// Ferret's HTML report: draws the page from the JSON in #ferret-data.
// Plain DOM, no libraries: the page must open from disk with no network.
(function () {
  "use strict";
  const data = JSON.parse(document.getElementById("ferret-data").textContent);
  const app = document.getElementById("app");

  function el(tag, attrs, ...children) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (k === "class") e.className = v;
      else if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
      else e.setAttribute(k, v);
    }
    for (const c of children.flat()) {
      if (c === null || c === undefined || c === false) continue;
      e.appendChild(typeof c === "string" || typeof c === "number" ? document.createTextNode(String(c)) : c);
    }
    return e;
  }

  function place(at, short) {
    if (!at) return "";
    const path = data.files[at[0]].path;
    return (short ? path.split("/").pop() : path) + ":" + at[1] + (at[2] ? ":" + at[2] : "");
  }

  function verdictClass(v) {
    if (/^FALSE|^error/.test(v)) return "false";
    if (/^TRUE|^exited with status 0$/.test(v)) return "true";
    return "unknown";
  }

  function table(head, rows, numeric) {
    return el("table", {},
      el("thead", {}, el("tr", {}, head.map((h) => el("th", {}, h)))),
      el("tbody", {}, rows.map((r) => el("tr", {}, r.map((c, i) =>
        el("td", numeric && numeric.includes(i) ? { class: "num" } : {}, c === null ? "" : c))))));
  }

  function violationBlock(v, title) {
    return el("div", {},
      el("div", {}, el("span", { class: "bad" }, (title || "error") + ": " + v.kind + ": "), v.message),
      v.at ? el("div", { class: "mono" }, "at " + place(v.at)) : null,
      v.notes.map((n) => el("div", { class: "mono muted" }, "note: " + n.message + (n.at ? " (" + place(n.at) + ")" : ""))));
  }

  // The source files, one shown at a time, each drawn when first shown.
  // Marks (classes and gutter labels) are kept per line and applied then.
  class SourceView {
    constructor(onLine) {
      this.onLine = onLine;
      this.marks = data.files.map(() => new Map());
      this.panes = [];
      this.tabs = el("div", { class: "tabs" });
      this.box = el("div", { class: "source" });
      this.root = el("div", { class: "panel" }, this.tabs, this.box);
      this.shown = -1;
      this.current = null;
      data.files.forEach((f, i) => {
        this.tabs.appendChild(el("button", { onclick: () => this.show(i), title: f.path }, f.path.split("/").pop()));
      });
      if (data.files.length < 2) this.tabs.hidden = true;
    }
    mark(at, cls, label) {
      if (!at) return;
      const m = this.marks[at[0]];
      if (!m.has(at[1])) m.set(at[1], { cls: new Set(), labels: [] });
      const e = m.get(at[1]);
      if (cls) e.cls.add(cls);
      if (label !== undefined) e.labels.push(label);
    }
    pane(file) {
      if (this.panes[file]) return this.panes[file];
      const lines = data.files[file].lines;
      const p = el("div", { "data-file": file });
      const frag = document.createDocumentFragment();
      for (let i = 0; i < lines.length; ++i) {
        const m = this.marks[file].get(i + 1);
        let label = "";
        if (m && m.labels.length) label = m.labels.length > 3 ? m.labels.slice(0, 3).join(",") + "… (" + m.labels.length + ")" : m.labels.join(",");
        const row = el("div", { class: "line" + (m ? " " + [...m.cls].join(" ") : ""), "data-line": i + 1 },
          el("span", { class: "num" }, i + 1), el("span", { class: "mark" }, label), el("span", { class: "text" }, lines[i]));
        if (this.onLine) row.addEventListener("click", () => this.onLine(file, i + 1, row));
        frag.appendChild(row);
      }
      p.appendChild(frag);
      this.panes[file] = p;
      return p;
    }
    show(file) {
      if (file === this.shown || file === undefined || file < 0 || file >= data.files.length) return;
      this.box.replaceChildren(this.pane(file));
      [...this.tabs.children].forEach((b, i) => b.classList.toggle("active", i === file));
      this.shown = file;
    }
    line(at) {
      if (!at) return null;
      this.show(at[0]);
      return this.panes[at[0]].children[at[1] - 1] || null;
    }
    setCurrent(at) {
      if (this.current) this.current.classList.remove("current");
      this.current = this.line(at);
      if (this.current) {
        this.current.classList.add("current");
        this.current.scrollIntoView({ block: "center" });
      }
    }
  }

  function header(extra) {
    return el("header", {},
      el("h1", {}, data.title),
      el("div", {}, el("span", { class: "verdict " + verdictClass(data.verdict || "") }, data.verdict || ""),
        data.engine ? el("span", { class: "muted" }, "  engine: " + data.engine) : null),
      extra);
  }

  // ---- a run, step by step (verify FALSE, run) ----
  function walkPage() {
    const walk = data.walk || { steps: (data.trace || []).map((t) => ["input", t.at, 0, -1, t.text, null]), stacks: [] };
    const steps = walk.steps.slice();
    const error = walk.error || data.error;
    if (error) steps.push(["error", error.at, steps.length ? steps[steps.length - 1][2] : 0, -1, error.kind + ": " + error.message, null]);
    const view = new SourceView();
    steps.forEach((s, i) => view.mark(s[1], s[0] === "error" ? "erroneous" : "visited", i + 1));
    if (error) error.notes.forEach((n) => view.mark(n.at, "noted"));
    const info = el("div", { id: "step-info" });
    const stackBox = el("div", { class: "stack", id: "stack" });
    const drawingBox = el("div", { id: "drawing" });
    const list = el("div", { class: "steps", id: "steps" });
    const counter = el("span", { id: "counter" });
    // The list shows the steps around the current one: a long run has tens
    // of thousands, too many to draw at once.
    const kAround = 100;
    function drawList(i) {
      const from = Math.max(0, i - kAround), to = Math.min(steps.length, i + kAround + 1);
      const rows = [];
      if (from > 0) rows.push(el("div", { class: "muted" }, "… " + from + " earlier steps"));
      for (let k = from; k < to; ++k) {
        const s = steps[k];
        rows.push(el("div", { class: (s[0] === "line" ? "" : "event") + (k === i ? " current" : ""), onclick: () => go(k) },
          (k + 1) + ". " + (s[1] ? place(s[1], true) + "  " : "") + (s[4] || s[0])));
      }
      if (to < steps.length) rows.push(el("div", { class: "muted" }, "… " + (steps.length - to) + " later steps"));
      list.replaceChildren(...rows);
      const current = list.querySelector(".current");
      if (current) current.scrollIntoView({ block: "nearest" });
    }
    let cur = -1, shownDrawing;
    function drawingAt(i) {
      for (let k = i; k >= 0; --k) if (steps[k][5] !== null) return steps[k][5];
      return null;
    }
    function go(i) {
      if (!steps.length) return;
      i = Math.max(0, Math.min(steps.length - 1, i));
      cur = i;
      const s = steps[i];
      drawList(i);
      counter.textContent = "step " + (i + 1) + " of " + steps.length;
      view.setCurrent(s[1]);
      info.replaceChildren(
        el("div", {}, el("b", {}, s[0] === "line" ? "line" : s[0]), s[4] ? ": " + s[4] : ""),
        el("div", { class: "mono" }, s[1] ? place(s[1]) : "(no source place)"),
        el("div", {}, "thread " + s[2]));
      // Each frame with where it stands: the step's place for the innermost,
      // the call of the frame inside it for the others.
      const frames = s[3] >= 0
        ? walk.stacks[s[3]].map((f, k, st) => [f[0], k === 0 ? s[1] : st[k - 1][1]])
        : s[0] === "error" && error ? error.stack.map((e) => [e.function, e.at]) : [];
      stackBox.replaceChildren(el("h2", {}, "call stack"),
        ...frames.map((f, k) => el("div", {}, "#" + k + " " + f[0] + (f[1] ? " at " + place(f[1], true) : ""))));
      const d = drawingAt(i);
      if (d !== shownDrawing) {
        shownDrawing = d;
        const fig = d === null ? null : document.getElementById("drawing-" + d);
        drawingBox.replaceChildren(el("h2", {}, "memory"), fig ? fig.cloneNode(true) : el("div", { class: "muted" }, "no picture of memory yet at this step"));
      }
    }
    const controls = el("div", { class: "controls" },
      el("button", { id: "first", title: "first step (Home)", onclick: () => go(0) }, "first"),
      el("button", { id: "prev", title: "previous step (←)", onclick: () => go(cur - 1) }, "◀ prev"),
      el("button", { id: "next", title: "next step (→)", onclick: () => go(cur + 1) }, "next ▶"),
      el("button", { id: "last", title: "last step (End)", onclick: () => go(steps.length - 1) }, "last"),
      counter, el("span", { class: "muted" }, "   ← / → step through the run"));
    document.addEventListener("keydown", (e) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      const to = { ArrowRight: cur + 1, ArrowLeft: cur - 1, Home: 0, End: steps.length - 1 }[e.key];
      if (to === undefined) return;
      e.preventDefault();
      go(to);
    });
    const extra = [];
    if (error) extra.push(violationBlock(error));
    if (data.replay) extra.push(el("div", {}, "replay: ", el("code", {}, data.replay)));
    if (walk.stopped) extra.push(el("div", { class: "warn" }, "the walk through stopped: " + walk.stopped));
    (data.more || []).forEach((m) => extra.push(violationBlock(m, "also")));
    (walk.warnings || []).forEach((w) => extra.push(violationBlock(w, "warning")));
    (data.undefined || []).forEach((w) => extra.push(violationBlock(w, "undefined behaviour")));
    app.append(header(extra), controls,
      el("div", { class: "layout" }, view.root, el("div", { class: "panel" }, info, stackBox, drawingBox, el("h2", {}, "steps"), list)));
    shapes();
    go(0);
  }

  function shapes() {
    if (!data.shapes || !data.shapes.length) return;
    const s = el("section", {}, el("h2", {}, "the shape engine's graphs"));
    data.shapes.forEach((g) => {
      const fig = document.getElementById("drawing-" + g.drawing);
      s.append(el("h2", { class: "muted" }, g.name), fig ? fig.cloneNode(true) : null);
    });
    app.append(s);
  }

  // ---- TRUE and UNKNOWN ----
  function verdictPage() {
    const view = new SourceView();
    const extra = [];
    if (data.reason) extra.push(el("div", {}, "reason: " + data.reason));
    (data.also || []).forEach((a) => extra.push(el("div", { class: "muted" }, "also: " + a)));
    app.append(header(extra));
    const body = el("section", {});
    if (data.invariants) {
      body.append(el("h2", {}, "invariants of the proof"));
      if (!data.invariants.length) body.append(el("div", { class: "muted" }, "none" + (data.invariantsWhy ? " (" + data.invariantsWhy + ")" : "")));
      else body.append(table(["place", "function", "invariant"], data.invariants.map((v) => [place(v.at), v.function, el("code", {}, v.expression)])));
      data.invariants.forEach((v) => view.mark(v.at, "visited", "inv"));
    }
    body.append(el("h2", {}, "what was explored"), table(["statistic", "value"], data.stats, [1]));
    if (data.runs.length) body.append(el("h2", {}, "engines run"), table(["engine", "CPU time", "verdict", "detail"], data.runs, [1]));
    (data.undefined || []).forEach((w) => body.append(violationBlock(w, "undefined behaviour")));
    app.append(body);
    shapes();
    app.append(el("section", {}, el("h2", {}, "source"), view.root));
    view.show(0);
  }

  // ---- cover ----
  function coverPage() {
    const rowsOf = { line: "lines", branch: "branches", case: "branches", default: "branches", function: "functions", error_call: "error calls" };
    const kinds = ["lines", "branches", "functions", "error calls"];
    // Goals of an FQL query that are none of these (paths, nodes, calls, ...).
    if (data.goals.some((g) => !rowsOf[g[0]])) kinds.push("goals");
    const perFile = new Map(), perFunction = new Map(), perLine = data.files.map(() => new Map());
    function count(map, key, kind, hit) {
      if (!map.has(key)) map.set(key, Object.fromEntries(kinds.map((k) => [k, [0, 0]])));
      const t = map.get(key)[kind];
      t[1] += 1;
      if (hit) t[0] += 1;
    }
    data.goals.forEach((g, i) => {
      const [kind, at, , hits, fn] = g;
      const row = rowsOf[kind] || "goals";
      const file = at ? data.files[at[0]].path : "?";
      count(perFile, file, row, hits > 0);
      count(perFunction, fn + "\u0000" + file, row, hits > 0);
      if (at) {
        const m = perLine[at[0]];
        if (!m.has(at[1])) m.set(at[1], []);
        m.get(at[1]).push(i);
      }
    });
    function pct(t) { return t[1] ? (100 * t[0] / t[1]).toFixed(1) + " %" : "-"; }
    function cells(t) { return kinds.flatMap((k) => [t[k][0] + " / " + t[k][1], pct(t[k])]); }
    const head = kinds.flatMap((k) => [k, "%"]);
    const detail = el("div", { id: "goal-detail" }, el("div", { class: "muted" }, "click a line to see its goals and the tests that reached them"));
    let selected = null;
    const view = new SourceView((file, line, row) => {
      if (selected) selected.classList.remove("selected");
      selected = row;
      row.classList.add("selected");
      const goals = perLine[file].get(line) || [];
      detail.replaceChildren(el("h2", {}, data.files[file].path + ":" + line),
        ...(goals.length ? goals : [-1]).map((i) => {
          if (i < 0) return el("div", { class: "muted" }, "no goal on this line");
          const g = data.goals[i];
          const names = g[5].map((t) => data.tests[t][0]);
          return el("div", {}, el("span", { class: g[3] ? "good" : "bad" }, g[3] ? "covered " + g[3] + "×" : "not covered"), " " + g[2],
            names.length ? el("div", { class: "muted mono" }, "by " + names.join(", ") + (g[3] > names.length && names.length >= 20 ? ", …" : "")) : null);
        }));
    });
    perLine.forEach((m, file) => m.forEach((goals, line) => {
      const hit = goals.filter((i) => data.goals[i][3] > 0).length;
      view.mark([file, line], hit === goals.length ? "covered" : hit === 0 ? "uncovered" : "partial");
    }));
    const total = Object.fromEntries(kinds.map((k) => [k, [0, 0]]));
    perFile.forEach((t) => kinds.forEach((k) => { total[k][0] += t[k][0]; total[k][1] += t[k][1]; }));
    app.append(header(el("div", {}, data.tests.length + " tests; lines " + pct(total.lines) + ", branches " + pct(total.branches) + ", functions " + pct(total.functions))),
      el("section", {}, el("h2", {}, "per file"),
        table(["file", ...head], [...perFile].map(([f, t]) => [f, ...cells(t)]), [1, 2, 3, 4, 5, 6, 7, 8]),
        el("h2", {}, "per function"),
        table(["function", "file", ...head], [...perFunction].map(([k, t]) => [...k.split("\u0000"), ...cells(t)]), [2, 3, 4, 5, 6, 7, 8, 9])),
      el("div", { class: "layout" }, view.root, el("div", { class: "panel" }, detail, el("h2", {}, "tests"),
        table(["test", "outcome"], data.tests))));
    view.show(0);
  }

  // ---- bench ----
  function benchPage() {
    const cols = data.columns;
    const numeric = cols.map((c) => /CPU|MB|wall/.test(c));
    const markCol = cols.indexOf("mark"), resultCol = cols.indexOf("result");
    const resultKind = (r) => (r.match(/^(TRUE|FALSE|UNKNOWN|TIMEOUT|MEMOUT|ERROR|CRASH)/) || ["other"])[0];
    const rows = data.rows.map((r, i) => {
      const tr = el("tr", {}, r.map((c, k) => el("td", numeric[k] ? { class: "num" } : {},
        k === 0 && data.links[i] ? el("a", { href: data.links[i] }, c) : c)));
      tr.dataset.result = resultKind(r[resultCol]);
      tr.dataset.mark = r[markCol];
      return { tr, cells: r };
    });
    const tbody = el("tbody", {}, rows.map((r) => r.tr));
    let sortCol = -1, ascending = true;
    const ths = cols.map((c, k) => el("th", { class: "sortable", title: "sort", onclick: () => {
      ascending = sortCol === k ? !ascending : true;
      sortCol = k;
      const key = (r) => (numeric[k] ? parseFloat(r.cells[k]) || 0 : r.cells[k]);
      rows.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0) * (ascending ? 1 : -1));
      tbody.replaceChildren(...rows.map((r) => r.tr));
      ths.forEach((t, j) => (t.textContent = cols[j] + (j === k ? (ascending ? " ▲" : " ▼") : "")));
    } }, c));
    function options(values) { return ["all", ...values].map((v) => el("option", { value: v }, v)); }
    const resultSel = el("select", { id: "filter-result" }, options([...new Set(rows.map((r) => r.tr.dataset.result))]));
    const markSel = el("select", { id: "filter-mark" }, options([...new Set(rows.map((r) => r.tr.dataset.mark))]));
    const text = el("input", { id: "filter-text", type: "search", placeholder: "task contains" });
    const shown = el("span", { class: "muted", id: "shown" });
    function filter() {
      let n = 0;
      rows.forEach((r) => {
        const hide = (resultSel.value !== "all" && r.tr.dataset.result !== resultSel.value) ||
          (markSel.value !== "all" && r.tr.dataset.mark !== markSel.value) ||
          (text.value && !r.cells[0].includes(text.value));
        r.tr.classList.toggle("hidden", hide);
        n += hide ? 0 : 1;
      });
      shown.textContent = n + " of " + rows.length + " runs shown";
    }
    [resultSel, markSel].forEach((s) => s.addEventListener("change", filter));
    text.addEventListener("input", filter);
    app.append(el("header", {}, el("h1", {}, data.title), el("pre", {}, data.summary)),
      el("section", {}, el("div", { class: "filters" },
        el("label", {}, "result ", resultSel), el("label", {}, "mark ", markSel), el("label", {}, text), shown),
      el("table", { id: "bench" }, el("thead", {}, el("tr", {}, ths)), tbody)));
    filter();
  }

  if (data.page === "bench") benchPage();
  else if (data.page === "cover") coverPage();
  else if (data.page === "run" || data.walk || data.error) walkPage();
  else verdictPage();
})();
