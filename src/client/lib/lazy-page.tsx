import {
  type ComponentProps,
  type ComponentType,
  lazy,
  memo,
  Suspense,
  use,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { m } from '../../shared/i18n/locale.js';
import type { DeclaresQueries, PageQuery } from './page-queries.js';

/** A component in a chunk, with the reads it declares (`Component.queries`). */
type Loadable = ComponentType & DeclaresQueries;

export type LazyPage = ComponentType & {
  /** Downloads the chunk; resolves when the component can render without suspending. */
  preload: () => Promise<void>;
  /** The reads the loaded component declares; only after `preload()` (the server preloads everything). */
  queries: () => readonly PageQuery[];
};

/**
 * In place of code that could not be downloaded even on a second try (a new version was deployed while
 * the tab was open, so the old chunk is gone, or the connection dropped): a message and a Reload button,
 * never an uncaught error. `what` is the subject of its sentence, in the page's language (a message).
 */
export function LoadFailed({ what }: { what: string }) {
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center text-muted-foreground">
      <p>{m.common_load_failed_text({ what })}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-4 rounded-lg border border-border px-4 py-2 text-sm font-medium text-foreground hover:bg-secondary"
      >
        {m.common_load_failed_reload()}
      </button>
    </div>
  );
}

/** Downloads a chunk, and once more if that fails (a dropped connection often comes back at once). */
export function importWithRetry<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(() => load());
}

/**
 * React's `lazy` for a chunk with a default export: retried once, then `Fallback` in its place (so a
 * failed download is a message on the page, not an error that ends the app).
 */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own bound (a component of any props)
export function lazyWithFallback<C extends ComponentType<any>>(
  load: () => Promise<{ default: C }>,
  Fallback: ComponentType<ComponentProps<C>>,
) {
  // The fallback takes the same props (it may ignore them), so it stands in for C.
  return lazy(() => importWithRetry(load).catch(() => ({ default: Fallback as unknown as C })));
}

/**
 * A chunk's loader: `preload()` downloads it once (again after a failure); `component()` and `queries()`
 * once loaded.
 */
function chunk(load: () => Promise<Loadable>) {
  let loaded: Loadable | undefined;
  let shown: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  const preload = () => {
    pending ??= importWithRetry(load).then(
      (component) => {
        loaded = component;
        // Memoized (pages and sections take no props), so a parent's render stops here: when hydration
        // ends React renders a deferred section's `Content` again, synchronously (its hook's snapshot
        // changes), and its wrapper once it is marked hydrated; neither renders the section again.
        shown = memo(component);
      },
      (error: unknown) => {
        pending = undefined; // a later attempt may succeed
        throw error;
      },
    );
    return pending;
  };
  // Callers ask once the chunk is there (the server preloads every page; the client after `preload()`).
  const queries = () => loaded?.queries ?? [];
  return { preload, component: () => shown, queries };
}

/**
 * A page in its own chunk. Once preloaded it renders synchronously, so the browser can load the current
 * page's chunk before hydrating and the server (which renders to a string) can render it at all;
 * otherwise it suspends until the chunk has arrived. If the chunk cannot be downloaded (tried twice) it
 * shows a message with a Reload button instead of failing the whole app.
 */
export function lazyPage(load: () => Promise<Loadable>): LazyPage {
  const { preload, component, queries } = chunk(load);
  const Suspending = lazy(() =>
    preload().then(
      () => ({ default: component() as ComponentType }),
      () => ({ default: () => <LoadFailed what={m.common_load_failed_page()} /> }),
    ),
  );
  // biome-ignore lint/correctness/noComponentHookFactories: called once per page at module level, like lazy()
  function Page() {
    const Loaded = component();
    return Loaded ? <Loaded /> : <Suspending />;
  }
  return Object.assign(Page, { preload, queries });
}

/** Calls `onCommit` once its Suspense boundary has committed, i.e. the content beside it is hydrated. */
function AfterCommit({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

const subscribeNever = () => () => undefined;
/** True while React hydrates server HTML (it reads the server snapshot then), false in a client render. */
const useIsHydrating = () =>
  useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );

/** Every deferred section, so the server can load them all before it renders. */
const deferredSections: LazyPage[] = [];
export const preloadDeferredSections = () =>
  Promise.all(deferredSections.map((section) => section.preload()));

/** Distance ahead of the viewport at which a deferred section starts loading its code. */
const DEFERRED_ROOT_MARGIN = '100% 0px';

/**
 * What shows the visitor is using the page (decision 0034): a scroll, a press, a key, a click (an
 * assistive technology's click comes without a press) or a focus. Listened for on `window` in the
 * capture phase, so it is heard before `holdClicksUntilHydrated` (on `document`) holds the click.
 */
const ENGAGEMENT_EVENTS = ['scroll', 'pointerdown', 'touchstart', 'keydown', 'click', 'focusin'];
/**
 * Resolves at the visitor's first scroll, press, key or click on this page: until then no section below
 * the hero is hydrated, even one already in view (its server HTML is complete and readable, its links
 * work), so the first view's main thread does only the header's and the hero's work. Listened for from
 * the moment the client's code runs, before hydration: a page already scrolled counts, and so does a
 * click the start script held and replays once the client has started.
 */
const visitorEngaged: Promise<void> | undefined =
  typeof window === 'undefined'
    ? undefined
    : new Promise<void>((resolve) => {
        if (window.scrollY > 0) {
          resolve();
          return;
        }
        const done = () => {
          for (const type of ENGAGEMENT_EVENTS) removeEventListener(type, done, { capture: true });
          resolve();
        };
        for (const type of ENGAGEMENT_EVENTS) addEventListener(type, done, { capture: true, passive: true });
      });

const FAILED = 'failed';

/**
 * A home section below the fold whose code is downloaded when the visitor, having begun to use the page
 * (`visitorEngaged`), is near it. While it is being hydrated without its chunk React leaves the server's
 * HTML in place (complete and readable) and hydrates it once the code is there. In a client-side render
 * (navigating home from another page) it loads at once, holding its place with an empty block meanwhile.
 */
export function deferredSection(load: () => Promise<Loadable>): LazyPage {
  const { preload, component, queries } = chunk(load);
  let release: () => void = () => undefined;
  const requested = new Promise<void>((resolve) => {
    release = resolve;
  });
  // Stable promises for `use` (a new promise on every render would never settle for React).
  let whenRequested: Promise<undefined | typeof FAILED> | undefined;
  let rightAway: Promise<undefined | typeof FAILED> | undefined;
  const ready = (hydrating: boolean) => {
    if (hydrating) {
      whenRequested ??= requested.then(preload).then(
        () => undefined,
        () => FAILED,
      );
      return whenRequested;
    }
    rightAway ??= preload().then(
      () => undefined,
      () => FAILED,
    );
    return rightAway;
  };

  // biome-ignore lint/correctness/noComponentHookFactories: called once per section at module level, like lazy()
  function Content() {
    const hydrating = useIsHydrating();
    const Loaded = component();
    if (Loaded) return <Loaded />;
    if (use(ready(hydrating)) === FAILED) return <LoadFailed what={m.common_load_failed_part()} />;
    const Component = component() as ComponentType;
    return <Component />;
  }

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
      let observer: IntersectionObserver | undefined;
      let cancelled = false;
      // Watched from the visitor's first scroll, press or key on: a section near the viewport then loads.
      void visitorEngaged?.then(() => {
        if (cancelled) return;
        observer = new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) {
              observer?.disconnect();
              release();
            }
          },
          { rootMargin: DEFERRED_ROOT_MARGIN },
        );
        observer.observe(element);
      });
      return () => {
        cancelled = true;
        observer?.disconnect();
      };
    }, []);

    return (
      <div ref={ref} data-hydrated={isHydrated}>
        <Suspense fallback={<div className="min-h-[50vh]" />}>
          <Content />
          <AfterCommit onCommit={onCommit} />
        </Suspense>
      </div>
    );
  }
  const section = Object.assign(DeferredSection, { preload, queries });
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
      // The clicked node may be an icon's <svg>, which has no click(): replay on its nearest HTML element.
      let target = event.target instanceof Element ? event.target : null;
      while (target && !(target instanceof HTMLElement)) target = target.parentElement;
      if (!(target instanceof HTMLElement)) return;
      const element = target;
      const wrapper = element.closest('[data-hydrated="false"]');
      if (!wrapper) return;
      event.preventDefault();
      event.stopPropagation();
      const observer = new MutationObserver(() => {
        if (wrapper.getAttribute('data-hydrated') !== 'true') return;
        observer.disconnect();
        element.click();
      });
      observer.observe(wrapper, { attributes: true, attributeFilter: ['data-hydrated'] });
    },
    { capture: true },
  );
}
