/**
 * The built client starts after the browser's first frame (decision 0024), from a small static inline
 * script at the end of the page (`clientStartScript`, allowed by its hash in the CSP) instead of a
 * `<script type="module">` in the HTML: a module script whose chunks arrive before the parser is done
 * runs, and hydrates, before the first paint, so the page waited for all of its JavaScript.
 *
 * Until the client has started, the script holds clicks that need it (anything but links and form
 * controls, which work without it) and replays them once React listens: a click made while the page was
 * painted but not yet running is not lost.
 */

/** Sent on `document` by the entry once React is attached to the page (hydrating or rendering). */
export const CLIENT_STARTED_EVENT = 'chalet:client-started';
/** On `<html>` from that moment (`started` or `failed`): browser tests wait for it after a navigation. */
export const CLIENT_STARTED_ATTRIBUTE = 'data-client';
/** On the public layout's element: the page's views are counted (admin pages are not). */
export const PUBLIC_PAGE_ATTRIBUTE = 'data-public-page';
/** On `<html>`: the path whose page view the start script has sent, so the client does not send it again. */
export const PAGE_VIEW_SENT_ATTRIBUTE = 'data-page-view';
/** On the hero's `<img>`, the first view's main picture. */
export const HERO_IMAGE_ATTRIBUTE = 'data-hero-image';
/**
 * On `<html>` once that picture has loaded, set by the start script (the client may start later): the
 * hero's loading overlay fades on it (`styles.css`). It stays: the picture has loaded in this document,
 * so a hero shown again after a client-side navigation has it from the browser's cache at once.
 */
export const HERO_LOADED_ATTRIBUTE = 'data-hero-loaded';

/**
 * A tab that draws no frame (opened in the background) reports no paint: the client starts this long
 * after the page has loaded.
 */
export const NO_FRAME_START_MS = 1000;
/**
 * The client waits for the page's load (its first-view pictures and fonts first, on a slow network), but
 * never longer than this after the HTML was parsed: a picture that hangs does not keep the page idle.
 */
export const LATEST_START_MS = 2500;

/**
 * Called by the entry once React listens (`started`: the clicks held until now are replayed), or once it
 * cannot (`failed`: the page's chunk did not arrive and the server-rendered page stays as it is; the held
 * clicks are dropped, since replayed on that page a submit button would post its form natively).
 */
export function announceClientStarted(state: 'started' | 'failed' = 'started'): void {
  document.documentElement.setAttribute(CLIENT_STARTED_ATTRIBUTE, state);
  document.dispatchEvent(new Event(CLIENT_STARTED_EVENT));
}

/**
 * The whole stylesheet came as `media="print"`: fetched and parsed, not applied, because applying it
 * restyles the whole page (a long task) while the page's inline CSS already has every rule its
 * server-rendered HTML uses. It is applied the moment the page may need more: the visitor's first
 * press or key, or the first change the client makes that brings a class the inline CSS has no rule
 * for (a MutationObserver's callback runs before the next frame is drawn, so that frame has the rule).
 */
export function applyFullStylesheetWhenNeeded(): void {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet][media=print]')];
  if (links.length === 0) return;
  const inlineCss = [...document.querySelectorAll('style[data-href]')]
    .map((style) => style.textContent)
    .join('');
  const observer = new MutationObserver((records) => {
    if (records.some((record) => classesOf(record).some((name) => !hasClassRule(inlineCss, name)))) apply();
  });
  const apply = () => {
    observer.disconnect();
    for (const type of INTERACTIONS) removeEventListener(type, apply, { capture: true });
    for (const link of links) link.media = 'all';
  };
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['class'],
    attributeOldValue: true,
  });
  for (const type of INTERACTIONS) addEventListener(type, apply, { passive: true, capture: true });
}
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'];

const classList = (value: string | null | undefined) => (value ?? '').split(/\s+/).filter(Boolean);

/** The classes a mutation brings: those added to an element, or those of the elements it inserts. */
function classesOf(record: MutationRecord): string[] {
  if (record.type === 'attributes') {
    const before = new Set(classList(record.oldValue));
    return classList((record.target as Element).getAttribute('class')).filter((name) => !before.has(name));
  }
  return [...record.addedNodes].flatMap((node) =>
    node instanceof Element
      ? [node, ...node.querySelectorAll('[class]')].flatMap((element) =>
          classList(element.getAttribute('class')),
        )
      : [],
  );
}

/** Whether `css` has a selector naming the class (`.name` not followed by more of a class name). */
export function hasClassRule(css: string, name: string): boolean {
  const selector = `.${CSS.escape(name)}`;
  for (let at = css.indexOf(selector); at !== -1; at = css.indexOf(selector, at + 1)) {
    if (!/[\w\\-]/.test(css.charAt(at + selector.length))) return true;
  }
  return false;
}
