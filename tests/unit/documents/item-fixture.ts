/** A saved draft of the largest catalogue type as GET /api/documents/:id answers it (the documents tests' fixture). */
export const itemView = (id: number, version = 1) => ({
  id,
  type: 'sutartine-hipoteka',
  status: 'rengiamas',
  version,
  schemaVersion: '1',
  data: {},
  allowedActions: [],
  editable: true,
  lock: null,
  createdAt: '2026-11-21T10:00:00Z',
  updatedAt: '2026-11-21T10:00:00Z',
});
