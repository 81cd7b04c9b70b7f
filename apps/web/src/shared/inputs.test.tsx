import { MASKS, type MaskKind, formatMask } from '@ability/domain';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import fc from 'fast-check';
import { useState } from 'react';
import { IMask } from 'react-imask';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { ListPage } from './ListPage';
import { IMASK_OPTIONS, MaskedInput } from './MaskedInput';
import { MoneyInput } from './MoneyInput';
import { applyServerErrors } from './serverErrors';
import { drawerSizeFor } from './useDrawerSize';

function Money({ initial = null as number | null }) {
  const [cents, setCents] = useState<number | null>(initial);
  return (
    <>
      <MoneyInput aria-label="valor" value={cents} onChange={setCents} />
      <output data-testid="cents">{String(cents)}</output>
    </>
  );
}

describe('MoneyInput', () => {
  it('fills from the right like a till and holds cents', () => {
    render(<Money />);
    const input = screen.getByLabelText('valor') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '123456' } });
    expect(input.value).toBe('1.234,56');
    expect(screen.getByTestId('cents').textContent).toBe('123456');
    fireEvent.change(input, { target: { value: '1.234,5' } });
    expect(screen.getByTestId('cents').textContent).toBe('12345');
    expect(input.value).toBe('123,45');
    fireEvent.change(input, { target: { value: '' } });
    expect(screen.getByTestId('cents').textContent).toBe('null');
  });

  it('shows existing cents with comma decimals and dot thousands', () => {
    render(<Money initial={9900050} />);
    expect((screen.getByLabelText('valor') as HTMLInputElement).value).toBe('99.000,50');
  });
});

function Masked({ mask, initial = '' }: { mask: MaskKind; initial?: string }) {
  const [v, setV] = useState(initial);
  const [reported, setReported] = useState(0);
  return (
    <>
      <MaskedInput
        aria-label="campo"
        mask={mask}
        value={v}
        onChange={(x) => {
          setV(x);
          setReported((n) => n + 1);
        }}
      />
      <output data-testid="value">{v}</output>
      <output data-testid="reported">{reported}</output>
      <button type="button" onClick={() => setV('19991234567')}>
        de fora
      </button>
    </>
  );
}

/** Types like a person at the end of the field: one character, one input event. */
function typeInto(input: HTMLInputElement, text: string) {
  for (const ch of text) fireEvent.input(input, { target: { value: input.value + ch } });
}

describe('MaskedInput (react-imask)', () => {
  it.each([
    ['phone', '1932345678', '(19) 3234-5678'],
    ['phone', '19991234567', '(19) 99123-4567'],
    ['cpf_cnpj', '52998224725', '529.982.247-25'],
    ['cpf_cnpj', '11222333000181', '11.222.333/0001-81'],
    ['cep', '13010000', '13.010-000'],
    ['date', '05112026', '05/11/2026'],
    ['plate', 'abc1234', 'ABC-1234'],
    ['plate', 'abc1d23', 'ABC1D23'],
  ] as const)('%s: typing %s shows %s', (mask, typed, shown) => {
    render(<Masked mask={mask} />);
    const input = screen.getByLabelText('campo') as HTMLInputElement;
    input.focus();
    typeInto(input, typed);
    expect(input.value).toBe(shown);
    expect(screen.getByTestId('value').textContent).toBe(shown);
  });

  it('takes a pasted value, masked or not', () => {
    render(<Masked mask="phone" />);
    const input = screen.getByLabelText('campo') as HTMLInputElement;
    fireEvent.input(input, { target: { value: '(19) 99123-4567' } });
    expect(input.value).toBe('(19) 99123-4567');
    fireEvent.input(input, { target: { value: '' } });
    fireEvent.input(input, { target: { value: '1932345678' } });
    expect(input.value).toBe('(19) 3234-5678');
  });

  it('Backspace takes the separators with the digit: a CNPJ goes back to a CPF', () => {
    render(<Masked mask="cpf_cnpj" />);
    const input = screen.getByLabelText('campo') as HTMLInputElement;
    typeInto(input, '52998224725123');
    expect(input.value).toBe('52.998.224/7251-23');
    for (const expected of ['52.998.224/7251-2', '52.998.224/7251', '529.982.247-25']) {
      fireEvent.input(input, { target: { value: input.value.slice(0, -1) } });
      expect(input.value).toBe(expected);
    }
  });

  it('shows a value from outside masked and does not report it as an edit', () => {
    render(<Masked mask="phone" initial="1932345678" />);
    const input = screen.getByLabelText('campo') as HTMLInputElement;
    expect(input.value).toBe('(19) 3234-5678');
    fireEvent.click(screen.getByText('de fora'));
    expect(input.value).toBe('(19) 99123-4567');
    expect(screen.getByTestId('value').textContent).toBe('19991234567');
    expect(screen.getByTestId('reported').textContent).toBe('0');
  });

  it('shows what the lists show: react-imask and formatMask read the same patterns', () => {
    const chars = fc.constantFrom(...'0123456789abcXYZ-./() ');
    for (const kind of Object.keys(MASKS) as MaskKind[]) {
      const masked = IMask.createMask(IMASK_OPTIONS[kind]);
      fc.assert(
        fc.property(fc.string({ unit: chars, maxLength: 20 }), (typed) => {
          masked.resolve(typed);
          expect(masked.value).toBe(formatMask(kind, typed));
        }),
        { numRuns: 60 },
      );
    }
  });
});

function PhoneSearch() {
  const [byPhone, setByPhone] = useState(false);
  const [search, setSearch] = useState<string>();
  return (
    <>
      <button type="button" onClick={() => setByPhone(true)}>
        por telefone
      </button>
      <output data-testid="searched">{search}</output>
      <ListPage
        title="Clientes"
        search={{
          placeholder: 'Pesquisar...',
          value: search,
          onSearch: setSearch,
          mask: byPhone ? 'phone' : undefined,
        }}
        columns={[]}
        rows={[]}
        rowKey={'id' as never}
        loading={false}
        loadingText=""
        emptyText=""
        page={1}
        perPage={25}
        onPageChange={() => {}}
      />
    </>
  );
}

describe('ListPage search', () => {
  it('takes plain text, then the phone mask once the search is by phone', async () => {
    render(<PhoneSearch />);
    const text = screen.getByPlaceholderText('Pesquisar...') as HTMLInputElement;
    text.focus();
    fireEvent.input(text, { target: { value: 'ana' } });
    expect(text.value).toBe('ana');
    fireEvent.click(screen.getByText('por telefone'));
    // The masked search (react-imask) loads on demand.
    await waitFor(() => expect(screen.getByPlaceholderText('Pesquisar...').getAttribute('inputmode')).toBe('tel'));
    const phone = screen.getByPlaceholderText('Pesquisar...') as HTMLInputElement;
    // It replaced the box being typed in: the typing goes on in it.
    expect(document.activeElement).toBe(phone);
    fireEvent.input(phone, { target: { value: '' } });
    typeInto(phone, '1998');
    expect(phone.value).toBe('(19) 98');
    fireEvent.keyDown(phone, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(screen.getByTestId('searched').textContent).toBe('(19) 98');
  });
});

describe('applyServerErrors', () => {
  it('puts each 422 message under its field, joined by commas, and returns the rest', () => {
    let form: ReturnType<typeof Form.useForm>[0] | undefined;
    function F() {
      const [f] = Form.useForm();
      form = f;
      return (
        <Form form={f}>
          <Form.Item name="name">
            <input />
          </Form.Item>
          <Form.Item name={['address', 'city_id']}>
            <input />
          </Form.Item>
        </Form>
      );
    }
    render(<F />);
    const err = new ApiError(422, {
      name: ['não pode ficar em branco', 'é muito curto'],
      city: ['não foi encontrado'],
      base: ['está em uso'],
    });
    const rest = applyServerErrors(form!, err, { city: ['address', 'city_id'] });
    expect(form!.getFieldError('name')).toEqual(['não pode ficar em branco, é muito curto']);
    expect(form!.getFieldError(['address', 'city_id'])).toEqual(['não foi encontrado']);
    expect(rest).toEqual(['está em uso']);
  });
});

describe('drawer size', () => {
  it('is 452 px above 576 px screens, else 80%', () => {
    expect(drawerSizeFor(1024)).toBe(452);
    expect(drawerSizeFor(577)).toBe(452);
    expect(drawerSizeFor(576)).toBe('80%');
  });
});
