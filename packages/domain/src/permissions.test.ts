import { describe, expect, it } from 'vitest';
import { type Action, RESOURCES, type Resource, canAccess, canAccessRecord, ownRecordsOnly } from './permissions';
import { ROLES } from './roles';

const ACTIONS: Action[] = ['menu', 'read', 'write', 'delete'];
const menuOf = (role: (typeof ROLES)[number]) => RESOURCES.filter((r) => canAccess(role, r, 'menu')).sort();

describe('canAccess', () => {
  it('lets the admin do everything', () => {
    for (const resource of RESOURCES)
      for (const action of ACTIONS) expect(canAccess('admin', resource, action)).toBe(true);
  });

  it('shows the attendant exactly the seeds’ menu', () => {
    expect(menuOf('attendant')).toEqual(
      [
        'customers',
        'stock',
        'product_entries',
        'stock_appointments',
        'receivables',
        'report_product_per_seller',
        'report_payment_method_per_seller',
        'report_comodato',
        'call_logs',
        'settings',
        'sales',
        'transactions',
        // The office closes the deliverers' day.
        'settlements',
      ].sort(),
    );
  });

  it('lets the office settle a day and the deliverer only read it', () => {
    for (const role of ['admin', 'attendant'] as const)
      for (const action of ACTIONS) expect(canAccess(role, 'settlements', action)).toBe(true);
    expect(canAccess('deliverer', 'settlements', 'read')).toBe(true);
    expect(canAccess('deliverer', 'settlements', 'write')).toBe(false);
    expect(canAccess('deliverer', 'settlements', 'menu')).toBe(false);
  });

  it('shows the deliverer only sales and transactions', () => {
    expect(menuOf('deliverer')).toEqual(['sales', 'transactions']);
  });

  it('keeps admin registers readable by admins only', () => {
    const adminOnly: Resource[] = [
      'employees',
      'users',
      'resales',
      'banks',
      'payables',
      'accounts',
      'suppliers',
      'vehicles',
      'payment_methods',
      'dashboard',
    ];
    for (const resource of adminOnly) {
      expect(canAccess('admin', resource, 'read'), resource).toBe(true);
      expect(canAccess('attendant', resource, 'read'), resource).toBe(false);
      expect(canAccess('deliverer', resource, 'read'), resource).toBe(false);
    }
  });

  it('lets every role work on sales but only admins delete them', () => {
    for (const role of ROLES) {
      expect(canAccess(role, 'sales', 'read')).toBe(true);
      expect(canAccess(role, 'sales', 'write')).toBe(true);
    }
    expect(canAccess('attendant', 'sales', 'delete')).toBe(false);
    expect(canAccess('deliverer', 'sales', 'delete')).toBe(false);
  });

  it('opens the screens of the seeds’ route table to any signed-in user', () => {
    const open: Resource[] = [
      'sales',
      'transactions',
      'customers',
      'products',
      'groups',
      'sectors',
      'call_logs',
      'report_daily_closing',
      'report_average_price',
      'report_product_per_seller',
      'report_payment_method_per_seller',
    ];
    for (const role of ROLES)
      for (const resource of open) {
        expect(canAccess(role, resource, 'read'), `${role} ${resource}`).toBe(true);
        // Every one of them but the reports has its create and edit screens (the call log its calls).
        if (!resource.startsWith('report_'))
          expect(canAccess(role, resource, 'write'), `${role} ${resource}`).toBe(true);
      }
  });

  it('keeps to admins and attendants what the seeds give them, and the admin-only deletes', () => {
    for (const resource of ['stock', 'product_entries', 'stock_appointments', 'receivables', 'settings'] as const) {
      expect(canAccess('attendant', resource, 'read'), resource).toBe(true);
      expect(canAccess('deliverer', resource, 'read'), resource).toBe(false);
      expect(canAccess('deliverer', resource, 'write'), resource).toBe(false);
    }
    expect(canAccess('attendant', 'receivables', 'delete')).toBe(false);
    expect(canAccess('attendant', 'payables', 'delete')).toBe(false);
    expect(canAccess('deliverer', 'products', 'delete')).toBe(false);
    expect(canAccess('deliverer', 'customers', 'delete')).toBe(false);
  });

  it("keeps the unit's daily closing with the office, the deliverer's own closing with them", () => {
    expect(canAccess('attendant', 'report_daily_closing', 'menu')).toBe(false);
    expect(ownRecordsOnly('admin', 'report_daily_closing')).toBe(false);
    expect(ownRecordsOnly('attendant', 'report_daily_closing')).toBe(false);
    expect(ownRecordsOnly('deliverer', 'report_daily_closing')).toBe(true);
  });

  it('gives the deliverer a Caixa of their own entries, the office the whole ledger', () => {
    expect(ownRecordsOnly('deliverer', 'transactions')).toBe(true);
    expect(ownRecordsOnly('attendant', 'transactions')).toBe(false);
    expect(ownRecordsOnly('admin', 'transactions')).toBe(false);
    for (const action of ['write', 'delete'] as const) {
      expect(canAccessRecord('deliverer', 'transactions', action, true)).toBe(true);
      expect(canAccessRecord('deliverer', 'transactions', action, false)).toBe(false);
      expect(canAccessRecord('admin', 'transactions', action, false)).toBe(true);
      expect(canAccessRecord('attendant', 'transactions', action, false)).toBe(true);
    }
    expect(canAccessRecord('deliverer', 'customers', 'delete', true)).toBe(false);
  });

  it('never lets a role in the menu it may not read', () => {
    for (const role of ROLES)
      for (const resource of RESOURCES)
        if (canAccess(role, resource, 'menu'))
          expect(canAccess(role, resource, 'read'), `${role} ${resource}`).toBe(true);
  });

  it('refuses without a role', () => {
    expect(canAccess(null, 'sales', 'read')).toBe(false);
    expect(canAccess(undefined, 'sales', 'menu')).toBe(false);
  });
});
