import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SideNav } from './SideNav';
import type { MenuEntry } from './menu';

const items: MenuEntry[] = [
  { key: '/', label: 'Início' },
  { key: '/vendas', label: 'Vendas' },
  {
    key: 'group:stock',
    label: 'Estoque',
    children: [
      { key: '/estoque', label: 'Controle de estoque' },
      { key: '/entradas', label: 'Entradas' },
    ],
  },
  { key: 'group:registers', label: 'Cadastros', children: [{ key: '/funcionarios', label: 'Funcionários' }] },
];

const draw = (selectedKey: string, openGroup?: string, onNavigate = vi.fn()) =>
  render(
    <MemoryRouter>
      <SideNav items={items} selectedKey={selectedKey} openGroup={openGroup} onNavigate={onNavigate} />
    </MemoryRouter>,
  );

describe('SideNav', () => {
  it('is a navigation landmark of links, the screen on display marked as the current page', () => {
    draw('/vendas');
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    const vendas = within(nav).getByRole('link', { name: 'Vendas' });
    expect(vendas.getAttribute('href')).toBe('/vendas');
    expect(vendas.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Início' }).getAttribute('aria-current')).toBeNull();
  });

  it('opens and closes a section with its button; the section of the screen on display starts open', () => {
    draw('/estoque', 'group:stock');
    const stock = screen.getByRole('button', { name: 'Estoque' });
    const registers = screen.getByRole('button', { name: 'Cadastros' });
    expect(stock.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Controle de estoque' }).getAttribute('aria-current')).toBe('page');
    expect(registers.getAttribute('aria-expanded')).toBe('false');
    // Closed: in the page, out of the accessibility tree and of the tab order.
    expect(screen.queryByRole('link', { name: 'Funcionários' })).toBeNull();
    const list = document.getElementById(registers.getAttribute('aria-controls') ?? '');
    expect(list?.hidden).toBe(true);

    fireEvent.click(registers);
    expect(registers.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Funcionários' }).getAttribute('href')).toBe('/funcionarios');
    fireEvent.click(stock);
    expect(stock.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Entradas' })).toBeNull();
  });

  it('tells when a link is followed (the phone closes its menu drawer), not when a section opens', () => {
    const onNavigate = vi.fn();
    draw('/', undefined, onNavigate);
    fireEvent.click(screen.getByRole('button', { name: 'Estoque' }));
    expect(onNavigate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('link', { name: 'Entradas' }));
    expect(onNavigate).toHaveBeenCalledOnce();
  });
});
