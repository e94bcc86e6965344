/**
 * Which workplace title and guide a user gets (spec §1, §2.1, §6). Interim helper: the
 * Identity work puts the authoritative role helpers (isRegistryStaff, isReader, the title)
 * in src/domain/access; when they land, replace these two functions with those and delete
 * this file.
 */

/** Registry staff: RG, RGV and every RG_* role. */
export function isRegistryStaff(roles: readonly string[]): boolean {
  return roles.some((role) => role === 'RG' || role === 'RGV' || role.startsWith('RG_'));
}

/**
 * The translation key of the workplace title: 'Registratoriaus darbo vieta' for registrars
 * and readers (SK_skaitytojas), otherwise 'Duomenų teikėjo darbo vieta'.
 */
export function workplaceTitleKey(roles: readonly string[]): string {
  return isRegistryStaff(roles) || roles.includes('SK_skaitytojas') ? 'app.workplaceTitleRegistrar' : 'app.workplaceTitleProvider';
}
