/** Studio rows as the contract's answers, and the rule of who may do what next (decision 0123). */
import type { ResponseOf } from '../../../src/domain/contracts/endpoint.js';
import type { getStudioVersion, StudioStatus } from '../../../src/domain/contracts/studio.js';
import type { CatalogProblem } from '../../../src/domain/schema/catalog-error.js';
import type { StudioMigration } from '../../../src/domain/studio/migration.js';
import type { TypeFiles } from '../../../src/domain/studio/type-files.js';
import type { SessionUser } from '../../plugins/access.js';
import type { VersionRow } from './repository.js';

export type VersionView = ResponseOf<typeof getStudioVersion>;
export type StudioAction = VersionView['allowedActions'][number];

export interface StoredComment {
  kind: 'submitted' | 'approved' | 'returned' | 'published';
  authorId: number;
  authorName: string;
  text: string;
  at: string;
}

const person = (id: number | null, name: string | null) => (id === null ? null : { id: Number(id), name: name ?? String(id) });

/** The actions the user may take on a version in its status. */
export function allowedActions(user: SessionUser, status: StudioStatus, authorId: number | null): StudioAction[] {
  const own = authorId !== null && Number(authorId) === user.userId;
  if (status === 'draft') return own ? ['save', 'submit'] : [];
  if (status === 'review') return own ? [] : ['approve', 'return'];
  if (status === 'approved') return ['publish'];
  return ['export'];
}

/** The full answer for one studio version. */
export function versionView(user: SessionUser, row: VersionRow, problems: CatalogProblem[]): VersionView {
  const status = row.status as StudioStatus;
  const comments = JSON.parse(row.comments) as StoredComment[];
  return {
    id: row.type_id,
    version: Number(row.version),
    status,
    source: 'studio',
    author: person(row.author_id, row.author_name),
    reviewer: person(row.reviewer_id, row.reviewer_name),
    updatedAt: row.updated_at,
    publishedAt: row.published_at,
    files: JSON.parse(row.files) as TypeFiles,
    basedOn: row.based_on_type === null ? null : { id: row.based_on_type, version: Number(row.based_on_version) },
    comments: comments.map((c) => ({ kind: c.kind, author: { id: c.authorId, name: c.authorName }, text: c.text, at: c.at })),
    problems,
    migration: row.migration === null ? null : (JSON.parse(row.migration) as StudioMigration),
    allowedActions: allowedActions(user, status, row.author_id),
  };
}

/** Version 1 of a repository type: the committed files. */
export function repositoryVersionView(files: TypeFiles, retired: boolean): VersionView {
  return {
    id: files.id,
    version: 1,
    status: retired ? 'retired' : 'published',
    source: 'repository',
    author: null,
    reviewer: null,
    updatedAt: null,
    publishedAt: null,
    files,
    basedOn: null,
    comments: [],
    problems: [],
    migration: null,
    allowedActions: ['export'],
  };
}

/** The Lithuanian title in a type's texts. */
export const titleOf = (files: Pick<TypeFiles, 'id' | 'texts'>): string => {
  const own = (files.texts.lt.types as Record<string, { title?: unknown }> | undefined)?.[files.id];
  return typeof own?.title === 'string' ? own.title : files.id;
};
