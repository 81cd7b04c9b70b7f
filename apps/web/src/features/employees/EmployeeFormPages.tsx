import { EMPLOYEE_TEXTS } from '@ability/domain';
import { type Employee, type EmployeeInput, employeeHooks } from '../../api/employees';
import { type RecordForm, RecordEditPage, RecordNewPage } from '../../shared/RecordFormPages';
import {
  EmployeeFields,
  type EmployeeFormValues,
  employeeInitialValues,
  employeeToForm,
  employeeToInput,
} from './EmployeeForm';
import { EMPLOYEES_PATH } from './paths';

const form: RecordForm<Employee, EmployeeFormValues, EmployeeInput> = {
  texts: EMPLOYEE_TEXTS,
  listPath: EMPLOYEES_PATH,
  resource: 'employees',
  initialValues: employeeInitialValues,
  errorFieldMap: { resales: ['resale_ids'], city: ['address', 'city_id'] },
  toForm: employeeToForm,
  toInput: employeeToInput,
  useRecord: employeeHooks.useOne,
  useSave: employeeHooks.useSave,
  fields: (record, errorFields) => <EmployeeFields record={record} errorFields={errorFields} />,
};

export function EmployeeNewPage() {
  return <RecordNewPage form={form} />;
}

export function EmployeeEditPage() {
  return <RecordEditPage form={form} />;
}
