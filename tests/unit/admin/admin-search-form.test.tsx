// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminSearchForm } from '../../../src/features/admin/components/admin-search-form';

afterEach(cleanup);

function Harness({ onSearch }: { onSearch: (q: string) => void }) {
  const [text, setText] = useState('');
  return (
    <AdminSearchForm label="Naudotojų paieška" textLabel="Tekstas" text={text} onText={setText} onSearch={onSearch}>
      <button type="submit">Ieškoti</button>
    </AdminSearchForm>
  );
}

describe('AdminSearchForm', () => {
  it('is a named search form whose submit passes the typed text on, trimmed', () => {
    const onSearch = vi.fn();
    render(<Harness onSearch={onSearch} />);
    expect(screen.getByRole('search', { name: 'Naudotojų paieška' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Tekstas'), { target: { value: '  jonas ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ieškoti' }));
    expect(onSearch).toHaveBeenCalledWith('jonas');
  });
});
