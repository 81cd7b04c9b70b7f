import './AppLayout.css';
import { APP_VERSION, ROLE_LABELS, SESSION_TEXTS, canAccess } from '@ability/domain';
import {
  DownOutlined,
  LogoutOutlined,
  MenuOutlined,
  QuestionCircleOutlined,
  SettingOutlined,
  WhatsAppOutlined,
} from '@ant-design/icons';
import { Button, Space } from 'antd';
// Grid's hook itself: the same, with the first answer given (Grid.useBreakpoint's type takes none).
import useBreakpoint from 'antd/es/grid/hooks/useBreakpoint';
import { Fragment, Suspense, lazy, useMemo, useState } from 'react';
import { Link, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { useSignOut } from '../api/session';
import { CallerIdListener } from '../features/call-logs/CallerIdListener';
import { OnDemandDropdown } from '../shared/OnDemandDropdown';
import Tooltip from '../shared/antd/TooltipOnDemand';
import { useNotify } from '../shared/notify';
import { useStaysTrue } from '../shared/useStaysTrue';
import { CommandPalette } from './CommandPalette';
import { useEdition } from './edition';
import type { Crumb } from './features';
import { buildMenu } from './menu';
import { featureRoutes } from './registry';
import { useSession } from './session';
import { SideNav } from './SideNav';

/** antd's `lg` breakpoint (992 px): the side menu, else the menu drawer. */
const LG = '(min-width: 992px)';

/** The phone's menu drawer: loaded when it first opens, not in the first load of a desktop. */
const Drawer = lazy(() => import('antd/es/drawer'));

function Brand({ title }: { title: string }) {
  return (
    <Link to="/" className="app-brand" aria-label={`${title} - Início`}>
      <img src="/favicon.svg" alt="" />
      <span>{title}</span>
    </Link>
  );
}

/**
 * Where the screen stands, from Início: antd's Breadcrumb as drawn (its markup, its look in AppLayout.css),
 * without its component and runtime styles. Its class stays antd's: the browser tests and the print
 * rule find the breadcrumb by it.
 */
function Crumbs({ crumbs }: { crumbs: Crumb[] }) {
  const items = [{ label: 'Início', path: '/' }, ...crumbs];
  return (
    <nav className="app-breadcrumb ant-breadcrumb" aria-label="Trilha de navegação">
      <ol>
        {items.map((c, i) => (
          <Fragment key={`${c.path ?? ''}|${c.label}`}>
            {i > 0 && (
              <li className="app-breadcrumb-separator" aria-hidden="true">
                /
              </li>
            )}
            <li aria-current={i === items.length - 1 ? 'page' : undefined}>
              {c.path ? <Link to={c.path}>{c.label}</Link> : <span>{c.label}</span>}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}

export function AppLayout() {
  const edition = useEdition();
  const user = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const matches = useMatches();
  const notify = useNotify();
  const signOut = useSignOut();
  // Drawn at once for the window's width (antd's first answer is 'no breakpoint': a phone's layout, then
  // the desktop's once its observer reports, two renders of the shell before the first paint).
  const screens = useBreakpoint(true, { lg: window.matchMedia(LG).matches });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const mobile = !screens.lg;
  const drawerUsed = useStaysTrue(drawerOpen);

  const { items, groupOf } = useMemo(() => buildMenu(featureRoutes, user.role, edition), [user.role, edition]);
  const selected = location.pathname;
  const selectedKey =
    Object.keys(groupOf)
      .concat('/')
      .filter((p) => (p === '/' ? selected === '/' : selected === p || selected.startsWith(`${p}/`)))
      .sort((a, b) => b.length - a.length)[0] ?? selected;
  const openGroup = groupOf[selectedKey];

  const crumbs: Crumb[] = ((matches.at(-1)?.handle as { crumbs?: Crumb[] } | undefined)?.crumbs ?? []).filter(
    (c) => c.path !== '/',
  );
  const hasSettings = canAccess(user.role, 'settings', 'menu') && featureRoutes.some((r) => r.resource === 'settings');

  const logout = async () => {
    await signOut.mutateAsync().catch(() => undefined);
    notify.success(SESSION_TEXTS.signedOut);
    navigate('/login', { replace: true });
  };

  const menu = (
    <SideNav items={items} selectedKey={selectedKey} openGroup={openGroup} onNavigate={() => setDrawerOpen(false)} />
  );

  return (
    // antd's Layout's elements and look (AppLayout.css), without antd's Layout and Sider; its class names
    // stay for the printable screens' rules (reports.css, dashboard.css), antd draws nothing with them.
    <section
      className={mobile ? 'app-layout ant-layout' : 'app-layout app-layout-has-sider ant-layout'}
      style={{ minHeight: '100%' }}
    >
      {!mobile && (
        <aside className="app-sider">
          <div style={{ padding: '16px 20px' }}>
            <Brand title={edition.title} />
          </div>
          {menu}
        </aside>
      )}
      <section className="app-layout ant-layout">
        <header
          className="app-header"
          style={{
            background: '#fff',
            padding: '0 16px',
            display: 'flex',
            alignItems: 'center',
            gap: 12,
            borderBottom: '1px solid #e8ebf0',
          }}
        >
          {mobile && (
            <Button type="text" icon={<MenuOutlined />} aria-label="Abrir menu" onClick={() => setDrawerOpen(true)} />
          )}
          <CommandPalette />
          <div style={{ flex: 1 }} />
          <OnDemandDropdown
            menu={{
              items: edition.links.map((l) => ({
                key: l.url,
                label: (
                  <a href={l.url} target="_blank" rel="noreferrer">
                    {l.label}
                  </a>
                ),
              })),
            }}
          >
            <Button type="text">
              Mais <DownOutlined />
            </Button>
          </OnDemandDropdown>
          <Space size={4} orientation="horizontal">
            <span
              className="navbar-email"
              data-testid="navbar-email"
              title={`${user.email} (${ROLE_LABELS[user.role]})`}
            >
              {user.email}
            </span>
            {/* The staff's guide, served by the server under /ajuda, in a tab of its own. */}
            <Button
              type="text"
              icon={<QuestionCircleOutlined />}
              href="/ajuda"
              target="_blank"
              rel="noopener"
              title={SESSION_TEXTS.helpTitle}
              aria-label={mobile ? SESSION_TEXTS.help : undefined}
            >
              {mobile ? null : SESSION_TEXTS.help}
            </Button>
            {hasSettings && (
              <Tooltip title={SESSION_TEXTS.settings}>
                <Link to="/configuracoes">
                  <Button type="text" icon={<SettingOutlined />} aria-label={SESSION_TEXTS.settings} />
                </Link>
              </Tooltip>
            )}
            {/* On a phone the icon alone (its name for screen readers): the header keeps the phone's width. */}
            <Button
              type="text"
              icon={<LogoutOutlined />}
              onClick={logout}
              loading={signOut.isPending}
              aria-label={mobile ? SESSION_TEXTS.logout : undefined}
            >
              {mobile ? null : SESSION_TEXTS.logout}
            </Button>
          </Space>
        </header>
        {/* data-path: the route on screen, once the router has drawn it (browser tests wait for it). */}
        {/* At least the window's height under the header: the footer starts below the fold and is not
            pushed down (a layout shift) when the screen's rows arrive. */}
        <main
          className="app-content ant-layout-content"
          style={{ padding: mobile ? 12 : 24, minHeight: 'calc(100vh - 64px)' }}
          data-path={location.pathname}
        >
          <Crumbs crumbs={crumbs} />
          <Outlet />
        </main>
        <footer className="app-footer" style={{ textAlign: 'center', color: '#667085' }}>
          © {new Date().getFullYear()} {edition.title} · versão {APP_VERSION}
        </footer>
      </section>
      {mobile && drawerUsed && (
        <Suspense fallback={null}>
          <Drawer
            placement="left"
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            size={260}
            styles={{ body: { padding: 0, background: '#001529' } }}
            title={edition.title}
          >
            {menu}
          </Drawer>
        </Suspense>
      )}
      {canAccess(user.role, 'call_logs', 'menu') && <CallerIdListener />}
      {/* antd's FloatButton as drawn (a large round primary button, fixed at the bottom right; global.css),
          without its chunk in the first load. */}
      <Tooltip title="Suporte" placement="left">
        <Button
          className="support-button"
          type="primary"
          shape="circle"
          size="large"
          icon={<WhatsAppOutlined />}
          aria-label="Suporte"
          href={`https://wa.me/${edition.support_whatsapp}?text=${encodeURIComponent(`Olá! Preciso de ajuda com o ${edition.title}.`)}`}
          target="_blank"
        />
      </Tooltip>
    </section>
  );
}
