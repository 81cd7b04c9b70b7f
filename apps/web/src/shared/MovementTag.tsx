import { MOVEMENT_COLORS, MOVEMENT_LABELS, type TransactionMovement } from '@ability/domain';
import { Tag } from 'antd';

export interface MovementTagProps {
  movement: TransactionMovement;
}

/** Entrada (success), Saída (danger), Recebido (primary). */
export function MovementTag({ movement }: MovementTagProps) {
  return <Tag color={MOVEMENT_COLORS[movement]}>{MOVEMENT_LABELS[movement]}</Tag>;
}
