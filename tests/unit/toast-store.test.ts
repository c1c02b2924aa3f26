import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ToasterToast,
  type ToastState,
  toast,
  toastReducer,
  toastStore,
} from '../../src/client/hooks/use-toast.js';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '../../src/shared/constants.js';

const make = (id: string, extra: Partial<ToasterToast> = {}): ToasterToast => ({
  id,
  title: `Toast ${id}`,
  open: true,
  ...extra,
});

const empty: ToastState = { toasts: [] };

describe('toastReducer', () => {
  it('adds a toast in front of the list', () => {
    const state = toastReducer(empty, { type: 'ADD_TOAST', toast: make('1') });
    expect(state.toasts.map((t) => t.id)).toEqual(['1']);
  });

  it(`keeps at most TOAST_LIMIT (${TOAST_LIMIT}) toasts, the newest first`, () => {
    let state = empty;
    for (const id of ['1', '2', '3']) state = toastReducer(state, { type: 'ADD_TOAST', toast: make(id) });
    expect(state.toasts).toHaveLength(TOAST_LIMIT);
    expect(state.toasts[0].id).toBe('3');
  });

  it('honours a larger limit when one is given', () => {
    let state = empty;
    for (const id of ['1', '2', '3']) state = toastReducer(state, { type: 'ADD_TOAST', toast: make(id) }, 2);
    expect(state.toasts.map((t) => t.id)).toEqual(['3', '2']);
  });

  it('updates only the toast with the given id', () => {
    const start: ToastState = { toasts: [make('1'), make('2')] };
    const state = toastReducer(start, {
      type: 'UPDATE_TOAST',
      toast: { id: '2', title: 'Saved', variant: 'destructive' },
    });
    expect(state.toasts[1]).toMatchObject({ id: '2', title: 'Saved', variant: 'destructive', open: true });
    expect(state.toasts[0]).toBe(start.toasts[0]);
  });

  it('dismisses one toast by id by closing it, without removing it', () => {
    const start: ToastState = { toasts: [make('1'), make('2')] };
    const state = toastReducer(start, { type: 'DISMISS_TOAST', toastId: '1' });
    expect(state.toasts.map((t) => [t.id, t.open])).toEqual([
      ['1', false],
      ['2', true],
    ]);
  });

  it('dismisses every toast when no id is given', () => {
    const start: ToastState = { toasts: [make('1'), make('2')] };
    const state = toastReducer(start, { type: 'DISMISS_TOAST' });
    expect(state.toasts.every((t) => t.open === false)).toBe(true);
  });

  it('removes one toast by id, or all without an id', () => {
    const start: ToastState = { toasts: [make('1'), make('2')] };
    expect(toastReducer(start, { type: 'REMOVE_TOAST', toastId: '1' }).toasts.map((t) => t.id)).toEqual([
      '2',
    ]);
    expect(toastReducer(start, { type: 'REMOVE_TOAST' }).toasts).toEqual([]);
  });

  it('never mutates the previous state', () => {
    const start: ToastState = Object.freeze({ toasts: Object.freeze([Object.freeze(make('1'))]) });
    expect(() => {
      toastReducer(start, { type: 'ADD_TOAST', toast: make('2') });
      toastReducer(start, { type: 'UPDATE_TOAST', toast: { id: '1', title: 'x' } });
      toastReducer(start, { type: 'DISMISS_TOAST' });
      toastReducer(start, { type: 'REMOVE_TOAST' });
    }).not.toThrow();
    expect(start.toasts[0]).toMatchObject({ id: '1', open: true, title: 'Toast 1' });
  });
});

describe('toast()', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a toast, updates it, and removes it TOAST_REMOVE_DELAY_MS after dismissal', () => {
    const handle = toast({ title: 'Message sent', description: 'We will reply soon.' });
    const find = () => toastStore.getSnapshot().toasts.find((t) => t.id === handle.id);

    expect(find()).toMatchObject({ title: 'Message sent', open: true });

    handle.update({ title: 'Message delivered' });
    expect(find()).toMatchObject({ title: 'Message delivered', open: true });

    handle.dismiss();
    expect(find()).toMatchObject({ open: false });

    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(find()).toBeDefined();
    vi.advanceTimersByTime(1);
    expect(find()).toBeUndefined();
  });

  it('dismisses through the onOpenChange handler Radix calls when the toast closes', () => {
    const handle = toast({ title: 'Saved' });
    const shown = toastStore.getSnapshot().toasts.find((t) => t.id === handle.id);
    shown?.onOpenChange?.(false);
    expect(toastStore.getSnapshot().toasts.find((t) => t.id === handle.id)?.open).toBe(false);
  });

  it('notifies subscribers and shows at most TOAST_LIMIT toasts', () => {
    const listener = vi.fn();
    const unsubscribe = toastStore.subscribe(listener);
    toast({ title: 'One' });
    toast({ title: 'Two' });
    unsubscribe();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(toastStore.getSnapshot().toasts.length).toBeLessThanOrEqual(TOAST_LIMIT);
    expect(toastStore.getSnapshot().toasts[0].title).toBe('Two');
  });

  it('renders nothing on the server', () => {
    toast({ title: 'Client only' });
    expect(toastStore.getServerSnapshot().toasts).toEqual([]);
  });
});
