/**
 * The certificate services of the portal (spec §2.3 under /ntr-paslaugos): agricultural land
 * (zemes-ukio), forest land (misku-ukio) and land plot plans (zemes-sklypas, whose order
 * starts by choosing plots at zemes-sklypas/sklypai). The catalogue type id is
 * `pazyma-<slug>` and its route `/ntr-paslaugos/<slug>` (the type's `registry.route`).
 */

export const NTR_BASE = '/ntr-paslaugos';

/** The list of the citizen's certificates. */
export const CERTIFICATE_LIST = `${NTR_BASE}/pazyma/sarasas`;

/** The pazymaID segment of an order that does not exist yet (created when first signed). */
export const NEW_ORDER = 'naujas';

/** The wizard's first step (spec §2.3: every wizard starts at asmenys, 'Duomenys'). */
export const FIRST_STEP = 'asmenys';

/** Where the cadastral plots are chosen before a land plot plan is ordered. */
export const PLOT_CHOICE = 'sklypai';

export const SLUGS = ['zemes-ukio', 'misku-ukio', 'zemes-sklypas'] as const;
export type CertificateSlug = (typeof SLUGS)[number];

export interface CertificateService {
  slug: CertificateSlug;
  /** the catalogue type id */
  type: string;
  /** the start page */
  path: string;
  /** the order begins with the choice of the user's land plots */
  choosesPlots: boolean;
}

export const CERTIFICATE_SERVICES: readonly CertificateService[] = SLUGS.map((slug) => ({
  slug,
  type: `pazyma-${slug}`,
  path: `${NTR_BASE}/${slug}`,
  choosesPlots: slug === 'zemes-sklypas',
}));

export const serviceOfSlug = (slug: string): CertificateService | undefined => CERTIFICATE_SERVICES.find((s) => s.slug === slug);
export const serviceOfType = (type: string): CertificateService | undefined => CERTIFICATE_SERVICES.find((s) => s.type === type);

/** The wizard of an order: `<path>/<id>/step/<step>`. */
export const orderPath = (service: CertificateService, id: number | typeof NEW_ORDER, step: string = FIRST_STEP) => `${service.path}/${id}/step/${step}`;
