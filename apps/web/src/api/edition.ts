import { api } from './client';
import type { components } from './schema.gen';

export type EditionPayload = components['schemas']['EditionInfo'];

export const fetchEdition = () => api<EditionPayload>('/edition');
