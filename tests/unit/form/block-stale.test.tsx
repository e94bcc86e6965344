// @vitest-environment jsdom
/**
 * rjsf reports the defaults it adds (`{}` for a group) while its Form is constructed, inside a
 * render React may have started before the store last changed: a tab's form drawn anew while
 * the user typed into the one it replaces wrote its `{}` over what was typed (found by
 * e2e/studio.spec.ts under load: the IDK typed on the first tab was lost). A form drawn from
 * data the store has since left writes nothing of its own and asks to be drawn again.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';

vi.mock('../../../src/lib/api/client', () => ({ api: { get: vi.fn().mockResolvedValue([]) } }));

import { BlockForm } from '../../../src/form/components/block-form';
import { blockUiSchema } from '../../../src/form/engine/block-ui';
import { loadHarness, renderForm, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await loadHarness('nuoma');
});
afterEach(() => cleanup());

const FIELD = 'dokumentas';
const TYPED = { idk: '12345678901234' };

function drawBlock(stored: () => unknown) {
  const onChange = vi.fn();
  const onStale = vi.fn();
  const schema = h.type.blocks.field(FIELD, {});
  if (!schema) throw new Error(`no block ${FIELD}`);
  renderForm(
    h,
    <BlockForm
      idPrefix={FIELD}
      schema={schema}
      uiSchema={blockUiSchema(h.type.schema, h.type.uiSchema, FIELD)}
      initialData={undefined}
      errors={[]}
      errorBase={`/${FIELD}`}
      onChange={onChange}
      stored={stored}
      onStale={onStale}
    />,
  );
  return { onChange, onStale };
}

describe('a block form drawn from data the store has since left', () => {
  it('writes none of the defaults rjsf adds, and asks to be drawn again', () => {
    const { onChange, onStale } = drawBlock(() => TYPED);
    expect(onChange).not.toHaveBeenCalled();
    expect(onStale).toHaveBeenCalledTimes(1);
  });

  it('drawn from what the store holds, writes its defaults and stays', () => {
    const store: { held?: unknown } = {};
    const { onChange, onStale } = drawBlock(() => store.held);
    expect(onChange).toHaveBeenCalledWith({}, true);
    expect(onStale).not.toHaveBeenCalled();
    // the user's changes are written whatever the store holds: they are what the user sees
    store.held = onChange.mock.calls[0][0];
    fireEvent.change(screen.getByRole('textbox', { name: /IDK|Identifikavimo/ }), { target: { value: TYPED.idk } });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining(TYPED), false);
  });
});
