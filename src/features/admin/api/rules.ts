/** Automatic registration rules and switchable business rules (contracts: src/domain/contracts/rules.ts). */
import useSWR from 'swr';
import { listAutoRules, listBusinessRules, listConditionFields, switchBusinessRule, updateAutoRule } from '../../../domain/contracts/rules';
import type { BodyOf, ResponseOf } from '../../../domain/contracts/endpoint';
import { call, endpointPath } from '../../../lib/api/call';

export type AutoRule = ResponseOf<typeof updateAutoRule>;
export type BusinessRule = ResponseOf<typeof switchBusinessRule>;

export const useAutoRules = () => useSWR(endpointPath(listAutoRules), () => call(listAutoRules));
/** The fields of a type a rule's condition may name (read once per type). */
export const useConditionFields = (typeId: string) =>
  useSWR(endpointPath(listConditionFields, { params: { typeId } }), () => call(listConditionFields, { params: { typeId } }), { revalidateOnFocus: false });
export const changeAutoRule = (id: number, body: BodyOf<typeof updateAutoRule>) => call(updateAutoRule, { params: { id }, body });

export const useBusinessRules = () => useSWR(endpointPath(listBusinessRules), () => call(listBusinessRules));
export const switchRule = (code: BusinessRule['code'], typeId: string, body: BodyOf<typeof switchBusinessRule>) =>
  call(switchBusinessRule, { params: { code, typeId }, body });
