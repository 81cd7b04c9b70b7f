import type { PixKeyType } from '../payments/pixKey';
import type { EditionInfo } from '../editions';

export const RESALE_TYPES = ['resale', 'point'] as const;
export type ResaleType = (typeof RESALE_TYPES)[number];

export function resaleTypeLabels(e: EditionInfo): Record<ResaleType, string> {
  return { resale: e.unit, point: `Ponto de ${e.unitLower}` };
}

/** Texts of the unit register, in the edition's wording. */
export function resaleTexts(e: EditionInfo) {
  const u = e.unitLower;
  return {
    listTitle: e.units,
    newTitle: `Criar ${u}`,
    editTitle: `Editar ${u}`,
    createButton: `Criar ${u}`,
    searchPlaceholder: 'Nome, telefone ou e-mail...',
    empty: `Nenhuma ${u} cadastrada.`,
    loading: `Carregando ${u}s...`,
    loadingOne: `Carregando dados da ${u}...`,
    created: `${e.unit} criada com sucesso.`,
    createError: `Ocorreu um erro ao criar a ${u}.`,
    edited: `${e.unit} editada com sucesso.`,
    editError: `Ocorreu um erro ao editar a ${u}.`,
    loadError: `Não foi possível carregar os dados da ${u}.`,
    removed: (name: string) => `A ${u} "${name}" foi removida com sucesso.`,
    removeError: (name: string) => `Não foi possível remover a ${u} "${name}".`,
    columns: { id: '#', name: 'Nome', address: 'Endereço', phone: 'Telefone', actions: 'Ações' },
    fields: {
      name: 'Nome',
      phone: 'Telefone',
      cnpj: 'CNPJ',
      ie: 'Inscrição estadual',
      anp_number: 'Número ANP',
      anp_registration: 'Registro ANP',
      storage: 'Capacidade de armazenamento',
      resale_type: 'Tipo',
      pix_key_type: 'Tipo de chave PIX',
      pix_key: 'Chave PIX',
      deliverers_take_orders: 'Entregadores podem pegar pedidos sem entregador',
    },
    pixSection: 'PIX',
    pixHelp: `O QR PIX que o entregador mostra na porta usa esta chave, o nome e a cidade da ${u}.`,
    pixNoType: 'escolha o tipo da chave',
    pixPlaceholders: {
      cpf: '000.000.000-00',
      cnpj: '00.000.000/0000-00',
      email: 'financeiro@exemplo.com.br',
      phone: '(11) 98765-4321',
      random: '123e4567-e89b-12d3-a456-426614174000',
    } as Record<PixKeyType, string>,
  };
}
