// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import Table from '@mui/material/Table';
import { afterEach, describe, expect, it } from 'vitest';
import { HeaderRow } from '../../../../src/lib/ui/header-row';

afterEach(cleanup);

describe('HeaderRow', () => {
  it('names each column by its label, in order, as column headers', () => {
    render(
      <Table>
        <HeaderRow labels={['Tipas', 'Kodas', 'Versija']} />
      </Table>,
    );
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Tipas', 'Kodas', 'Versija']);
  });
});
