// How fast the web app's first pages appear in a real Chromium, on a slow phone and on a
// desktop, plus Lighthouse's four category scores. Figures only, never pass/fail.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const WEB_DIST = fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CUSTOMER = { email: 'customer@clausewell.test', password: 'Clausewell-demo-1' };
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// Lighthouse's "slow 4G" phone: 1.6 Mbps down, 750 kbps up, 150 ms round trips, a CPU four
// times slower than this machine's, a 375 px wide screen.
const PHONE = {
  viewport: { width: 375, height: 812 },
  network: { latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 },
  cpuSlowdown: 4,
};
const DESKTOP = { viewport: { width: 1366, height: 900 }, network: null, cpuSlowdown: 1 };

const PAGES = {
  signIn: '/sign-in',
  home: '/',
  library: '/documents/document-library',
  myDocuments: '/documents/my-documents',
};
// The My documents list has shown once it holds a row or says it is empty.
const MY_DOCUMENTS_LIST = '[data-testid="my-document"], [data-testid="my-documents-empty"]';
// The library is drawn once its grid is no longer busy adding cards.
const LIBRARY_DRAWN = '[data-testid="library-results"]:not([aria-busy="true"]) article';

// Runs in the page before its own scripts: keeps the paint timings, the moment the My
// documents list first appears and the main thread's long tasks, measured on the page's own
// clock from navigation start.
function watchPaints(listSelector) {
  const marks = { fcp: null, lcp: null, listVisible: null, longTasks: [] };
  window.__speed = marks;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) marks.longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.name === 'first-contentful-paint') marks.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    marks.lcp = entries[entries.length - 1].startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const seen = () => {
    if (marks.listVisible === null && document.querySelector(listSelector)) {
      marks.listVisible = performance.now();
    }
  };
  new MutationObserver(seen).observe(document, { childList: true, subtree: true });
}

async function signInToken(base) {
  const res = await fetch(`${base}/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(CUSTOMER),
  });
  const { token } = await res.json();
  if (!token) throw new Error('the demo customer could not sign in');
  return token;
}

/** Gzip size of a built file, as the server's precompressed copy would be. */
function gzipSizeOf(url) {
  const file = path.join(WEB_DIST, new URL(url).pathname);
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
}

const ms = (n) => (n === null ? null : Math.round(n));
const kb = (n) => +(n / 1024).toFixed(1);

/** One cold visit (empty cache) of `pathname` on `profile`, signed in when `token` is given. */
async function visit(browser, base, profile, pathname, { token, waitFor }) {
  const context = await browser.newContext({ viewport: profile.viewport, baseURL: base });
  try {
    if (token) {
      await context.addInitScript((t) => window.localStorage.setItem('auth-token', t), token);
    }
    await context.addInitScript(watchPaints, MY_DOCUMENTS_LIST);
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    const cdp = await context.newCDPSession(page);
    if (profile.network) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
    await page.goto(pathname, { waitUntil: 'load' });
    await page.locator(waitFor).first().waitFor();
    // Let late paints and lazily loaded chunks land before reading the figures.
    await page.waitForTimeout(1500);
    const figures = await page.evaluate(() => ({
      ...window.__speed,
      scripts: performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname.endsWith('.js'))
        .map((e) => ({ url: e.name, encoded: e.encodedBodySize })),
    }));
    // Lighthouse's blocking time, roughly: what each task after the first paint took beyond
    // 50 ms, the longest wait a tap could have had.
    const afterPaint = figures.longTasks.filter(([start]) => start >= (figures.fcp ?? 0));
    return {
      blockingMs: ms(afterPaint.reduce((sum, [, duration]) => sum + duration - 50, 0)),
      longestTaskMs: ms(Math.max(0, ...afterPaint.map(([, duration]) => duration))),
      fcpMs: ms(figures.fcp),
      lcpMs: ms(figures.lcp),
      listVisibleMs: ms(figures.listVisible),
      jsFiles: figures.scripts.length,
      jsTransferredKb: kb(figures.scripts.reduce((sum, s) => sum + s.encoded, 0)),
      jsGzipKb: kb(figures.scripts.reduce((sum, s) => sum + gzipSizeOf(s.url), 0)),
    };
  } finally {
    await context.close();
  }
}

async function measureProfile(browser, base, profile, token) {
  const signIn = await visit(browser, base, profile, PAGES.signIn, {
    waitFor: 'button[type="submit"]',
  });
  const home = await visit(browser, base, profile, PAGES.home, {
    token,
    waitFor: '[data-testid="header"]',
  });
  const library = await visit(browser, base, profile, PAGES.library, {
    token,
    waitFor: LIBRARY_DRAWN,
  });
  const myDocuments = await visit(browser, base, profile, PAGES.myDocuments, {
    token,
    waitFor: MY_DOCUMENTS_LIST,
  });
  const blocking = (v) => ({ blockingMs: v.blockingMs, longestTaskMs: v.longestTaskMs });
  return {
    signIn: {
      fcpMs: signIn.fcpMs,
      lcpMs: signIn.lcpMs,
      jsGzipKb: signIn.jsGzipKb,
      ...blocking(signIn),
    },
    firstPageAfterSignIn: {
      ...blocking(home),
      fcpMs: home.fcpMs,
      lcpMs: home.lcpMs,
      jsFiles: home.jsFiles,
      jsGzipKb: home.jsGzipKb,
      jsTransferredKb: home.jsTransferredKb,
    },
    library: { ...blocking(library), lcpMs: library.lcpMs },
    myDocuments: {
      ...blocking(myDocuments),
      listVisibleMs: myDocuments.listVisibleMs,
      lcpMs: myDocuments.lcpMs,
    },
  };
}

function freePort() {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/**
 * Lighthouse (mobile, its default simulated throttling) on each page, in a Chromium it
 * reaches over the DevTools port. Lighthouse empties the cache before each page but keeps
 * local storage, so the session token put there once keeps the later pages signed in.
 */
async function lighthouseScores(base, token) {
  let lighthouse;
  try {
    ({ default: lighthouse } = await import('lighthouse'));
  } catch {
    return { skipped: 'the lighthouse package is not installed' };
  }
  const port = await freePort();
  const profileDir = mkdtempSync(path.join(tmpdir(), 'cw-lighthouse-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  const scores = {};
  try {
    const audit = async (name, pathname) => {
      const result = await lighthouse(
        base + pathname,
        { port, output: 'json', logLevel: 'error' },
        undefined,
      );
      if (!result) throw new Error(`Lighthouse gave no result for ${pathname}`);
      const { categories, audits } = result.lhr;
      scores[name] = Object.fromEntries(
        Object.entries(categories).map(([key, c]) => [key, Math.round((c.score ?? 0) * 100)]),
      );
      scores[name].fcpMs = ms(audits['first-contentful-paint']?.numericValue ?? null);
      scores[name].lcpMs = ms(audits['largest-contentful-paint']?.numericValue ?? null);
      scores[name].tbtMs = ms(audits['total-blocking-time']?.numericValue ?? null);
      scores[name].cls = audits['cumulative-layout-shift']?.numericValue ?? null;
      scores[name].scriptFiles = audits['network-requests']?.details?.items?.filter(
        (item) => item.resourceType === 'Script',
      ).length;
      // The weighted audits that cost points, so a score below 100 says why.
      scores[name].short = Object.values(categories)
        .flatMap((c) => c.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id))
        .filter((id) => audits[id]?.score !== null && audits[id]?.score < 0.9);
    };
    await audit('signIn', PAGES.signIn);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(base + PAGES.signIn);
    await page.evaluate((t) => window.localStorage.setItem('auth-token', t), token);
    await audit('home', PAGES.home);
    await audit('library', PAGES.library);
    await audit('myDocuments', PAGES.myDocuments);
  } finally {
    await context.close();
    rmSync(profileDir, { recursive: true, force: true });
  }
  return scores;
}

/** Measures the web app served by the running server at `base`. */
export async function measureWebSpeed(base, { withLighthouse = true } = {}) {
  const token = await signInToken(base);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const results = {};
  try {
    results.phone = { profile: '375 px, CPU 4x slower, 1.6 Mbps, 150 ms' };
    Object.assign(results.phone, await measureProfile(browser, base, PHONE, token));
    results.desktop = { profile: '1366 px, unthrottled' };
    Object.assign(results.desktop, await measureProfile(browser, base, DESKTOP, token));
  } finally {
    await browser.close();
  }
  if (withLighthouse) results.lighthouse = await lighthouseScores(base, token);
  return results;
}

// `node bench/web-speed.mjs http://127.0.0.1:3000 [--no-lighthouse]` measures a server
// already running.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const base = process.argv[2];
  if (!base) throw new Error('usage: node bench/web-speed.mjs <base url of a running server>');
  const withLighthouse = !process.argv.includes('--no-lighthouse');
  console.log(JSON.stringify(await measureWebSpeed(base, { withLighthouse }), null, 2));
}
