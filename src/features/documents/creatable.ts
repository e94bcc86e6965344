/** Which catalogue types a user may start under a menu tab (/hipoteka, /sutartis). */

export interface CreatableType {
  id: string;
  family: string;
  titleKey: string;
  /** where a new one is started, e.g. /hipoteka/sutartine-hipoteka */
  route: string;
  createRoles: readonly string[];
}

/**
 * The document types started under `prefix` whose createRoles include one of the user's
 * roles. The server decides again on POST; this only keeps the chooser honest.
 * @param catalog the catalogue summaries (GET /catalog)
 * @param prefix '/hipoteka' or '/sutartis'
 * @param roles the signed-in user's roles
 */
export function creatableTypes(catalog: readonly CreatableType[], prefix: string, roles: readonly string[]): CreatableType[] {
  return catalog.filter(
    (t) => t.family === 'documents' && (t.route === prefix || t.route.startsWith(`${prefix}/`)) && t.createRoles.some((r) => roles.includes(r)),
  );
}
