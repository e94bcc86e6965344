/** Parameters, banner texts, messages and field help texts (contracts: src/domain/contracts/admin.ts). */
import useSWR from 'swr';
import {
  createBanner,
  getParameters,
  listAdminTooltips,
  listBanners,
  listMessages,
  publishMessage,
  saveTooltip,
  setParameters,
  updateBanner,
  withdrawMessage,
} from '../../../domain/contracts/admin';
import type { BodyOf, ResponseOf } from '../../../domain/contracts/endpoint';
import { call, endpointPath } from '../../../lib/api/call';

export type Banner = ResponseOf<typeof updateBanner>;
export type Message = ResponseOf<typeof withdrawMessage>;
export type NewMessage = BodyOf<typeof publishMessage>;

export const PARAMETERS_KEY = endpointPath(getParameters);
export const useParameters = () => useSWR(PARAMETERS_KEY, () => call(getParameters));
export const saveParameters = (body: BodyOf<typeof setParameters>) => call(setParameters, { body });

export const BANNERS_KEY = endpointPath(listBanners);
export const useBanners = () => useSWR(BANNERS_KEY, () => call(listBanners));
export const addBanner = (body: BodyOf<typeof createBanner>) => call(createBanner, { body });
export const changeBanner = (id: number, body: BodyOf<typeof updateBanner>) => call(updateBanner, { params: { id }, body });

export const useMessages = (page: number, pageSize: number) =>
  useSWR(endpointPath(listMessages, { query: { page, pageSize } }), () => call(listMessages, { query: { page, pageSize } }), { keepPreviousData: true });
export const publish = (body: NewMessage) => call(publishMessage, { body });
export const withdraw = (id: number) => call(withdrawMessage, { params: { id } });

export type TooltipEntry = ResponseOf<typeof saveTooltip>;
export const TOOLTIPS_ADMIN_KEY = endpointPath(listAdminTooltips);
export const useAdminTooltips = () => useSWR(TOOLTIPS_ADMIN_KEY, () => call(listAdminTooltips));
export const storeTooltip = (code: string, body: BodyOf<typeof saveTooltip>) => call(saveTooltip, { params: { code }, body });
