/**
 * Validation throughput of the biggest sutartine-hipoteka document (20 parties, 50 assets of
 * every kind, conditional terms, 5 obligations): the precompiled validator the browser and
 * the server run, against AJV compiling the same bundled schema at run time with the same
 * options (the baseline). Target: ≥ 20,000 validations/s precompiled.
 *
 *   npx tsx bench/validation.ts        prints the figures
 *   import { validation } from './validation.js'   a Section for bench/run.ts
 */
import { pathToFileURL } from 'node:url';
import { PRECOMPILED } from '../src/domain/generated/validators/index.js';
import { createAjv } from '../src/domain/schema/create-ajv.js';
import { rootValidator, validateData, type CompiledValidateFunction } from '../src/domain/schema/precompiled.js';
import type { Figure, Section } from './lib.js';

const TYPE = 'sutartine-hipoteka';
const TODAY = '2026-11-20';
const TARGET = 20_000;
const SECONDS = Number(process.env.BENCH_VALIDATION_SECONDS || 2);

const address = { salis: 'LT', savivaldybe: 'Kauno m. sav.', vietove: 'Kaunas', gatve: 'Laisvės al.', namoNr: '10', pastoKodas: 'LT-44240' };
const natural = (i: number) => ({ asmensTipas: 'fizinis', vardas: `Vardas${i}`, pavarde: `Pavardė${i}`, asmensKodas: '38703181745', adresas: address, elPastas: `asmuo${i}@pastas.lt` });
const legal = (i: number) => ({ asmensTipas: 'juridinis', pavadinimas: `UAB „Įmonė ${i}“`, jaKodas: '112029651', adresas: address, elPastas: `imone${i}@imone.lt` });

const ASSETS: Record<string, Record<string, unknown>> = {
  orlaivis: { registracijosZenklas: 'LY-ABC', serijinisNr: 'SN-1' },
  juru_laivas: { imoNr: '9074729', pavadinimas: 'Kuršis' },
  ktp: { vin: 'WVWZZZ1JZXW000001', valstybinisNr: 'ABC123' },
  traktorius: { gamyklinisNr: 'T-778' },
  laivelis: { registracijosNr: 'LTU-12' },
  vagonas: { vagonoNr: '318054712345' },
  ginklas: { serijinisNr: 'G-1234' },
  prekes_zenklas: { registracijosNr: 'PZ-55', pavadinimas: 'Ženklas' },
  kitas: { pavadinimas: 'Staklės' },
  imone: { jaKodas: '304567890', pavadinimas: 'UAB Įmonė' },
  banko_saskaita: { iban: 'LT121000011101001000', bankas: 'Bankas' },
  dizainas: { registracijosNr: 'D-9' },
  patentas: { patentoNr: 'LT6543' },
  ntr: { unikalusNr: '4400-1234-5678:0001', adresas: address },
  busimas_ntr: { zemesSklypoUnikalusNr: '4400-0000-0001' },
  kita_turtine_teise: { teisesPavadinimas: 'Reikalavimo teisė' },
};

/** The largest realistic notice: 20 parties, 50 assets, 5 obligations, conditional terms. */
export function largestMortgage(): Record<string, unknown> {
  const kinds = Object.keys(ASSETS);
  return {
    rusys: ['maksimalus', 'svetimas', 'salyginis', 'jungtinis', 'imones', 'bendras'],
    dokumentas: { idk: '12345678901234', registroNr: '1-2345', sudarymoData: '2026-11-19', sudarymoVieta: 'Kaunas', pastabos: 'Pastabos '.repeat(100) },
    duomenuTeikejas: { teikejoTipas: 'notaras', vardas: 'Rasa', pavarde: 'Petraitienė', istaigosPavadinimas: 'Kauno 2-asis notarų biuras', istaigosAdresas: address },
    skolininkai: [0, 1, 2, 3, 4, 5].map((i) => (i % 2 ? legal(i) : natural(i))),
    kreditoriai: [6, 7, 8, 9, 10, 11].map(legal),
    ikaitoDavejai: [12, 13, 14, 15].map(natural),
    informavimas: [16, 17, 18, 19].map((i) => (i % 2 ? legal(i) : natural(i))),
    turtas: Array.from({ length: 50 }, (_, i) => ({ turtasID: `t${i}`, rusis: kinds[i % kinds.length], verte: 1000 + i * 10.5, aprasymas: `Turtas ${i}`, ...ASSETS[kinds[i % kinds.length]] })),
    prievoles: Array.from({ length: 5 }, (_, i) => ({ prievoleID: `p${i}`, pavadinimas: `Prievolė ${i}`, dydis: 50000 + i, dydisKreditoriui: 50000 + i, terminasData: '2040-01-01', terminas: 'Iki įvykdymo' })),
    sandoris: { pavadinimas: 'Kredito sutartis', numeris: 'KS-1', sudarymoData: '2026-11-19', maksimaliSuma: 1_000_000 },
    nustatymas: { hipotekosTerminas: '2046-12-31', isregistravimoSalygos: 'Įvykdžius prievoles.' },
    salygos: { isigaliojimo_salyga: true, aprasymas: 'Hipoteka įsigalioja išmokėjus paskolą.', isigaliojusi: false },
    kitaInformacija: { palukanos: 3.5, varzytiniu_eile: 1, perduodamas_kreditoriui: false, sudarymo_data: '2026-11-19', sudarymo_laikas: '10:15', sudarymo_vieta: 'Kaunas' },
  };
}

export interface Throughput {
  /** validations per wall-clock second */
  wall: number;
  /** validations per second of this process's CPU time: what one idle core would do on a busy machine */
  cpu: number;
}

/** Validations per second of `validate` on `data`, over about `seconds`. */
function throughput(validate: CompiledValidateFunction, data: unknown, seconds: number): Throughput {
  const context = { today: TODAY };
  for (let i = 0; i < 2000; i++) validate.call(context, data); // warm-up: let the JIT settle
  let n = 0;
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  const end = start + seconds * 1000;
  while (performance.now() < end) {
    for (let i = 0; i < 500; i++) validate.call(context, data);
    n += 500;
  }
  const wallSeconds = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpu0);
  return { wall: n / wallSeconds, cpu: n / ((cpu.user + cpu.system) / 1e6) };
}

export interface ValidationFigures {
  precompiled: Throughput;
  runtime: Throughput;
  runtimeCompileMs: number;
}

/** Measures both validators on the largest document (it must be valid: asserted). */
export async function measureValidation(seconds = SECONDS): Promise<ValidationFigures> {
  const mod = await PRECOMPILED[TYPE]();
  const data = largestMortgage();
  const precompiled = rootValidator(mod);
  const errors = validateData(precompiled, data, { today: TODAY });
  if (errors.length > 0) throw new Error(`the benchmark document is invalid: ${JSON.stringify(errors)}`);
  const t0 = performance.now();
  const runtime = createAjv().compile(mod.schema) as CompiledValidateFunction;
  const runtimeCompileMs = performance.now() - t0;
  if (validateData(runtime, data, { today: TODAY }).length > 0) throw new Error('run-time AJV disagrees with the precompiled validator');
  return { precompiled: throughput(precompiled, data, seconds), runtime: throughput(runtime, data, seconds), runtimeCompileMs };
}

export const validation: Section = {
  name: 'validation',
  describe: `validations/s of the largest ${TYPE} (20 parties, 50 assets, conditions): precompiled vs AJV compiled at run time`,
  async run(): Promise<Figure[]> {
    const f = await measureValidation();
    return [
      {
        section: 'validation',
        name: `${TYPE}, largest document, precompiled (wall clock)`,
        value: Math.round(f.precompiled.wall),
        unit: 'validations/s',
        baseline: { name: 'AJV compiled at run time', value: Math.round(f.runtime.wall) },
        ratio: f.precompiled.wall / f.runtime.wall,
        target: `≥ ${TARGET}`,
        met: f.precompiled.wall >= TARGET,
      },
      {
        section: 'validation',
        name: `${TYPE}, largest document, precompiled (per CPU-second)`,
        value: Math.round(f.precompiled.cpu),
        unit: 'validations/s',
        baseline: { name: 'AJV compiled at run time', value: Math.round(f.runtime.cpu) },
        ratio: f.precompiled.cpu / f.runtime.cpu,
        target: `≥ ${TARGET}`,
        met: f.precompiled.cpu >= TARGET,
      },
      { section: 'validation', name: `${TYPE}, run-time AJV compile of the schema`, value: Math.round(f.runtimeCompileMs), unit: 'ms', target: 'avoided at start-up and in the browser' },
    ];
  },
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = await validation.run();
  for (const f of figures) {
    const base = f.baseline ? ` (baseline ${f.baseline.name}: ${f.baseline.value}; ratio ${f.ratio!.toFixed(2)})` : '';
    console.log(`${f.name}: ${f.value} ${f.unit}${base}${f.target ? `, target ${f.target}${f.met === undefined ? '' : f.met ? ' — met' : ' — MISSED'}` : ''}`);
  }
}
