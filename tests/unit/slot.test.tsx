import { createRef } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../src/client/components/ui/button.js';
import { Slot } from '../../src/client/components/ui/slot.js';

type Props = Record<string, unknown>;
/** The element Slot returns, to read the props it merged. */
const slotted = (slotProps: Props, childProps: Props) =>
  Slot({ ...slotProps, children: <a {...childProps}>x</a> }) as unknown as { props: Props };

describe('Slot', () => {
  it('renders the child element with the slot props merged in', () => {
    const html = renderToStaticMarkup(
      <Slot className="btn" data-slot="button" aria-label="Go">
        <a href="/gallery" className="wide">
          Gallery
        </a>
      </Slot>,
    );
    expect(html).toMatch(/^<a [^>]*>Gallery<\/a>$/);
    for (const attribute of [
      'class="btn wide"',
      'data-slot="button"',
      'aria-label="Go"',
      'href="/gallery"',
    ]) {
      expect(html).toContain(attribute);
    }
  });

  it("lets the child's own props win, merging styles", () => {
    const { props } = slotted(
      { title: 'slot', style: { color: 'red', margin: 0 } },
      { title: 'child', style: { color: 'blue' } },
    );
    expect(props.title).toBe('child');
    expect(props.style).toEqual({ color: 'blue', margin: 0 });
  });

  it("runs both click handlers, the child's first", () => {
    const calls: string[] = [];
    const { props } = slotted({ onClick: () => calls.push('slot') }, { onClick: () => calls.push('child') });
    (props.onClick as () => void)();
    expect(calls).toEqual(['child', 'slot']);
  });

  it('sets both refs', () => {
    const slotRef = createRef<HTMLElement>();
    const childRef = vi.fn();
    const { props } = slotted({ ref: slotRef }, { ref: childRef });
    const node = {} as HTMLElement;
    (props.ref as (n: HTMLElement) => void)(node);
    expect(slotRef.current).toBe(node);
    expect(childRef).toHaveBeenCalledWith(node);
  });

  it('renders nothing without a single element child', () => {
    expect(renderToStaticMarkup(<Slot>text</Slot>)).toBe('');
  });

  it('lets Button render a link with the button classes (asChild)', () => {
    const html = renderToStaticMarkup(
      <Button asChild>
        <a href="/check-in">Check in</a>
      </Button>,
    );
    expect(html).toMatch(/^<a [^>]*>Check in<\/a>$/);
    expect(html).toContain('href="/check-in"');
    expect(html).toMatch(/class="[^"]*inline-flex[^"]*"/);
  });
});
