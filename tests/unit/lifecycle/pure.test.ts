/**
 * The lifecycle's and journal's browser logic that needs no DOM: the action dialogs' fields
 * from the forms' schemas, what is sent, the dialog widths, refusals split into field errors
 * and issues, the signing entry points' targets, the list query from the URL and the tabs
 * per role.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/lib/api/api-error';
import { DIALOG_WIDTH } from '../../../src/domain/constants';
import { dialogFields, dialogWidthOf, formToSend } from '../../../src/features/lifecycle/form-fields';
import { refusalOf } from '../../../src/features/lifecycle/refusal';
import { signTarget } from '../../../src/features/lifecycle/sign-targets';
import { apiQueryOf, listQueryOf } from '../../../src/features/journal/api';
import { JOURNAL_TABS, visibleTabs, workListTabs } from '../../../src/features/journal/tabs';

describe('action dialog fields', () => {
  it('grazinti asks the deadline (a date), reason, description, reasons for the decision and legal provisions; the missed-deadline reason only when required', () => {
    expect(dialogFields('grazinti', false).map((f) => [f.name, f.kind, f.required])).toEqual([
      ['terminas', 'date', true],
      ['priezastis', 'text', true],
      ['aprasymas', 'multiline', false],
      ['sprendimoMotyvai', 'multiline', true],
      ['teisesAktai', 'multiline', true],
    ]);
    const late = dialogFields('grazinti', true);
    expect(late.at(-1)).toMatchObject({ name: 'praleistoTerminoPriezastis', required: true, titleKey: 'lifecycle.forms.praleistoTerminoPriezastis' });
  });

  it('atmesti asks reasons, legal basis and description; iregistruoti asks only the missed-deadline reason, and only after the deadline', () => {
    expect(dialogFields('atmesti', false).map((f) => f.name)).toEqual(['priezastys', 'teisinisPagrindas', 'aprasymas']);
    expect(dialogFields('iregistruoti', false)).toEqual([]);
    expect(dialogFields('iregistruoti', true).map((f) => f.name)).toEqual(['praleistoTerminoPriezastis']);
    expect(dialogFields('perduoti', false)).toEqual([]);
  });

  it('sends trimmed values, leaves empty optional ones out, and sends no form for a plain question', () => {
    const fields = dialogFields('grazinti', false);
    expect(formToSend(fields, { terminas: '2026-11-30', priezastis: '  Klaida ', aprasymas: '   ' })).toEqual({ terminas: '2026-11-30', priezastis: 'Klaida' });
    expect(formToSend([], {})).toBeUndefined();
  });

  it('a plain question is the standard dialog (700 px), a form the wide one (800 px)', () => {
    expect(DIALOG_WIDTH[dialogWidthOf([])]).toBe(700);
    expect(DIALOG_WIDTH[dialogWidthOf(dialogFields('atmesti', false))]).toBe(800);
  });
});

describe('refusals', () => {
  it('field errors go under their fields, the rest (critical issues, warnings) to the list; 412 is stale', () => {
    const fields = dialogFields('grazinti', false);
    const error = new ApiError(422, 'Įregistravimas negalimas, aptikta kritinių klaidų.', [
      { path: '/terminas', messageKey: 'lifecycle.validation.deadlineNotWorkingDay', severity: 'critical' },
      { path: '/data/skolininkai/0/asmensKodas', messageKey: 'validation.idk', severity: 'critical' },
      { path: '/data/turtas', messageKey: 'validation.something', severity: 'warning' },
    ]);
    const refusal = refusalOf(error, fields);
    expect(refusal.message).toBe('Įregistravimas negalimas, aptikta kritinių klaidų.');
    expect(Object.keys(refusal.fieldErrors)).toEqual(['terminas']);
    expect(refusal.issues.map((i) => i.path)).toEqual(['/data/skolininkai/0/asmensKodas', '/data/turtas']);
    expect(refusal.stale).toBe(false);
    expect(refusalOf(new ApiError(412, 'stale'), fields).stale).toBe(true);
  });
});

describe('signing entry points (spec §3)', () => {
  it('lead to the page where the item is signed, with the sign flag', () => {
    expect(signTarget('sign', '42')).toBe('/dokumentas/42/registrui?sign=1');
    expect(signTarget('ntr-sign', '7')).toBe('/prasymas/7/registravimas?sign=1');
    expect(signTarget('paieska-sign', '9')).toBe('/paieska/tvirtinimas?sign=1&paieska=9');
  });
  it('a malformed id leads nowhere', () => {
    for (const bad of [undefined, '', '0', '-1', '1e3', 'abc', '12/../x']) expect(signTarget('sign', bad)).toBeNull();
  });
});

describe('list query in the URL', () => {
  it('reads page, size, sort, direction, search and status; malformed values fall back', () => {
    expect(listQueryOf(new URLSearchParams('page=3&pageSize=50&sort=decision_deadline&direction=desc&q=STSR&status=perduotas'))).toEqual({
      page: 3,
      pageSize: 50,
      sort: 'decision_deadline',
      direction: 'desc',
      q: 'STSR',
      status: 'perduotas',
    });
    expect(listQueryOf(new URLSearchParams('page=0&pageSize=7&direction=up'))).toMatchObject({ page: 1, pageSize: 25, sort: null, direction: null });
  });
  it('sends the direction only with a sort', () => {
    expect(apiQueryOf(listQueryOf(new URLSearchParams('direction=desc&q= x ')), 'gaunami')).toMatchObject({ tab: 'gaunami', direction: null, q: 'x' });
  });
});

describe('tabs per role (spec §6 features)', () => {
  it('an STSR registrar sees every journal tab but the NTR one; a notary none', () => {
    expect(visibleTabs(JOURNAL_TABS, ['RG_STSR_registrat']).map((t) => t.id)).toEqual(['gaunami', 'siunciami', 'ktpr-pranesimai', 'dt-rengiami']);
    expect(visibleTabs(JOURNAL_TABS, ['DT_notaras'])).toEqual([]);
  });
  it('a notary sees hipotekos and prasymai of the work lists; another provider only hipotekos', () => {
    expect(visibleTabs(workListTabs('rengiami'), ['DT_notaras']).map((t) => t.id)).toEqual(['hipotekos', 'prasymai']);
    expect(visibleTabs(workListTabs('perduoti'), ['DT_antstolis']).map((t) => t.id)).toEqual(['hipotekos']);
  });
});
