import { z } from 'zod';

/** A city as records answer it inside their address. */
export const cityRefReply = z
  .object({ id: z.number().int(), name: z.string(), state_acronym: z.string(), state_name: z.string() })
  .meta({ id: 'CityRef' });

/** An address as the records that have one answer it (addressJson). */
export const addressReply = z
  .object({
    id: z.number().int(),
    patio: z.string().nullable(),
    number: z.string().nullable(),
    complement: z.string().nullable(),
    neighborhood: z.string().nullable(),
    zipcode: z.string().nullable(),
    reference: z.string().nullable(),
    references: z.string().nullable(),
    city_id: z.number().int().nullable(),
    city: cityRefReply.nullable(),
  })
  .meta({ id: 'Address' });
