// @vitest-environment jsdom
/**
 * Approval by the other parties in the browser (decision 0126/0139): the registrui tab shows
 * the round — each party's answer, who still has to confirm, a refusal's reason; a party whose
 * answer is awaited confirms after the spec's question or refuses with a reason (the server's
 * 422 shown under the field); the filer sees the round without buttons. The waiting list links
 * each document to where the party answers.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { WaitingApprovals } from '../../../src/features/lifecycle/components/waiting-approvals';
import type { LifecycleView } from '../../../src/features/lifecycle/api';
import { lifecycleView, registruiTabSetup, renderAt, renderRegistruiTab } from '../../helpers/registrui-tab';

registruiTabSetup(['workflow', 'approval', 'validation', 'types/panauda']);

type Round = NonNullable<LifecycleView['approval']>;
const party = (over: Partial<Round['parties'][number]>): Round['parties'][number] => ({
  partyRole: 'gavejai',
  name: 'Jonas Petraitis',
  state: 'laukia',
  deadline: '2026-11-27',
  answeredAt: null,
  reason: null,
  ...over,
});

const viewOf = (status: string, approval: Round): LifecycleView => lifecycleView({ status: status as LifecycleView['status'], approval });

function stubApi(answers: Record<string, { status: number; body: unknown }[]>) {
  const posts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const method = (init.method ?? 'GET').toUpperCase();
      if (method === 'POST') posts.push(JSON.parse(String(init.body)));
      const queue = answers[`${method} ${url.pathname}`];
      const answer = (queue && queue.length > 1 ? queue.shift() : queue?.[0]) ?? { status: 404, body: { message: 'errors.not_found' } };
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return posts;
}

const renderTab = () => renderRegistruiTab({ document: { type: 'panauda', status: 'laukia_patvirtinimo', editable: false }, readOnly: true });

const asked: Round = {
  parties: [party({}), party({ name: 'AB „Pavyzdžių bankas“', state: 'patvirtinta', answeredAt: '2026-11-21T10:00:00Z' })],
  mayAnswer: true,
};
const ANSWERED = { status: 200, body: { id: 5, status: 'laukia_patvirtinimo', version: 4 } };

describe('the confirmation round on the registrui tab', () => {
  it('shows who still has to confirm; a party confirms after the spec question', async () => {
    const posts = stubApi({
      'GET /api/documents/5/lifecycle': [{ status: 200, body: viewOf('laukia_patvirtinimo', asked) }],
      'POST /api/documents/5/approval': [ANSWERED],
    });
    const reload = renderTab();
    expect(await screen.findByText('Dar turi patvirtinti: Jonas Petraitis.')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Šalys, kurių patvirtinimo prašoma' });
    expect(within(table).getByText('Patvirtino')).toBeTruthy();
    expect(within(table).getAllByText('Panaudos gavėjai')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Patvirtinti' }));
    const dialog = await screen.findByRole('dialog', { name: 'Patvirtinti' });
    expect(within(dialog).getByText('Ar norite patvirtinti duomenis?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Taip' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(posts).toEqual([{ decision: 'patvirtinti' }]);
  });

  it("a refusal asks for the reason: the server's 422 under the field, then the reason is sent", async () => {
    const posts = stubApi({
      'GET /api/documents/5/lifecycle': [{ status: 200, body: viewOf('laukia_patvirtinimo', asked) }],
      'POST /api/documents/5/approval': [
        {
          status: 422,
          body: { message: 'errors.approval_reason_required', errors: [{ path: '/reason', messageKey: 'validation.required', severity: 'critical' }] },
        },
        { status: 200, body: { id: 5, status: 'rengiamas', version: 4 } },
      ],
    });
    const reload = renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Atsisakyti patvirtinti' }));
    const dialog = await screen.findByRole('dialog', { name: 'Atsisakymas patvirtinti duomenis' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Atsisakyti patvirtinti' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Nurodykite atsisakymo priežastį.');
    expect(reload).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(/Atsisakymo priežastis/), { target: { value: 'Neteisinga data' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Atsisakyti patvirtinti' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(posts).toEqual([
      { decision: 'atsisakyti', reason: '' },
      { decision: 'atsisakyti', reason: 'Neteisinga data' },
    ]);
  });

  it('the filer sees the round and a refusal’s reason, without confirm or refuse', async () => {
    const refused: Round = { parties: [party({ state: 'atsisakyta', reason: 'Neteisinga data', answeredAt: '2026-11-21T10:00:00Z' })], mayAnswer: false };
    stubApi({ 'GET /api/documents/5/lifecycle': [{ status: 200, body: viewOf('rengiamas', refused) }] });
    renderTab();
    expect(await screen.findByText('Neteisinga data')).toBeTruthy();
    expect(screen.getByText('Atsisakė patvirtinti')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Atsisakyti patvirtinti' })).toBeNull();
    expect(screen.queryByText(/Dar turi patvirtinti/)).toBeNull();
  });
});

describe('the waiting list', () => {
  it('links each waiting document to its registrui tab in the workplace, with the deadline', async () => {
    stubApi({
      'GET /api/approvals': [
        { status: 200, body: { items: [{ documentId: 7, typeId: 'panauda', partyRole: 'gavejai', deadline: '2026-11-27', askedAt: '2026-11-20T10:00:00Z' }] } },
      ],
    });
    renderAt(<WaitingApprovals />);
    const link = await screen.findByRole('link', { name: 'Panauda Nr. 7' });
    expect(link.getAttribute('href')).toBe('/dokumentas/7/registrui');
    expect(screen.getByText('2026-11-27')).toBeTruthy();
  });
});
