import { Col, type ColProps, Form, type FormItemProps } from 'antd';

type FieldColProps = FormItemProps & Pick<ColProps, 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl'>;

/**
 * A form field in a cell of the form's grid: `<Col>` (full width on phones unless `xs` says otherwise) holding
 * one `<Form.Item>`, which takes every other prop.
 */
export function FieldCol({ xs = 24, sm, md, lg, xl, xxl, ...item }: FieldColProps) {
  return (
    <Col xs={xs} sm={sm} md={md} lg={lg} xl={xl} xxl={xxl}>
      <Form.Item {...item} />
    </Col>
  );
}
