/**
 * The preview kept up with the analyst's typing: each edit (the last schema and UI file that
 * were JSON, the texts, the fixtures) rebuilds it after a short pause (PREVIEW_DEBOUNCE_MS),
 * never on every keystroke, through the server (build-preview.ts); a newer edit cancels the
 * older one's request. The draft's texts go into i18next as its `types/<id>` namespace, so the
 * preview's labels are the ones being edited.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TypeFiles } from '../../../domain/studio/type-files';
import { formNamespaces } from '../../../form/labels';
import { studioPreviewSource } from '../api/studio-preview';
import { buildPreview, type Preview } from './build-preview';

/** The pause after the last edit before the preview is rebuilt. */
export const PREVIEW_DEBOUNCE_MS = 250;

export interface LivePreview {
  preview: Preview | null;
  /** bumps with every rebuild (the preview's form is drawn anew) */
  generation: number;
  updating: boolean;
  /** why the last rebuild failed (the API client's translated message), if it did */
  error?: string;
}

export function useLivePreview(files: TypeFiles): LivePreview {
  const { i18n } = useTranslation();
  const [state, setState] = useState<LivePreview>({ preview: null, generation: 0, updating: true });
  useEffect(() => {
    const abort = new AbortController();
    setState((s) => (s.updating ? s : { ...s, updating: true }));
    const timer = setTimeout(() => {
      const built = Promise.all([buildPreview(files, studioPreviewSource(abort.signal)), i18n.loadNamespaces(formNamespaces(files.id))]);
      built.then(
        ([preview]) => {
          if (abort.signal.aborted) return;
          const namespace = `types/${files.id}`;
          for (const language of ['lt', 'en'] as const) {
            const texts = files.texts[language];
            i18n.removeResourceBundle(language, namespace);
            if (texts) i18n.addResourceBundle(language, namespace, structuredClone(texts), true, true);
          }
          setState((s) => ({ preview, generation: s.generation + 1, updating: false }));
        },
        (error: unknown) => {
          if (!abort.signal.aborted) setState((s) => ({ ...s, updating: false, error: (error as Error).message }));
        },
      );
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [files, i18n]);
  return state;
}
