import './SideNav.css';
import { createElement, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import type { MenuEntry } from './menu';

/**
 * An entry's icon: decoration beside the link's text, so out of the accessible name and without a label of
 * its own (antd's icons are role="img" with their name as label; a 'Telefone' icon in the menu would be
 * one more element labelled like the forms' phone fields).
 */
const Icon = ({ of }: { of: MenuEntry }) =>
  of.icon ? (
    <span className="side-nav-icon" aria-hidden="true">
      {createElement(of.icon as React.ComponentType<{ 'aria-label'?: string }>, { 'aria-label': undefined })}
    </span>
  ) : null;

/**
 * The side menu (and the phone's menu drawer): a navigation landmark of links, the screens of a section
 * under a button that opens and closes them (the disclosure pattern: aria-expanded, aria-controls), the
 * screen on display marked with aria-current="page". Tab, Enter and Space are the browser's own. Drawn in
 * antd's dark inline menu's look (global.css, `.side-nav`) without antd's Menu, which with rc-menu, its
 * overflow list and its runtime styles weighed about 19 KB gzip of every signed-in first load.
 */
export function SideNav({
  items,
  selectedKey,
  openGroup,
  onNavigate,
}: {
  items: MenuEntry[];
  /** The entry of the screen on display (its path). */
  selectedKey: string;
  /** The group of that entry: open at first, and opened when the screen changes to one of its entries. */
  openGroup: string | undefined;
  /** A link was followed (the phone's drawer closes). */
  onNavigate?: () => void;
}) {
  const id = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(openGroup ? [openGroup] : []));
  useEffect(() => {
    if (openGroup) setOpen((o) => (o.has(openGroup) ? o : new Set(o).add(openGroup)));
  }, [openGroup]);
  const toggle = (key: string) =>
    setOpen((o) => {
      const next = new Set(o);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  const link = (e: MenuEntry) => {
    const selected = e.key === selectedKey;
    return (
      <li key={e.key}>
        <Link
          to={e.key}
          className={selected ? 'side-nav-item side-nav-selected' : 'side-nav-item'}
          aria-current={selected ? 'page' : undefined}
          onClick={onNavigate}
        >
          <Icon of={e} />
          <span className="side-nav-label">{e.label}</span>
        </Link>
      </li>
    );
  };

  return (
    <nav className="side-nav" aria-label="Menu principal">
      <ul>
        {items.map((e) => {
          if (!e.children) return link(e);
          const expanded = open.has(e.key);
          const listId = `${id}${e.key}`;
          return (
            <li key={e.key}>
              <button
                type="button"
                className={
                  e.key === openGroup ? 'side-nav-item side-nav-group side-nav-current' : 'side-nav-item side-nav-group'
                }
                aria-expanded={expanded}
                aria-controls={listId}
                onClick={() => toggle(e.key)}
              >
                <Icon of={e} />
                <span className="side-nav-label">{e.label}</span>
                <i className="side-nav-arrow" aria-hidden="true" />
              </button>
              <ul id={listId} hidden={!expanded}>
                {e.children.map(link)}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
