/** The user's land plots from the land register (GET {base}/land-plots), for zemes-sklypas/sklypai. */
import useSWR from 'swr';
import { fetcher } from '../../../lib/api/client';

export interface LandPlot {
  unikalusNr: string;
  kadastroNr: string;
  savivaldybe: string;
  adresas: string;
  plotasHa: string;
  plotasM2: number;
  paskirtis: 'zemes_ukio' | 'misku_ukio' | 'kita';
  dalis: string;
}

export const useLandPlots = () => useSWR<{ items: LandPlot[] }>('/land-plots', fetcher);
