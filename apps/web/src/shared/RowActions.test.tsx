import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RowActions } from './RowActions';

describe('RowActions', () => {
  it('links to the edit screen and asks before removing', async () => {
    const onDelete = vi.fn();
    render(
      <MemoryRouter>
        <RowActions name="Ana" editTo="/funcionarios/1/editar" onDelete={onDelete} />
      </MemoryRouter>,
    );
    expect(screen.getByLabelText('Editar Ana').getAttribute('href')).toBe('/funcionarios/1/editar');
    fireEvent.click(screen.getByRole('button', { name: 'Remover Ana' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it('shows no delete button when the role may not remove (no onDelete)', () => {
    render(
      <MemoryRouter>
        <RowActions name="Gás P13" editTo="/produtos/1/editar" />
      </MemoryRouter>,
    );
    expect(screen.getByLabelText('Editar Gás P13')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remover Gás P13' })).toBeNull();
  });

  it('disables the delete button when a reason is given', () => {
    render(
      <MemoryRouter>
        <RowActions name="Marcos" editTo="/usuarios/1/editar" onDelete={vi.fn()} deleteDisabledReason="Não pode" />
      </MemoryRouter>,
    );
    expect((screen.getByRole('button', { name: 'Remover Marcos' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
