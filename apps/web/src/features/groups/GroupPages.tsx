import { GROUP_TEXTS } from '@ability/domain';
import { groupHooks } from '../../api/groups';
import { unitDescriptionPages } from '../../shared/UnitDescriptionRegister';
import { GROUPS_PATH } from './paths';

const pages = unitDescriptionPages('groups', GROUPS_PATH, GROUP_TEXTS, groupHooks);

export const { ListPage: GroupListPage, NewPage: GroupNewPage, EditPage: GroupEditPage } = pages;
