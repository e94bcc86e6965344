// @vitest-environment jsdom
/**
 * The registrui tab in the browser: the view's facts, one button per allowed action, the
 * confirm dialog with the spec's question word for word (standard width), the grazinti
 * dialog with its fields and the five-working-day default, the action sent with If-Match
 * and the form, and a refusal with the spec's critical-error text and the issues listed.
 * The sign flag (/sign redirect) opens the signing dialog at once.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LifecycleView } from '../../../src/features/lifecycle/api';
import { lifecycleAction, lifecycleView, registruiTabSetup, renderRegistruiTab } from '../../helpers/registrui-tab';

registruiTabSetup(['workflow', 'validation']);
const action = lifecycleAction;
const viewOf = lifecycleView;

interface Call {
  method: string;
  path: string;
  body: unknown;
  ifMatch: string | null;
}

function stubApi(view: LifecycleView, actionAnswer: { status: number; body: unknown }) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const method = (init.method ?? 'GET').toUpperCase();
      calls.push({
        method,
        path: url.pathname,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        ifMatch: new Headers(init.headers).get('If-Match'),
      });
      const answer =
        method === 'GET' && url.pathname === '/api/documents/5/lifecycle'
          ? { status: 200, body: view }
          : method === 'POST'
            ? actionAnswer
            : { status: 404, body: { message: 'errors.not_found' } };
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

const renderTab = (url?: string) => renderRegistruiTab({ url });

describe('the registrui tab', () => {
  it('shows the facts and asks the spec question before transferring; sends If-Match and no form', async () => {
    const calls = stubApi(
      viewOf({
        actions: [action('perduoti'), action('rengti')],
        signing: {
          type: 'document',
          transactionId: 'x',
          status: 'signed',
          provider: 'local',
          signerName: 'Rasa Vaitkienė',
          itemVersion: 3,
          digest: 'd',
          createdAt: '2026-11-20T10:00:00Z',
          signedAt: '2026-11-20T10:00:00Z',
          cancelledAt: null,
          coversCurrentData: true,
        },
      }),
      { status: 200, body: { id: 5, status: 'perduotas', version: 4, allowedActions: [], issues: [], registryNumber: null } },
    );
    const reload = renderTab();
    expect(await screen.findByText('Rengiamas')).toBeTruthy();
    expect(screen.getByText(/Pasirašė Rasa Vaitkienė .*Parašas atitinka dabartinius duomenis\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Perduoti' }));
    const dialog = await screen.findByRole('dialog', { name: 'Perduoti' });
    expect(within(dialog).getByText('Ar norite duomenis perduoti registrui?')).toBeTruthy();
    expect(within(dialog).queryAllByRole('textbox')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Taip' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    const post = calls.find((c) => c.method === 'POST');
    expect(post).toEqual({ method: 'POST', path: '/api/documents/5/actions/perduoti', body: {}, ifMatch: '"3"' });
  });

  it("shows a returned document's reason beside the date it was returned", async () => {
    stubApi(
      viewOf({ status: 'grazintas', returnedAt: '2026-11-20T10:00:00Z', returnReason: 'Netiksli įkeičiamo turto vertė', correctionDeadline: '2026-11-27' }),
      { status: 404, body: {} },
    );
    renderTab();
    expect(await screen.findByText('Grąžinimo priežastis')).toBeTruthy();
    expect(screen.getByText('Netiksli įkeičiamo turto vertė')).toBeTruthy();
  });

  it('grazinti asks its fields with the default deadline and sends them', async () => {
    const calls = stubApi(viewOf({ status: 'perduotas', actions: [action('grazinti')], defaults: { grazinti: { terminas: '2026-11-27' } } }), {
      status: 200,
      body: { id: 5, status: 'grazintas', version: 4, allowedActions: [], issues: [], registryNumber: null },
    });
    const reload = renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Grąžinti' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grąžinti' });
    expect(within(dialog).getByText('Ar norite grąžinti duomenis teikėjui patikslinti?')).toBeTruthy();
    expect((within(dialog).getByLabelText(/Patikslinimo terminas/) as HTMLInputElement).value).toBe('2026-11-27');
    expect(within(dialog).queryByLabelText(/Termino praleidimo priežastis/)).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(/Grąžinimo priežastis/), { target: { value: 'Klaida' } });
    fireEvent.change(within(dialog).getByLabelText(/Sprendimo motyvai/), { target: { value: 'Motyvai' } });
    fireEvent.change(within(dialog).getByLabelText(/Teisės aktų nuostatos/), { target: { value: 'Nuostatos' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Patvirtinti' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      form: { terminas: '2026-11-27', priezastis: 'Klaida', sprendimoMotyvai: 'Motyvai', teisesAktai: 'Nuostatos' },
    });
  });

  it('a critical error refuses with the spec text and lists the issues; nothing reloads', async () => {
    stubApi(viewOf({ status: 'perduotas', actions: [{ ...action('iregistruoti'), missedDeadlineReasonRequired: true }] }), {
      status: 422,
      body: {
        message: 'errors.registration_critical_errors',
        errors: [
          { path: '/praleistoTerminoPriezastis', messageKey: 'validation.required', severity: 'critical' },
          { path: '/data/skolininkai/0/asmensKodas', messageKey: 'validation.required', severity: 'critical' },
        ],
      },
    });
    const reload = renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Įregistruoti' }));
    const dialog = await screen.findByRole('dialog', { name: 'Įregistruoti' });
    expect(within(dialog).getByText('Ar norite duomenis įrašyti į registrą?')).toBeTruthy();
    expect(within(dialog).getByLabelText(/Termino praleidimo priežastis/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Patvirtinti' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Įregistravimas negalimas, aptikta kritinių klaidų.');
    expect(alert.textContent).toContain('/data/skolininkai/0/asmensKodas');
    expect(reload).not.toHaveBeenCalled();
  });

  it('an errors-checked action shows the warnings in its dialog and may still be taken', async () => {
    const calls = stubApi(
      viewOf({
        actions: [{ ...action('pasirasyti'), criticalKey: 'errors.signing_critical_errors' }],
        checks: [{ path: '/data/turtas/0/verte', messageKey: 'validation.required', severity: 'warning' }],
      }),
      { status: 200, body: { id: 5, status: 'rengiamas', version: 4, allowedActions: [], issues: [], registryNumber: null } },
    );
    const reload = renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Pasirašyti' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pasirašyti' });
    expect(within(dialog).getByText('Įspėjimai (veiksmą atlikti galima):')).toBeTruthy();
    expect(within(dialog).getByText('/data/turtas/0/verte')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Taip' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('the sign flag opens the signing dialog with the spec question', async () => {
    stubApi(viewOf({ actions: [action('pasirasyti')] }), { status: 500, body: {} });
    renderTab('/dokumentas/5/registrui?sign=1');
    const dialog = await screen.findByRole('dialog', { name: 'Pasirašyti' });
    expect(within(dialog).getByText('Ar tikrai norite pasirašyti?')).toBeTruthy();
  });
});
