/**
 * A group's grid cell is drawn again only when its field property would draw something new:
 * the same element type, key and props, leaving aside the rename/remove callbacks that rjsf
 * makes anew on every change and that only `additionalProperties` keys use.
 */
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { sameProperty } from '../../../src/form/theme/object-field-template';

function Property(props: Record<string, unknown>) {
  return String(props.formData);
}
const onChange = () => undefined;
const element = (key: string, props: Record<string, unknown>) =>
  createElement(Property, { key, onChange, formData: 'a', addedByAdditionalProperties: false, handleKeyRename: () => undefined, handleRemoveProperty: () => undefined, ...props });

describe('sameProperty', () => {
  it('skips a declared property whose only change is the rename/remove callbacks', () => {
    expect(sameProperty(element('idk', {}), element('idk', {}))).toBe(true);
  });

  it('draws again when a prop it uses changed', () => {
    expect(sameProperty(element('idk', { formData: 'a' }), element('idk', { formData: 'ab' }))).toBe(false);
    expect(sameProperty(element('idk', {}), element('idk', { onChange: () => undefined }))).toBe(false);
    expect(sameProperty(element('idk', {}), element('idk', { errorSchema: { __errors: ['x'] } }))).toBe(false);
  });

  it('draws again for another key or component', () => {
    expect(sameProperty(element('idk', {}), element('registroNr', {}))).toBe(false);
    expect(sameProperty(element('idk', {}), createElement(() => null, { key: 'idk' }))).toBe(false);
  });

  it('keeps the callbacks of a key added through additionalProperties', () => {
    expect(sameProperty(element('x', { addedByAdditionalProperties: true }), element('x', { addedByAdditionalProperties: true }))).toBe(false);
    const same = element('x', { addedByAdditionalProperties: true });
    expect(sameProperty(same, same)).toBe(true);
  });
});
