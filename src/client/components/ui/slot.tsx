import { cloneElement, isValidElement, type ReactNode, type Ref } from 'react';

type SlotProps = Record<string, unknown> & { children?: ReactNode };

function composeRefs<T>(...refs: (Ref<T> | undefined)[]) {
  return (node: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}

/**
 * Renders its single child with the slot's props merged in (the `asChild` pattern): the child's props
 * win, except that event handlers run both (the child's first), classes join and styles merge. A few
 * lines instead of Radix's Slot, which would put its helpers on every public page.
 */
export function Slot({ children, ...slotProps }: SlotProps) {
  if (!isValidElement<Record<string, unknown>>(children)) return null;
  const childProps = children.props;
  const merged: Record<string, unknown> = { ...slotProps, ...childProps };
  for (const [key, slotValue] of Object.entries(slotProps)) {
    const childValue = childProps[key];
    if (slotValue === undefined || childValue === undefined) continue;
    if (/^on[A-Z]/.test(key) && typeof slotValue === 'function' && typeof childValue === 'function') {
      merged[key] = (...args: unknown[]) => {
        childValue(...args);
        slotValue(...args);
      };
    } else if (key === 'style') {
      merged.style = { ...(slotValue as object), ...(childValue as object) };
    } else if (key === 'className') {
      merged.className = `${slotValue} ${childValue}`;
    } else if (key === 'ref') {
      merged.ref = composeRefs(slotValue as Ref<unknown>, childValue as Ref<unknown>);
    }
  }
  return cloneElement(children, merged);
}
