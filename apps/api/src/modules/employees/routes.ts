import {
  EMPLOYEE_ROLE_LABELS,
  cnhCategoryLabel,
  formatAddress,
  formatCpfCnpj,
  formatDateBr,
  formatPhone,
} from '@ability/domain';
import type { ExportSheet } from '../../lib/list';
import { registerRoutes, unitOptions } from '../../lib/record-routes';
import { createBody, updateBody, employeeReply } from './schemas';
import {
  type EmployeeRecord,
  getEmployee,
  listEmployees,
  createEmployee,
  deleteEmployee,
  updateEmployee,
} from './service';

const sheet: ExportSheet<EmployeeRecord> = {
  file: 'funcionarios',
  columns: [
    { header: '#', value: (r) => r.id, width: 8 },
    { header: 'Nome', value: (r) => r.name, width: 30 },
    { header: 'Função', value: (r) => EMPLOYEE_ROLE_LABELS[r.role], width: 12 },
    { header: 'CPF', value: (r) => formatCpfCnpj(r.cpf), width: 16 },
    { header: 'Telefone', value: (r) => formatPhone(r.phone), width: 18 },
    { header: 'E-mail', value: (r) => r.email, width: 28 },
    { header: 'Nascimento', value: (r) => formatDateBr(r.birthday), width: 12 },
    { header: 'CNH', value: (r) => r.cnh_number, width: 14 },
    { header: 'Categoria', value: (r) => cnhCategoryLabel(r.cnh_category), width: 10 },
    { header: 'Validade da CNH', value: (r) => formatDateBr(r.cnh_date), width: 14 },
    { header: 'MOPP', value: (r) => (r.has_mopp ? 'Sim' : 'Não'), width: 8 },
    { header: 'Unidades', value: (r) => r.resales.map((u) => u.name).join(', '), width: 40 },
    { header: 'Endereço', value: (r) => formatAddress(r.address), width: 60 },
  ],
};

export const employeesRoutes = registerRoutes('employees', 'employee', employeeReply, {
  list: { read: listEmployees, sheet, options: unitOptions },
  bodies: { createBody, updateBody },
  service: { getByActor: getEmployee, create: createEmployee, update: updateEmployee, remove: deleteEmployee },
});
