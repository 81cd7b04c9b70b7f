import { expect, test } from '@playwright/test';
import { menuPaths, screenOf, signIn, visit } from './helpers';
import { type Role, SEED_MENUS, SEED_ROUTES, allows, concrete } from './routes';

// Each role walks every route of the seeds' route table: an allowed one shows its screen (the path
// stays, a heading, no 'Página não encontrada'), a forbidden one redirects to /. The side menu offers
// exactly the seeds' menu of the role, and each of its entries is a route the role may open.
for (const role of ['admin', 'attendant', 'deliverer'] as const satisfies Role[]) {
  test(`${role}: the seeds' route table and menu`, async ({ page }) => {
    test.setTimeout(240_000);
    await signIn(page, role);

    const menu = await menuPaths(page);
    expect([...menu].sort()).toEqual([...SEED_MENUS[role]].sort());
    for (const path of menu) {
      const route = SEED_ROUTES.find((r) => r.path === path);
      expect(route && allows(route.who, role), `menu entry ${path}`).toBe(true);
    }

    for (const route of SEED_ROUTES) {
      const allowed = allows(route.who, role);
      // A forbidden edit route is tried with the first record (the role may not list them).
      const path = allowed ? await concrete(page, route) : route.path.replace('{id}', '1');
      await visit(page, path);
      if (allowed) {
        const main = screenOf(page, path);
        await expect(main.getByRole('heading').first(), path).toBeVisible();
        await expect(page.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 15_000 });
        await expect(page, path).toHaveURL((url) => url.pathname === path);
        await expect(main.getByText('Página não encontrada'), path).toHaveCount(0);
      } else {
        await expect(page, `${path} must redirect ${role} to /`).toHaveURL((url) => url.pathname === '/');
      }
    }
  });
}
