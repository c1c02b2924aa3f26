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

/**
 * Inline this in <head> (before the stylesheet paints) so a stored dark theme applies before the first
 * frame: no flash of the light theme. It only reads local storage and sets the class on <html>.
 */
export const themeInitScript = `(function(){try{if(localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)})===${JSON.stringify(DARK_CLASS)}){var r=document.documentElement;r.classList.add(${JSON.stringify(
  DARK_CLASS,
)});r.style.colorScheme='dark';}}catch(e){}})();`;

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

  // Catch up with storage when the inline script did not run, and follow changes made in other tabs.
  useEffect(() => {
    const stored = readStoredTheme() ?? DEFAULT_THEME;
    if (stored !== getSnapshot()) applyTheme(stored);

    const onStorage = (event: StorageEvent) => {
      if (event.key !== THEME_STORAGE_KEY) return;
      applyTheme(isTheme(event.newValue) ? event.newValue : DEFAULT_THEME);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
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
