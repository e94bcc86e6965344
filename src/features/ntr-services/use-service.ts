/**
 * The service a page belongs to, from its route's handle (`service`: a catalogue type id),
 * so one list page module and one wizard module serve every request type (a type published in
 * the schema studio since the build: from the catalogue, by the address's group and action). Also the
 * service's title: the type's own label (types/<id>), or "group — action" while the
 * catalogue has no such type.
 */
import { useMatches, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useCatalog } from '../../lib/api/catalog';
import { catalogueServices, serviceOfType, type NtrService } from './services';

/** The handle the NTR routes carry besides the shell's crumb/open/feature. */
export interface ServiceHandle {
  service?: string;
  /** `:group/:action`: the service of a request type published in the studio since the build, found in the catalogue */
  published?: true;
}

/** The service a page belongs to; `unknown`: the catalogue has answered and offers none at this address. */
export interface ServiceState {
  service?: NtrService;
  unknown: boolean;
}

/**
 * The service of the deepest matched route that names one; under `:group/:action`, the
 * catalogue's published service of that group and action (none while it loads).
 */
export function useServiceState(): ServiceState {
  let type: string | undefined;
  let published = false;
  for (const match of useMatches()) {
    const handle = match.handle as ServiceHandle | undefined;
    if (handle && typeof handle.service === 'string') type = handle.service;
    if (handle?.published) published = true;
  }
  const { group, action } = useParams();
  const catalog = useCatalog(published && !type);
  if (type) return { service: serviceOfType(type), unknown: false };
  if (!published || (!catalog.data && !catalog.error)) return { unknown: false };
  const service = catalogueServices(catalog.data).find((s) => s.published && s.group === group && s.action === action);
  return { service, unknown: !service };
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
