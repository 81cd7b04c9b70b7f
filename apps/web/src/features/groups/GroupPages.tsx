import { GROUP_TEXTS } from '@ability/domain';
import { groupHooks } from '../../api/groups';
import {
  UnitDescriptionEditPage,
  UnitDescriptionListPage,
  UnitDescriptionNewPage,
  type UnitDescriptionRegisterProps,
} from '../../shared/UnitDescriptionRegister';
import { GROUPS_PATH } from './paths';

const register: UnitDescriptionRegisterProps = {
  path: GROUPS_PATH,
  apiPath: '/groups',
  resource: 'groups',
  texts: { ...GROUP_TEXTS, columns: { ...GROUP_TEXTS.columns } },
  hooks: groupHooks,
};

export function GroupListPage() {
  return <UnitDescriptionListPage {...register} />;
}

export function GroupNewPage() {
  return <UnitDescriptionNewPage {...register} />;
}

export function GroupEditPage() {
  return <UnitDescriptionEditPage {...register} />;
}
