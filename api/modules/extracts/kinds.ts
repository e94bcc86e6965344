/**
 * The paid services of the register's search (spec §3 "Search-info: kaina, pavadinimas,
 * apie_save"): the search kinds and the extract. The price of each is the cart's price list
 * row of the same id (api/modules/cart/prices.ts); no row = free. Titles and descriptions are
 * the registry's own texts, in Lithuanian (spec §1).
 */
import type { SEARCH_INFO_KINDS } from '../../../src/domain/contracts/extracts.js';
export type SearchInfoKind = (typeof SEARCH_INFO_KINDS)[number];

export const SEARCH_INFO: Record<SearchInfoKind, { pavadinimas: string; apie_save: string }> = {
  israsas: {
    pavadinimas: 'Registro išrašas',
    apie_save: 'Įrašo duomenys išrašo suformavimo metu, PDF dokumentas su registro žyma, patikros kodu ir QR kodu.',
  },
  'paieska-juridinis': { pavadinimas: 'Paieška pagal juridinį asmenį', apie_save: 'Įrašai, kuriuose nurodytas juridinis asmuo (pagal kodą arba pavadinimą).' },
  'paieska-fizinis': { pavadinimas: 'Paieška pagal fizinį asmenį', apie_save: 'Įrašai, kuriuose nurodytas fizinis asmuo; reikia nurodyti paieškos tikslą.' },
  'paieska-turtas': { pavadinimas: 'Paieška pagal turtą', apie_save: 'Įrašai apie turtą pagal jo identifikatorių.' },
  'paieska-kodas': { pavadinimas: 'Paieška pagal dokumento kodą', apie_save: 'Įrašas pagal registro numerį arba IDK.' },
};

/** The cart item kind of an extract order. */
export const EXTRACT_KIND = 'israsas';
