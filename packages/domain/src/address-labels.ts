/** Labels of the address block shared by customers, employees, resales and suppliers. */
export const ADDRESS_LABELS = {
  zipcode: 'CEP',
  patio: 'Logradouro',
  number: 'Número',
  complement: 'Complemento',
  neighborhood: 'Bairro',
  city: 'Cidade',
  reference: 'Referência',
  cityPlaceholder: 'digite a cidade...',
  notFound: 'Endereço não encontrado',
} as const;
