/** The labels and help texts of a draft, a row per key, Lithuanian and English side by side (texts-table.ts). */
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { Language } from '../editor/editor-state';
import type { TextRow } from '../editor/texts-table';

export interface TextsEditorProps {
  rows: TextRow[];
  onChange: (language: Language, key: string, value: string) => void;
  readOnly?: boolean;
}

export function TextsEditor({ rows, onChange, readOnly = false }: TextsEditorProps) {
  const { t } = useTranslation('studio');
  const cell = (row: TextRow, language: Language) => (
    <TableCell>
      <TextField
        size="small"
        fullWidth
        value={row[language]}
        slotProps={{ htmlInput: { 'aria-label': t('studio.editor.textOf', { key: row.key, language: t(`studio.editor.${language}`) }), readOnly } }}
        onChange={(event) => onChange(language, row.key, event.target.value)}
      />
    </TableCell>
  );
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: '24rem' }}>
      <Table size="small" stickyHeader aria-label={t('studio.editor.texts')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('studio.editor.key')}</TableCell>
            <TableCell>{t('studio.editor.lt')}</TableCell>
            <TableCell>{t('studio.editor.en')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell component="th" scope="row">
                <code>{row.key}</code>
              </TableCell>
              {cell(row, 'lt')}
              {cell(row, 'en')}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
