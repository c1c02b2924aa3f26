import type { TranslationLocale } from './locales.js';

/**
 * The one-line offer on an English page to a visitor whose browser prefers another of our languages,
 * in THAT language (so it cannot live in a catalogue: a language's build holds only its own texts).
 * Beside locales.ts rather than in it: locales.ts is in the first view's code, and these texts are
 * needed only by the offer's own chunk, loaded after hydration.
 */
export const LOCALE_OFFER: Record<TranslationLocale, { text: string; link: string; close: string }> = {
  de: { text: 'Diese Seite gibt es auch auf Deutsch.', link: 'Auf Deutsch lesen', close: 'Schließen' },
  fr: { text: 'Cette page existe aussi en français.', link: 'Lire en français', close: 'Fermer' },
  ja: { text: 'このページは日本語でもご覧いただけます。', link: '日本語で見る', close: '閉じる' },
  ko: { text: '이 페이지는 한국어로도 보실 수 있습니다.', link: '한국어로 보기', close: '닫기' },
  zh: { text: '本页面也有中文版。', link: '查看中文版', close: '关闭' },
};
