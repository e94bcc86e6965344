/**
 * The object groups the portal offers (spec §2.3 self-service objects) with their URL segment
 * under /paslaugos and the lists (purposes) of each — the server decides what each list holds
 * (api/modules/self-service README).
 */
import type { ObjectKind, Purpose } from './api';

export interface ObjectGroup {
  kind: ObjectKind;
  /** /paslaugos/{segment} */
  segment: string;
  purposes: readonly Purpose[];
}

export const OBJECT_GROUPS: readonly ObjectGroup[] = [
  { kind: 'pledge', segment: 'ikeitimai', purposes: ['salis', 'keitimas'] },
  { kind: 'mortgage', segment: 'hipotekos', purposes: ['salis', 'keitimas'] },
  { kind: 'contract', segment: 'sutartys', purposes: ['salis', 'keitimas', 'atpirkimas', 'atpirkimo-atsaukimas', 'automatinis', 'pasibaigusios', 'davejas'] },
];

export const groupOfSegment = (segment: string | undefined) => OBJECT_GROUPS.find((g) => g.segment === segment) ?? null;

export const groupOfKind = (kind: ObjectKind) => OBJECT_GROUPS.find((g) => g.kind === kind)!;
