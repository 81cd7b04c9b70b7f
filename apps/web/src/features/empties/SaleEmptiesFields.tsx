import { EMPTIES_TEXTS as E, EMPTY_RETURNS, otherBrandOfTied } from '@ability/domain';
import { Col, Form, Radio, Row, Select } from 'antd';
import { useEmptyBrands } from '../../api/empties';
import type { SaleOptions } from '../../api/sales';
import type { ItemValues } from '../sales/saleFormModel';

/**
 * The empty of each refill of the sale (items[i].empty_return and empty_brand_id): what came back and its
 * brand, the unit's brands to choose from. A new sale starts at 'Casco recebido' of the unit's tied brand
 * (the server's default when no brand is chosen); on an edit, a choice left untouched keeps what the sale
 * wrote. A tied unit's refill of another brand shows the ANP warning (or the refusal, when the unit refuses)
 * before saving, from the domain's rule the server applies (otherBrandOfTied).
 */
export function SaleEmptiesFields(props: {
  items: ItemValues[];
  products: SaleOptions['products'];
  resaleId: number | undefined;
  editing: boolean;
}) {
  const flags = useEmptyBrands().data;
  const brands = (flags?.brands ?? []).filter((b) => props.resaleId && b.resale_ids.includes(props.resaleId));
  const unit = flags?.units.find((u) => u.id === props.resaleId);
  const refills = props.items.flatMap((item, index) => {
    const p = props.products.find((x) => x.id === item?.product_id);
    return p?.capacity && !p.is_cylinder ? [{ index, product: p }] : [];
  });
  if (!refills.length) return null;
  const tied = unit?.tied_brand_id ?? null;
  // A brand left unset is the unit's flag for a new sale; on an edit it keeps what the sale wrote (not known here).
  const other = otherBrandOfTied(
    tied,
    refills.map(({ index }) => ({
      brand_id: props.items[index]?.empty_brand_id ?? (props.editing ? null : tied),
      is_cylinder: false,
    })),
  );
  const name = (id: number | null) => flags?.brands.find((b) => b.id === id)?.name ?? '';
  return (
    <div data-testid="sale-empties">
      {other !== null && (
        <div className="sale-notice sale-notice-warning" role="status" data-testid="sale-tied-warning">
          {unit?.tied_brand_policy === 'refuse'
            ? E.errors.otherBrand(name(other), name(tied))
            : E.otherBrandWarning(name(other), name(tied))}
        </div>
      )}
      {refills.map(({ index, product }) => (
        <Row gutter={12} key={index} align="middle">
          <Col xs={24} md={6}>
            <strong>{product.description}</strong>
          </Col>
          <Col xs={24} md={11}>
            <Form.Item
              name={['items', index, 'empty_return']}
              initialValue={props.editing ? undefined : 'recebido'}
              style={{ marginBottom: 8 }}
            >
              <Radio.Group
                aria-label={`${E.emptyReturn} ${index + 1}`}
                optionType="button"
                size="small"
                options={EMPTY_RETURNS.map((r) => ({ value: r, label: E.returns[r] }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={7}>
            <Form.Item name={['items', index, 'empty_brand_id']} style={{ marginBottom: 8 }}>
              <Select
                allowClear
                size="small"
                aria-label={`${E.emptyBrand} ${index + 1}`}
                placeholder={E.emptyBrand}
                options={brands.map((b) => ({ value: b.id, label: b.name }))}
              />
            </Form.Item>
          </Col>
        </Row>
      ))}
    </div>
  );
}
