/**
 * The page of one portal item — a request on a legal fact or a certificate order — at
 * `<service>/:id/step/:step` (the feature's PortalItemRoute): `newSegment` (`naujas`) is a new item, held in the browser until
 * it is first signed, which creates it and replaces the address with its id (the page keeps
 * its editor and what it knows instead of reading the item back); a number is read with GET
 * {base}/<family>/:id. Whose item it is, is the API's decision: another citizen's is 404,
 * "not found" here. The caller's `render` draws the item (its editor, overview, outcome) under
 * the shared heading. One page for both portal families (they were near-copies).
 *
 * Texts come from the route's namespace `ns`: `wizard.title`, `wizard.newTitle`,
 * `wizard.status`, `wizard.notFound`.
 */
import { Suspense, use, useCallback, useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { getApplicant, type Applicant } from '../../lib/api/applicant';
import { isApiError } from '../../lib/api/api-error';
import { getItem, type ItemView } from '../../lib/api/items';
import type { FormType } from '../engine/form-type';
import { loadFormTypeWithLabels } from '../load-form-type';
import { itemPathOf, type PortalItemRoute } from './portal-item-route';

const ID = /^[1-9]\d{0,15}$/;

/** What the caller draws an item from. */
export interface PortalItemView {
  /** the service's item pages, as the feature declared them */
  route: PortalItemRoute;
  /** the item as read (null: a new one) */
  item: ItemView | null;
  type: FormType;
  /** for a new item: the signed-in user as the register knows them (null: unknown) */
  applicant: Applicant | null;
  step: string | undefined;
  /** hand to the editor: a new item got its id */
  onCreated: (id: number, step: string | undefined) => void;
  /** read the item again (after a transfer, or a stale version) */
  reload: () => void;
}

export interface PortalItemPageProps {
  /** the service's item pages (memoised by the caller: a new one moves a created item again) */
  route: PortalItemRoute;
  /** the id segment of the address */
  idParam: string;
  step: string | undefined;
  /** the title while the catalogue has no label for the type (default: the label's key) */
  fallbackTitle?: string;
  render: (view: PortalItemView) => ReactNode;
  /** below the item, whatever state it is in (e.g. a way back) */
  footer?: ReactNode;
}

function NotFound({ ns }: { ns: string }) {
  const { t } = useTranslation(ns);
  return <Alert severity="warning">{t('wizard.notFound')}</Alert>;
}

interface LoadedProps extends Pick<PortalItemPageProps, 'route' | 'fallbackTitle' | 'render' | 'step'> {
  /** the item to read (null: a new one) */
  id: number | null;
  generation: number;
  onCreated: (id: number, step: string | undefined) => void;
  reload: () => void;
}

function Loaded({ route, fallbackTitle, render, id, generation, step, onCreated, reload }: LoadedProps) {
  const { family, typeId, ns } = route;
  const { i18n } = useTranslation([ns, 'common']);
  // The newest type's code loads while the item is read (an item is drawn by its pinned version).
  useEffect(() => {
    loadFormTypeWithLabels(typeId, i18n).catch(() => undefined);
  }, [typeId, i18n]);
  const read = useSWR<ItemView>(id === null ? null : [family, id, generation], () => getItem(family, id ?? 0), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
  // A new item starts with its applicant: the signed-in user (none known: typed in).
  const applicant = useSWR(id === null ? 'portal-applicant' : null, getApplicant, { revalidateOnFocus: false });
  if (read.error) {
    // 404/400: not this citizen's, or no such item — this page's own message.
    if (isApiError(read.error) && (read.error.status === 404 || read.error.status === 400)) return <NotFound ns={ns} />;
    return <Alert severity="error">{isApiError(read.error) ? read.error.message : String(read.error)}</Alert>;
  }
  if (id !== null && !read.data) return <Typography role="status">…</Typography>;
  if (id === null && !applicant.data && !applicant.error) return <Typography role="status">…</Typography>;
  const view = { route, item: read.data ?? null, applicant: applicant.data?.pareiskejas ?? null, step, onCreated, reload };
  return <Drawn fallbackTitle={fallbackTitle} render={render} view={view} />;
}

interface DrawnProps extends Pick<PortalItemPageProps, 'fallbackTitle' | 'render'> {
  view: Omit<PortalItemView, 'type'>;
}

/** The item under its heading, drawn by the type version it is pinned to (a new one: the newest). */
function Drawn({ fallbackTitle, render, view }: DrawnProps) {
  const { route, item } = view;
  const { typeId, ns } = route;
  const { t, i18n } = useTranslation([ns, 'common']);
  const type = use(loadFormTypeWithLabels(typeId, i18n, item?.schemaVersion));
  // The type's own name (its label namespace is loaded with the type).
  const titleKey = `types.${typeId}.title`;
  const own = t(titleKey, { ns: `types/${typeId}` });
  const title = own && own !== titleKey ? own : (fallbackTitle ?? own);
  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {item ? t('wizard.title', { title, id: item.id }) : t('wizard.newTitle', { title })}
      </Typography>
      {item && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('wizard.status', { status: t(`common:lifecycle.statuses.${item.status}`) })}
        </Typography>
      )}
      {render({ ...view, type })}
    </>
  );
}

/** One portal item's page: address → item (or a new one) → the caller's drawing of it. */
export function PortalItemPage({ idParam, footer, ...shown }: PortalItemPageProps) {
  const { route } = shown;
  const navigate = useNavigate();
  const [generation, setGeneration] = useState(0);
  // The id this page created: the page keeps its editor (and what it knows) instead of reading it back.
  const [created, setCreated] = useState<number | null>(null);
  const reload = useCallback(() => {
    setCreated(null);
    setGeneration((g) => g + 1);
  }, []);
  // Where a just-created item moves to: navigated to after the render that saw the store
  // clean, so the unsaved-changes guard (which decides from its last render) lets it go.
  const [moveTo, setMoveTo] = useState<string | null>(null);
  const onCreated = useCallback(
    (id: number, at: string | undefined) => {
      setCreated(id);
      const path = itemPathOf(route, id);
      setMoveTo(at ? `${path}/step/${at}` : path);
    },
    [route],
  );
  useEffect(() => {
    if (moveTo === null) return;
    setMoveTo(null);
    navigate(moveTo, { replace: true });
  }, [moveTo, navigate]);
  const isNew = idParam === route.newSegment;
  // a type the build lacks may be published in the studio since: its module is asked for (load-form-type.ts)
  const known = isNew || ID.test(idParam);
  const id = isNew || Number(idParam) === created ? null : Number(idParam);
  return (
    <Box component="article">
      {known ? (
        <Suspense fallback={<Typography role="status">…</Typography>}>
          <Loaded {...shown} id={id} generation={generation} onCreated={onCreated} reload={reload} />
        </Suspense>
      ) : (
        <NotFound ns={route.ns} />
      )}
      {footer}
    </Box>
  );
}
