import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';

/** The outcome of one contender: `won` (it holds the lock until released), `refused`, or an error. */
export interface Contender {
  child: ChildProcess;
  outcome: Promise<string>;
  release: () => void;
}

/**
 * Many processes racing for the data-directory lock. lock.ts imports only Node built-ins, so it is
 * transpiled once to plain JavaScript: fifty bare `node` processes start far faster than fifty tsx ones.
 * Every contender waits for a "go" file, so they all try at the same moment.
 */
export function prepareLockRace(options: { heartbeatMs: number; staleMs: number }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'chalet-lock-race-'));
  const source = readFileSync(path.resolve('src/server/db/lock.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  writeFileSync(path.join(dir, 'lock.mjs'), outputText);
  writeFileSync(
    path.join(dir, 'contender.mjs'),
    `import { existsSync } from 'node:fs';
import { DataDirLockedError, lockDataDir } from './lock.mjs';
const [dataDir, goFile] = process.argv.slice(2);
while (!existsSync(goFile)) await new Promise((resolve) => setTimeout(resolve, 5));
try {
  const unlock = await lockDataDir(dataDir, ${JSON.stringify(options)});
  console.log('won');
  process.stdin.on('end', () => { unlock(); process.exit(0); });
  process.stdin.resume();
} catch (error) {
  console.log(error instanceof DataDirLockedError ? 'refused' : 'error ' + error);
  process.exit(0);
}
`,
  );
  const goFile = path.join(dir, 'go');
  const start = (dataDir: string): Contender => {
    const child = spawn(process.execPath, [path.join(dir, 'contender.mjs'), dataDir, goFile], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const outcome = new Promise<string>((resolve) => {
      let text = '';
      child.stdout?.on('data', (chunk) => {
        text += chunk;
        if (text.includes('\n')) resolve(text.trim());
      });
      // 'close', not 'exit': 'exit' may come before the child's last output has been read.
      child.on('close', () => resolve(text.trim() || 'exited silently'));
    });
    return { child, outcome, release: () => child.stdin?.end() };
  };
  return { dir, start, go: () => writeFileSync(goFile, '') };
}
