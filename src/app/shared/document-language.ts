/**
 * Keeps <html lang> and the document title in step with the current language, so screen
 * readers pronounce the page correctly and the tab shows the face's title.
 */
import type { i18n as I18n } from 'i18next';

export function syncDocumentLanguage(i18n: I18n, titleKey: string): () => void {
  const apply = (language: string) => {
    document.documentElement.lang = language;
    document.title = i18n.t(titleKey);
  };
  apply(i18n.language);
  i18n.on('languageChanged', apply);
  return () => i18n.off('languageChanged', apply);
}
