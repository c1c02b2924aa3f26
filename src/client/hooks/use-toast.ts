import { type ReactNode, useSyncExternalStore } from 'react';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '../../shared/constants.js';
import type { ToastActionElement, ToastProps } from '../components/ui/toast.js';
import { toasterSignal } from './toaster-signal.js';

/**
 * A module-level toast store (the shadcn pattern): `toast()` can be called from anywhere (event handlers,
 * mutation callbacks), `<Toaster/>` renders the list. The server always sees an empty list, so SSR output
 * never depends on toasts and nothing here touches `window`.
 */

export type ToasterToast = Omit<ToastProps, 'id' | 'title'> & {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  action?: ToastActionElement;
};

export type ToastState = { readonly toasts: readonly ToasterToast[] };

export type ToastStoreAction =
  | { type: 'ADD_TOAST'; toast: ToasterToast }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToasterToast> & { id: string } }
  /** Closes a toast (or all without id); it stays mounted for its exit, then is removed later. */
  | { type: 'DISMISS_TOAST'; toastId?: string }
  | { type: 'REMOVE_TOAST'; toastId?: string };

/** Pure: newest first, at most `limit` (TOAST_LIMIT) kept. */
export function toastReducer(state: ToastState, action: ToastStoreAction, limit = TOAST_LIMIT): ToastState {
  switch (action.type) {
    case 'ADD_TOAST':
      return { toasts: [action.toast, ...state.toasts].slice(0, limit) };
    case 'UPDATE_TOAST':
      return {
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case 'DISMISS_TOAST': {
      const { toastId } = action;
      return {
        toasts: state.toasts.map((t) =>
          toastId === undefined || t.id === toastId ? { ...t, open: false } : t,
        ),
      };
    }
    case 'REMOVE_TOAST':
      if (action.toastId === undefined) return { toasts: [] };
      return { toasts: state.toasts.filter((t) => t.id !== action.toastId) };
  }
}

const EMPTY_STATE: ToastState = { toasts: [] };

let memoryState: ToastState = EMPTY_STATE;
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let idCounter = 0;

function nextId(): string {
  idCounter = (idCounter + 1) % Number.MAX_SAFE_INTEGER;
  return String(idCounter);
}

function scheduleRemoval(toastId: string): void {
  if (removeTimers.has(toastId)) return;
  const timer = setTimeout(() => {
    removeTimers.delete(toastId);
    dispatch({ type: 'REMOVE_TOAST', toastId });
  }, TOAST_REMOVE_DELAY_MS);
  removeTimers.set(toastId, timer);
}

function dispatch(action: ToastStoreAction): void {
  if (action.type === 'DISMISS_TOAST') {
    const ids = action.toastId === undefined ? memoryState.toasts.map((t) => t.id) : [action.toastId];
    for (const id of ids) scheduleRemoval(id);
  }
  if (action.type === 'REMOVE_TOAST') {
    const ids = action.toastId === undefined ? [...removeTimers.keys()] : [action.toastId];
    for (const id of ids) {
      clearTimeout(removeTimers.get(id));
      removeTimers.delete(id);
    }
  }
  memoryState = toastReducer(memoryState, action);
  for (const listener of listeners) listener();
}

/** The store behind `useToast`, for `useSyncExternalStore` and tests. */
export const toastStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  getSnapshot: (): ToastState => memoryState,
  getServerSnapshot: (): ToastState => EMPTY_STATE,
};

export type ToastInput = Omit<ToasterToast, 'id'>;

export type ToastHandle = {
  id: string;
  dismiss: () => void;
  update: (props: Partial<ToastInput>) => void;
};

/** Shows a toast: `toast({ title, description?, variant?, action? })`. */
export function toast(props: ToastInput): ToastHandle {
  toasterSignal.raise();
  const id = nextId();
  const dismiss = () => dispatch({ type: 'DISMISS_TOAST', toastId: id });
  const update = (next: Partial<ToastInput>) => dispatch({ type: 'UPDATE_TOAST', toast: { ...next, id } });

  dispatch({
    type: 'ADD_TOAST',
    toast: {
      ...props,
      id,
      open: true,
      onOpenChange: (open: boolean) => {
        props.onOpenChange?.(open);
        if (!open) dismiss();
      },
    },
  });

  return { id, dismiss, update };
}

/** Dismisses one toast, or all of them without an id. */
function dismissToast(toastId?: string): void {
  dispatch({ type: 'DISMISS_TOAST', toastId });
}

export function useToast(): {
  toasts: readonly ToasterToast[];
  toast: typeof toast;
  dismiss: (toastId?: string) => void;
} {
  const state = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.getSnapshot,
    toastStore.getServerSnapshot,
  );
  return { toasts: state.toasts, toast, dismiss: dismissToast };
}
