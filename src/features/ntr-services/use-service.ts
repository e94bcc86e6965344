/**
 * The service a page belongs to, from its route's handle (`service`: a catalogue type id),
 * so one list page module and one wizard module serve every request type. Also the
 * service's title: the type's own label (types/<id>), or "group — action" while the
 * catalogue has no such type.
 */
import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { serviceOfType, type NtrService } from './services';

/** The handle the NTR routes carry besides the shell's crumb/open/feature. */
export interface ServiceHandle {
  service?: string;
}

/** The service of the deepest matched route that names one. */
export function useService(): NtrService | undefined {
  let type: string | undefined;
  for (const match of useMatches()) {
    const handle = match.handle as ServiceHandle | undefined;
    if (handle && typeof handle.service === 'string') type = handle.service;
  }
  return type ? serviceOfType(type) : undefined;
}

/** The name of a service as the user reads it; suspends until the type's labels are loaded. */
export function useServiceTitles(services: readonly NtrService[]): (service: NtrService) => string {
  const { t } = useTranslation(['common', ...services.map((s) => `types/${s.type}`)]);
  return (service) => {
    const key = `types.${service.type}.title`;
    const title = t(key, { ns: `types/${service.type}` });
    return title && title !== key ? title : fallbackServiceTitle(t, service);
  };
}

/** "group — action" (`nav.ntr.*` in common), for a service whose type has no label yet. */
export function fallbackServiceTitle(t: TFunction, service: NtrService): string {
  return `${t(`nav.ntr.groups.${service.group}`, { ns: 'common' })} — ${t(`nav.ntr.actions.${service.action}`, { ns: 'common' })}`;
}
