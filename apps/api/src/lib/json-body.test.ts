import { describe, expect, it } from 'vitest';
import { jsonBody, rawJsonBytesOf } from './json-body';

describe('jsonBody', () => {
  it('writes each RawJsonBytes as its JSON, byte for byte what JSON.stringify gives', () => {
    const units = [
      { id: 1, name: 'Gás São João' },
      { id: 2, name: 'Aspas "e" \\ barras' },
    ];
    const groups = [{ id: 3, description: 'Condomínios' }];
    const body = {
      data: [{ id: 7, name: 'Conceição', at: new Date(0), none: undefined, mark: '\u0000x:0\u0000' }],
      meta: { total: 1, options: { resales: rawJsonBytesOf(units), groups: rawJsonBytesOf(groups), sectors: [] } },
    };
    const plain = { ...body, meta: { ...body.meta, options: { resales: units, groups, sectors: [] } } };
    expect(jsonBody(body).toString('utf8')).toBe(JSON.stringify(plain));
    expect(jsonBody({ a: 1 }).toString('utf8')).toBe('{"a":1}');
    expect(rawJsonBytesOf(units)).toBe(rawJsonBytesOf(units));
  });

  it('is the value itself when serialized by anything else', () => {
    const units = [{ id: 1, name: 'Centro' }];
    expect(JSON.stringify({ r: rawJsonBytesOf(units) })).toBe(JSON.stringify({ r: units }));
  });
});
