import { type APIRequestContext, type Locator, type Page, expect, request } from '@playwright/test';

export const LOGINS = {
  admin: 'admin@demo.com.br',
  attendant: 'atendente@demo.com.br',
  deliverer: 'entregador@demo.com.br',
} as const;

export async function signIn(page: Page, role: keyof typeof LOGINS, base = '') {
  await page.goto(`${base}/login`);
  await page.getByPlaceholder('Telefone ou e-mail').fill(LOGINS[role]);
  await page.getByPlaceholder('Senha').fill('demo1234');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Usuário logado com sucesso')).toBeVisible();
  await expect(page.getByTestId('navbar-email')).toHaveText(LOGINS[role]);
}

/** The side menu (a navigation landmark of links, its sections' buttons opening their links). */
export const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });

/** The side menu's visible labels (the sections' and the links'), groups opened, in the menu's order. */
export async function menuLabels(page: Page): Promise<string[]> {
  const menu = sideMenu(page);
  // Open the closed groups one by one: each opened one leaves the selector, so always take the first.
  const closed = menu.locator('button[aria-expanded="false"]');
  for (let n = await closed.count(); n > 0; n--) await closed.first().click();
  await expect(menu.locator('button[aria-expanded="false"]')).toHaveCount(0);
  return (await menu.locator('a, button').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
}

/**
 * Answers 'Sim' to the open confirmation dialog. A click that lands while the dialog is still zooming in
 * can be lost; the dialog then stays open, so click again until it closes (a running action keeps its
 * button loading, and a loading button ignores clicks: nothing is sent twice).
 */
export async function confirmYes(page: Page) {
  const dialog = page.locator('.ant-modal-confirm');
  const yes = dialog.getByRole('button', { name: 'Sim' });
  await expect(async () => {
    if (await yes.isVisible()) await yes.click({ timeout: 2000 });
    await expect(dialog).toBeHidden({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Chooses `option` in the select `select`, until the select shows it: a click that lands while the
 * dropdown is still sliding in can miss the option and leave the select open and empty.
 */
export async function chooseOption(page: Page, select: Locator, option: string) {
  await expect(async () => {
    if (!(await page.locator('.ant-select-dropdown:visible').count())) await select.click({ timeout: 2000 });
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option })
      .first()
      .click({ timeout: 2000 });
    await expect(select).toContainText(option, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

/** Where the side menu's links lead (groups opened), e.g. ['/', '/vendas', '/clientes', …]. */
export async function menuPaths(page: Page): Promise<string[]> {
  await menuLabels(page);
  const hrefs = await sideMenu(page)
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  return [...new Set(hrefs)];
}

/** A record as the API holds it, read with the page's session cookie. */
export async function apiGet<T = Record<string, unknown>>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`/api${path}`);
  expect(res.status(), `GET /api${path}`).toBe(200);
  return (await res.json()) as T;
}

/**
 * Presses an edit screen's submit and waits for the seed's toast; the screen then goes back to its
 * list (`backTo`). Fails with the error toast and the field errors on screen when the save is refused.
 */
export async function saveEdit(page: Page, submit: string, toast: string, backTo: RegExp) {
  const before = page.url();
  await page.getByRole('button', { name: submit }).click();
  const ok = page.getByText(toast).first();
  const refused = page
    .locator('.ant-notification-notice')
    .filter({ hasText: /Ocorreu um erro|Não foi possível/ })
    .first();
  await expect(ok.or(refused)).toBeVisible();
  if (await refused.isVisible()) {
    const errors = await page.locator('.ant-form-item-explain-error, .ant-alert').allInnerTexts();
    throw new Error(`${before}: ${await refused.innerText()} ${errors.join('; ')}`);
  }
  await expect(page).toHaveURL(backTo);
}

/**
 * Opens `path` of the app already loaded in the page the way its links do (history and popstate, the
 * router's own path), not by loading the page again: walks over every route stay fast. `path` is
 * relative to the page's host. The screen is drawn once `main` carries `data-path` (see `screenOf`).
 */
export async function visit(page: Page, path: string) {
  if (!/^https?:/.test(page.url())) {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The main area once the router has drawn `path` there (AppLayout's `data-path`). */
export const screenOf = (page: Page, path: string) => page.locator(`main[data-path="${path}"]`);

/** An API client of its own signed in as `role` by bearer token (as the caller-ID bridge is), beside the page. */
export async function apiAs(baseURL: string, role: keyof typeof LOGINS): Promise<APIRequestContext> {
  const anon = await request.newContext({ baseURL });
  const res = await anon.post('/api/users/sign_in', { data: { user: { login: LOGINS[role], password: 'demo1234' } } });
  expect(res.status()).toBe(200);
  const authorization = res.headers().authorization!;
  await anon.dispose();
  return request.newContext({ baseURL, extraHTTPHeaders: { authorization } });
}

/**
 * A unit's fiscal settings saved through the API as the unit's card saves them (the whole card: what it has,
 * with `changes` over it); answers what it had before, to put back.
 */
export async function saveFiscalSettings(
  office: APIRequestContext,
  resaleId: number,
  changes: Record<string, unknown>,
): Promise<{ issue_on: string; provider: string; environment: string }> {
  const current = await (await office.get(`/api/resales/${resaleId}/fiscal_settings`)).json();
  const { crt, environment, series, next_number, issue_on } = current;
  const res = await office.put(`/api/resales/${resaleId}/fiscal_settings`, {
    data: { fiscal_settings: { crt, environment, series, next_number, issue_on, ...changes } },
  });
  expect(res.status(), await res.text()).toBe(200);
  return current;
}

/** A mobile number no other run uses: 19 9XXXX-XXXX. */
export const uniquePhone = () =>
  `199${String(Date.now() % 1e5).padStart(5, '0')}${String(Math.floor(Math.random() * 1e3)).padStart(3, '0')}`;

/** The page's width, and the elements that stick out past a phone's `limit` px (named in a failure). */
export async function widthOf(page: Page, limit = 390) {
  return page.evaluate((max) => {
    const wide = [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > max + 0.5)
      .slice(0, 5)
      .map(
        (e) =>
          `${e.tagName.toLowerCase()}.${[...e.classList].join('.')} → ${Math.round(e.getBoundingClientRect().right)}`,
      );
    return { width: document.documentElement.scrollWidth, wide };
  }, limit);
}

/**
 * SP's Gás do Povo reference price for a spec's days (`from` to `to`, ISO): the demo's own when one in force
 * covers them (Valinhos is enrolled with it; its price must be the one the spec expects), else one made for
 * the spec. Answers the id of the one made (to remove at the end), or null.
 */
export async function spGasDoPovoPrice(
  api: APIRequestContext,
  from: string,
  to: string,
  price_cents: number,
): Promise<number | null> {
  const res = await api.get('/api/gas_do_povo_prices?per_page=all');
  expect(res.status(), await res.text()).toBe(200);
  const prices = (await res.json()) as {
    uf: string;
    price_cents: number;
    starts_on: string;
    ends_on: string | null;
    active: boolean;
  }[];
  const covering = prices.find(
    (p) => p.uf === 'SP' && p.active && p.starts_on <= from && (p.ends_on === null || p.ends_on >= to),
  );
  if (covering) {
    expect(covering.price_cents, "the demo's SP price is the one the spec expects").toBe(price_cents);
    return null;
  }
  const made = await api.post('/api/gas_do_povo_prices', {
    data: { gas_do_povo_price: { uf: 'SP', price_cents, starts_on: from, ends_on: to, source: 'Portaria e2e' } },
  });
  expect(made.status(), await made.text()).toBe(201);
  return ((await made.json()) as { id: number }).id;
}

/** Whether a unit is enrolled in the Gás do Povo and its P13 eligible: what a spec puts back at its end. */
export async function gasDoPovoState(
  api: APIRequestContext,
  unit: number,
  p13: number,
): Promise<{ enrolled: boolean; eligible: boolean }> {
  const [resale, product] = await Promise.all([api.get(`/api/resales/${unit}`), api.get(`/api/products/${p13}`)]);
  return {
    enrolled: !!((await resale.json()) as { gas_do_povo_enrolled?: boolean }).gas_do_povo_enrolled,
    eligible: !!((await product.json()) as { gas_do_povo_eligible?: boolean }).gas_do_povo_eligible,
  };
}

/**
 * A sale's receivable from the unit's 'Caixa – Gás do Povo' (undefined when none). The list goes by due
 * date, 25 a page: a new sale's is on the last pages, after the demo's redemptions.
 */
export async function caixaReceivableOf(
  api: APIRequestContext,
  saleId: number,
): Promise<{ id: number; sale_id: number; value_cents: number } | undefined> {
  type Page = { data: { id: number; sale_id: number; value_cents: number }[]; meta: { total: number } };
  const path = `/api/receivables?customer_name_or_document=${encodeURIComponent('Caixa – Gás do Povo')}&status=all`;
  const first = (await (await api.get(path)).json()) as Page;
  const pages = Math.max(1, Math.ceil(first.meta.total / 25));
  for (let p = pages; p >= 1 && p > pages - 3; p--) {
    const { data } = p === 1 ? first : ((await (await api.get(`${path}&page=${p}`)).json()) as Page);
    const found = data.find((r) => r.sale_id === saleId);
    if (found) return found;
  }
  return undefined;
}
