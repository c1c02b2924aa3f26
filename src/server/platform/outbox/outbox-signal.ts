import { EventEmitter } from 'node:events';

/**
 * An in-process hint that an email was queued, so a worker in this process sends it at once rather
 * than at its next poll. Only a hint: workers in other processes find the row by polling.
 */
const signal = new EventEmitter();
signal.setMaxListeners(0);

export function signalOutbox(): void {
  signal.emit('queued');
}

export function onOutboxSignal(listener: () => void): () => void {
  signal.on('queued', listener);
  return () => signal.off('queued', listener);
}
