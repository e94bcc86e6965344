/**
 * Renders a guide (sections with paragraphs and lists) with a table of contents. The guides
 * are workplace content and the workplace is Lithuanian only, so their text lives in the
 * page chunk (pages/guide.tsx, pages/registrar-guide.tsx), not in the bundled locales.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Page } from '../../lib/ui/page';

export interface GuideSection {
  id: string;
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
  /** Numbered steps instead of bullets. */
  ordered?: boolean;
}

export function GuideArticle({ title, intro, sections }: { title: string; intro: string; sections: readonly GuideSection[] }) {
  return (
    <Page title={title} intro={intro}>
      <Paper variant="outlined" component="nav" aria-labelledby="turinio-antraste" sx={{ p: 2, mb: 4 }}>
        <Typography id="turinio-antraste" variant="h2" sx={{ fontSize: '1rem', mb: 1 }}>
          Turinys
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 3 }}>
          {sections.map((s) => (
            <li key={s.id}>
              <Link href={`#${s.id}`}>{s.heading}</Link>
            </li>
          ))}
        </Box>
      </Paper>
      {sections.map((s) => (
        <Box component="section" key={s.id} aria-labelledby={s.id} sx={{ mb: 4, maxWidth: '75ch' }}>
          <Typography id={s.id} variant="h2" sx={{ mb: 1.5, scrollMarginTop: 16 }} tabIndex={-1}>
            {s.heading}
          </Typography>
          {s.paragraphs?.map((p) => (
            <Typography key={p} sx={{ mb: 1.5 }}>
              {p}
            </Typography>
          ))}
          {s.items && (
            <Box component={s.ordered ? 'ol' : 'ul'} sx={{ mt: 0, pl: 3, '& li': { mb: 0.75 } }}>
              {s.items.map((item) => (
                <Typography component="li" key={item}>
                  {item}
                </Typography>
              ))}
            </Box>
          )}
        </Box>
      ))}
    </Page>
  );
}
