#!/usr/bin/env node
// Runs every check the project has and ends with one line: "N passed, N failed[, N skipped]".
// Typecheck, lint and build count as one test each; Vitest and Playwright report their own counts.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const OUT = '.test-output';
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** Names of the failed tests, repeated at the end: CI shows only the tail of the output. */
const failedTests = [];
/** Tests that failed and then passed on CI's one retry (decision 0031): counted as passed, still named. */
const flakyTests = [];

/** Each step's wall time, printed above the summary. */
const times = [];

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  times.push(`${label} ${seconds(Date.now() - started)}`);
  return result.status === 0;
}

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/**
 * Runs a step beside others, its output (stdout and stderr in order) kept until it ends, so the steps'
 * lines do not interleave; resolves with whether it passed, its output and how long it took.
 */
function runBuffered(label, command, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) =>
      resolve({
        label,
        command,
        args,
        ok: code === 0,
        output: Buffer.concat(chunks).toString(),
        ms: Date.now() - started,
      }),
    );
  });
}

/** Counts a step as one test: passed, or failed and named. */
function count(label, ok) {
  if (ok) totals.passed++;
  else {
    totals.failed++;
    failures.push(label);
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function collectPlaywrightOutcomes(suites, titles = []) {
  for (const suite of suites) {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const name = `playwright [${test.projectName}] ${[...path, spec.title].join(' › ')}`;
        if (test.status === 'unexpected') failedTests.push(name);
        if (test.status === 'flaky') flakyTests.push(name);
      }
    }
    collectPlaywrightOutcomes(suite.suites ?? [], path);
  }
}

// Typecheck, lint and the build need nothing of each other: on two cores they take about the time of the
// longest (tsc and Vite each leave a core idle much of the time). Each prints its output when it ends.
// The compiled message catalogues first (decision 0093): typecheck and build both read them.
run('messages', 'node', ['scripts/compile-messages.mjs']);
const stepsStarted = Date.now();
const steps = await Promise.all([
  // The whole project, then src/client + src/shared again without Node's types (tsconfig.client.json).
  runBuffered('typecheck', 'npm', ['run', '--silent', 'typecheck']),
  // Biome, then the import boundaries (scripts/check-boundaries.mjs).
  runBuffered('lint', 'npm', ['run', '--silent', 'lint']),
  // Before Vitest: the process tests' servers run the build (decision 0082).
  runBuffered('build', 'npm', ['run', 'build']),
]);
for (const step of steps) {
  console.log(`\n=== ${step.label}: ${step.command} ${step.args.join(' ')} (${seconds(step.ms)})`);
  process.stdout.write(step.output);
  count(step.label, step.ok);
}
const built = steps.find((step) => step.label === 'build').ok;
times.push(`typecheck ∥ lint ∥ build ${seconds(Date.now() - stepsStarted)}`);

const vitestOk = run('vitest', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${OUT}/vitest.json`,
  // `npm test -- <files or filters>` narrows Vitest, e.g. to try this script (SKIP_E2E=1 skips Playwright).
  ...process.argv.slice(2),
]);
const vitest = readJson(`${OUT}/vitest.json`);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
  if (vitest.numFailedTests > 0) failures.push(`vitest (${vitest.numFailedTests} failed)`);
  for (const file of vitest.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      const name = `vitest ${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}`;
      if (test.status === 'passed' && test.failureMessages?.length) flakyTests.push(name);
      if (test.status === 'failed') failedTests.push(name);
    }
  }
}
if (!vitestOk && (!vitest || vitest.numFailedTests === 0)) {
  totals.failed++;
  failures.push('vitest (did not complete)');
}

if (built && !process.env.SKIP_E2E) {
  const e2eOk = run('playwright', 'npx', ['playwright', 'test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: `${OUT}/playwright.json`,
  });
  const report = readJson(`${OUT}/playwright.json`);
  if (report?.stats) {
    const { expected = 0, unexpected = 0, skipped = 0, flaky = 0 } = report.stats;
    totals.passed += expected + flaky;
    totals.failed += unexpected;
    totals.skipped += skipped;
    if (unexpected > 0) failures.push(`playwright (${unexpected} failed)`);
    collectPlaywrightOutcomes(report.suites ?? []);
  }
  if (!e2eOk && (!report?.stats || report.stats.unexpected === 0)) {
    totals.failed++;
    failures.push('playwright (did not complete)');
  }
} else if (!existsSync('dist/server/main.js')) {
  console.log('Browser tests not run: the build failed.');
}

console.log(`\nTimes: ${times.join(', ')}`);
if (flakyTests.length) console.log(`\nPassed on the retry (flaky, counted as passed):`);
for (const name of flakyTests) console.log(`  ~ ${name}`);
if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
for (const name of failedTests) console.log(`  ✗ ${name}`);
console.log(
  `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(totals.failed > 0 ? 1 : 0);
