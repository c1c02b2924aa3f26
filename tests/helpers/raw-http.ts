import net from 'node:net';

export interface RawExchangeOptions {
  /** Half-close the connection after the last part. */
  end?: boolean;
  /** The pause between parts. */
  pauseMs?: number;
  /** Reading stops once this long passes without a byte. */
  idleMs?: number;
  /** A client that does not read for a while: the server's writes back up. */
  readDelayMs?: number;
  encoding?: BufferEncoding;
}

/**
 * Sends `parts` on one raw connection to 127.0.0.1:`port` (a pause between parts), then reads until the
 * server closes it or `idleMs` pass without a byte: the bytes exactly as the server framed them.
 */
export function exchangeRaw(
  port: number,
  parts: string[],
  { end = false, pauseMs = 50, idleMs = 400, readDelayMs = 0, encoding = 'utf8' }: RawExchangeOptions = {},
) {
  return new Promise<{ data: Buffer; closedByServer: boolean }>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let idle: NodeJS.Timeout | undefined;
    const finish = (closedByServer: boolean) => {
      clearTimeout(idle);
      socket.destroy();
      resolve({ data: Buffer.concat(chunks), closedByServer });
    };
    const armIdle = () => {
      clearTimeout(idle);
      idle = setTimeout(() => finish(false), idleMs);
    };
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      armIdle();
    });
    socket.on('close', () => finish(true));
    socket.on('error', reject);
    if (readDelayMs > 0) {
      socket.pause();
      setTimeout(() => socket.resume(), readDelayMs);
    }
    socket.on('connect', async () => {
      for (const [index, part] of parts.entries()) {
        if (index > 0) await new Promise((r) => setTimeout(r, pauseMs));
        socket.write(part, encoding);
      }
      if (end) socket.end();
      armIdle();
    });
  });
}
