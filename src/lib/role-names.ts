/**
 * What each role of spec §6 means, in the profile dialog's words. The workplace is
 * Lithuanian only, so these live with the dialog (its own chunk) rather than in the
 * bundled common.json.
 */
import type { Role } from '../domain/access/roles';

export const ROLE_NAMES: Record<Role, string> = {
  DT_notaras: 'Notaras',
  DT_notaro_padejejas: 'Notaro padėjėjas',
  DT_notaro_atstovas: 'Notaro atstovas',
  DT_teismas: 'Teismas',
  DT_antstolis: 'Antstolis',
  DT_kita_institucija: 'Kita institucija',
  DT_JA: 'Juridinis asmuo – duomenų teikėjas',
  RG_STSR_registrat: 'Sutarčių ir teisių suvaržymų registro registratorius',
  RG_NTR_registrat: 'Nekilnojamojo turto registro registratorius',
  RG_NTR_vadovas: 'Nekilnojamojo turto registro vadovas',
  RG: 'Registratorius',
  RGV: 'Registratorius (peržiūra)',
  SK_skaitytojas: 'Skaitytojas',
  EL_JA: 'Savitarna: juridinis asmuo',
  EL_FA: 'Savitarna: fizinis asmuo',
  // Search roles: named by the search tab each opens here (src/domain/access/features.ts);
  // the dialog prints the code beside the name, since the spec does not spell the letters out.
  P_S_pagal_JA: 'Paieška pagal juridinį asmenį',
  P_S_pagal_FA: 'Paieška pagal fizinį asmenį',
  P_S_pagal_turta: 'Paieška pagal turtą',
  P_S_pagal_koda: 'Paieška pagal kodą',
  P_I_pagal_ID: 'Paieška pagal identifikatorių',
  P_IA_pagal_ID: 'Paieška pagal identifikatorių',
  P_IT_pagal_ID: 'Paieška pagal identifikatorių',
  P_IAT_pagal_ID: 'Paieška pagal identifikatorių',
  P_TZ_pagal_JA: 'Paieška pagal juridinį asmenį',
  P_TZ_pagal_FA: 'Paieška pagal fizinį asmenį',
  P_TZ_pagal_turta: 'Paieška pagal turtą',
  P_matyti_istorija: 'Duomenų istorijos peržiūra',
  KAC_darbuotojas: 'Klientų aptarnavimo centro darbuotojas',
  'ntr3.reg': 'NTR3 naudotojas',
  'ntr3.fa_duomenys': 'NTR3 naudotojas',
  'ntr3.istorija': 'NTR3 naudotojas',
  AR_archyvatorius: 'Archyvaras',
  AD_administratorius: 'Administratorius',
  AN_schemu_analitikas: 'Schemų analitikas',
};

export const OFFICE_TYPE_NAMES: Record<string, string> = {
  notaras: 'Notarų biuras',
  teismas: 'Teismas',
  antstolis: 'Antstolio kontora',
  kita_institucija: 'Kita institucija',
  juridinis_asmuo: 'Juridinis asmuo',
  registras: 'Registro tvarkytojas',
};
