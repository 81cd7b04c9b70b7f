import { SECTOR_TEXTS } from '@ability/domain';
import { sectorHooks } from '../../api/groups';
import {
  UnitDescriptionEditPage,
  UnitDescriptionListPage,
  UnitDescriptionNewPage,
  type UnitDescriptionRegisterProps,
} from '../../shared/UnitDescriptionRegister';
import { SECTORS_PATH } from './paths';

const register: UnitDescriptionRegisterProps = {
  path: SECTORS_PATH,
  apiPath: '/sectors',
  resource: 'sectors',
  texts: { ...SECTOR_TEXTS, columns: { ...SECTOR_TEXTS.columns } },
  hooks: sectorHooks,
};

export function SectorListPage() {
  return <UnitDescriptionListPage {...register} />;
}

export function SectorNewPage() {
  return <UnitDescriptionNewPage {...register} />;
}

export function SectorEditPage() {
  return <UnitDescriptionEditPage {...register} />;
}
