import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { portalRoutes } from '../../../src/app/portal/routes';
import { REVIEW_STEP_ID } from '../../../src/form/components/wizard-view';
import { signTarget } from '../../../src/features/ntr-services/routes';
import { NTR_SERVICES, REVIEW_STEP, serviceOfType } from '../../../src/features/ntr-services/services';
import { accessOf } from '../../../src/lib/routing/route-handle';

const serviceOf = (path: string) => {
  const matches = matchRoutes(portalRoutes, path) ?? [];
  let service: string | undefined;
  for (const m of matches) {
    const handle = m.route.handle as { service?: string } | undefined;
    if (handle?.service) service = handle.service;
  }
  return { matches, service, leaf: matches.at(-1)?.route };
};

describe('the /ntr-paslaugos route table (spec §2.3)', () => {
  it('has the sixteen request services of the preamble, the sublease deregistration among them', () => {
    expect(NTR_SERVICES.map((s) => s.path)).toEqual([
      '/ntr-paslaugos/seimos-turtas/iregistravimas',
      '/ntr-paslaugos/seimos-turtas/perkelimas',
      '/ntr-paslaugos/seimos-turtas/isregistravimas',
      '/ntr-paslaugos/bendra-nuosavybe/iregistravimas',
      ...['nuomos', 'panaudos', 'subnuomos', 'preliminarioji'].flatMap((k) =>
        ['sudarymas', 'nutraukimas', 'isregistravimas'].map((a) => `/ntr-paslaugos/${k}-sutartis/${a}`),
      ),
    ]);
    expect(serviceOfType('subnuomos-sutartis-isregistravimas')?.path).toBe('/ntr-paslaugos/subnuomos-sutartis/isregistravimas');
  });

  it('takes the §8 prerequisites from the types’ registry.prerequisite', () => {
    const withPrerequisite = NTR_SERVICES.filter((s) => s.prerequisite).map((s) => [s.type, s.prerequisite!.type, s.prerequisite!.emptyKey]);
    expect(withPrerequisite).toEqual([
      ['seimos-turtas-perkelimas', 'seimos-turtas-iregistravimas', 'empty.familyPropertyNotRegistered'],
      ['seimos-turtas-isregistravimas', 'seimos-turtas-iregistravimas', 'empty.familyPropertyNotRegistered'],
      ...['nuomos', 'panaudos'].flatMap((k) => [
        [`${k}-sutartis-nutraukimas`, `${k}-sutartis-sudarymas`, 'empty.noValidContract'],
        [`${k}-sutartis-isregistravimas`, `${k}-sutartis-sudarymas`, 'empty.noExpiredContract'],
      ]),
    ]);
    expect(NTR_SERVICES.filter((s) => s.stepWithoutPrefix).map((s) => s.type)).toEqual(['preliminarioji-sutartis-sudarymas']);
  });

  it('gives every service a list page and a wizard at /{prasymasID}/step/:step, both knowing their type', () => {
    for (const s of NTR_SERVICES) {
      const list = serviceOf(s.path);
      expect(list.service, s.path).toBe(s.type);
      expect(list.leaf?.index, s.path).toBe(true);
      expect(list.leaf?.lazy, s.path).toBeTypeOf('function');
      const wizard = serviceOf(`${s.path}/12/step/asmenys`);
      expect(wizard.service).toBe(s.type);
      expect(wizard.leaf?.path).toBe('step/:step');
      expect(wizard.matches.at(-1)?.params).toMatchObject({ prasymasID: '12', step: 'asmenys' });
      expect(serviceOf(`${s.path}/naujas/step/asmenys`).leaf?.path).toBe('step/:step');
    }
  });

  it('hides its own path: no route between the portal root and a service page has a crumb for /ntr-paslaugos', () => {
    const { matches } = serviceOf('/ntr-paslaugos/prasymai');
    const layout = matches.find((m) => m.route.path === 'ntr-paslaugos');
    expect(layout).toBeTruthy();
    expect((layout?.route.handle as { crumb?: string } | undefined)?.crumb).toBeUndefined();
  });

  it('marks the spec’s open routes open (received notice, signing return) and the rest not', () => {
    expect(accessOf(serviceOf('/ntr-paslaugos/gautas-pranesimas/abc').matches.map((m) => m.route)).open).toBe(true);
    expect(accessOf(serviceOf('/ntr-paslaugos/ntr-sign/nuomos-sutartis-sudarymas/5').matches.map((m) => m.route)).open).toBe(true);
    expect(accessOf(serviceOf('/ntr-paslaugos/prasymai').matches.map((m) => m.route)).open).toBe(false);
    expect(accessOf(serviceOf('/ntr-paslaugos/nuomos-sutartis/sudarymas').matches.map((m) => m.route)).open).toBe(false);
  });

  it('sends ntr-sign to the request’s review step with the sign flag, anything malformed to prasymai', () => {
    expect(REVIEW_STEP).toBe(REVIEW_STEP_ID);
    expect(signTarget('nuomos-sutartis-sudarymas', '42')).toBe('/ntr-paslaugos/nuomos-sutartis/sudarymas/42/step/perziura?sign=1');
    expect(signTarget('subnuomos-sutartis-isregistravimas', '7')).toBe('/ntr-paslaugos/subnuomos-sutartis/isregistravimas/7/step/perziura?sign=1');
    expect(signTarget('nezinomas-tipas', '42')).toBe('/ntr-paslaugos/prasymai');
    expect(signTarget('nuomos-sutartis-sudarymas', '0')).toBe('/ntr-paslaugos/prasymai');
    expect(signTarget('nuomos-sutartis-sudarymas', '4x')).toBe('/ntr-paslaugos/prasymai');
  });
});
