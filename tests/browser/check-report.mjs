// Opens a Ferret HTML report in headless Chromium (Debian's, through
// playwright-core) as a person would, and checks it:
//   node check-report.mjs KIND REPORT.html OUTDIR
// KIND is walk (a run or counterexample: the arrow keys must move the
// highlighted line), cover (goals over the source: clicking a line shows
// its goals), bench (the table: sorting and filtering) or verdict (TRUE or
// UNKNOWN).  Every page must load with no console error, no page error and
// no request beyond the file itself.  Screenshots go into OUTDIR; the time
// the page took to load is printed ("loaded in N ms").
import { chromium } from "playwright-core";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [kind, report, outDir] = process.argv.slice(2);
if (!kind || !report || !outDir) {
  console.error("usage: check-report.mjs walk|cover|bench|verdict REPORT.html OUTDIR");
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });
const profile = mkdtempSync(join(tmpdir(), "ferret-chromium-"));
const failures = [];
const fail = (what) => failures.push(what);

// A fresh profile each time (playwright-core passes it as --user-data-dir).
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  headless: true,
  viewport: { width: 1400, height: 900 },
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
try {
  const page = browser.pages()[0] || await browser.newPage();
  const url = pathToFileURL(resolve(report)).href;
  page.on("console", (m) => { if (m.type() === "error") fail("console error: " + m.text()); });
  page.on("pageerror", (e) => fail("page error: " + e.message));
  page.on("request", (r) => { if (r.url() !== url && !r.url().startsWith("data:")) fail("request beyond the file: " + r.url()); });
  const start = Date.now();
  await page.goto(url, { waitUntil: "load" });
  const loaded = await page.evaluate(() => performance.getEntriesByType("navigation")[0].loadEventEnd);
  console.log(`loaded in ${Math.round(loaded)} ms (${Date.now() - start} ms with the browser's round trip)`);
  await page.screenshot({ path: join(outDir, kind + ".png"), fullPage: false });
  page.setDefaultTimeout(5000);
  if (failures.length) {
    // A page that broke while loading has nothing more to check.
  } else if (kind === "walk") {
    const current = () => page.evaluate(() => {
      const l = document.querySelector(".line.current");
      return l ? l.closest("[data-file]").dataset.file + ":" + l.dataset.line : null;
    });
    const counter = () => page.textContent("#counter");
    const first = await current();
    if (!first) fail("no highlighted line at the first step");
    // The first step to another line: at most a few presses of →.
    let moved = null;
    for (let i = 0; i < 50 && !moved; ++i) {
      await page.keyboard.press("ArrowRight");
      const now = await current();
      if (now && now !== first) moved = now;
    }
    if (!moved) fail("the right arrow key did not move the highlighted line from " + first);
    else console.log(`→ moved the highlighted line from ${first} to ${moved} (${await counter()})`);
    await page.screenshot({ path: join(outDir, "walk-stepped.png") });
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("End");
    const last = await counter();
    console.log(`End: ${last}`);
    if (!/step (\d+) of \1$/.test(last)) fail("End did not reach the last step: " + last);
    await page.screenshot({ path: join(outDir, "walk-last.png") });
    if (await page.$("#drawing svg")) console.log("the last step shows a drawing of memory");
  } else if (kind === "cover") {
    const lines = await page.$$(".line.covered, .line.uncovered, .line.partial");
    if (!lines.length) fail("no line is marked covered or not");
    else {
      await lines[0].click();
      const detail = await page.textContent("#goal-detail");
      if (!/covered/.test(detail)) fail("clicking a marked line showed no goal: " + detail);
      else console.log("goal detail: " + detail.slice(0, 120));
    }
    await page.screenshot({ path: join(outDir, "cover-clicked.png") });
  } else if (kind === "bench") {
    const rows = async () => page.$$eval("#bench tbody tr:not(.hidden)", (r) => r.map((x) => x.children[0].textContent));
    const all = await rows();
    if (!all.length) fail("the table has no rows");
    await page.click("#bench th:nth-child(6)");  // CPU s
    await page.click("#bench th:nth-child(1)");  // task, ascending
    const sorted = await rows();
    if (JSON.stringify(sorted) !== JSON.stringify([...sorted].sort())) fail("sorting by task did not sort: " + sorted);
    const marks = await page.$$eval("#filter-mark option", (o) => o.map((x) => x.value));
    const mark = marks.find((m) => m !== "all");
    await page.selectOption("#filter-mark", mark);
    const filtered = await page.$$eval("#bench tbody tr:not(.hidden)", (r) => r.map((x) => x.dataset.mark));
    if (!filtered.length || filtered.some((m) => m !== mark)) fail(`filtering by mark ${mark} showed ${filtered}`);
    console.log(`${all.length} rows; mark ${mark}: ${filtered.length} rows; links: ${await page.$$eval("#bench a", (a) => a.length)}`);
    await page.screenshot({ path: join(outDir, "bench-filtered.png") });
  } else if (kind !== "verdict") {
    fail("unknown kind " + kind);
  }
} catch (e) {
  fail(e.message.split("\n")[0]);
} finally {
  await browser.close();
  rmSync(profile, { recursive: true, force: true });
}
for (const f of failures) console.log("FAIL: " + f);
process.exit(failures.length ? 1 : 0);
