/** The columns of the document lists and of the sent-notices list (sort keys are the API's). */
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import { dateText } from '../../lib/date-text';
import type { DocumentItem, NoticeItem } from '../../domain/contracts/journal';
import type { KtprItem } from '../../domain/contracts/ktpr';
import type { Column } from './components/paged-table';
import { TypeTitle } from '../../lib/type-title';

const deadline = (t: TFunction, value: string | null, overdue: boolean) => (value ? `${value}${overdue ? ` (${t('workflow:table.overdue')})` : ''}` : '');

/** Where a row of a list opens: a document's registrui tab, a request's registravimas tab (spec §2.1). */
export const rowLink = (items: 'documents' | 'requests', id: number) =>
  items === 'requests' ? `/prasymas/${id}/registravimas` : `/dokumentas/${id}/registrui`;

/**
 * Columns of a document (or request) list; `deadlines` adds the decision and correction
 * deadlines (registry and returned lists); `items` says which page a row opens.
 */
export function documentColumns(t: TFunction, deadlines: boolean, items: 'documents' | 'requests' = 'documents'): Column<DocumentItem>[] {
  const columns: Column<DocumentItem>[] = [
    { id: 'id', label: t('workflow:table.id'), sort: 'id', render: (d) => <Link to={rowLink(items, d.id)}>{d.id}</Link> },
    { id: 'type', label: t('workflow:table.type'), render: (d) => <TypeTitle typeId={d.type} /> },
    { id: 'status', label: t('workflow:table.status'), sort: 'status', render: (d) => t(`common:lifecycle.statuses.${d.status}`) },
    { id: 'registryNumber', label: t('workflow:table.registryNumber'), sort: 'registry_number', render: (d) => d.registryNumber ?? '' },
    { id: 'provider', label: t('workflow:table.provider'), render: (d) => d.providerName ?? '' },
    { id: 'parties', label: t('workflow:table.parties'), render: (d) => d.parties.map((p) => p.name).join(', ') },
  ];
  if (deadlines)
    columns.push(
      { id: 'transferredAt', label: t('workflow:table.transferredAt'), sort: 'transferred_at', render: (d) => dateText(d.transferredAt) },
      {
        id: 'decisionDeadline',
        label: t('workflow:table.decisionDeadline'),
        sort: 'decision_deadline',
        render: (d) => deadline(t, d.decisionDeadline, d.overdue && d.status !== 'grazintas'),
      },
      {
        id: 'correctionDeadline',
        label: t('workflow:table.correctionDeadline'),
        sort: 'correction_deadline',
        render: (d) => deadline(t, d.correctionDeadline, d.overdue && d.status === 'grazintas'),
      },
    );
  columns.push({ id: 'updatedAt', label: t('workflow:table.updatedAt'), sort: 'updated_at', render: (d) => dateText(d.updatedAt) });
  return columns;
}

/** Columns of the sent notices (journal siunciami). */
export function noticeColumns(t: TFunction): Column<NoticeItem>[] {
  return [
    { id: 'createdAt', label: t('workflow:table.createdAt'), sort: 'created_at', render: (n) => dateText(n.createdAt) },
    { id: 'kind', label: t('workflow:table.kind'), sort: 'kind', render: (n) => t(`common:lifecycle.notices.${n.kind}`, { defaultValue: n.kind }) },
    { id: 'recipient', label: t('workflow:table.recipient'), render: (n) => [n.recipientName, n.recipientEmail].filter(Boolean).join(', ') },
    { id: 'channel', label: t('workflow:table.channel'), render: (n) => t(`common:lifecycle.notices.channels.${n.channel}`, { defaultValue: n.channel }) },
    {
      id: 'journalStatus',
      label: t('workflow:table.journalStatus'),
      sort: 'journal_status',
      render: (n) => t(`common:lifecycle.journalStatuses.${n.journalStatus}`),
    },
    {
      id: 'document',
      label: t('workflow:table.document'),
      render: (n) => (n.documentId ? <Link to={`/dokumentas/${n.documentId}/registrui`}>{n.registryNumber ?? `Nr. ${n.documentId}`}</Link> : ''),
    },
    { id: 'documentType', label: t('workflow:table.type'), render: (n) => (n.documentType ? <TypeTitle typeId={n.documentType} /> : '') },
  ];
}

/** Where a KTPR notice's entry opens: an NTR entry is a request, an STSR entry a document. */
export const ktprEntryLink = (registryNumber: string, documentId: number) => rowLink(registryNumber.startsWith('NTR-') ? 'requests' : 'documents', documentId);

/** Columns of the KTPR notices (journal ktpr-pranesimai); `open` shows one notice. */
export function ktprColumns(t: TFunction, open: (id: number) => void): Column<KtprItem>[] {
  return [
    { id: 'receivedAt', label: t('workflow:ktpr.receivedAt'), sort: 'received_at', render: (k) => dateText(k.receivedAt) },
    {
      id: 'registryNumber',
      label: t('workflow:table.registryNumber'),
      sort: 'registry_number',
      render: (k) => <Link to={ktprEntryLink(k.registryNumber, k.documentId)}>{k.registryNumber}</Link>,
    },
    { id: 'uniqueNumber', label: t('workflow:ktpr.uniqueNumber'), render: (k) => k.uniqueNumber },
    { id: 'change', label: t('workflow:ktpr.change'), render: (k) => t(`workflow:ktpr.changes.${k.change}`, { defaultValue: k.change }) },
    { id: 'ktprState', label: t('workflow:table.status'), render: (k) => t(`workflow:ktpr.states.${k.ktprState}`) },
    {
      id: 'open',
      label: t('workflow:ktpr.notice'),
      render: (k) => (
        <Button size="small" onClick={() => open(k.id)} aria-label={t('workflow:ktpr.openLabel', { number: k.registryNumber, unit: k.uniqueNumber })}>
          {t('workflow:ktpr.open')}
        </Button>
      ),
    },
  ];
}
