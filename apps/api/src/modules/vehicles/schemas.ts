import { FUEL_TYPES, VALIDATION, VEHICLE_TEXTS, isValidPlate, normalizePlate } from '@ability/domain';
import { z } from 'zod';
import { unitsFields, recordReply } from '../../lib/reply-schema';
import { recordBodies, zIdList, zText } from '../../lib/zod';

/** AAA-9999 or Mercosul AAA9A99, any case and mask; stored as upper-case letters and digits. */
const zPlate = z
  .string()
  .max(20)
  .transform(normalizePlate)
  .refine((v) => v.length > 0, VALIDATION.required)
  .refine((v) => v.length === 0 || isValidPlate(v), VEHICLE_TEXTS.invalidPlate);

// No zod defaults: a PATCH must not reset what it does not send (the column default is 'flex').
const fields = {
  license_plate: zPlate,
  brand: zText(60),
  model: zText(60),
  fuel_type: z.enum(FUEL_TYPES).optional(),
  resale_ids: zIdList.optional(),
};

export const { createBody, updateBody } = recordBodies('vehicle', fields);
export type CreateInput = z.infer<typeof createBody>['vehicle'];
export type UpdateInput = z.infer<typeof updateBody>['vehicle'];

/** A vehicle as the API answers it. */
export const vehicleReply = recordReply('Vehicle', {
  license_plate: z.string(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  fuel_type: z.enum(FUEL_TYPES),
  ...unitsFields,
});
