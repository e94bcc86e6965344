// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableRow from '@mui/material/TableRow';
import { onSubmitted } from '../../../../src/lib/ui/on-submit';
import { RowActionCell } from '../../../../src/lib/ui/row-action-cell';
import { Section } from '../../../../src/lib/ui/section';
import { SelectField } from '../../../../src/lib/ui/select-field';

afterEach(cleanup);

describe('the shared UI parts of lib/ui', () => {
  it('Section: a region named by its heading, the intro under it', () => {
    render(
      <Section id="pasto-dezute" title="Pašto dėžutė" intro="Išsiųsti laiškai">
        <p>turinys</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Pašto dėžutė' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Pašto dėžutė' })).toBeTruthy();
    expect(within(region).getByText('Išsiųsti laiškai')).toBeTruthy();
    expect(within(region).getByText('turinys')).toBeTruthy();
  });

  it('SelectField: the options by name, the empty one first; a choice passes its value on', () => {
    const onChange = vi.fn();
    render(
      <SelectField
        label="Būsena"
        value=""
        empty="Visos"
        options={[['rengiamas', 'Rengiamas'] as const, ['perduotas', 'Perduotas'] as const]}
        onChange={onChange}
      />,
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Būsena' }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Visos', 'Rengiamas', 'Perduotas']);
    fireEvent.click(screen.getByRole('option', { name: 'Perduotas' }));
    expect(onChange).toHaveBeenCalledWith('perduotas');
  });

  it('RowActionCell: the named button when shown, an empty cell otherwise', () => {
    const onClick = vi.fn();
    render(
      <Table>
        <TableBody>
          <TableRow>
            <RowActionCell shown label="Atidaryti" ariaLabel="Atidaryti 12" onClick={onClick} />
            <RowActionCell shown={false} label="Atidaryti" ariaLabel="Atidaryti 13" onClick={onClick} />
          </TableRow>
        </TableBody>
      </Table>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Atidaryti 12' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Atidaryti 13' })).toBeNull();
    expect(screen.getAllByRole('cell')).toHaveLength(2);
  });

  it('onSubmitted: the browser submit is prevented, the handler runs', () => {
    const handle = vi.fn();
    render(
      <form aria-label="Paieška" onSubmit={onSubmitted(handle)}>
        <button type="submit">Ieškoti</button>
      </form>,
    );
    const event = new Event('submit', { bubbles: true, cancelable: true });
    screen.getByRole('form', { name: 'Paieška' }).dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(handle).toHaveBeenCalledTimes(1);
  });
});
