import { CUSTOMER_SEGMENT_COLORS, CUSTOMER_SEGMENT_LABELS, type CustomerSegment } from '@ability/domain';
import { Tag } from 'antd';

/**
 * The customer's segment as a tag (novo, regular, VIP, em risco, inativo): the customer list, the
 * customer form, and any screen that names a customer (the sale form may reuse it). Nothing when the
 * record carries no segment.
 */
export function SegmentTag({
  segment,
  style,
}: {
  segment: CustomerSegment | null | undefined;
  style?: React.CSSProperties;
}) {
  if (!segment) return null;
  return (
    <Tag color={CUSTOMER_SEGMENT_COLORS[segment]} style={{ marginInlineEnd: 0, ...style }} data-segment={segment}>
      {CUSTOMER_SEGMENT_LABELS[segment]}
    </Tag>
  );
}
