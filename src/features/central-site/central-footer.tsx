/** The central self-service site's footer (footer.do, sanitized) inside the portal's footer. */
import Box from '@mui/material/Box';
import type { SafeNode } from './sanitize';
import { SafeHtml } from './safe-html';

export function CentralFooter({ nodes }: { nodes: readonly SafeNode[] }) {
  return (
    <Box
      sx={{
        mb: 2,
        color: 'text.secondary',
        fontSize: '0.875rem',
        '& ul': { display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0 },
        '& p': { mt: 0, mb: 1 },
      }}
    >
      <SafeHtml nodes={nodes} />
    </Box>
  );
}
