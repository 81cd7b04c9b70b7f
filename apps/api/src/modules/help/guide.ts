import fs from 'node:fs';
import path from 'node:path';
import { Marked, type Tokens } from 'marked';

/**
 * The staff's guide (docs/guia): its Markdown pages rendered to HTML once, when the server starts, and
 * served under /ajuda. `index.md` is /ajuda, `atendente.md` is /ajuda/atendente; the pages' links to
 * each other (`entregador.md`) and their images (`img/x.png`) become those paths, so the same files read
 * well on the repository's page and in the running app.
 */
export interface Guide {
  /** The page's HTML by its name (`index`, `atendente`, …). */
  pages: Map<string, string>;
  /** The images' files by their name (`entregador-cartoes.png`). */
  images: Map<string, string>;
}

export const GUIDE_PATH = '/ajuda';
const PAGE_NAME = /^[a-z0-9-]+$/;
const IMAGE_NAME = /^[a-z0-9-]+\.png$/;

/** A link or image source of a page, as the served pages name it. */
function servedHref(href: string): string {
  if (/^[a-z]+:|^\/|^#/i.test(href)) return href;
  const [file, hash] = href.split('#');
  const page = /^(?:\.\/)?([a-z0-9-]+)\.md$/.exec(file ?? '');
  if (page) {
    const name = page[1] === 'index' ? '' : `/${page[1]}`;
    return `${GUIDE_PATH}${name}${hash ? `#${hash}` : ''}`;
  }
  const image = /^(?:\.\/)?img\/([a-z0-9-]+\.png)$/.exec(file ?? '');
  if (image) return `${GUIDE_PATH}/img/${image[1]}`;
  return href;
}

/** GitHub's heading id: lower case, punctuation dropped (accents kept), spaces as hyphens. */
export const headingId = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s/g, '-');

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

const STYLE = `
body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;
color:rgba(0,0,0,.88);background:#f5f5f5;line-height:1.6;font-size:16px}
header{background:#001529;color:#fff;padding:12px 24px;display:flex;gap:24px;align-items:center;flex-wrap:wrap}
header a{color:#fff}
main{max-width:860px;margin:0 auto;padding:24px;background:#fff;min-height:calc(100vh - 48px);box-sizing:border-box}
h1,h2,h3{line-height:1.3}
img{max-width:100%;height:auto;border:1px solid #e8ebf0;border-radius:6px}
img[src*="-celular"]{max-width:320px}
code{background:#f0f0f0;padding:0 4px;border-radius:4px}
a{color:#1677ff}
table{border-collapse:collapse}td,th{border:1px solid #e8ebf0;padding:4px 8px}
`;

function pageHtml(title: string, body: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} — Ajuda</title>
<style>${STYLE}</style>
</head>
<body>
<header><a href="${GUIDE_PATH}">Guia de uso</a><a href="/">Voltar ao sistema</a></header>
<main>
${body}
</main>
</body>
</html>
`;
}

/** Reads and renders the guide's pages in `dir` (an absent folder is a guide without pages). */
export function loadGuide(dir: string): Guide {
  const markdown = new Marked({
    gfm: true,
    renderer: {
      // Headings carry the id GitHub gives them, so a link to `dono.md#acerto-o-dia-do-entregador` lands.
      heading({ tokens, depth, text }) {
        return `<h${depth} id="${headingId(text)}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
    },
    walkTokens(token) {
      if (token.type === 'link' || token.type === 'image') {
        const t = token as Tokens.Link | Tokens.Image;
        t.href = servedHref(t.href);
      }
    },
  });
  const pages = new Map<string, string>();
  const images = new Map<string, string>();
  if (!fs.existsSync(dir)) return { pages, images };
  for (const file of fs.readdirSync(dir)) {
    const name = file.replace(/\.md$/, '');
    if (!file.endsWith('.md') || !PAGE_NAME.test(name)) continue;
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    const title = /^#\s+(.+)$/m.exec(text)?.[1]?.trim() ?? 'Guia de uso';
    pages.set(name, pageHtml(title, markdown.parse(text, { async: false })));
  }
  const imgDir = path.join(dir, 'img');
  if (fs.existsSync(imgDir))
    for (const file of fs.readdirSync(imgDir)) if (IMAGE_NAME.test(file)) images.set(file, path.join(imgDir, file));
  return { pages, images };
}
