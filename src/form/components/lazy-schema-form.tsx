/**
 * A tab's form (SchemaForm: rjsf, the theme, its widgets, lists) in a chunk of its own, so the
 * document page's first load carries the tab strip, not the renderer (decision 0143). The
 * document page's route loader starts it with the data (`preloadSchemaForm`), so the first tab
 * draws without waiting for it twice; a tab opened later finds it loaded.
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import { loadOnce } from '../../lib/routing/load-once';
import { PageLoading } from '../../lib/ui/page-loading';

/** Starts fetching the form renderer's chunk (once). */
export const preloadSchemaForm = loadOnce(() => import('./schema-form').then((module) => ({ default: module.SchemaForm })));

const SchemaForm = lazy(preloadSchemaForm);

export function LazySchemaForm(props: ComponentProps<typeof SchemaForm>) {
  return (
    <Suspense fallback={<PageLoading />}>
      <SchemaForm {...props} />
    </Suspense>
  );
}
