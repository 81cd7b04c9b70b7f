import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext, expect422 } from './helpers';
import { adminCaller, demoUnits, expectBadInputRefused } from './registers-helpers';

let t: TestContext;
let centro: number;
let valinhos: number;
let call: ReturnType<typeof adminCaller>;
beforeAll(async () => {
  t = await createTestContext();
  ({ centro, valinhos } = await demoUnits(t));
  call = adminCaller(t);
});
afterAll(async () => t?.close());

for (const [path, wrapper] of [
  ['groups', 'group'],
  ['sectors', 'sector'],
] as const) {
  describe(`/api/${path}`, () => {
    const create = (b: Record<string, unknown>) => call('POST', `/${path}`, { [wrapper]: b });
    const total = async (q = '') => Number((await call('GET', `/${path}?${q}`)).headers.total);

    it('[201] creates, lists with search ignoring accents, edits and deletes', async () => {
      const res = await create({ description: 'Condomínio Árvores', resale_id: centro });
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json().id;
      expect(res.json()).toMatchObject({
        description: 'Condomínio Árvores',
        resale_id: centro,
        resale: { id: centro },
      });
      const inValinhos = await total(`resale_id=${valinhos}`);
      await create({ description: 'Padarias', resale_id: valinhos });
      const found = await call('GET', `/${path}?query=condominio arv`);
      expect(found.json().map((g: { id: number }) => g.id)).toEqual([id]);
      expect(await total(`resale_id=${valinhos}`)).toBe(inValinhos + 1);
      const options = await call('GET', `/${path}/options`);
      expect(options.json().resales).toHaveLength(2);
      const edited = await call('PATCH', `/${path}/${id}`, { [wrapper]: { description: 'Condomínios' } });
      expect(edited.json().description).toBe('Condomínios');
      expect((await call('GET', `/${path}/${id}`)).json().description).toBe('Condomínios');
      expect((await call('DELETE', `/${path}/${id}`)).statusCode).toBe(204);
      expect((await call('GET', `/${path}/${id}`)).statusCode).toBe(404);
    });

    it('[422] description and unit required; unknown unit; [4xx] malformed', async () => {
      expect422(await create({ description: ' ' }), ['description', 'resale_id']);
      expect422(await create({ description: 'X', resale_id: 99999 }), ['resale']);
      await expectBadInputRefused(t, `/${path}`, wrapper, () => total());
    });

    it('[scope] attendants see and write only their unit; deliverers write (route table) but do not delete', async () => {
      const other = (await create({ description: 'De Valinhos', resale_id: valinhos })).json().id;
      const attendant = await t.as('attendant');
      const list = await t.app.inject({ method: 'GET', url: `/api/${path}?query=valinhos`, headers: attendant });
      expect(list.json()).toEqual([]);
      const get = await t.app.inject({ method: 'GET', url: `/api/${path}/${other}`, headers: attendant });
      expect(get.statusCode).toBe(404);
      const post = await t.app.inject({
        method: 'POST',
        url: `/api/${path}`,
        headers: attendant,
        payload: { [wrapper]: { description: 'Y', resale_id: valinhos } },
      });
      expect422(post, ['resale']);
      const deliverer = await t.as('deliverer');
      const write = await t.app.inject({
        method: 'POST',
        url: `/api/${path}`,
        headers: deliverer,
        payload: { [wrapper]: { description: 'Y', resale_id: centro } },
      });
      // Groups and sectors are open to any signed-in user; removing stays with admins and attendants.
      expect(write.statusCode, write.body).toBe(201);
      expect((await t.app.inject({ method: 'GET', url: `/api/${path}`, headers: deliverer })).statusCode).toBe(200);
      const del = await t.app.inject({ method: 'DELETE', url: `/api/${path}/${write.json().id}`, headers: deliverer });
      expect(del.statusCode).toBe(403);
    });
  });
}
