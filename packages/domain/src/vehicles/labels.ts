export const FUEL_TYPES = ['gas', 'diesel', 'alcohol', 'flex'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

/** Fuel types of a vehicle. */
export const FUEL_TYPE_LABELS: Record<FuelType, string> = {
  gas: 'Gasolina',
  diesel: 'Diesel',
  alcohol: 'Álcool',
  flex: 'Flex',
};

/** Texts of the vehicle register. */
export const VEHICLE_TEXTS = {
  listTitle: 'Listagem de veículos',
  menu: 'Veículos',
  newTitle: 'Criar veículo',
  editTitle: 'Editar veículo',
  createButton: 'Criar veículo',
  newCrumb: 'Novo veículo',
  searchPlaceholder: 'Modelo, placa...',
  empty: 'Nenhum veículo cadastrado.',
  loading: 'Carregando veículos...',
  loadingOne: 'Carregando dados do veículo...',
  created: 'Veículo criado com sucesso.',
  createError: 'Ocorreu um erro ao criar o veículo.',
  edited: 'Veículo editado com sucesso.',
  editError: 'Ocorreu um erro ao editar o veículo.',
  loadError: 'Não foi possível carregar os dados do veículo.',
  removed: (name: string) => `O veículo "${name}" foi removido com sucesso.`,
  removeError: (name: string) => `Não foi possível remover o veículo "${name}".`,
  invalidPlate: 'não é uma placa válida (AAA-9999 ou AAA9A99)',
  columns: {
    id: '#',
    license_plate: 'Placa',
    brand: 'Marca',
    model: 'Modelo',
    fuel_type: 'Tipo de combustível',
    actions: 'Ações',
  },
  fields: {
    license_plate: 'Placa',
    brand: 'Marca',
    model: 'Modelo',
    fuel_type: 'Tipo de combustível',
  },
} as const;
