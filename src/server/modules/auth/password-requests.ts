import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { setUserPasswordHash } from '../users/users.repository.js';

/**
 * `npm run reset-password` while the server runs (issue 45 item 2, decision 0085). PGlite lets one
 * process open DATA_DIR, so the command hands the running server a request file instead:
 * `DATA_DIR/password-requests/<id>.json` (mode 0600, in a 0700 folder), holding the username and the
 * password already hashed (the password itself never touches the disk). The server, which polls the
 * folder, sets it, signs the user's sessions out, and answers with `<id>.result.json`. Whoever may write
 * DATA_DIR may change the database anyway; nothing listens on a port, and no secret is needed.
 */
export const PASSWORD_REQUESTS_FOLDER = 'password-requests';
/** How often the running server looks for a request: a command waits about this long. */
export const PASSWORD_REQUEST_POLL_MS = 500;

const RequestSchema = z.object({
  username: z.string().min(1).max(100),
  // A scrypt hash as hashPassword writes it, with sane parameters (a broken one would lock the owner out).
  passwordHash: z
    .string()
    .regex(/^scrypt\$(1024|2048|4096|8192|16384|32768|65536|131072)\$8\$\d\$[\w+/=]+\$[\w+/=]+$/),
});
const ResultSchema = z.object({ ok: z.boolean(), message: z.string() });
export type PasswordRequestResult = z.infer<typeof ResultSchema>;

const folderOf = (dataDir: string) => path.join(dataDir, PASSWORD_REQUESTS_FOLDER);
const REQUEST_FILE = /^([\da-f]{24})\.json$/;

/** Writes a file whole or not at all (a reader never sees half), readable by this user only. */
function writeWhole(file: string, text: string) {
  const staging = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(staging, text, { mode: 0o600 });
  renameSync(staging, file);
}

/**
 * The command's side: hands the running server the request and waits for its answer; on no answer
 * within `timeoutMs` the request is taken back and null answered.
 */
export async function requestPasswordFromRunningServer(
  dataDir: string,
  request: z.infer<typeof RequestSchema>,
  timeoutMs = 15_000,
): Promise<PasswordRequestResult | null> {
  const folder = folderOf(dataDir);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const id = randomBytes(12).toString('hex');
  const requestFile = path.join(folder, `${id}.json`);
  const resultFile = path.join(folder, `${id}.result.json`);
  writeWhole(requestFile, JSON.stringify(request));
  const deadline = Date.now() + timeoutMs;
  try {
    while (Date.now() < deadline) {
      let text: string | undefined;
      try {
        text = readFileSync(resultFile, 'utf8');
      } catch {
        // not answered yet
      }
      if (text !== undefined) return ResultSchema.parse(JSON.parse(text));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return null;
  } finally {
    rmSync(requestFile, { force: true });
    rmSync(resultFile, { force: true });
  }
}

/** The server's side: answers every request waiting in the folder. */
export async function answerPasswordRequests(dataDir: string, db: Db): Promise<number> {
  const folder = folderOf(dataDir);
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return 0; // no request was ever made
  }
  let answered = 0;
  for (const name of names) {
    const id = REQUEST_FILE.exec(name)?.[1];
    if (!id) continue;
    const requestFile = path.join(folder, name);
    let result: PasswordRequestResult;
    try {
      const request = RequestSchema.safeParse(JSON.parse(readFileSync(requestFile, 'utf8')));
      if (!request.success) result = { ok: false, message: 'The request was not understood.' };
      else if (await setUserPasswordHash(db, request.data.username, request.data.passwordHash)) {
        result = { ok: true, message: `Password of "${request.data.username}" changed.` };
      } else result = { ok: false, message: `No user named "${request.data.username}".` };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue; // taken back by its command
      result = { ok: false, message: `The server could not set it: ${(error as Error).message}` };
    }
    rmSync(requestFile, { force: true });
    writeWhole(path.join(folder, `${id}.result.json`), JSON.stringify(result));
    answered += 1;
  }
  return answered;
}

/** Polls for requests every PASSWORD_REQUEST_POLL_MS, one look at a time, until stopped. */
export function startPasswordRequestWatcher(
  dataDir: string,
  db: Db,
  onError: (error: unknown) => void,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    answerPasswordRequests(dataDir, db)
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, PASSWORD_REQUEST_POLL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
