import { describe, expect, it } from 'vitest';
import { RenderQueue, RetryLaterError } from '../../src/server/modules/images/render-queue.js';

/** A task that runs until the test finishes it: the queue's behaviour without any timing. */
function controllable() {
  let finish!: (value: string) => void;
  let fail!: (error: Error) => void;
  let started = false;
  const task = () => {
    started = true;
    return new Promise<string>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  };
  return {
    task,
    isStarted: () => started,
    finish: (value: string) => finish(value),
    fail: (error: Error) => fail(error),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('RenderQueue', () => {
  it('runs at most `concurrency` tasks, queues `maxWaiting`, and refuses the rest with 503 + Retry-After', async () => {
    const queue = new RenderQueue(2, 1);
    const [a, b, c] = [controllable(), controllable(), controllable()];
    const runA = queue.run(a.task);
    const runB = queue.run(b.task);
    const runC = queue.run(c.task);
    await tick();
    expect([a.isStarted(), b.isStarted(), c.isStarted()]).toEqual([true, true, false]);
    expect([queue.active, queue.queued]).toEqual([2, 1]);

    const refused = await queue.run(async () => 'never').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RetryLaterError);
    expect((refused as RetryLaterError).statusCode).toBe(503);
    expect((refused as RetryLaterError).retryAfterSeconds).toBeGreaterThan(0);

    a.finish('a');
    expect(await runA).toBe('a');
    await tick();
    expect(c.isStarted()).toBe(true);
    expect([queue.active, queue.queued]).toEqual([2, 0]);

    b.fail(new Error('broken image'));
    await expect(runB).rejects.toThrow('broken image');
    c.finish('c');
    expect(await runC).toBe('c');
    expect([queue.active, queue.queued]).toEqual([0, 0]);
  });

  it('hands a failed task’s slot to the next one', async () => {
    const queue = new RenderQueue(1, 5);
    const first = controllable();
    const second = controllable();
    const runFirst = queue.run(first.task);
    const runSecond = queue.run(second.task);
    await tick();
    expect(second.isStarted()).toBe(false);
    first.fail(new Error('timeout'));
    await expect(runFirst).rejects.toThrow('timeout');
    await tick();
    expect(second.isStarted()).toBe(true);
    expect(queue.active).toBe(1);
    second.finish('ok');
    expect(await runSecond).toBe('ok');
    expect(queue.active).toBe(0);
  });
});
