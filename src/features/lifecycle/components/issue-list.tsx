/** A list of the errors check's issues (critical or warning), each with its translated text and where it is. */
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '../../../lib/api/api-error';
import { translateServerText } from '../../../lib/i18n';

export function IssueList({ issues }: { issues: readonly FieldError[] }) {
  const { t, i18n } = useTranslation('workflow');
  if (issues.length === 0) return null;
  return (
    <List dense disablePadding>
      {issues.map((issue, index) => (
        <ListItem key={`${issue.path}:${issue.messageKey}:${index}`} disableGutters>
          <ListItemText
            primary={`${issue.severity === 'critical' ? t('registrui.critical') : t('registrui.warning')}: ${translateServerText(i18n, issue.messageKey, issue.params)}`}
            secondary={issue.path || undefined}
          />
        </ListItem>
      ))}
    </List>
  );
}
