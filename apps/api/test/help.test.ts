import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headingId, loadGuide } from '../src/modules/help/guide';
import { type TestContext, createTestContext } from './helpers';

/** The staff's guide (docs/guia) served under /ajuda: the 'Ajuda' item of the app's header opens it. */
describe('loadGuide', () => {
  it('renders each page and points its links and images at the served paths', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guia-'));
    fs.mkdirSync(path.join(dir, 'img'));
    fs.writeFileSync(
      path.join(dir, 'index.md'),
      '# Guia <de> uso\n\nVeja [o entregador](entregador.md#pix), ![tela](img/tela-1.png) e [o site](https://exemplo.com.br).\n',
    );
    fs.writeFileSync(path.join(dir, 'entregador.md'), '# Entregador\n\n- um\n- dois\n\n[Início](index.md)\n');
    fs.writeFileSync(path.join(dir, 'img', 'tela-1.png'), 'png');
    fs.writeFileSync(path.join(dir, 'img', 'Fora.PNG'), 'png');
    fs.writeFileSync(path.join(dir, 'notas.txt'), 'não é página');
    const guide = loadGuide(dir);
    expect([...guide.pages.keys()].sort()).toEqual(['entregador', 'index']);
    expect([...guide.images.keys()]).toEqual(['tela-1.png']);
    const index = guide.pages.get('index')!;
    expect(index).toContain('<title>Guia &lt;de&gt; uso — Ajuda</title>');
    expect(index).toContain('<html lang="pt-BR">');
    expect(index).toContain('href="/ajuda/entregador#pix"');
    expect(index).toContain('src="/ajuda/img/tela-1.png"');
    expect(index).toContain('href="https://exemplo.com.br"');
    expect(guide.pages.get('entregador')).toContain('<li>dois</li>');
    expect(guide.pages.get('entregador')).toContain('<h1 id="entregador">Entregador</h1>');
    expect(guide.pages.get('entregador')).toContain('href="/ajuda"');
    expect(loadGuide(path.join(dir, 'nada')).pages.size).toBe(0);
  });
});

describe('GET /ajuda', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(async () => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('answers the guide without a session, and every link and image of its pages answers too', async () => {
    const index = await get('/ajuda');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(index.body).toContain('<h1 id="guia-de-uso">Guia de uso</h1>');
    expect((await get('/ajuda/')).body).toBe(index.body);

    const pages = fs
      .readdirSync(path.resolve(import.meta.dirname, '../../../docs/guia'))
      .filter((f) => f.endsWith('.md'));
    const seen = new Set<string>();
    for (const file of pages) {
      const url = file === 'index.md' ? '/ajuda' : `/ajuda/${file.replace(/\.md$/, '')}`;
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      for (const [, link] of page.body.matchAll(/(?:href|src)="(\/ajuda[^"#]*)/g)) seen.add(link!);
    }
    for (const link of seen) {
      const res = await get(link);
      expect(res.statusCode, link).toBe(200);
      if (link.includes('/img/')) expect(res.headers['content-type']).toBe('image/png');
    }
  });

  it("gives headings the ids GitHub gives them, so the pages' links to a section land", async () => {
    expect(headingId('Acerto: o dia do entregador')).toBe('acerto-o-dia-do-entregador');
    expect(headingId('PIX na porta')).toBe('pix-na-porta');
    expect(headingId('O pedido por telefone (Criar nova venda)')).toBe('o-pedido-por-telefone-criar-nova-venda');
    for (const [page, body] of [['atendente', (await get('/ajuda/atendente')).body]] as const) {
      for (const [, target, hash] of body.matchAll(/href="\/ajuda\/?([a-z-]*)#([^"]+)"/g)) {
        const html = (await get(`/ajuda/${target}`)).body;
        expect(html, `${page} → ${target}#${hash}`).toContain(`id="${hash}"`);
      }
    }
  });

  it('answers 404 for a page or image the guide does not have', async () => {
    for (const url of ['/ajuda/nada', '/ajuda/index', '/ajuda/img/nada.png', '/ajuda/img/..%2F..%2Fpackage.json']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
    }
  });
});
