/** A KTPR notice and its acknowledgement (src/domain/contracts/ktpr.ts); the tab's page is the journal's. */
import useSWR from 'swr';
import { acknowledgeKtprNotice, getKtprNotice } from '../../domain/contracts/ktpr';
import { call, endpointPath } from '../../lib/api/call';

export const useKtprNotice = (id: number) => useSWR(endpointPath(getKtprNotice, { params: { id } }), () => call(getKtprNotice, { params: { id } }));

export const acknowledgeKtpr = (id: number) => call(acknowledgeKtprNotice, { params: { id } });
