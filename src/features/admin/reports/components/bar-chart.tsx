/**
 * A horizontal bar chart in plain SVG: one bar per row, stacked segments per series. The
 * numbers are in the table beside it, so the chart is a picture with a summary (role="img"
 * and its label), not a second table for screen readers. Colours from the theme, each
 * segment also named in the legend.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

export interface BarSeries {
  label: string;
  /** a palette colour key */
  color: 'primary' | 'success' | 'warning' | 'error' | 'info';
}

export interface BarRow {
  label: string;
  /** one value per series, in the series' order */
  values: readonly number[];
}

const ROW = 28;
const LABEL_WIDTH = 260;
const WIDTH = 720;

export function BarChart({ title, series, rows }: { title: string; series: readonly BarSeries[]; rows: readonly BarRow[] }) {
  const theme = useTheme();
  const max = Math.max(1, ...rows.map((r) => r.values.reduce((a, b) => a + b, 0)));
  const scale = (WIDTH - LABEL_WIDTH - 60) / max;
  const height = rows.length * ROW + 8;
  return (
    <Box component="figure" sx={{ m: 0, mb: 3 }}>
      <svg role="img" aria-label={title} viewBox={`0 0 ${WIDTH} ${height}`} width="100%" style={{ maxWidth: WIDTH, display: 'block' }}>
        {rows.map((row, i) => {
          let x = LABEL_WIDTH;
          const total = row.values.reduce((a, b) => a + b, 0);
          return (
            <g key={row.label} transform={`translate(0 ${i * ROW + 4})`}>
              <text x={LABEL_WIDTH - 8} y={ROW / 2} textAnchor="end" dominantBaseline="middle" fontSize="13" fill={theme.palette.text.primary}>
                {row.label.length > 38 ? `${row.label.slice(0, 37)}…` : row.label}
              </text>
              {row.values.map((v, s) => {
                const w = v * scale;
                const rect = <rect key={series[s].label} x={x} y={4} width={w} height={ROW - 8} fill={theme.palette[series[s].color].main} />;
                x += w;
                return rect;
              })}
              <text x={x + 6} y={ROW / 2} dominantBaseline="middle" fontSize="13" fill={theme.palette.text.primary}>
                {total}
              </text>
            </g>
          );
        })}
      </svg>
      <Box component="figcaption" sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 1 }}>
        {series.map((s) => (
          <Typography key={s.label} variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Box component="span" aria-hidden sx={{ width: 14, height: 14, bgcolor: `${s.color}.main`, display: 'inline-block' }} />
            {s.label}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
