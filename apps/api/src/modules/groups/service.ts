import { customerGroups } from '../../db/schema/index';
import { unitDescriptionRegister } from '../../lib/unit-description-register';

/** Customer groups: one description per unit, built like every such register (lib/unit-description-register). */
export const groups = unitDescriptionRegister({
  table: customerGroups,
  resource: 'groups',
  wrapper: 'group',
  exportFile: 'grupos',
  replyId: 'Group',
});

/** The groups of the given units, for selects (customer form and filters, sales, reports). */
export const groupOptions = groups.options;
