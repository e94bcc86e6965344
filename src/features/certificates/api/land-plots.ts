/** The user's land plots from the land register (GET {base}/land-plots), for zemes-sklypas/sklypai. */
import useSWR from 'swr';
import { listLandPlots } from '../../../domain/contracts/certificates';
import type { ResponseOf } from '../../../domain/contracts/endpoint';
import { call, endpointPath } from '../../../lib/api/call';

export type LandPlot = ResponseOf<typeof listLandPlots>['items'][number];

export const useLandPlots = () => useSWR(endpointPath(listLandPlots), () => call(listLandPlots));
