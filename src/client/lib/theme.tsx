import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { DEFAULT_THEME, THEME_STORAGE_KEY } from '../../shared/constants.js';

export type Theme = 'light' | 'dark';

/** On <html> for the dark theme (the server's critical CSS counts it as always present). */
export const DARK_CLASS = 'dark';

/** The phone's or computer's own setting, followed until the visitor picks a theme (issue 43). */
const PREFERS_DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * Inline this in <head> (before the stylesheet paints) so the theme applies before the first frame: no
 * flash of the light theme. A stored choice wins; without one, the device's dark setting. It only reads
 * local storage and the media query and sets the class on <html>.
 */
export const themeInitScript = `(function(){var s=null;try{s=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)});}catch(e){}var d=s===${JSON.stringify(DARK_CLASS)}||(s!=='light'&&!!window.matchMedia&&matchMedia(${JSON.stringify(
  PREFERS_DARK_QUERY,
)}).matches);if(d){var r=document.documentElement;r.classList.add(${JSON.stringify(
  DARK_CLASS,
)});r.style.colorScheme='dark';}})();`;

function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

// The class on <html> is the source of truth: the inline script sets it before React runs.
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getSnapshot(): Theme {
  return document.documentElement.classList.contains(DARK_CLASS) ? 'dark' : 'light';
}

/** The server cannot know the stored choice; hydration starts from it and then moves to the real one. */
function getServerSnapshot(): Theme {
  return DEFAULT_THEME;
}

function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle(DARK_CLASS, theme === 'dark');
  root.style.colorScheme = theme;
  for (const listener of listeners) listener();
}

function readStoredTheme(): Theme | null {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(value) ? value : null;
  } catch {
    return null; // storage disabled (privacy mode, sandboxed frame)
  }
}

/** The device's setting; the spec's light default where it says nothing. */
function readDeviceTheme(): Theme {
  if (typeof window.matchMedia !== 'function') return DEFAULT_THEME;
  return window.matchMedia(PREFERS_DARK_QUERY).matches ? 'dark' : DEFAULT_THEME;
}

function storeTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // storage disabled: the choice lasts for this page only
  }
}

export type ThemeContextValue = {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
};

const ThemeContext = createContext<ThemeContextValue | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  const theme = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);

  // Catch up with storage when the inline script did not run, follow changes made in other tabs, and follow
  // the device's setting (it changes at dusk on many phones) while the visitor has not picked a theme.
  useEffect(() => {
    const current = () => readStoredTheme() ?? readDeviceTheme();
    if (current() !== getSnapshot()) applyTheme(current());

    const onStorage = (event: StorageEvent) => {
      if (event.key !== THEME_STORAGE_KEY) return;
      applyTheme(isTheme(event.newValue) ? event.newValue : readDeviceTheme());
    };
    const onDeviceChange = () => {
      if (readStoredTheme() === null) applyTheme(readDeviceTheme());
    };
    const media = typeof window.matchMedia === 'function' ? window.matchMedia(PREFERS_DARK_QUERY) : null;
    window.addEventListener('storage', onStorage);
    media?.addEventListener('change', onDeviceChange);
    return () => {
      window.removeEventListener('storage', onStorage);
      media?.removeEventListener('change', onDeviceChange);
    };
  }, []);

  const setTheme = useCallback((next: Theme) => {
    applyTheme(next);
    storeTheme(next);
  }, []);

  const toggleTheme = useCallback(() => {
    setTheme(getSnapshot() === 'dark' ? 'light' : 'dark');
  }, [setTheme]);

  const value = useMemo(() => ({ theme, setTheme, toggleTheme }), [theme, setTheme, toggleTheme]);

  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useTheme outside <ThemeProvider>');
  return context;
}
