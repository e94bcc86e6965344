import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { accessOf } from '../../../src/lib/routing/route-handle';
import { workplaceRoutes } from '../../../src/app/workplace/routes';
import { FEATURE_ROLES } from '../../../src/domain/access/features';
import { ADMIN_SECTIONS } from '../../../src/features/admin/sections';

/** spec §2.1: /admin with sections … */
const SPEC_SECTIONS = [
  'susijusiems',
  'stsr',
  'ntr',
  'nep',
  'parametrai',
  'klasifikatoriai',
  'teises',
  'registrai',
  'registravimas',
  'siuntimo-administravimas',
  'taisykles',
  'tooltip',
  'broker',
  'broker-list',
  'sistema-info',
  'zinute',
  'generavimas',
  'pas-tvarkymas',
];

describe('the built /admin sections', () => {
  it('are sections of spec §2.1, in its order, each behind an administrator-only feature', () => {
    const ids = ADMIN_SECTIONS.map((s) => s.id);
    expect(ids.every((id) => SPEC_SECTIONS.includes(id))).toBe(true);
    expect(ids).toEqual([...ids].sort((a, b) => SPEC_SECTIONS.indexOf(a) - SPEC_SECTIONS.indexOf(b)));
    for (const section of ADMIN_SECTIONS) expect(FEATURE_ROLES[section.feature], section.id).toEqual(['AD_administratorius']);
  });

  it('each is a route /admin/{id} that the guard checks with its feature; /admin itself is for administrators too', () => {
    for (const section of ADMIN_SECTIONS) {
      const matches = matchRoutes(workplaceRoutes, `/admin/${section.id}`) ?? [];
      expect(matches.at(-1)?.route.path, section.id).toBe(section.id);
      expect(accessOf(matches.map((m) => m.route)), section.id).toEqual({ open: false, feature: section.feature });
    }
    const shell = accessOf((matchRoutes(workplaceRoutes, '/admin') ?? []).map((m) => m.route));
    expect(FEATURE_ROLES[shell.feature!]).toEqual(['AD_administratorius']);
  });

  it('a path that names no section is not an admin route', () => {
    const matches = matchRoutes(workplaceRoutes, '/admin/nera-tokio-skyriaus') ?? [];
    expect(matches.some((m) => m.route.path === 'admin')).toBe(false);
  });
});
