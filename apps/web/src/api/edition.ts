import type { EditionInfo } from '@ability/domain';
import { api } from './client';

export interface EditionPayload extends EditionInfo {
  version: string;
  support_whatsapp: string;
  links: { label: string; url: string }[];
}

export const fetchEdition = () => api<EditionPayload>('/edition');
