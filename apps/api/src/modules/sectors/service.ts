import { customerSectors } from '../../db/schema/index';
import { unitDescriptionRegister } from '../../lib/unit-description-register';

/** Customer sectors: one description per unit, built like every such register (lib/unit-description-register). */
export const sectors = unitDescriptionRegister({
  table: customerSectors,
  resource: 'sectors',
  wrapper: 'sector',
  exportFile: 'setores',
  replyId: 'Sector',
});

/** The sectors of the given units, for selects (customer form and filters, sales, reports). */
export const sectorOptions = sectors.options;
