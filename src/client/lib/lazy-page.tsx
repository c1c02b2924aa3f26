import { type ComponentType, lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';

export type LazyPage = ComponentType & {
  /** Downloads the chunk; resolves when the component can render without suspending. */
  preload: () => Promise<void>;
};

function LoadFailed({ what }: { what: string }) {
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center text-muted-foreground">
      <p>{what} could not be loaded. Please check your connection and refresh the page.</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-4 rounded-lg border border-border px-4 py-2 text-sm font-medium text-foreground hover:bg-secondary"
      >
        Refresh
      </button>
    </div>
  );
}

export interface LazyPageOptions {
  /** Holds the download back until it resolves. */
  gate?: () => Promise<void>;
  /** Named in the message shown when the chunk cannot be downloaded. Default 'This page'. */
  what?: string;
}

/**
 * A component in its own chunk. Once preloaded it renders synchronously, so the browser can load the
 * current page's chunk before hydrating and the server (which renders to a string) can render it at
 * all; otherwise it suspends until the chunk has arrived. If the chunk cannot be downloaded it shows a
 * message with a Refresh button instead of failing the whole page.
 */
export function lazyPage(
  load: () => Promise<ComponentType>,
  { gate, what = 'This page' }: LazyPageOptions = {},
): LazyPage {
  let Loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  const preload = () => {
    pending ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        pending = undefined; // a later attempt may succeed
        throw error;
      },
    );
    return pending;
  };
  const Suspending = lazy(() =>
    (gate ? gate() : Promise.resolve()).then(preload).then(
      () => ({ default: Loaded as ComponentType }),
      () => ({ default: () => <LoadFailed what={what} /> }),
    ),
  );
  // biome-ignore lint/correctness/noComponentHookFactories: called once per page at module level, like lazy()
  function Page() {
    return Loaded ? <Loaded /> : <Suspending />;
  }
  return Object.assign(Page, { preload });
}

/** Set by the app root once the first hydration has committed. */
let hydrated = false;
export const markHydrated = () => {
  hydrated = true;
};

/** Calls `onCommit` once its Suspense boundary has committed, i.e. the content beside it is hydrated. */
function AfterCommit({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

/** Every deferred section, so the server can load them all before it renders. */
const deferredSections: LazyPage[] = [];
export const preloadDeferredSections = () =>
  Promise.all(deferredSections.map((section) => section.preload()));

/** Distance ahead of the viewport at which a deferred section starts loading its code. */
const DEFERRED_ROOT_MARGIN = '100% 0px';

/**
 * A home section below the fold whose code is downloaded when the visitor scrolls near it. While its
 * chunk is missing during hydration React leaves the server's HTML in place (complete and readable) and
 * hydrates it once the code is there. In a client-side render (navigating home from another page) it
 * loads at once, holding its place with an empty block meanwhile.
 */
export function deferredSection(load: () => Promise<ComponentType>): LazyPage {
  let release: () => void = () => undefined;
  const requested = new Promise<void>((resolve) => {
    release = resolve;
  });
  const Inner = lazyPage(load, {
    gate: () => (hydrated ? Promise.resolve() : requested),
    what: 'This part of the page',
  });

  // biome-ignore lint/correctness/noComponentHookFactories: called once per section at module level, like lazy()
  function DeferredSection() {
    const ref = useRef<HTMLDivElement>(null);
    const [isHydrated, setIsHydrated] = useState(false);
    const onCommit = useCallback(() => setIsHydrated(true), []);

    useEffect(() => {
      const element = ref.current;
      if (!element || typeof IntersectionObserver === 'undefined') {
        release();
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            release();
          }
        },
        { rootMargin: DEFERRED_ROOT_MARGIN },
      );
      observer.observe(element);
      return () => observer.disconnect();
    }, []);

    return (
      <div ref={ref} data-hydrated={isHydrated}>
        <Suspense fallback={<div className="min-h-[50vh]" />}>
          <Inner />
          <AfterCommit onCommit={onCommit} />
        </Suspense>
      </div>
    );
  }
  const section = Object.assign(DeferredSection, { preload: Inner.preload });
  deferredSections.push(section);
  return section;
}

/**
 * Until a deferred section is hydrated React cannot handle a click in it (its code is not there yet):
 * hold such a click and, once the section is hydrated (its wrapper says so), click the same element
 * again — hydration keeps the server's DOM nodes — so nothing the visitor does is lost. Installed on the
 * document before hydration starts, so it also covers clicks made while the page itself hydrates.
 */
export function holdClicksUntilHydrated(): void {
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target;
      if (!(target instanceof HTMLElement)) return;
      const wrapper = target.closest('[data-hydrated="false"]');
      if (!wrapper) return;
      event.preventDefault();
      event.stopPropagation();
      const observer = new MutationObserver(() => {
        if (wrapper.getAttribute('data-hydrated') !== 'true') return;
        observer.disconnect();
        target.click();
      });
      observer.observe(wrapper, { attributes: true, attributeFilter: ['data-hydrated'] });
    },
    { capture: true },
  );
}
