/**
 * The received-notice page's body (spec §2.1/§2.3 open routes): GET {base}/notices/:token,
 * the decision's facts as a description list under the notice's kind as title, whatever the
 * caller adds below (links, a download), or "not found" for a wrong or stale token. One
 * component for the workplace/portal notice page (src/features/notices) and the NTR services'
 * (src/features/ntr-services), which differ in their texts, facts and links only.
 */
import type { ComponentType, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { getNotice, type NoticeView } from './api/notices';
import { FactsList, type Fact } from './facts-list';

export interface ReceivedNoticeProps {
  /** the token of the address */
  token: string;
  /** the page frame (the app's Page: one <h1> and the content) */
  frame: ComponentType<{ title: string; children?: ReactNode }>;
  /** the title when the notice's kind has none, and of "not found" */
  title: string;
  /** said for a wrong or stale token */
  notFound: string;
  /** the facts shown, label → value (empty values are left out) */
  facts: (notice: NoticeView) => readonly Fact[];
  /** values may hold line breaks (a return's reasons) */
  multiline?: boolean;
  /** below the facts (links, downloads) */
  children?: (notice: NoticeView) => ReactNode;
}

/** Reads the notice of `token` and shows it in `frame`. */
export function ReceivedNotice({ token, frame: Frame, title, notFound, facts, multiline, children }: ReceivedNoticeProps) {
  const { t } = useTranslation('common');
  const { data, error } = useSWR<NoticeView>(['notice', token], () => getNotice(token), { revalidateOnFocus: false });
  if (error) {
    return (
      <Frame title={title}>
        <Alert severity="warning">{notFound}</Alert>
      </Frame>
    );
  }
  if (!data) return <Typography role="status">…</Typography>;
  const heading = t(`lifecycle.notices.${data.kind}`, { defaultValue: title });
  return (
    <Frame title={heading}>
      <FactsList label={heading} facts={facts(data)} multiline={multiline} />
      {children?.(data)}
    </Frame>
  );
}
