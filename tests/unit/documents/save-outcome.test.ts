/** What a refused save means for the page: 412 stale, 422 field errors, 409 lock holder, anything else its message. */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/lib/api/api-error';
import { saveRefusal } from '../../../src/features/documents/save-outcome';

describe('save refusals', () => {
  it('classifies the statuses the document page handles', () => {
    expect(saveRefusal(new ApiError(412, 'x', [], 'http', 'errors.stale_version'))).toEqual({ kind: 'stale' });
    const errors = [{ path: '/dokumentas/idk', messageKey: 'validation.idk', severity: 'critical' as const }];
    expect(saveRefusal(new ApiError(422, 'x', errors, 'http', 'errors.validation'))).toEqual({ kind: 'invalid', errors });
    const locked = new ApiError(
      409,
      'x',
      [{ path: '', messageKey: 'errors.document_locked', params: { name: 'Ona', since: '2026-11-21T10:00:00Z' }, severity: 'critical' }],
      'http',
      'errors.document_locked',
    );
    expect(saveRefusal(locked)).toEqual({ kind: 'locked', name: 'Ona', since: '2026-11-21T10:00:00Z' });
    expect(saveRefusal(new ApiError(409, 'Netinkama būsena', [], 'http', 'errors.document_not_editable'))).toEqual({
      kind: 'other',
      message: 'Netinkama būsena',
    });
    expect(saveRefusal(new ApiError(422, 'Tuščia', [], 'http', 'errors.x'))).toEqual({ kind: 'other', message: 'Tuščia' });
  });
});
