#!/usr/bin/env node
// Where a page's main-thread time goes, as Lighthouse sees it (decision 0030): runs Lighthouse 13
// (mobile, simulated throttling, performance only) on a running server and prints, from Lighthouse's own
// trace, every main-thread task longer than 12.5 ms as observed (Lighthouse multiplies observed CPU
// time by 4, so these are the tasks that count in Total Blocking Time) with the trace events inside it.
//
//   node scripts/lighthouse-tasks.mjs http://127.0.0.1:3000/ [--runs=N] [--categories=fonts,blink]
//
// --categories adds trace categories (e.g. `fonts` for font lookups, `disabled-by-default-v8.compile`
// for V8's parsing); they cost time of their own, so compare runs made with the same ones.
// Measure with a profiler of your own (Playwright, DevTools) and the picture differs: an attached
// JavaScript profiler or Playwright's instrumentation changes what V8 does at start-up.
import { launchLighthouseChrome } from './chromium.mjs';

const url = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
const option = (name, fallback) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
if (!url) {
  console.error('usage: node scripts/lighthouse-tasks.mjs <url> [--runs=N] [--categories=a,b]');
  process.exit(2);
}

/** Observed task length from which a task blocks in Lighthouse's simulation (50 ms at its 4× CPU slowdown). */
const BLOCKING_OBSERVED_MS = 12.5;
/** Wrappers that contain everything else; listing them would only repeat the task's length. */
const WRAPPERS =
  /^(RunTask|ThreadControllerImpl::RunTask|Blink\.|LocalFrameView::|WebFrameWidgetImpl::Update)/;

const { default: lighthouse } = await import('lighthouse');
const chrome = await launchLighthouseChrome();
const runs = Number(option('runs', 1));
const categories = option('categories', '');
try {
  for (let run = 0; run < runs; run++) {
    const { lhr, artifacts } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(categories ? { additionalTraceCategories: categories } : {}),
    });
    const metric = (id) => Math.round(lhr.audits[id]?.numericValue ?? 0);
    console.log(
      `\nperformance ${Math.round((lhr.categories.performance.score ?? 0) * 100)}  FCP ${metric('first-contentful-paint')} ms  LCP ${metric('largest-contentful-paint')} ms  TBT ${metric('total-blocking-time')} ms  (host benchmark index ${Math.round(lhr.environment.benchmarkIndex)})`,
    );
    const events = artifacts.Trace.traceEvents;
    const navigation = events.find(
      (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.startsWith('http'),
    );
    if (!navigation) {
      console.log('  (no navigation in the trace)');
      continue;
    }
    const main = events.filter(
      (event) => event.pid === navigation.pid && event.tid === navigation.tid && event.ph === 'X',
    );
    const tasks = main
      .filter((event) => event.name === 'RunTask' && event.dur > BLOCKING_OBSERVED_MS * 1000)
      .sort((a, b) => a.ts - b.ts);
    // Only tasks after the first contentful paint count in Total Blocking Time.
    const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
    console.log(
      `  observed: FCP ${observed.observedFirstContentfulPaint} ms, LCP ${observed.observedLargestContentfulPaint} ms, load ${observed.observedLoad} ms`,
    );
    console.log(
      `  tasks over ${BLOCKING_OBSERVED_MS} ms observed: start (ms after navigation), length, inside`,
    );
    for (const task of tasks) {
      const inside = new Map();
      for (const event of main) {
        if (event === task || WRAPPERS.test(event.name)) continue;
        if (event.ts < task.ts || event.ts + event.dur > task.ts + task.dur) continue;
        inside.set(event.name, (inside.get(event.name) ?? 0) + event.dur);
      }
      const top = [...inside.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([name, dur]) => `${name} ${Math.round(dur / 1000)}`)
        .join(', ');
      console.log(
        `  ${String(Math.round((task.ts - navigation.ts) / 1000)).padStart(6)}  ${String(Math.round(task.dur / 1000)).padStart(4)} ms  ${top}`,
      );
    }
  }
} finally {
  await chrome.kill();
}
