import { describe, expect, it } from 'vitest';
import {
  fillTemplate,
  isUsualOrderText,
  notifyEventOfStatus,
  statusMessageText,
  statusTemplateParams,
  templateBodyErrors,
  templateParamCount,
  templatePrefill,
} from './notify';

describe('fixed words', () => {
  it.each([
    'o de sempre',
    'O DE SEMPRE!',
    '  o  de   sempre ',
    'Mais um',
    'mais 1',
    '1 gás',
    '1 GAS.',
    'um gás por favor',
    'o de sempre, pfv',
  ])('%s asks for the last order', (text) => expect(isUsualOrderText(text)).toBe(true));
  it.each(['o de sempre e uma água', 'quanto está o gás?', '2 gás', 'mais', '', null, 'bom dia'])(
    '%s does not',
    (text) => expect(isUsualOrderText(text)).toBe(false),
  );
});

describe('status messages', () => {
  it('maps the moves', () => {
    expect(notifyEventOfStatus('created')).toBe('confirmed');
    expect(notifyEventOfStatus('in_transit')).toBe('in_transit');
    expect(notifyEventOfStatus('finished')).toBe('delivered');
    expect(notifyEventOfStatus('canceled')).toBeNull();
  });
  it('names the deliverer when the order leaves', () => {
    expect(statusMessageText('in_transit', { customer: 'Maria da Silva', order: '42', deliverer: 'João' })).toBe(
      'Olá, Maria! Seu pedido nº 42 saiu para entrega com João.',
    );
    expect(statusMessageText('in_transit', { customer: '', order: '42', deliverer: null })).toBe(
      'Olá! Seu pedido nº 42 saiu para entrega.',
    );
  });
  it("fills a template's parameters in order, as many as its body takes", () => {
    const c = { customer: 'Maria da Silva', order: '42', deliverer: 'João' };
    expect(statusTemplateParams(3, c)).toEqual(['Maria', '42', 'João']);
    expect(statusTemplateParams(1, c)).toEqual(['Maria']);
    expect(statusTemplateParams(3, { ...c, deliverer: null })).toEqual(['Maria', '42', '-']);
  });
});

describe('templates', () => {
  it('counts and fills {{n}}', () => {
    expect(templateParamCount('Olá {{1}}, pedido {{2}} com {{ 3 }}')).toBe(3);
    expect(templateParamCount('Sem parâmetros')).toBe(0);
    expect(fillTemplate('Olá {{1}}, pedido {{2}}', ['Ana', '7'])).toBe('Olá Ana, pedido 7');
    expect(fillTemplate('Olá {{1}} {{2}}', ['Ana'])).toBe('Olá Ana {{2}}');
  });
  it("starts the attendant's form with the customer's first name in {{1}}", () => {
    expect(templatePrefill(3, '  Maria da Conceição ')).toEqual(['Maria', '', '']);
    expect(templatePrefill(1, null)).toEqual(['']);
    expect(templatePrefill(0, 'Ana')).toEqual([]);
  });
  it('refuses gaps', () => {
    expect(templateBodyErrors('{{1}} e {{3}}')).toHaveLength(1);
    expect(templateBodyErrors('{{2}} e {{1}}')).toEqual([]);
  });
});
