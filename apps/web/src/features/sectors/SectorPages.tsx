import { SECTOR_TEXTS } from '@ability/domain';
import { sectorHooks } from '../../api/groups';
import { unitDescriptionPages } from '../../shared/UnitDescriptionRegister';
import { SECTORS_PATH } from './paths';

const pages = unitDescriptionPages('sectors', SECTORS_PATH, SECTOR_TEXTS, sectorHooks);

export const { ListPage: SectorListPage, NewPage: SectorNewPage, EditPage: SectorEditPage } = pages;
