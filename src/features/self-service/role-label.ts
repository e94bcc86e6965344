/** The label of a party role: the contract type's own word (seller, lessor, …) when it has one. */
import type { TFunction } from 'i18next';

export const roleLabel = (t: TFunction, type: string, role: string): string =>
  t(`contractRoles.${type}.${role}`, { ns: 'selfService', defaultValue: t(`roles.${role}`, { ns: 'selfService', defaultValue: role }) });
