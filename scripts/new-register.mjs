#!/usr/bin/env node
/**
 * `npm run new:register -- <plural> <singular> <path> <One> <Many> <m|f> [icon]`, e.g.
 * `npm run new:register -- bottle-brands bottle-brand /marcas Marca Marcas f TagsOutlined`:
 * a register of units with a name and an active flag, built the way `vehicles` is (docs/registers.md).
 *
 * Writes the register's own files (texts, API module, web hooks and pages, API test, browser spec) and
 * adds its line to each list of every resource (domain index, permission table, schema, app.ts plugin list,
 * web route registry, the browser tests' route table). What it leaves to you: the fields beyond name and
 * active, demo data, `npm run db:generate -- --name <plural>` and `npm run api:types`.
 * Refuses to overwrite a file or to run twice for one register.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [plural, singular, urlPath, one, many, gender, icon = 'TagsOutlined'] = process.argv.slice(2);
if (!plural || !singular || !urlPath?.startsWith('/') || !one || !many || !['m', 'f'].includes(gender)) {
  console.error('Usage: npm run new:register -- <plural> <singular> <path> <One> <Many> <m|f> [icon]');
  console.error('  e.g. npm run new:register -- bottle-brands bottle-brand /marcas Marca Marcas f TagsOutlined');
  process.exit(1);
}

// The path inside a regular expression literal of the browser spec.
const rePath = urlPath.replace(/\//g, '\\/');
const words = (kebab) => kebab.split('-');
const cap = (w) => w[0].toUpperCase() + w.slice(1);
const camel = (kebab) =>
  words(kebab)
    .map((w, i) => (i ? cap(w) : w))
    .join('');
const pascal = (kebab) => words(kebab).map(cap).join('');
const snake = (kebab) => words(kebab).join('_');

const n = {
  plural,
  resource: snake(plural), // bottle_brands: API path, permission, table, audit resource
  wrapper: snake(singular), // bottle_brand: the body's wrapper
  camelP: camel(plural), // bottleBrands
  camelS: camel(singular), // bottleBrand
  Pascal: pascal(singular), // BottleBrand
  TEXTS: `${snake(singular).toUpperCase()}_TEXTS`, // BOTTLE_BRAND_TEXTS
  file: many
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-'),
};
const lo = one.toLowerCase();
const los = many.toLowerCase();
const f = gender === 'f';
const g = {
  the: f ? 'a' : 'o',
  The: f ? 'A' : 'O',
  of: f ? 'da' : 'do',
  New: f ? 'Nova' : 'Novo',
  None: f ? 'Nenhuma' : 'Nenhum',
  end: f ? 'a' : 'o', // criada / criado
};

const files = {};

files[`packages/domain/src/${plural}/labels.ts`] = `/** Texts of the ${los} register. */
export const ${n.TEXTS} = {
  listTitle: 'Listagem de ${los}',
  menu: '${many}',
  newTitle: 'Criar ${lo}',
  editTitle: 'Editar ${lo}',
  createButton: 'Criar ${lo}',
  newCrumb: '${g.New} ${lo}',
  searchPlaceholder: 'Nome...',
  empty: '${g.None} ${lo} cadastrad${g.end}.',
  loading: 'Carregando ${los}...',
  loadingOne: 'Carregando dados ${g.of} ${lo}...',
  created: '${one} criad${g.end} com sucesso.',
  createError: 'Ocorreu um erro ao criar ${g.the} ${lo}.',
  edited: '${one} editad${g.end} com sucesso.',
  editError: 'Ocorreu um erro ao editar ${g.the} ${lo}.',
  loadError: 'Não foi possível carregar os dados ${g.of} ${lo}.',
  removed: (name: string) => \`${g.The} ${lo} "\${name}" foi removid${g.end} com sucesso.\`,
  removeError: (name: string) => \`Não foi possível remover ${g.the} ${lo} "\${name}".\`,
  yes: 'Sim',
  no: 'Não',
  columns: { id: '#', name: 'Nome', active: 'Ativo', actions: 'Ações' },
  fields: { name: 'Nome', active: 'Ativo' },
} as const;
`;

files[`apps/api/src/modules/${plural}/schemas.ts`] = `import { z } from 'zod';
import { recordReply, unitsFields } from '../../lib/reply-schema';
import { recordBodies, zBool, zIdList, zRequiredText } from '../../lib/zod';

// No zod defaults: a PATCH must not reset what it does not send (the column default is active).
const fields = {
  name: zRequiredText(80),
  active: zBool.optional(),
  resale_ids: zIdList.optional(),
};

export const { createBody, updateBody } = recordBodies('${n.wrapper}', fields);
export type CreateInput = z.infer<typeof createBody>['${n.wrapper}'];
export type UpdateInput = z.infer<typeof updateBody>['${n.wrapper}'];

/** A ${singular.replace(/-/g, ' ')} as the API answers it. */
export const ${n.camelS}Reply = recordReply('${n.Pascal}', {
  name: z.string(),
  active: z.boolean(),
  ...unitsFields,
});
`;

files[`apps/api/src/modules/${plural}/service.ts`] = `import { VALIDATION } from '@ability/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { ${n.camelS}Resales, ${n.camelP} } from '../../db/schema/index';
import { auditCreated, auditedDelete, auditedUpdate } from '../../lib/audit';
import { columnsOf } from '../../lib/columns';
import type { Actor } from '../../lib/context';
import { fieldError, notFound } from '../../lib/errors';
import type { PageRequest, PageResult } from '../../lib/list';
import { registerPage, searchColumnContains } from '../../lib/matches';
import type { ReplyOf } from '../../lib/reply-schema';
import type { UnitsQuery } from '../../lib/scope';
import { checkUnitIds, inAnyUnit, replaceUnits, unitsJoin, unitsJson, withUnitIds } from '../../lib/units';
import type { CreateInput, UpdateInput, ${n.camelS}Reply } from './schemas';

export type ${n.Pascal}Record = ReplyOf<typeof ${n.camelS}Reply>;

const table = ${n.camelP};
const join = unitsJoin(${n.camelS}Resales);

type Row = Omit<${n.Pascal}Record, 'resale_ids'>;

const columns = {
  ...columnsOf(table, 'id', 'name', 'active', 'created_at', 'updated_at'),
  resales: unitsJson(join, table.id),
};

export async function list${pascal(plural)}(db: Db, q: UnitsQuery, p: PageRequest): Promise<PageResult<${n.Pascal}Record>> {
  const text = q.query?.trim();
  const where = and(text ? searchColumnContains(table.name_search, text) : undefined, inAnyUnit(join, table.id, q.units));
  const order = [table.name, table.id];
  const page = await registerPage<Row>(db, p, '${n.resource}', { table, id: table.id, order, where }, columns);
  return { ...page, rows: page.rows.map(withUnitIds) };
}

/** A record outside \`units\` (null = every unit) is not found, as for a record that does not exist. */
export async function get${n.Pascal}(db: Executor, id: number, units: number[] | null = null): Promise<${n.Pascal}Record> {
  const [row] = await db
    .select(columns)
    .from(table)
    .where(and(eq(table.id, id), inAnyUnit(join, table.id, units)));
  if (!row) throw notFound();
  return withUnitIds(row);
}

/** One record per name (case and accents ignored): a second one is refused on \`name\`. */
async function assertNameFree(tx: Executor, name: string | undefined, id?: number): Promise<void> {
  if (!name) return;
  const [taken] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(sql\`\${table.name_search} = f_unaccent(lower(\${name}))\`, id ? ne(table.id, id) : undefined));
  if (taken) throw fieldError('name', VALIDATION.taken);
}

export async function create${n.Pascal}(db: Db, actor: Actor, input: CreateInput): Promise<${n.Pascal}Record> {
  return db.transaction(async (tx) => {
    const { resale_ids = [], ...data } = input;
    await checkUnitIds(tx, actor.user, resale_ids);
    await assertNameFree(tx, data.name);
    const [row] = await tx.insert(table).values(data).returning({ id: table.id });
    await replaceUnits(tx, join, row!.id, resale_ids);
    return auditCreated(tx, actor, '${n.resource}', await get${n.Pascal}(tx, row!.id));
  });
}

export function update${n.Pascal}(db: Db, actor: Actor, id: number, input: UpdateInput): Promise<${n.Pascal}Record> {
  return auditedUpdate(db, actor, '${n.resource}', id, get${n.Pascal}, async (tx) => {
    const { resale_ids, ...data } = input;
    await checkUnitIds(tx, actor.user, resale_ids);
    await assertNameFree(tx, data.name, id);
    await tx
      .update(table)
      .set({ ...data, updated_at: new Date() })
      .where(eq(table.id, id));
    if (resale_ids) await replaceUnits(tx, join, id, resale_ids);
  });
}

export function delete${n.Pascal}(db: Db, actor: Actor, id: number): Promise<void> {
  return auditedDelete(db, actor, '${n.resource}', id, get${n.Pascal}, (tx) => tx.delete(table).where(eq(table.id, id)));
}
`;

files[`apps/api/src/modules/${plural}/routes.ts`] = `import { ${n.TEXTS} as T } from '@ability/domain';
import type { ExportSheet } from '../../lib/list';
import { readInUnits, registerRoutes, unitOptions } from '../../lib/record-routes';
import { ${n.camelS}Reply, createBody, updateBody } from './schemas';
import {
  type ${n.Pascal}Record,
  create${n.Pascal},
  delete${n.Pascal},
  get${n.Pascal},
  list${pascal(plural)},
  update${n.Pascal},
} from './service';

const sheet: ExportSheet<${n.Pascal}Record> = {
  file: '${n.file}',
  columns: [
    { header: T.columns.id, value: (r) => r.id, width: 8 },
    { header: T.columns.name, value: (r) => r.name, width: 30 },
    { header: T.columns.active, value: (r) => (r.active ? T.yes : T.no), width: 8 },
    { header: 'Unidades', value: (r) => r.resales.map((u) => u.name).join(', '), width: 40 },
  ],
};

export const ${n.camelP}Routes = registerRoutes('${n.resource}', '${n.wrapper}', ${n.camelS}Reply, {
  list: { read: readInUnits(list${pascal(plural)}), sheet, options: unitOptions },
  bodies: { createBody, updateBody },
  service: { get: get${n.Pascal}, create: create${n.Pascal}, update: update${n.Pascal}, remove: delete${n.Pascal} },
});
`;

files[`apps/web/src/api/${plural}.ts`] = `import { type CreateBody, registerHooks } from './registers';
import type { components } from './schema.gen';

export type ${n.Pascal} = components['schemas']['${n.Pascal}'];
export type ${n.Pascal}Input = CreateBody<'/api/${n.resource}', '${n.wrapper}'>;

export const ${n.camelS}Hooks = registerHooks<${n.Pascal}, ${n.Pascal}Input>({ path: '/${n.resource}', wrapper: '${n.wrapper}' });
`;

files[`apps/web/src/features/${plural}/${n.Pascal}Pages.tsx`] = `import { ${n.TEXTS} as T } from '@ability/domain';
import { Checkbox, Input, Row, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { type ${n.Pascal}, type ${n.Pascal}Input, ${n.camelS}Hooks } from '../../api/${plural}';
import { useEdition } from '../../app/edition';
import { FieldCol } from '../../shared/FieldCol';
import { ListPage } from '../../shared/ListPage';
import { type RecordForm, recordPages } from '../../shared/RecordFormPages';
import { UnitsSelect } from '../../shared/UnitsSelect';
import { requiredRule } from '../../shared/formRules';
import { useRegisterList } from '../../shared/useRegisterList';

/** The register's resource, texts and hooks: its list's and its form's. */
const register = { resource: '${n.resource}', texts: T, hooks: ${n.camelS}Hooks } as const;

function ${n.Pascal}ListPage() {
  const { listProps, editPath, actionsColumn } = useRegisterList<${n.Pascal}>({ ...register, name: (r) => r.name });

  const columns: ColumnsType<${n.Pascal}> = [
    { title: T.columns.id, dataIndex: 'id', width: 70 },
    { title: T.columns.name, dataIndex: 'name', render: (name: string, r) => <Link to={editPath(r)}>{name}</Link> },
    {
      title: T.columns.active,
      dataIndex: 'active',
      render: (active: boolean) => <Tag color={active ? 'green' : 'default'}>{active ? T.yes : T.no}</Tag>,
    },
    actionsColumn,
  ];

  return <ListPage<${n.Pascal}> {...listProps} columns={columns} />;
}

interface ${n.Pascal}FormValues {
  name: string;
  active: boolean;
  resale_ids: number[];
}

/** The fields, the same for create and edit. */
function ${n.Pascal}Fields() {
  const edition = useEdition();
  const options = ${n.camelS}Hooks.useOptions();
  return (
    <Row gutter={16}>
      <FieldCol md={14} name="name" label={T.fields.name} rules={[requiredRule]}>
        <Input maxLength={80} autoFocus />
      </FieldCol>
      <FieldCol md={10} name="active" valuePropName="checked" label=" ">
        <Checkbox>{T.fields.active}</Checkbox>
      </FieldCol>
      <FieldCol md={18} name="resale_ids" label={edition.units}>
        <UnitsSelect multiple units={options.data?.resales} />
      </FieldCol>
    </Row>
  );
}

const form: RecordForm<${n.Pascal}, ${n.Pascal}FormValues, ${n.Pascal}Input> = {
  ...register,
  initialValues: { name: '', active: true, resale_ids: [] },
  errorFieldMap: { resales: ['resale_ids'] },
  toForm: (r) => ({ name: r.name, active: r.active, resale_ids: r.resale_ids }),
  toInput: (v) => ({ name: v.name, active: !!v.active, resale_ids: v.resale_ids ?? [] }),
  fields: () => <${n.Pascal}Fields />,
};

/** The screens (\`lazyPages\` in app/registry.ts): the list, and the create and edit of one form. */
export const ${n.camelS}Pages = recordPages(${n.Pascal}ListPage, form);
`;

files[`apps/api/test/${plural}.test.ts`] = `import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext, expect422 } from './helpers';
import { adminCaller, demoUnits, expectBadInputRefused, expectStaffForbidden } from './registers-helpers';

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

interface Item {
  id: number;
  name: string;
  active: boolean;
  resale_ids: number[];
}

const create = async (v: Record<string, unknown>) => call('POST', '/${n.resource}', { ${n.wrapper}: v });
const list = async (q = ''): Promise<Item[]> => (await call('GET', \`/${n.resource}?\${q}\`)).json();
const count = async () => Number((await call('GET', '/${n.resource}')).headers.total);
const unique = (what: string) => \`\${what} \${Date.now()}\`;

describe('GET /api/${n.resource}', () => {
  it('[200] lists with Total and Per-Page headers, searches by name (case and accents ignored), by unit', async () => {
    const name = unique('Marca Ímpar');
    const made = await create({ name, resale_ids: [valinhos] });
    expect(made.statusCode, made.body).toBe(201);
    const res = await call('GET', '/${n.resource}');
    expect(res.statusCode).toBe(200);
    expect(res.headers['per-page']).toBe('25');
    expect(Number(res.headers.total)).toBeGreaterThanOrEqual(1);
    expect((await list(\`query=\${encodeURIComponent('marca impar')}\`)).map((r) => r.name)).toEqual([name]);
    expect((await call('GET', \`/${n.resource}/search/\${encodeURIComponent('MARCA ÍMPAR')}\`)).json()).toHaveLength(1);
    expect((await list(\`resale_id=\${valinhos}&query=impar\`)).map((r) => r.name)).toEqual([name]);
    expect(await list(\`resale_id=\${centro}&query=impar\`)).toEqual([]);
    expect((await call('GET', '/${n.resource}/options')).json().resales).toHaveLength(2);
    const csv = await call('GET', \`/${n.resource}?format=csv&query=impar\`);
    expect(csv.body).toContain('#;Nome;Ativo;Unidades');
    expect(csv.body).toContain(\`\${name};Sim;\`);
  });

  it('[403] attendants and deliverers may neither read nor write', async () => {
    const body = { ${n.wrapper}: { name: 'x' } };
    await expectStaffForbidden(t, [
      ['GET', '/${n.resource}'],
      ['GET', '/${n.resource}/search/x'],
      ['GET', '/${n.resource}/options'],
      ['GET', '/${n.resource}/1'],
      ['POST', '/${n.resource}', body],
      ['PATCH', '/${n.resource}/1', body],
      ['DELETE', '/${n.resource}/1'],
    ]);
  });
});

describe('POST /api/${n.resource}', () => {
  it('[201] creates active by default, in its units; audit entry', async () => {
    const res = await create({ name: '  ${one} Nova  ', resale_ids: [centro] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ name: '${one} Nova', active: true, resale_ids: [centro] });
    const history = await call('GET', \`/audit_logs?resource=${n.resource}&record_id=\${res.json().id}\`);
    expect(history.json()[0]).toMatchObject({ action: 'create', after: { name: '${one} Nova' } });
  });

  it('[422] a blank or taken name (case and accents ignored) and no units, in pt-BR; writes nothing', async () => {
    const name = unique('Única');
    expect((await create({ name, resale_ids: [centro] })).statusCode).toBe(201);
    const before = await count();
    expect(expect422(await create({ name: '  ', resale_ids: [centro] }), ['name']).name).toEqual([
      'não pode ficar em branco',
    ]);
    expect(expect422(await create({ resale_ids: [centro] }), ['name']).name).toEqual(['não pode ficar em branco']);
    const taken = expect422(await create({ name: name.toUpperCase().replace('Ú', 'U'), resale_ids: [centro] }), [
      'name',
    ]);
    expect(taken.name).toEqual(['já está em uso']);
    expect422(await create({ name: unique('Sem unidade') }), ['resales']);
    expect422(await create({ name: unique('Unidade errada'), resale_ids: [999999] }), ['resales']);
    expect(await count()).toBe(before);
  });

  it('[4xx] malformed JSON, a missing wrapper and wrong types never get a 500, and write nothing', async () => {
    await expectBadInputRefused(t, '/${n.resource}', '${n.wrapper}', count);
  });
});

describe('PATCH/DELETE /api/${n.resource}/:id', () => {
  it('[200] changes only what it sends, keeps its own name, refuses another one; [204] deletes', async () => {
    const other = (await create({ name: unique('Outra'), resale_ids: [centro] })).json() as Item;
    const r = (await create({ name: unique('Editável'), resale_ids: [centro, valinhos] })).json() as Item;
    const res = await call('PATCH', \`/${n.resource}/\${r.id}\`, { ${n.wrapper}: { active: false } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: r.name, active: false, resale_ids: r.resale_ids });
    expect((await call('PATCH', \`/${n.resource}/\${r.id}\`, { ${n.wrapper}: { name: r.name } })).statusCode).toBe(200);
    expect422(await call('PATCH', \`/${n.resource}/\${r.id}\`, { ${n.wrapper}: { name: other.name } }), ['name']);
    expect((await call('DELETE', \`/${n.resource}/\${r.id}\`)).statusCode).toBe(204);
    expect((await call('GET', \`/${n.resource}/\${r.id}\`)).statusCode).toBe(404);
    const history = await call('GET', \`/audit_logs?resource=${n.resource}&record_id=\${r.id}\`);
    expect(history.json().map((e: { action: string }) => e.action)).toEqual(['delete', 'update', 'update', 'create']);
  });

  it('[404] unknown ids and [422] a non-numeric id', async () => {
    expect((await call('GET', '/${n.resource}/999999')).statusCode).toBe(404);
    expect((await call('PATCH', '/${n.resource}/999999', { ${n.wrapper}: { name: 'x' } })).statusCode).toBe(404);
    expect((await call('DELETE', '/${n.resource}/999999')).statusCode).toBe(404);
    expect((await call('GET', '/${n.resource}/abc')).statusCode).toBe(422);
  });
});
`;

files[`apps/web/e2e/${plural}.spec.ts`] = `import { type Page, expect, test } from '@playwright/test';
import { apiGet, saveEdit, signIn } from './helpers';

async function pickUnit(page: Page, unit: string) {
  await page.getByLabel('Revendas').click();
  await page.locator('.ant-select-item-option', { hasText: unit }).click();
  await page.keyboard.press('Escape');
}

const T = {
  create: 'Criar ${lo}',
  created: '${one} criad${g.end} com sucesso.',
  edited: '${one} editad${g.end} com sucesso.',
  search: 'Nome...',
  empty: '${g.None} ${lo} cadastrad${g.end}.',
};

test('${los}: create, find in the list, edit, delete', async ({ page }) => {
  // Two saves, a search and a delete: over a minute on a busy two-core machine.
  test.setTimeout(120_000);
  const name = \`${one} \${Date.now()}\`;
  await signIn(page, 'admin');
  await page.goto('${urlPath}');
  await page.getByRole('button', { name: T.create }).click();
  await expect(page).toHaveURL(/${rePath}\\/${f ? 'nova' : 'novo'}$/);
  await expect(page.locator('.ant-breadcrumb')).toContainText('Início/${many}/${g.New} ${lo}');

  // No name: refused under the field, nothing saved.
  await pickUnit(page, 'Gás Bom Jesus - Centro');
  await page.getByRole('button', { name: T.create }).click();
  await expect(page.getByText('não pode ficar em branco').first()).toBeVisible();
  await page.getByLabel('Nome').fill(name);
  await expect(page.getByLabel('Ativo', { exact: true })).toBeChecked();
  await page.getByRole('button', { name: T.create }).click();
  await expect(page.getByText(T.created)).toBeVisible();
  await expect(page).toHaveURL(/${rePath}$/);

  await page.getByPlaceholder(T.search).fill(name);
  await page.getByPlaceholder(T.search).press('Enter');
  await expect(page.getByRole('heading', { name: 'Listagem de ${los} (1)' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Sim');

  await row.getByRole('link', { name: \`Editar \${name}\` }).click();
  await expect(page.getByRole('heading', { name: 'Editar ${lo}' })).toBeVisible();
  await expect(page.getByLabel('Nome')).toHaveValue(name);
  await page.getByLabel('Ativo', { exact: true }).uncheck();
  await saveEdit(page, 'Salvar alterações', T.edited, /${rePath}\\?query=/);
  const edited = page.getByRole('row', { name: new RegExp(name) });
  await expect(edited).toContainText('Não');
  await edited.getByRole('button', { name: \`Remover \${name}\` }).click();
  await page.getByRole('button', { name: 'Sim' }).click();
  await expect(page.getByText(\`${g.The} ${lo} "\${name}" foi removid${g.end} com sucesso.\`)).toBeVisible();
  await expect(page.getByText(T.empty)).toBeVisible();
});

test('${los}: an existing record of the demo data saved unchanged stays as it was', async ({ page }) => {
  await signIn(page, 'admin');
  const [first] = await apiGet<{ id: number; updated_at: string }[]>(page, '/${n.resource}');
  expect(first, 'the demo data has ${los}').toBeTruthy();
  const { updated_at: _before, ...before } = await apiGet<Record<string, unknown>>(page, \`/${n.resource}/\${first!.id}\`);
  await page.goto(\`${urlPath}/\${first!.id}/editar\`);
  await expect(page.getByLabel('Nome')).toHaveValue(String(before.name));
  await saveEdit(page, 'Salvar alterações', T.edited, /${rePath}$/);
  const { updated_at: _after, ...after } = await apiGet<Record<string, unknown>>(page, \`/${n.resource}/\${first!.id}\`);
  expect(after).toEqual(before);
});
`;

/** Inserts `text` before (or after) the first match of `anchor` in `file`; fails if it is missing. */
const edits = [];
function insert(file, anchor, text, where = 'before') {
  edits.push({ file, anchor, text, where });
}

insert('packages/domain/src/index.ts', /\n$/, `export * from './${plural}/labels';\n`, 'after');
insert('packages/domain/src/permissions.ts', /\] as const;\nexport type Resource/, `  '${n.resource}',\n`);
insert(
  'packages/domain/src/permissions.ts',
  /(?<=export const PERMISSIONS[\s\S]*?)\n};\n/,
  `\n  ${n.resource}: rule(ADMIN, ADMIN),`,
);
insert(
  'apps/api/src/db/schema/registers.ts',
  /\n$/,
  `
export const ${n.camelP} = pgTable(
  '${n.resource}',
  {
    id: idColumn(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    /** f_unaccent(lower(name)), kept by PostgreSQL: what searches compare (see lib/matches.ts). */
    name_search: text('name_search').generatedAlwaysAs(sql\`f_unaccent(lower(name))\`),
    ...timestamps,
  },
  (t) => [
    index('${n.resource}_list_idx').on(t.name, t.id),
    index('${n.resource}_name_search_trgm_idx').using('gin', sql\`\${t.name_search} gin_trgm_ops\`),
  ],
);
export const ${n.camelS}Resales = unitsOf('${n.wrapper}_resales', '${n.wrapper}_id', () => ${n.camelP});
`,
  'after',
);
insert(
  'apps/api/src/app.ts',
  /import \{ vehiclesRoutes \}/,
  `import { ${n.camelP}Routes } from './modules/${plural}/routes';\n`,
);
insert('apps/api/src/app.ts', /,?\s*\];\n\s+for \(const routes of \[\.\.\.registers/, `, ${n.camelP}Routes`);
insert('apps/web/src/app/registry.ts', /\} from '@ability\/domain';/, `  ${n.TEXTS},\n`);
insert('apps/web/src/app/registry.ts', /\} from '@ant-design\/icons';/, `  ${icon},\n`);
insert(
  'apps/web/src/app/registry.ts',
  / {2}\.\.\.callLogsRoutes,/,
  `  ...registerRoutes('${n.resource}', '${urlPath}', ${n.TEXTS}, {
    pages: lazyPages(() => import('../features/${plural}/${n.Pascal}Pages').then((m) => m.${n.camelS}Pages)),
    menu: { group: 'registers', order: 90, icon: ${icon} },${f ? "\n    newSegment: 'nova'," : ''}
  }),
`,
);
insert(
  'apps/web/e2e/routes.ts',
  / {2}\/\/ Not in the seeds: 'Painel'/,
  `  // Not in the seeds: '${many}', a register added with npm run new:register.\n  ...crud('${urlPath}', 'admin', '/api/${n.resource}'${f ? ", 'nova'" : ''}),\n`,
);

// Check everything before writing anything.
const problems = [];
for (const file of Object.keys(files)) if (fs.existsSync(path.join(root, file))) problems.push(`${file} exists`);
const texts = new Map();
for (const e of edits) {
  const text = texts.get(e.file) ?? fs.readFileSync(path.join(root, e.file), 'utf8');
  const m = e.anchor.exec(text);
  if (!m) {
    problems.push(`${e.file}: no place found for ${JSON.stringify(e.text.trim().split('\n')[0])}`);
    continue;
  }
  const at = e.where === 'before' ? m.index : m.index + m[0].length;
  texts.set(e.file, text.slice(0, at) + e.text + text.slice(at));
}
if (problems.length) {
  for (const p of problems) console.error(`  - ${p}`);
  process.exit(1);
}
for (const [file, text] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
  console.log(`wrote  ${file}`);
}
for (const [file, text] of texts) {
  fs.writeFileSync(path.join(root, file), text);
  console.log(`edited ${file}`);
}
// The lines added to the lists are formatted as the rest of their files.
spawnSync(path.join(root, 'node_modules/.bin/biome'), ['check', '--write', ...Object.keys(files), ...texts.keys()], {
  cwd: root,
  stdio: 'inherit',
});
console.log(`
Next: the fields beyond name and active, demo data (apps/api/src/db/seed/), then
  npm run db:generate -- --name ${n.resource}
  npm run api:types`);
