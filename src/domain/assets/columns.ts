/**
 * The CSV layout of an asset upload, per asset kind (decision 0129): one file holds assets of
 * one kind; its header row names, in Lithuanian, the columns below (any order, each at most
 * once; the required ones must be there). Every kind ends with the shared `Vertė, EUR` and
 * `Aprašymas`. Only the kind's plain text fields are columns (an address is entered in the form).
 */
import type { AssetKind } from './kinds.js';

export interface AssetColumn {
  /** the header text, exactly (compared without surrounding spaces, case-insensitively) */
  header: string;
  /** the asset property the column fills */
  field: string;
  /** `eur`: a decimal amount (comma or point), stored as a number of whole cents */
  type: 'text' | 'eur';
  required?: boolean;
}

const value: AssetColumn = { header: 'Vertė, EUR', field: 'verte', type: 'eur' };
const description: AssetColumn = { header: 'Aprašymas', field: 'aprasymas', type: 'text' };
const text = (header: string, field: string, required = false): AssetColumn => ({ header, field, type: 'text', ...(required ? { required } : {}) });

const OWN_COLUMNS: Record<AssetKind, AssetColumn[]> = {
  orlaivis: [text('Registracijos ženklas', 'registracijosZenklas', true), text('Serijinis Nr.', 'serijinisNr', true), text('Modelis', 'modelis')],
  juru_laivas: [text('IMO Nr.', 'imoNr', true), text('Registro Nr.', 'registroNr'), text('Pavadinimas', 'pavadinimas', true)],
  ktp: [text('VIN', 'vin', true), text('Valstybinis Nr.', 'valstybinisNr'), text('Markė', 'marke')],
  traktorius: [text('Gamyklinis Nr.', 'gamyklinisNr', true), text('Valstybinis Nr.', 'valstybinisNr'), text('Markė', 'marke')],
  laivelis: [text('Registracijos Nr.', 'registracijosNr', true), text('Korpuso Nr.', 'korpusoNr'), text('Pavadinimas', 'pavadinimas')],
  vagonas: [text('Vagono Nr.', 'vagonoNr', true), text('Tipas', 'tipas')],
  ginklas: [text('Serijinis Nr.', 'serijinisNr', true), text('Modelis', 'modelis'), text('Kalibras', 'kalibras')],
  prekes_zenklas: [text('Registracijos Nr.', 'registracijosNr', true), text('Pavadinimas', 'pavadinimas')],
  kitas: [text('Pavadinimas', 'pavadinimas', true), text('Identifikatorius', 'identifikatorius')],
  imone: [text('Juridinio asmens kodas', 'jaKodas', true), text('Pavadinimas', 'pavadinimas', true)],
  banko_saskaita: [text('IBAN', 'iban', true), text('Bankas', 'bankas')],
  dizainas: [text('Registracijos Nr.', 'registracijosNr', true), text('Pavadinimas', 'pavadinimas')],
  patentas: [text('Patento Nr.', 'patentoNr', true), text('Pavadinimas', 'pavadinimas')],
  ntr: [text('Unikalus Nr.', 'unikalusNr', true)],
  busimas_ntr: [text('Žemės sklypo unikalus Nr.', 'zemesSklypoUnikalusNr', true), text('Statybos leidimo Nr.', 'statybosLeidimoNr')],
  kita_turtine_teise: [text('Teisės pavadinimas', 'teisesPavadinimas', true), text('Teisės aprašymas', 'teisesAprasymas')],
};

/** The columns of one kind's file, in the order a sample file lists them. */
export const assetColumns = (kind: AssetKind): readonly AssetColumn[] => [...OWN_COLUMNS[kind], value, description];
